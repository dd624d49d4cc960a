import { useEffect, useState } from "react";
import { Icon } from "~/ui/Icon";
import { usePrefersReducedMotion } from "~/lib/use-reduced-motion";
import { Carousel, CarouselContent, CarouselDots, CarouselItem, useCarousel } from "~/ui/Carousel";
import type { SectionOf } from "~/features/sections/schema";
import { HeroScrim } from "~/ui/HeroScrim";
import { Buttons, headingLevel, Img, type Placement } from "./shared";

type Api = Parameters<NonNullable<Parameters<typeof Carousel>[0]["onApi"]>>[0];


function PauseButton({ paused, onToggle }: { paused: boolean; onToggle: () => void }) {
  useCarousel();
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={paused ? "Play slideshow" : "Pause slideshow"}
      className="inline-flex h-9 w-9 items-center justify-center rounded-full border border-white/40 text-white transition-colors hover:bg-white/15 focus-visible:(outline-2 outline-offset-2 outline-solid outline-white)"
    >
      <Icon name={paused ? "play" : "pause"} className="h-3.5 w-3.5" />
    </button>
  );
}

export interface HeroSliderProps extends Placement {
  section: SectionOf<"slider">;
  headingId: string;
}

/**
 * Full-width slider: loops, moves on every `intervalMs` (SPEC: 5 s), pauses while hovered or
 * while focus is inside, can be paused with its button, and stays still under reduced motion.
 */
export default function HeroSlider({ section, headingId, ...place }: HeroSliderProps) {
  const [api, setApi] = useState<Api>();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  /** The visitor's choice from the pause button; until then, still under reduced motion. */
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const reduced = usePrefersReducedMotion();
  const paused = userPaused ?? reduced;
  const running = !hovered && !focused && !paused;

  // Each slide stays `intervalMs` from the moment it is shown, whoever chose it.
  useEffect(() => {
    if (!api || !running) return;
    const next = () => api.scrollNext();
    let timer = setTimeout(next, section.intervalMs);
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(next, section.intervalMs);
    };
    api.on("select", restart);
    return () => {
      clearTimeout(timer);
      api.off("select", restart);
    };
  }, [api, running, section.intervalMs]);

  const H = headingLevel(place);
  return (
    <div
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      // Keyboard focus inside pauses; a mouse click on a control does not (so Play works).
      onFocus={(e) => setFocused(e.target.matches(":focus-visible"))}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
      }}
    >
      <Carousel label={section.heading} count={section.images.length} options={{ loop: true, duration: 40 }}
        onApi={setApi}
        // Embla is needed for the first move, not for the first paint.
        engineDelayMs={Math.max(0, section.intervalMs - 1500)}
        // 50 vh, at least 400 px (SPEC), and never less than its text needs: the text sits in the
        // flow below the fixed header's height, so a short window cannot push it under the header.
        className="min-h-[max(50vh,400px)] overflow-hidden bg-ink">
        <CarouselContent viewportClassName="absolute inset-0 !rounded-none" className="h-full">
          {section.images.map((img, i) => (
            <CarouselItem key={`${i}-${img.src}`} index={i} className="h-full basis-full">
              <Img field={img} sizes="100vw" priority={place.first && i === 0} className="h-full" />
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
                  <PauseButton paused={paused} onToggle={() => setUserPaused(!paused)} />
                </div>
              </div>
            </div>
          </div>
        </div>
      </Carousel>
    </div>
  );
}
