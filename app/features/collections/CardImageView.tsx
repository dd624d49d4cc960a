import { isResponsive, type CardImage } from "~/lib/image-types";
import { Picture, type PictureProps } from "~/ui/Picture";

/** A card's image: the processed picture from the build, or a plain lazy image fetched live. */
export function CardImageView({ image, sizes, className, priority }: { image: CardImage; sizes: PictureProps["sizes"]; className: string; priority?: boolean }) {
  if (isResponsive(image)) return <Picture image={image} sizes={sizes} priority={priority} imgClassName={className} />;
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width ?? 960}
      height={image.height ?? 640}
      loading="lazy"
      decoding="async"
      className={`${className} bg-sand-deep`}
      style={image.focus ? { objectPosition: image.focus } : undefined}
    />
  );
}
