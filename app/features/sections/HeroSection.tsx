import { coverSizes, fullBleedSizes } from "~/lib/cover-sizes";
import { FULL_BLEED } from "./full-bleed";
import type { ResponsiveImage } from "~/lib/image-types";
import type { SectionOf } from "~/features/sections/schema";
import { HeroScrim } from "~/ui/HeroScrim";
import { Buttons, headingLevel, Img, useHeadingId, type SectionProps } from "./shared";

type Hero = SectionOf<"hero">;

/** The text's classes in each layout: light over the image, ink on sand. */
const TEXT: Record<Hero["layout"], { eyebrow: string; heading: string; intro: string }> = {
  overlay: {
    eyebrow: "eyebrow mb-4 !text-clay-tint",
    heading: "font-display text-4xl leading-[1.05] tracking-tight text-white sm:text-6xl lg:text-7xl",
    intro: "mt-6 max-w-2xl text-lg leading-relaxed text-sand/85 sm:text-xl",
  },
  split: {
    eyebrow: "eyebrow mb-4",
    heading: "font-display text-4xl leading-[1.05] tracking-tight text-ink sm:text-5xl lg:text-6xl",
    intro: "mt-6 max-w-xl text-lg leading-relaxed text-ink-muted sm:text-xl",
  },
  page: {
    eyebrow: "eyebrow mb-4",
    heading: "font-display text-[2.5rem] leading-[1.08] text-ink sm:text-6xl",
    intro: "mt-6 max-w-xl text-lg leading-relaxed text-ink-muted sm:text-xl",
  },
};

/** Eyebrow, heading (the page's h1 when first), intro and buttons. */
function HeroText({ section, headingId, ...place }: SectionProps<Hero> & { headingId: string }) {
  const H = headingLevel(place);
  const text = TEXT[section.layout];
  return (
    <>
      {section.eyebrow && <p className={text.eyebrow}>{section.eyebrow}</p>}
      <H id={headingId} className={text.heading}>
        {section.heading}
      </H>
      {section.intro && <p className={text.intro}>{section.intro}</p>}
      <Buttons links={section.buttons} className="mt-9" onDark={section.layout === "overlay"} />
    </>
  );
}

/**
 * The page-opening banner: the h1 over a full-bleed image (overlay), beside a framed one
 * (split), or the plain opening of the site's own pages (page), beside a rounded image and its
 * badge when there is one.
 */
/** A hero's side picture, 4:3, beside its text from 1024 px (`lg` of the screen, 600 px at most), full width below. */
const sideSizes = (lg: string) => (picture: ResponsiveImage) =>
  coverSizes(picture, [
    { media: "(min-width: 1280px)", width: "600px", box: 4 / 3 },
    { media: "(min-width: 1024px)", width: lg, box: 4 / 3 },
    { width: "100vw", box: 4 / 3 },
  ]);

export function HeroSection({ section, ...place }: SectionProps<Hero>) {
  const headingId = useHeadingId();
  const text = <HeroText section={section} headingId={headingId} {...place} />;
  const { image } = section;
  if (section.layout === "page") {
    return (
      <section id={section.id} aria-labelledby={headingId} className="bg-sand-deep pt-28 pb-14 sm:pt-36 sm:pb-20">
        <div className={`container grid items-center gap-10 ${image ? "lg:grid-cols-[1.05fr_1fr] lg:gap-16" : ""}`}>
          <div className={image ? "" : "max-w-3xl"}>{text}</div>
          {image && (
            <div className="relative">
              <Img
                field={image}
                sizes={sideSizes("46vw")}
                priority={place.first}
                cover={false}
                className="block overflow-hidden rounded-[2rem]"
                imgClassName="aspect-[4/3] w-full object-cover"
              />
              {section.badge && (
                <div className="absolute -bottom-6 left-4 rounded-2xl bg-clay px-6 py-5 text-white shadow-xl sm:-left-8 sm:bottom-8">
                  <p className="font-display text-4xl leading-none">{section.badge.value}</p>
                  <p className="mt-1.5 max-w-[12rem] text-sm text-white/85">{section.badge.label}</p>
                </div>
              )}
            </div>
          )}
        </div>
      </section>
    );
  }
  if (section.layout === "split") {
    return (
      <section id={section.id} aria-labelledby={headingId} className="overflow-hidden bg-sand-deep pt-28 pb-16 sm:pt-36 sm:pb-24">
        <div className="container grid items-center gap-12 lg:grid-cols-12 lg:gap-16">
          <div className="lg:col-span-6">{text}</div>
          <div className="relative lg:col-span-6">
            <div aria-hidden="true" className="absolute -bottom-4 -left-4 h-3/4 w-3/4 rounded-2xl bg-clay-tint sm:-bottom-6 sm:-left-6" />
            {image && (
              <Img
                field={image}
                sizes={sideSizes("50vw")}
                priority={place.first}
                className="relative aspect-[4/3] overflow-hidden rounded-2xl shadow-xl"
              />
            )}
          </div>
        </div>
      </section>
    );
  }
  return (
    <section id={section.id} aria-labelledby={headingId} className="on-dark relative isolate flex min-h-[560px] items-end overflow-hidden bg-ink pt-28 sm:min-h-[640px] lg:min-h-[80vh]">
      {/* Its box: at least 80vh on a large screen, 560–640 px (most of a phone's height) below. */}
      {image && <Img field={image} sizes={(picture) => fullBleedSizes(picture, FULL_BLEED.hero.heightVh)} fullBleed={FULL_BLEED.hero} priority={place.first} className="absolute inset-0 -z-20" />}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-t from-ink/70 via-ink/30 to-ink/10" />
      <div className="container pb-14 sm:pb-20 lg:pb-24">
        <div className="relative isolate max-w-3xl">
          <HeroScrim />
          {text}
        </div>
      </div>
    </section>
  );
}

export default HeroSection;
