import useEmblaCarousel from "embla-carousel-react";
import { createContext, useCallback, useContext, useEffect, useState, type KeyboardEvent, type ReactNode } from "react";

type EmblaApi = NonNullable<ReturnType<typeof useEmblaCarousel>[1]>;
type EmblaOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;

/** SPEC's carousel defaults: drag threshold 10, animation duration 25, no loop, start at index 0. */
export const CAROUSEL_DEFAULTS = { dragThreshold: 10, duration: 25, loop: false, startIndex: 0, align: "start" } as const satisfies EmblaOptions;

interface CarouselContextValue {
  viewportRef: ReturnType<typeof useEmblaCarousel>[0];
  api: EmblaApi | undefined;
  /** True once embla has taken over the viewport (before that it scrolls natively). */
  ready: boolean;
  selected: number;
  count: number;
  canScrollPrev: boolean;
  canScrollNext: boolean;
  scrollPrev: () => void;
  scrollNext: () => void;
  scrollTo: (index: number) => void;
}

const CarouselContext = createContext<CarouselContextValue | null>(null);

/** The carousel a control belongs to; a control used outside a <Carousel /> is a developer error. */
export function useCarousel(): CarouselContextValue {
  const ctx = useContext(CarouselContext);
  if (!ctx) throw new Error("useCarousel must be used within a <Carousel />");
  return ctx;
}

interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  /** Number of slides (known before embla starts, so the first render is right). */
  count: number;
  options?: Partial<EmblaOptions>;
  className?: string;
  children: ReactNode;
  /** Receives the embla API once ready (autoplay and the like). */
  onApi?: (api: EmblaApi) => void;
}

/**
 * An embla carousel (WAI-ARIA carousel pattern, a labelled group): arrow keys move slides while
 * focus is inside (on its buttons or on a link in a slide),
 * previous/next report the ends (disabled there unless looping), drag and snap come from embla.
 */
export function Carousel({ label, count, options, className = "", children, onApi }: CarouselProps) {
  const [viewportRef, api] = useEmblaCarousel({ ...CAROUSEL_DEFAULTS, ...options });
  const loop = options?.loop ?? CAROUSEL_DEFAULTS.loop;
  const start = options?.startIndex ?? CAROUSEL_DEFAULTS.startIndex;
  const [state, setState] = useState({
    ready: false,
    selected: start,
    count,
    canScrollPrev: loop ? count > 1 : start > 0,
    canScrollNext: loop ? count > 1 : start < count - 1,
  });

  const sync = useCallback((a: EmblaApi) => {
    setState({
      ready: true,
      selected: a.selectedScrollSnap(),
      count: a.scrollSnapList().length,
      canScrollPrev: a.canScrollPrev(),
      canScrollNext: a.canScrollNext(),
    });
  }, []);

  useEffect(() => {
    if (!api) return;
    sync(api);
    onApi?.(api);
    api.on("select", sync).on("reInit", sync);
    return () => {
      api.off("select", sync).off("reInit", sync);
    };
  }, [api, sync, onApi]);

  const scrollPrev = useCallback(() => api?.scrollPrev(), [api]);
  const scrollNext = useCallback(() => api?.scrollNext(), [api]);
  const scrollTo = useCallback((i: number) => api?.scrollTo(i), [api]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === "ArrowLeft") {
      e.preventDefault();
      scrollPrev();
    } else if (e.key === "ArrowRight") {
      e.preventDefault();
      scrollNext();
    }
  };

  return (
    <CarouselContext.Provider value={{ viewportRef, api, ...state, scrollPrev, scrollNext, scrollTo }}>
      {/* A group (not a landmark): the section around it is already a labelled region. */}
      <div role="group" aria-roledescription="carousel" aria-label={label} onKeyDownCapture={onKeyDown} className={`relative ${className}`}>
        {children}
      </div>
    </CarouselContext.Provider>
  );
}

