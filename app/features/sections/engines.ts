import { preloadable } from "./lazy";

/** The embla carousel of images (carousel sections, project sliders). */
export const ImageCarousel = preloadable("carousel", () => import("./ImageCarousel"));
/** The commercial pages' auto-rotating slider. */
export const HeroSlider = preloadable("slider", () => import("./HeroSlider"));
