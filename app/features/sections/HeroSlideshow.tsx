import { fullBleedSizes } from "~/lib/cover-sizes";
import { FULL_BLEED } from "./full-bleed";
import type { ImageField } from "~/lib/image-types";
import { useCallback, useEffect, useRef, useState, type FocusEvent } from "react";
import type { EmblaApi } from "~/ui/CarouselEngine";
import { ButtonLink } from "~/ui/ButtonLink";
import { HeroScrim } from "~/ui/HeroScrim";
import { Icon } from "~/ui/Icon";
import { usePrefersReducedMotion } from "~/lib/use-reduced-motion";
import type { SectionLink, SectionOf } from "./schema";
import { HeroSlideshowTrack } from "./engines";
import { headingLevel, Img, type Placement } from "./shared";
import { slideStatus } from "~/ui/slide-status";

/** One of home's slides: its image and its own text. */
export interface FadeSlide {
  id: string;
  eyebrow?: string;
  heading: string;
  tagline: string;
  button: SectionLink;
  image: ImageField;
}

/** SPEC §9: home's slides change every 6 s with a 1 s fade. */
const FADE_INTERVAL_MS = 6000;
const FADE_MS = 1000;

/**
 * The slideshow's clock, the same for both motions: `advance` is called `intervalMs` after the
 * last move while nothing stops it; every move (by the clock, a button or a drag) must call
 * `moved`, which starts the wait afresh (the first slide is shown from the page's start).
 * `frame` goes on the element whose hover and focus stop it. It stops while hovered, while
 * keyboard focus is inside (so a click on Play plays at once) and after the pause button. Under
 * reduced motion it starts paused, its button offering Play (decision 199: home's used to stay
 * still with a button that said "Pause slideshow").
 */
function useClock(intervalMs: number, canRun: boolean, advance: () => void) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  /** The visitor's choice from the pause button, once made. */
  const [chosen, setChosen] = useState<boolean | null>(null);
  const reduced = usePrefersReducedMotion();
  const paused = chosen ?? reduced;
  const running = canRun && !hovered && !focused && !paused;

  const latestAdvance = useRef(advance);
  useEffect(() => {
    latestAdvance.current = advance;
  });
  const restart = useRef(() => {});
  // Until the first move or stop, the first slide has been shown since the page opened (its
  // markup is in the HTML): the first wait counts from then, not from when the code arrived
  // (the slider's engine loads seconds after the first paint, decision 146).
  const fresh = useRef(true);
  useEffect(() => {
    if (hovered || focused || paused) fresh.current = false;
  }, [hovered, focused, paused]);
  useEffect(() => {
    if (!running) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    restart.current = () => {
      clearTimeout(timer);
      const wait = fresh.current ? Math.max(0, intervalMs - performance.now()) : intervalMs;
      fresh.current = false;
      timer = setTimeout(() => latestAdvance.current(), wait);
    };
    restart.current();
    return () => {
      clearTimeout(timer);
      restart.current = () => {};
    };
  }, [running, intervalMs]);
  const moved = useCallback(() => restart.current(), []);

  const frame = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: (e: FocusEvent<HTMLElement>) => setFocused(e.target.matches(":focus-visible")),
    onBlur: (e: FocusEvent<HTMLElement>) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
    },
  };
  return { paused, togglePaused: () => setChosen(!paused), moved, frame };
}

/** The slideshow's pause button (its look is the caller's). */
function PauseButton({ paused, onToggle, className }: { paused: boolean; onToggle: () => void; className: string }) {
  return (
    <button type="button" onClick={onToggle} aria-label={paused ? "Play slideshow" : "Pause slideshow"} className={className}>
      <Icon name={paused ? "play" : "pause"} className="h-3.5 w-3.5" />
    </button>
  );
}

export type HeroSlideshowProps = Placement &
  (
    | { motion: "fade"; label: string; slides: FadeSlide[] }
    | { motion: "slide"; section: SectionOf<"slider">; headingId: string }
  );

/**
 * A page's opening slideshow, moving by itself until hovered, focused or paused:
 * - `fade` (home): slides with their own text fade in turn every 6 s and wrap both ways, with
 *   previous/next arrows, one dot per slide and a pause button;
 * - `slide` (the commercial pages' slider section): images slide under one text every
 *   `intervalMs` and loop, with dots and a pause button; embla and the markup load with the
 *   section (HeroSlideshowTrack).
 */
