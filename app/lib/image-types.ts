/**
 * The part of a picture an editor keeps in view when its box crops it (a phone's tall hero
 * slices a wide photo): CSS `object-position` keywords, centre when not given (decision 195).
 */
export const FOCUS_POINTS = ["center", "top", "bottom", "left", "right", "top left", "top right", "bottom left", "bottom right"] as const;
export type FocusPoint = (typeof FOCUS_POINTS)[number];

/** A processed, responsive image, ready for <Picture>. Produced on the server at build time. */
export interface ResponsiveImage {
  /** Fallback URL (largest WebP). */
  src: string;
  /** WebP candidates, `url 800w, …`. */
  srcSet: string;
  /** AVIF candidates, `url 800w, …`. */
  avifSrcSet: string;
  width: number;
  height: number;
  alt: string;
  /** Dominant colour shown while the image loads. */
  color: string;
  /** What its box keeps in view when it crops it (the content field's `focus`). */
  focus?: FocusPoint;
}

/** A content file's image field: the picture, its description and what to keep in view. */
export interface ImageField {
  src: string;
  alt: string;
  focus?: FocusPoint;
}

/** `image` as `field` shows it: the field's description, and its focus when it gives one. */
export function withField(image: ResponsiveImage, field: ImageField): ResponsiveImage {
  const { focus: _, ...rest } = image;
  return { ...rest, alt: field.alt, ...(field.focus ? { focus: field.focus } : {}) };
}

/** A processed image (snapshot) or a plain one (fetched live from the CMS). */
export type CardImage = ResponsiveImage | (ImageField & { width?: number; height?: number });

export function isResponsive(image: CardImage): image is ResponsiveImage {
  return "srcSet" in image;
}
