import type { SectionOf } from "~/features/sections/schema";
import { ImageCarousel } from "./engines";
import { Buttons, headingLevel, Shell, useHeadingId, type SectionProps } from "./shared";

/** A heading block and a large image carousel; as a page's first section it is the hero. */
export function CarouselSection({ section, ...place }: SectionProps<SectionOf<"carousel">>) {
  const headingId = useHeadingId();
  const H = headingLevel(place);
  return (
    <Shell first={place.first} nested={place.nested} id={section.id} labelledBy={headingId} tone="deep" className="overflow-hidden">
      <div className="mb-10 grid gap-6 lg:mb-14 lg:grid-cols-12 lg:items-end lg:gap-16">
        <div className="lg:col-span-7">
          {section.eyebrow && <p className="eyebrow mb-4">{section.eyebrow}</p>}
          <H id={headingId} className={`font-display leading-[1.05] tracking-tight text-ink ${place.first ? "text-4xl sm:text-5xl lg:text-6xl" : "text-3xl sm:text-4xl"}`}>
            {section.heading}
          </H>
        </div>
        <div className="lg:col-span-5">
          {section.intro && <p className="text-lg leading-relaxed text-ink-muted">{section.intro}</p>}
          <Buttons links={section.buttons} className="mt-7" />
        </div>
      </div>
      <div data-preload="carousel">
        <ImageCarousel label={section.heading} images={section.images} priority={place.first} />
      </div>
    </Shell>
  );
}

export default CarouselSection;