export function HeroSlideshow(props: HeroSlideshowProps) {
  return props.motion === "fade" ? <Fading {...props} /> : <Sliding {...props} />;
}

function Sliding({ section, headingId, ...place }: Extract<HeroSlideshowProps, { motion: "slide" }>) {
  const [api, setApi] = useState<EmblaApi>();
  const clock = useClock(section.intervalMs, api !== undefined, () => api?.scrollNext());
  useEffect(() => {
    api?.on("select", clock.moved);
    return () => void api?.off("select", clock.moved);
  }, [api, clock.moved]);
  const pause = (
    <PauseButton
      paused={clock.paused}
      onToggle={clock.togglePaused}
      className="inline-flex h-9 w-9 items-center justify-center rounded-full border border-white/40 text-white transition-colors hover:bg-white/15 focus-visible:(outline-2 outline-offset-2 outline-solid outline-white)"
    />
  );
  return (
    <div {...clock.frame}>
      <HeroSlideshowTrack section={section} headingId={headingId} onApi={setApi} pause={pause} {...place} />
    </div>
  );
}

const roundButton = "inline-flex h-11 w-11 items-center justify-center rounded-full border border-white/40 bg-transparent text-white hover:bg-white/10";

/** Home's: only the first image loads with the page; the others once the page has finished loading. */
function Fading({ label, slides, ...place }: Extract<HeroSlideshowProps, { motion: "fade" }>) {
  const H = headingLevel(place);
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [loadRest, setLoadRest] = useState(false);
  /** What the live region says: a slide the visitor chose, never one the clock showed. */
  const [said, setSaid] = useState("");
  const wrap = (i: number) => ((i % count) + count) % count;
  const clock = useClock(FADE_INTERVAL_MS, count > 1, () => {
    setIndex((i) => wrap(i + 1));
    setSaid(""); // a later choice of the same slide is said again
    clock.moved();
  });
  const go = (i: number) => {
    setIndex(wrap(i));
    setSaid(slideStatus(wrap(i) + 1, count));
    clock.moved();
  };

  useEffect(() => {
    if (document.readyState === "complete") setLoadRest(true);
    else {
      const on = () => setLoadRest(true);
      window.addEventListener("load", on, { once: true });
      return () => window.removeEventListener("load", on);
    }
  }, []);

  return (
    <section aria-roledescription="carousel" aria-label={label} className="on-dark relative isolate flex min-h-[max(34rem,88svh)] items-end overflow-hidden bg-ink text-white" {...clock.frame}>
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
              <Img field={slide.image} sizes={(image) => fullBleedSizes(image, FULL_BLEED.slideshow.heightVh)} fullBleed={FULL_BLEED.slideshow} priority={place.first && i === 0} cover={false} className="absolute inset-0 -z-10" imgClassName="h-full w-full object-cover" />
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
        <div className="flex items-center">
          {slides.map((slide, i) => (
            <button
              key={slide.id}
              type="button"
              aria-label={`Go to slide ${i + 1}: ${slide.heading}`}
              aria-current={i === index ? "true" : undefined}
              onClick={() => go(i)}
              className="group flex h-11 min-w-8 items-center justify-center border-0 bg-transparent px-1"
            >
              <span className={`block h-1.5 rounded-full transition-all duration-300 ${i === index ? "w-8 bg-white" : "w-3 bg-white/50 group-hover:bg-white/80"}`} />
            </button>
          ))}
        </div>
        <div className="flex items-center gap-2">
          {/* At every width: a phone's visitor can stop it too (WCAG 2.2.2, decision 175). */}
          <PauseButton paused={clock.paused} onToggle={clock.togglePaused} className={roundButton} />
          <button type="button" onClick={() => go(index - 1)} aria-label="Previous slide" className={roundButton}>
            <Icon name="chevron-left" className="h-4 w-4" />
          </button>
          <button type="button" onClick={() => go(index + 1)} aria-label="Next slide" className={roundButton}>
            <Icon name="chevron-right" className="h-4 w-4" />
          </button>
        </div>
        <p role="status" className="sr-only">
          {said}
        </p>
      </div>
    </section>
  );
}
