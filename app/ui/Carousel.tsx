import type useEmblaCarousel from "embla-carousel-react";
import { Icon } from "./Icon";
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import type { EmblaApi } from "./CarouselEngine";
import { slideStatus } from "./slide-status";

type EmblaOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;

/** Embla, loaded when a carousel is used (keeps it out of the page load). */
const CarouselEngine = lazy(() => import("./CarouselEngine"));

/** SPEC's carousel defaults: drag threshold 10, animation duration 25, no loop, start at index 0. */
export const CAROUSEL_DEFAULTS = { dragThreshold: 10, duration: 25, loop: false, startIndex: 0, align: "start" } as const satisfies EmblaOptions;

/**
 * Under reduced motion a move is a jump: embla applies a breakpoint's options while its media
 * query matches (and again when it changes), and a duration of 0 places the slide at once.
 */
const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

interface CarouselContextValue {
  viewportRef: (node: HTMLDivElement | null) => void;
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
  /**
   * For carousels that move by themselves: also load embla this long after the carousel is first
   * on screen (a slider needs it for its first move, not for the first paint).
   */
  engineDelayMs?: number;
}

/**
 * An embla carousel (WAI-ARIA carousel pattern, a labelled group): arrow keys move slides while
 * focus is inside (on the track, its buttons or a link in a slide), previous/next report the ends
 * (aria-disabled there unless looping: a pressed button keeps its focus), drag and snap come from
 * embla, and under reduced motion every move is a jump.
 *
 * Embla's code loads when a visitor points at, touches or focuses the carousel (or, with
 * `engineDelayMs`, that long after it is first on screen); a control used before it has arrived
 * acts once it has. Until then (and without JavaScript) the track scrolls natively with snap
 * points, and embla starts on the slide a visitor scrolled to.
 */
export function Carousel({ label, count, options, className = "", children, onApi, engineDelayMs }: CarouselProps) {
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const [api, setApi] = useState<EmblaApi>();
  /** A control used before embla arrived: run once it has. */
  const pending = useRef<((a: EmblaApi) => void) | null>(null);
  const loop = options?.loop ?? CAROUSEL_DEFAULTS.loop;
  const start = options?.startIndex ?? CAROUSEL_DEFAULTS.startIndex;
  const [state, setState] = useState({
    ready: false,
    selected: start,
    count,
    canScrollPrev: loop ? count > 1 : start > 0,
    canScrollNext: loop ? count > 1 : start < count - 1,
  });

  useEffect(() => {
    if (!viewport || wanted || engineDelayMs === undefined) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting) || timer) return;
        timer = setTimeout(() => setWanted(true), engineDelayMs);
      },
    );
    observer.observe(viewport);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [viewport, wanted, engineDelayMs]);

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
    pending.current?.(api);
    pending.current = null;
    return () => {
      api.off("select", sync).off("reInit", sync);
    };
  }, [api, sync, onApi]);

  /** Runs a control's action now, or as soon as embla has loaded. */
  const act = useCallback(
    (action: (a: EmblaApi) => void) => {
      if (api) return action(api);
      pending.current = action;
      setWanted(true);
    },
    [api],
  );
  const want = () => setWanted(true);

  const scrollPrev = useCallback(() => act((a) => a.scrollPrev()), [act]);
  const scrollNext = useCallback(() => act((a) => a.scrollNext()), [act]);
  const scrollTo = useCallback((i: number) => act((a) => a.scrollTo(i)), [act]);

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
    <CarouselContext.Provider value={{ viewportRef: setViewport, api, ...state, scrollPrev, scrollNext, scrollTo }}>
      {/* A group (not a landmark): the section around it is already a labelled region. */}
      <div
        role="group"
        aria-roledescription="carousel"
        aria-label={label}
        onKeyDownCapture={onKeyDown}
        onPointerEnter={want}
        onPointerDown={want}
        onTouchStart={want}
        onFocus={want}
        className={`relative ${className}`}
      >
        {children}
        {wanted && viewport && (
          <Suspense fallback={null}>
            <CarouselEngine
              viewport={viewport}
              options={{ ...CAROUSEL_DEFAULTS, ...options, breakpoints: { ...options?.breakpoints, [REDUCED_MOTION]: { duration: 0 } } }}
              onApi={setApi}
            />
          </Suspense>
        )}
      </div>
    </CarouselContext.Provider>
  );
}

