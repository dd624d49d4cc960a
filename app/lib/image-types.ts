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
}

/** A processed image (snapshot) or a plain one (fetched live from the CMS). */
export type CardImage = ResponsiveImage | { src: string; alt: string; width?: number; height?: number };

export function isResponsive(image: CardImage): image is ResponsiveImage {
  return "srcSet" in image;
}
