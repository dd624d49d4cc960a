import type { SectionOf } from "~/features/sections/schema";
import { Reveal } from "~/ui/Reveal";
import { Checklist, headingTag, Img, itemHeading, SectionHead, Shell, useHeadingId, type SectionProps } from "./shared";

/** Case studies: the challenge, the solution and the results. */
export function CaseStudiesSection({ section, ...place }: SectionProps<SectionOf<"case-studies">>) {
  const headingId = useHeadingId();
  const Item = itemHeading(place);
  const Sub = headingTag(place.level + 2);
  return (
    <Shell first={place.first} nested={place.nested} id={section.id} labelledBy={headingId} tone={place.surface}>
      <SectionHead id={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} {...place} align={place.nested ? "left" : "center"} />
      <ul className="space-y-8">
        {section.items.map((study, i) => (
          <Reveal as="li" index={i} key={study.title} className="card overflow-hidden lg:grid lg:grid-cols-12">
            {study.image && (
              <Img field={study.image} sizes="(min-width: 1024px) 40vw, 100vw" className="aspect-[16/10] overflow-hidden lg:col-span-5 lg:aspect-auto lg:h-full" />
            )}
            <article className={`p-7 sm:p-10 ${study.image ? "lg:col-span-7" : "lg:col-span-12"}`}>
              {study.sector && <p className="eyebrow mb-3">{study.sector}</p>}
              <Item className="font-display text-2xl leading-snug text-ink sm:text-3xl">{study.title}</Item>
              <div className="mt-7 grid gap-7 sm:grid-cols-2">
                <div>
                  <Sub className="text-xs font-semibold uppercase tracking-[0.16em] text-ink">{section.labels.challenge}</Sub>
                  <p className="mt-2 leading-relaxed text-ink-muted">{study.challenge}</p>
                </div>
                <div>
                  <Sub className="text-xs font-semibold uppercase tracking-[0.16em] text-ink">{section.labels.solution}</Sub>
                  <p className="mt-2 leading-relaxed text-ink-muted">{study.solution}</p>
                </div>
              </div>
              <div className="mt-7 rounded-xl bg-sage-tint p-5 sm:p-6">
                <Sub className="text-xs font-semibold uppercase tracking-[0.16em] text-sage">{section.labels.results}</Sub>
                <Checklist items={study.results} className="mt-3" />
              </div>
            </article>
          </Reveal>
        ))}
      </ul>
    </Shell>
  );
}

export default CaseStudiesSection;
