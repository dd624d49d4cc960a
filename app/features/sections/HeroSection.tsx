import type { SectionOf } from "~/features/sections/schema";
import { HeroScrim } from "~/ui/HeroScrim";
import { Buttons, headingLevel, Img, useHeadingId, type SectionProps } from "./shared";

/** The page-opening banner: the h1 over a full-bleed image, or beside a framed one. */
export function HeroSection({ section, ...place }: SectionProps<SectionOf<"hero">>) {
  const headingId = useHeadingId();
  const H = headingLevel(place);
  if (section.layout === "split") {
    return (
      <section id={section.id} aria-labelledby={headingId} className="overflow-hidden bg-sand-deep pt-28 pb-16 sm:pt-36 sm:pb-24">
        <div className="container grid items-center gap-12 lg:grid-cols-12 lg:gap-16">
          <div className="lg:col-span-6">
            {section.eyebrow && <p className="eyebrow mb-4">{section.eyebrow}</p>}
            <H id={headingId} className="font-display text-4xl leading-[1.05] tracking-tight text-ink sm:text-5xl lg:text-6xl">
              {section.heading}
            </H>
            {section.intro && <p className="mt-6 max-w-xl text-lg leading-relaxed text-ink-muted sm:text-xl">{section.intro}</p>}
            <Buttons links={section.buttons} className="mt-9" />
          </div>
          <div className="relative lg:col-span-6">
            <div aria-hidden="true" className="absolute -bottom-4 -left-4 h-3/4 w-3/4 rounded-2xl bg-clay-tint sm:-bottom-6 sm:-left-6" />
            <Img field={section.image} sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw" priority={place.first} className="relative aspect-[4/3] overflow-hidden rounded-2xl shadow-xl" />
          </div>
        </div>
      </section>
    );
  }
  return (
    <section id={section.id} aria-labelledby={headingId} className="relative isolate flex min-h-[560px] items-end overflow-hidden bg-ink pt-28 sm:min-h-[640px] lg:min-h-[80vh]">
      <Img field={section.image} sizes="100vw" priority={place.first} className="absolute inset-0 -z-20" />
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-t from-ink/70 via-ink/30 to-ink/10" />
      <div className="container pb-14 sm:pb-20 lg:pb-24">
        <div className="relative isolate max-w-3xl">
          <HeroScrim />
          {section.eyebrow && <p className="eyebrow mb-4 !text-clay-tint">{section.eyebrow}</p>}
          <H id={headingId} className="font-display text-4xl leading-[1.05] tracking-tight text-white sm:text-6xl lg:text-7xl">
            {section.heading}
          </H>
          {section.intro && <p className="mt-6 max-w-2xl text-lg leading-relaxed text-sand/85 sm:text-xl">{section.intro}</p>}
          <Buttons links={section.buttons} className="mt-9" onDark />
        </div>
      </div>
    </section>
  );
}
