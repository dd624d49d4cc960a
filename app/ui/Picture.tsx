import type { ResponsiveImage } from "~/lib/image-types";

export interface PictureProps {
  image: ResponsiveImage;
  /**
   * The `sizes` attribute: how wide the image is shown, e.g. "(min-width: 1024px) 33vw, 100vw";
   * or how to make it from the picture, where that depends on its shape (~/lib/cover-sizes).
   */
  sizes: string | ((image: ResponsiveImage) => string);
  /** The page's main image (hero, first carousel slide): eager with high fetch priority. */
  priority?: boolean;
  className?: string;
  imgClassName?: string;
  /** Override the alt text (e.g. decorative use: ""). */
  alt?: string;
}

/** The one image component: AVIF then WebP sources, explicit size, lazy unless `priority`. */
export function Picture({ image, sizes: sizesOf, priority = false, className, imgClassName, alt }: PictureProps) {
  const sizes = typeof sizesOf === "function" ? sizesOf(image) : sizesOf;
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={image.avifSrcSet} sizes={sizes} />
      <source type="image/webp" srcSet={image.srcSet} sizes={sizes} />
      <img
        src={image.src}
        srcSet={image.srcSet}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt ?? image.alt}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : "auto"}
        className={imgClassName}
        style={{ backgroundColor: image.color, objectPosition: image.focus }}
      />
    </picture>
  );
}
