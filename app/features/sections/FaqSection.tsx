import type { SectionOf } from "~/features/sections/schema";
import { Accordion } from "~/ui/Accordion";
import { Reveal } from "~/ui/Reveal";
import { SectionHead, Shell, useHeadingId, type SectionProps } from "./shared";

/** Questions and answers: an accordion (at most one answer open), or every answer shown in a grid. */
export function FaqSection({ section, ...place }: SectionProps<SectionOf<"faq">>) {
  const headingId = useHeadingId();
  if (section.style === "grid") {
    return (
      <Shell first={place.first} nested={place.nested} id={section.id} labelledBy={headingId} tone="white" containerClassName="max-w-5xl">
        <SectionHead id={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} {...place} compact />
        <dl className="grid gap-6 md:grid-cols-2">
          {section.items.map((item, i) => (
            <Reveal index={i} key={item.question} className="rounded-2xl border border-sand-line bg-sand/50 p-7">
              <dt className="text-lg font-semibold text-ink">{item.question}</dt>
              <dd className="mt-2 text-ink-muted">{item.answer}</dd>
            </Reveal>
          ))}
        </dl>
      </Shell>
    );
  }
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

export default FaqSection;
