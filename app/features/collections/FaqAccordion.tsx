import type { FaqItemView } from "~/features/collections/views";
import { Accordion } from "~/ui/Accordion";

/** SPEC's FAQ accordion: questions (tags removed, entities decoded); at most one answer open. */
export function FaqAccordion({ items }: { items: FaqItemView[] }) {
  return (
    <Accordion
      headingLevel={2}
      className="rounded-2xl bg-white px-5 sm:px-6"
      items={items.map((item) => ({
        key: item.slug,
        title: item.title,
        content: <div className="prose max-w-none pb-2" dangerouslySetInnerHTML={{ __html: item.html }} />,
      }))}
    />
  );
}
