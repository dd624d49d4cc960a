import { fullBleedSizes } from "~/lib/cover-sizes";
import { FULL_BLEED } from "./full-bleed";
import type { ReactNode } from "react";
import type { EmblaApi } from "~/ui/CarouselEngine";
import { Carousel, CarouselContent, CarouselDots, CarouselItem, FOCUS_RING_INSIDE } from "~/ui/Carousel";
import { HeroScrim } from "~/ui/HeroScrim";
import type { SectionOf } from "./schema";
import { Buttons, headingLevel, Img, type Placement } from "./shared";

export interface HeroSlideshowTrackProps extends Placement {
  section: SectionOf<"slider">;
  headingId: string;
  onApi: (api: EmblaApi) => void;
  /** The slideshow's pause button, beside the dots. */
  pause: ReactNode;
}

/**
 * The sliding motion of HeroSlideshow (the commercial pages' slider): the section's images on an
 * embla carousel that loops, under its one text, with dots. Loaded with the slider section
 * (engines.ts), so Carousel's code stays off pages without one; HeroSlideshow moves it.
 */
export default function HeroSlideshowTrack({ section, headingId, onApi, pause, ...place }: HeroSlideshowTrackProps) {
  const H = headingLevel(place);
  return (
    <Carousel label={section.heading} count={section.images.length} options={{ loop: true, duration: 40 }}
      onApi={onApi}
      // Embla is needed for the first move, not for the first paint.
      engineDelayMs={Math.max(0, section.intervalMs - 1500)}
      // 50 vh, at least 400 px (SPEC), and never less than its text needs: the text sits in the
      // flow below the fixed header's height, so a short window cannot push it under the header.
      className="on-dark min-h-[max(50vh,400px)] overflow-hidden bg-ink">
      {/* Its focus ring drawn inside: the slider clips anything outside. */}
      <CarouselContent viewportClassName={`absolute inset-0 !rounded-none ${FOCUS_RING_INSIDE}`} className="h-full">
        {section.images.map((img, i) => (
          <CarouselItem key={`${i}-${img.src}`} index={i} className="h-full basis-full">
            {/* At least half the screen's height (often more on a phone, its text below the header's): drawn wider than a phone's screen. */}
            <Img field={img} sizes={(picture) => fullBleedSizes(picture, FULL_BLEED.slider.heightVh)} fullBleed={FULL_BLEED.slider} priority={place.first && i === 0} className="h-full" />
          </CarouselItem>
        ))}
      </CarouselContent>
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 bg-gradient-to-t from-ink/70 via-ink/30 to-ink/15" />
      <div className="pointer-events-none relative flex min-h-[inherit] items-end pt-28">
        <div className="container pb-6 sm:pb-10">
          <div className="pointer-events-auto relative isolate max-w-3xl">
            <HeroScrim />
            {section.eyebrow && <p className="eyebrow mb-3 !text-clay-tint">{section.eyebrow}</p>}
            <H id={headingId} className="font-display text-3xl leading-[1.08] tracking-tight text-white sm:text-5xl lg:text-6xl">
              {section.heading}
            </H>
            <p className="mt-3 max-w-2xl text-base leading-relaxed text-sand/85 sm:mt-4 sm:text-lg">{section.tagline}</p>
            <div className="mt-5 flex flex-wrap items-center justify-between gap-4 sm:mt-7">
              <Buttons links={[section.button]} onDark />
              <div className="flex items-center gap-2">
                <CarouselDots />
                {pause}
              </div>
            </div>
          </div>
        </div>
      </div>
    </Carousel>
  );
}
