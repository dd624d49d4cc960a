import type { GalleryImage } from "~/features/gallery/schema";
import { Picture, type PictureProps } from "~/ui/Picture";
import { Icon } from "~/ui/Icon";

interface GalleryTileProps {
  item: GalleryImage;
  /** Position in the whole gallery (the lightbox starts there). */
  index: number;
  sizes: PictureProps["sizes"];
  /** The large image of a block shows its title at all times. */
  featured?: boolean;
  /** The gallery's first image, the page's largest paint: loaded at once, first. */
  priority?: boolean;
  className?: string;
  /** Id of the hint read after the title ("Opens a larger view"). */
  hintId: string;
  onOpen: (index: number, trigger: HTMLButtonElement) => void;
  /** The visitor is about to open an image: start loading the lightbox. */
  onIntent: () => void;
}

/** One image of the bento grid: a button named by the image's title that opens the lightbox. */
export function GalleryTile({ item, index, sizes, featured = false, priority = false, className = "", hintId, onOpen, onIntent }: GalleryTileProps) {
  return (
    <li className={className}>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-describedby={hintId}
        onClick={(e) => onOpen(index, e.currentTarget)}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        onTouchStart={onIntent}
        className="group relative block h-full w-full cursor-zoom-in overflow-hidden rounded-2xl bg-sand-deep text-left focus-visible:(outline-2 outline-offset-3 outline-solid outline-focus)"
      >
        <Picture
          image={item.image}
          sizes={sizes}
          priority={priority}
          className="block h-full w-full"
          imgClassName="h-full w-full object-cover transition-transform duration-700 ease-out group-hover:scale-[1.04] group-focus-visible:scale-[1.04]"
        />
        <span
          aria-hidden="true"
          className={`pointer-events-none absolute inset-x-0 bottom-0 h-1/2 bg-gradient-to-t from-ink/90 via-ink/60 to-transparent transition-opacity duration-300 ${
            featured ? "opacity-100" : "opacity-0 group-hover:opacity-100 group-focus-visible:opacity-100"
          }`}
        />
        <span
          className={`pointer-events-none absolute inset-x-0 bottom-0 flex items-end justify-between gap-3 p-4 transition-all duration-300 sm:p-5 ${
            featured
              ? "opacity-100"
              : "translate-y-2 opacity-0 group-hover:(translate-y-0 opacity-100) group-focus-visible:(translate-y-0 opacity-100)"
          }`}
        >
          <span className={`font-display leading-snug text-white ${featured ? "text-lg sm:text-2xl" : "text-base sm:text-lg"}`}>
            {item.title}
          </span>
          <Icon name="expand" className="h-5 w-5 shrink-0 text-white/90" />
        </span>
      </button>
    </li>
  );
}