/**
 * The viewport and its track. Before embla starts (and without JavaScript) the track scrolls
 * natively with snap points, so every slide is reachable.
 */
export function CarouselContent({ children, className = "", viewportClassName = "" }: { children: ReactNode; className?: string; viewportClassName?: string }) {
  const { viewportRef, ready } = useCarousel();
  return (
    <div
      ref={viewportRef}
      // Before embla takes over, the native scroller must be reachable by keyboard.
      tabIndex={ready ? undefined : 0}
      className={`${ready ? "overflow-hidden" : "overflow-x-auto snap-x snap-mandatory [scrollbar-width:none]"} rounded-2xl focus-visible:(outline-2 outline-offset-4 outline-solid outline-clay) ${viewportClassName}`}
    >
      <div className={`flex touch-pan-y ${className}`}>{children}</div>
    </div>
  );
}

export function CarouselItem({ index, children, className = "" }: { index: number; children: ReactNode; className?: string }) {
  const { count, selected } = useCarousel();
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${count}`}
      aria-current={index === selected ? "true" : undefined}
      className={`min-w-0 shrink-0 grow-0 snap-start ${className}`}
    >
      {children}
    </div>
  );
}

const arrowButton =
  "inline-flex h-11 w-11 items-center justify-center rounded-full border border-ink/15 bg-white text-ink shadow-sm transition-colors hover:(border-ink bg-sand) disabled:(cursor-not-allowed opacity-40) focus-visible:(outline-2 outline-offset-3 outline-solid outline-clay)";

function Chevron({ dir }: { dir: "left" | "right" }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d={dir === "left" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"} />
    </svg>
  );
}

export function CarouselPrevious({ label = "Previous slide", className = "" }: { label?: string; className?: string }) {
  const { canScrollPrev, scrollPrev } = useCarousel();
  return (
    <button type="button" className={`${arrowButton} ${className}`} disabled={!canScrollPrev} onClick={scrollPrev} aria-label={label}>
      <Chevron dir="left" />
    </button>
  );
}

export function CarouselNext({ label = "Next slide", className = "" }: { label?: string; className?: string }) {
  const { canScrollNext, scrollNext } = useCarousel();
  return (
    <button type="button" className={`${arrowButton} ${className}`} disabled={!canScrollNext} onClick={scrollNext} aria-label={label}>
      <Chevron dir="right" />
    </button>
  );
}

/** "2 / 5" on screen; "Slide 2 of 5" announced politely as the slide changes. */
export function CarouselCounter({ className = "" }: { className?: string }) {
  const { selected, count } = useCarousel();
  return (
    <p className={`text-sm tabular-nums text-ink-muted ${className}`}>
      <span aria-hidden="true">
        {selected + 1} / {count}
      </span>
      <span className="sr-only" aria-live="polite" aria-atomic="true">
        Slide {selected + 1} of {count}
      </span>
    </p>
  );
}

/** One dot per slide; the current one is marked. */
export function CarouselDots({ className = "", tone = "light" }: { className?: string; tone?: "light" | "dark" }) {
  const { selected, count, scrollTo } = useCarousel();
  const on = tone === "light" ? "bg-white" : "bg-ink";
  const off = tone === "light" ? "bg-white/45 hover:bg-white/75" : "bg-ink/25 hover:bg-ink/50";
  return (
    <div className={`flex items-center gap-1 ${className}`}>
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          type="button"
          onClick={() => scrollTo(i)}
          aria-label={`Show slide ${i + 1}`}
          aria-current={i === selected ? "true" : undefined}
          className="group inline-flex h-8 w-8 items-center justify-center rounded-full focus-visible:(outline-2 outline-offset-0 outline-solid outline-white)"
        >
          <span className={`block h-2 rounded-full transition-all duration-300 ${i === selected ? `w-6 ${on}` : `w-2 ${off}`}`} />
        </button>
      ))}
    </div>
  );
}
