import { preloadable } from "./lazy";

/** The embla carousel of images (carousel sections, project sliders). */
export const ImageCarousel = preloadable("carousel", () => import("./ImageCarousel"));
/** The commercial pages' auto-rotating slider. */
export const HeroSlider = preloadable("slider", () => import("./HeroSlider"));

const BY_SECTION: Record<string, (() => Promise<void>)[]> = {
  carousel: [ImageCarousel.preload],
  slider: [HeroSlider.preload],
};

/** Loads the code-split parts the given section types need. */
export function preloadSections(types: readonly string[]): Promise<void[]> {
  return Promise.all(types.flatMap((t) => BY_SECTION[t] ?? []).map((load) => load()));
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
