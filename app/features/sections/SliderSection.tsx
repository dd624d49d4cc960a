import type { SectionOf } from "~/features/sections/schema";
import { HeroSlideshow } from "./HeroSlideshow";
import { useHeadingId, type SectionProps } from "./shared";

/** The commercial pages' opening: a full-width looping slider (50 vh, at least 400 px). */
export function SliderSection({ section, ...place }: SectionProps<SectionOf<"slider">>) {
  const headingId = useHeadingId();
  return (
    <section id={section.id} aria-labelledby={headingId} className="relative" data-preload="slider">
      <HeroSlideshow motion="slide" section={section} headingId={headingId} {...place} />
    </section>
  );
}

export default SliderSection;
