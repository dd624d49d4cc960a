import useEmblaCarousel from "embla-carousel-react";
import { useEffect, useState } from "react";

type EmblaOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;
export type EmblaApi = NonNullable<ReturnType<typeof useEmblaCarousel>[1]>;

/**
 * Embla itself, in a chunk of its own that <Carousel> loads only when a carousel comes near the
 * screen or is used (see Carousel.tsx). It attaches to the viewport the carousel has already
 * rendered; a visitor who scrolled the native scroller meanwhile stays on the slide they reached.
 */
export default function CarouselEngine({ viewport, options, onApi }: { viewport: HTMLElement; options: EmblaOptions; onApi: (api: EmblaApi | undefined) => void }) {
  const [start] = useState(() => nearestSlide(viewport));
  const [viewportRef, api] = useEmblaCarousel({ ...options, startIndex: start ?? options.startIndex });
  useEffect(() => {
    viewport.scrollLeft = 0; // embla positions the track with transforms from here on
    viewportRef(viewport);
    return () => viewportRef(null);
  }, [viewport, viewportRef]);
  useEffect(() => {
    onApi(api);
  }, [api, onApi]);
  return null;
}

/** The slide the native scroller shows, if it was scrolled (undefined when at the start). */
function nearestSlide(viewport: HTMLElement): number | undefined {
  if (viewport.scrollLeft <= 0) return undefined;
  const slides = [...(viewport.firstElementChild?.children ?? [])] as HTMLElement[];
  const left = viewport.getBoundingClientRect().left;
  let best = 0;
  slides.forEach((s, i) => {
    if (Math.abs(s.getBoundingClientRect().left - left) < Math.abs(slides[best]!.getBoundingClientRect().left - left)) best = i;
  });
  return best;
}
