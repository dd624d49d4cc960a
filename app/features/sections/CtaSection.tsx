import type { SectionOf } from "~/features/sections/schema";
import { Buttons, headingLevel, Img, useHeadingId, type SectionProps } from "./shared";

/** The closing call to action: a dark band, optionally over an image. */
export function CtaSection({ section, ...place }: SectionProps<SectionOf<"cta">>) {
  const headingId = useHeadingId();
  const H = headingLevel(place);
  return (
    <section id={section.id} aria-labelledby={headingId} className="relative isolate overflow-hidden bg-ink py-24 sm:py-32">
      {section.image && <Img field={section.image} sizes="100vw" className="absolute inset-0 -z-20" imgClassName="opacity-45" />}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,rgba(154,79,44,0.35),transparent_60%)]" />
      <div className="container text-center">
        <div className="mx-auto max-w-3xl">
          {section.eyebrow && <p className="eyebrow mb-4 !text-clay-light">{section.eyebrow}</p>}
          <H id={headingId} className="font-display text-4xl leading-[1.1] tracking-tight text-white sm:text-5xl">
            {section.heading}
          </H>
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-sand/80">{section.text}</p>
          <Buttons links={section.buttons} className="mt-10 justify-center" onDark />
        </div>
      </div>
    </section>
  );
}
