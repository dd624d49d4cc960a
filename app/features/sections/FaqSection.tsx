import type { SectionOf } from "~/features/sections/schema";
import { Accordion } from "~/ui/Accordion";
import { SectionHead, Shell, useHeadingId, type SectionProps } from "./shared";

/** Questions and answers: at most one answer open. */
export function FaqSection({ section, ...place }: SectionProps<SectionOf<"faq">>) {
  const headingId = useHeadingId();
  const level = Math.min(place.level + 1, 4);
  return (
    <Shell first={place.first} nested={place.nested} id={section.id} labelledBy={headingId} tone={place.surface}>
      <div className="grid gap-10 lg:grid-cols-12 lg:gap-16">
        <div className="lg:col-span-4">
          <SectionHead id={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} {...place} align="left" className="!mb-0" />
        </div>
        <Accordion
          className="lg:col-span-8"
          headingLevel={level === 2 ? 2 : level === 3 ? 3 : 4}
          items={section.items.map((item, i) => ({ key: String(i), title: item.question, content: <p>{item.answer}</p> }))}
        />
      </div>
    </Shell>
  );
}
