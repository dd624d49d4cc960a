import { HeroSlideshowTrack, ImageCarousel } from "./engines";
import { PARTS } from "./parts";

/** The code each section type needs: its component and, for carousels and sliders, their engine. */
const BY_SECTION: Record<string, (() => Promise<void>)[]> = {
  ...Object.fromEntries(Object.entries(PARTS).map(([type, part]) => [type, [part.preload]])),
  carousel: [PARTS.carousel.preload, ImageCarousel.preload],
  slider: [PARTS.slider.preload, HeroSlideshowTrack.preload],
};

/**
 * Loads the code-split parts the given section types need. On the server it loads every part
 * (sectionData() waits for it), so prerendering never suspends.
 */
export function preloadSections(types: readonly string[]): Promise<void[]> {
  const wanted = import.meta.env.SSR ? Object.keys(BY_SECTION) : types;
  return Promise.all(wanted.flatMap((t) => BY_SECTION[t] ?? []).map((load) => load()));
}

/**
 * The clientLoader of a page made of sections: on client navigation, the page's data and the
 * code-split parts its sections use arrive together, so the page never suspends.
 */
export async function withSectionCode<T extends { types: readonly string[] }>(serverLoader: () => Promise<T>): Promise<T> {
  const data = await serverLoader();
  await preloadSections(data.types);
  return data;
}
