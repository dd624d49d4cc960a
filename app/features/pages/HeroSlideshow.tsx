import { useCallback, useEffect, useState } from "react";
import { Icon } from "~/ui/Icon";
import { ButtonLink } from "~/ui/ButtonLink";
import { HeroScrim } from "~/ui/HeroScrim";
import { headingLevel, Img, type Placement } from "~/features/sections/shared";
import type { Slide } from "~/features/pages/schema";
import { usePrefersReducedMotion } from "~/lib/use-reduced-motion";

/** SPEC §9: auto-advance every 6 s, 1 s fade. */
export const SLIDE_INTERVAL_MS = 6000;
export const FADE_MS = 1000;

/**
 * Home's hero: three slides that fade every 6 s and wrap both ways, with previous/next
 * arrows, one dot per slide and a pause button. It pauses while hovered or focused and stays
 * still under prefers-reduced-motion. Only the first image loads with the page; the others
 * load once the page has finished loading.
 */
export function HeroSlideshow({ id, label, slides, ...place }: Placement & { id?: string; label: string; slides: Slide[] }) {
  const H = headingLevel(place);
  const [index, setIndex] = useState(0);
  /** Bumped on every move so the 6 s wait restarts after a manual change. */
  const [cycle, setCycle] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const [loadRest, setLoadRest] = useState(false);
  const reduced = usePrefersReducedMotion();
  const count = slides.length;

  const go = useCallback(
    (i: number) => {
      setIndex(((i % count) + count) % count);
      setCycle((c) => c + 1);
    },
    [count],
  );
  const running = !hovered && !focused && !paused && !reduced && count > 1;

  useEffect(() => {
    if (!running) return;
    const t = window.setTimeout(() => go(index + 1), SLIDE_INTERVAL_MS);
    return () => window.clearTimeout(t);
  }, [running, index, cycle, go]);

  useEffect(() => {
    if (document.readyState === "complete") setLoadRest(true);
    else {
      const on = () => setLoadRest(true);
      window.addEventListener("load", on, { once: true });
      return () => window.removeEventListener("load", on);
    }
  }, []);

  return (
    <section
      id={id}
      aria-roledescription="carousel"
      aria-label={label}
      className="relative isolate flex min-h-[max(34rem,88svh)] items-end overflow-hidden bg-ink text-white"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {slides.map((slide, i) => {
        const active = i === index;
        return (
          <div
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            aria-hidden={!active}
            inert={!active}
            className={`absolute inset-0 transition-[opacity,visibility] ease-in-out ${active ? "visible opacity-100" : "invisible opacity-0"}`}
            style={{ transitionDuration: `${FADE_MS}ms` }}
            data-active={active}
          >
            {(i === 0 || loadRest) && (
              <Img field={slide.image} sizes="100vw" priority={place.first && i === 0} cover={false} className="absolute inset-0 -z-10" imgClassName="h-full w-full object-cover" />
            )}
            <div className="absolute inset-0 -z-10 bg-gradient-to-t from-ink/70 via-ink/25 to-ink/5" />
            <div className="container relative flex h-full items-end pb-28 pt-32 sm:pb-32">
              <div className="relative isolate max-w-2xl">
                <HeroScrim />
                {slide.eyebrow && <p className="eyebrow mb-4 !text-clay-tint">{slide.eyebrow}</p>}
                <H className="font-display text-[2.6rem] leading-[1.05] sm:text-6xl lg:text-7xl">{slide.heading}</H>
                <p className="mt-5 max-w-xl text-lg leading-relaxed text-white/85 sm:text-xl">{slide.tagline}</p>
                <ButtonLink to={slide.button.to} variant={slide.button.style} className="mt-8">
                  {slide.button.label}
                </ButtonLink>
              </div>
            </div>
          </div>
        );
      })}

      <div className="container absolute inset-x-0 bottom-8 flex items-center justify-between gap-4">
        <div className="flex items-center gap-2">
          {slides.map((slide, i) => (
            <button
              key={slide.id}
              type="button"
              aria-label={`Go to slide ${i + 1}: ${slide.heading}`}
              aria-current={i === index ? "true" : undefined}
              onClick={() => go(i)}
              className="group flex h-6 items-center border-0 bg-transparent p-1"
            >
              <span className={`block h-1.5 rounded-full transition-all duration-300 ${i === index ? "w-8 bg-white" : "w-3 bg-white/50 group-hover:bg-white/80"}`} />
            </button>
          ))}
        </div>
        <div className="flex items-center gap-2">
          <button
            type="button"
            onClick={() => setPaused((p) => !p)}
            aria-label={paused ? "Play slideshow" : "Pause slideshow"}
            className="hidden h-11 w-11 items-center justify-center rounded-full border border-white/40 bg-transparent text-white hover:bg-white/10 sm:inline-flex"
          >
            <Icon name={paused ? "play" : "pause"} className="h-3.5 w-3.5" />
          </button>
          <button
            type="button"
            onClick={() => go(index - 1)}
            aria-label="Previous slide"
            className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-white/40 bg-transparent text-white hover:bg-white/10"
          >
            <Icon name="chevron-left" className="h-4 w-4" />
          </button>
          <button
            type="button"
            onClick={() => go(index + 1)}
            aria-label="Next slide"
            className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-white/40 bg-transparent text-white hover:bg-white/10"
          >
            <Icon name="chevron-right" className="h-4 w-4" />
          </button>
        </div>
      </div>
    </section>
  );
}
