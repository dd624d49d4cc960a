import type { SectionOf } from "~/features/sections/schema";
import { Reveal } from "~/ui/Reveal";
import { initials } from "~/lib/initials";
import { SectionHead, Shell, useHeadingId, type SectionProps } from "./shared";

/** Client testimonials: quote and author. */
export function TestimonialsSection({ section, ...place }: SectionProps<SectionOf<"testimonials">>) {
  const headingId = useHeadingId();
  return (
    <Shell first={place.first} nested={place.nested} id={section.id} labelledBy={headingId} tone="sage">
      <SectionHead id={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} {...place} />
      <ul className={`grid gap-6 ${section.items.length > 1 ? "lg:grid-cols-2" : "mx-auto max-w-3xl"}`}>
        {section.items.map((t, i) => (
          <Reveal as="li" index={i} key={t.author} className="card relative flex flex-col p-8 sm:p-10">
            <figure className="flex h-full flex-col">
              <span aria-hidden="true" className="font-display text-7xl leading-none text-clay/25">“</span>
              <blockquote className="-mt-6 flex-1 font-display text-xl leading-relaxed text-ink sm:text-2xl">
                <p>{t.quote}</p>
              </blockquote>
              <figcaption className="mt-8 flex items-center gap-4 border-t border-sand-line pt-6">
                <span aria-hidden="true" className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-sage text-sm font-semibold text-white">
                  {initials(t.author)}
                </span>
                <span>
                  <span className="block font-semibold text-ink">{t.author}</span>
                  {t.detail && <span className="block text-sm text-ink-muted">{t.detail}</span>}
                </span>
              </figcaption>
            </figure>
          </Reveal>
        ))}
      </ul>
    </Shell>
  );
}

export default TestimonialsSection;