/**
 * The viewport and its track. Before embla starts (and without JavaScript) the track scrolls
 * natively with snap points, so every slide is reachable.
 *
 * The track is one tab stop, a group named "Slides", before and after embla: the native scroller
 * must be reachable by keyboard, and once embla has taken over, the arrow keys move its slides
 * from there. Focusing it is what loads embla, so it must stay focusable when embla arrives (a
 * focused element that loses its tabindex drops focus to the page's body).
 */
export function CarouselContent({ children, className = "", viewportClassName = "" }: { children: ReactNode; className?: string; viewportClassName?: string }) {
  const { viewportRef, ready } = useCarousel();
  return (
    <div
      ref={viewportRef}
      role="group"
      aria-label="Slides"
      tabIndex={0}
      className={`${ready ? "overflow-hidden" : "overflow-x-auto snap-x snap-mandatory [scrollbar-width:none]"} rounded-2xl focus-visible:(outline-2 outline-offset-4 outline-solid outline-focus) ${viewportClassName}`}
    >
      <div className={`flex touch-pan-y ${className}`}>{children}</div>
    </div>
  );
}

/**
 * The track's focus ring drawn inside it, for a carousel that clips what is outside (a slider, a
 * card). An outline inside would be hidden under embla's moved track: the ring is a layer above
 * it, white with a dark rim so it shows on any picture. The viewport must be positioned.
 */
export const FOCUS_RING_INSIDE =
  "focus-visible:!outline-none focus-visible:after:(pointer-events-none absolute inset-1.5 z-10 border-2 border-white shadow-[0_0_0_2px_rgba(29,26,23,0.55)] content-[''])";

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

/**
 * At an end the button is aria-disabled, not disabled: it keeps its focus (a disabled button
 * drops it to the page's body) and ignores a press. It is drawn quieter (a faint rim and chevron,
 * no shadow, no hover), but whole: its focus ring stays the full clay of the others.
 */
const arrowButton =
  "inline-flex h-11 w-11 items-center justify-center rounded-full border border-ink/15 bg-white text-ink shadow-sm transition-[color,background-color,border-color,box-shadow] hover:(border-ink bg-sand) aria-disabled:(cursor-default border-ink/10 text-ink/25 shadow-none) aria-disabled:hover:(border-ink/10 bg-white) focus-visible:(outline-2 outline-offset-3 outline-solid outline-focus)";

function Chevron({ dir }: { dir: "left" | "right" }) {
  return <Icon name={dir === "left" ? "chevron-left" : "chevron-right"} className="h-5 w-5" strokeWidth={1.2} />;
}

export function CarouselPrevious({ label = "Previous slide", className = "" }: { label?: string; className?: string }) {
  const { canScrollPrev, scrollPrev } = useCarousel();
  return (
    <button type="button" className={`${arrowButton} ${className}`} aria-disabled={!canScrollPrev || undefined} onClick={() => canScrollPrev && scrollPrev()} aria-label={label}>
      <Chevron dir="left" />
    </button>
  );
}

export function CarouselNext({ label = "Next slide", className = "" }: { label?: string; className?: string }) {
  const { canScrollNext, scrollNext } = useCarousel();
  return (
    <button type="button" className={`${arrowButton} ${className}`} aria-disabled={!canScrollNext || undefined} onClick={() => canScrollNext && scrollNext()} aria-label={label}>
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
        {slideStatus(selected + 1, count)}
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
