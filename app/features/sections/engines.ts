import { preloadable } from "./lazy";

/** The embla carousel of images (carousel sections, project sliders). */
export const ImageCarousel = preloadable("carousel", () => import("./ImageCarousel"));
/** The commercial pages' slider: HeroSlideshow's sliding motion (embla and its markup). */
export const HeroSlideshowTrack = preloadable("slider", () => import("./HeroSlideshowTrack"));
