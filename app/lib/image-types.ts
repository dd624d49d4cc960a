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

/**
 * The shapes a wide picture is cut to for a full-bleed box on a narrow screen (decision 203):
 * a phone draws such a box taller than wide, so it shows only the middle of a wide picture, and
 * the file for the whole width was two thirds wasted bytes.
 */
export type CropShape = "3:4" | "1:1";

/** A picture cut to a `CropShape`, at the widths the browser may pick: a `<source>` for narrow screens. */
export interface TallCrop {
  srcSet: string;
  avifSrcSet: string;
  width: number;
  height: number;
}

/** Where a cut keeps its picture across: the focus's left or right, else the middle (a focus's top or bottom is drawn as before). */
export function focusAcross(focus?: FocusPoint): "left" | "center" | "right" {
  return focus?.includes("left") ? "left" : focus?.includes("right") ? "right" : "center";
}

/** A cut's key in a page's data: the picture, the shape and what it keeps in view across. */
export function cropKey(src: string, shape: CropShape, focus?: FocusPoint): string {
  return `${src}|${shape}|${focusAcross(focus)}`;
}
