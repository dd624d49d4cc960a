import { isResponsive, type CardImage, type ResponsiveImage } from "~/lib/image-types";
import { Picture } from "~/ui/Picture";

/** A card's image: the processed picture from the build, or a plain lazy image fetched live. */
export function CardImageView({ image, sizes, className, priority }: { image: CardImage; sizes: string | ((picture: ResponsiveImage) => string); className: string; priority?: boolean }) {
  if (isResponsive(image)) return <Picture image={image} sizes={typeof sizes === "function" ? sizes(image) : sizes} priority={priority} imgClassName={className} />;
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width ?? 960}
      height={image.height ?? 640}
      loading="lazy"
      decoding="async"
      className={`${className} bg-sand-deep`}
    />
  );
}
