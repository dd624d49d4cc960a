import type { ResponsiveImage, TallCrop } from "~/lib/image-types";

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
  /** The picture cut for the screens `media` matches, drawn `sizes` wide there (decision 203). */
  tall?: { crop: TallCrop; media: string; sizes: string };
}

/**
 * The one image component: AVIF then WebP sources (a cut's first, for the screens it is for),
 * explicit size, lazy unless `priority`.
 */
export function Picture({ image, sizes: sizesOf, priority = false, className, imgClassName, alt, tall }: PictureProps) {
  const sizes = typeof sizesOf === "function" ? sizesOf(image) : sizesOf;
  return (
    <picture className={className}>
      {tall && <source media={tall.media} type="image/avif" srcSet={tall.crop.avifSrcSet} sizes={tall.sizes} width={tall.crop.width} height={tall.crop.height} />}
      {tall && <source media={tall.media} type="image/webp" srcSet={tall.crop.srcSet} sizes={tall.sizes} width={tall.crop.width} height={tall.crop.height} />}
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
