// Loaded on demand (React.lazy) the first time a visitor points at or opens an image,
// so neither the lightbox's script nor its styles weigh on the gallery's first load.
// Vite splits these CSS imports into the same lazily loaded chunk and loads them with it.
import Lightbox, { type SlideImage } from "yet-another-react-lightbox";
import Captions from "yet-another-react-lightbox/plugins/captions";
import Counter from "yet-another-react-lightbox/plugins/counter";
import "yet-another-react-lightbox/styles.css";
import "yet-another-react-lightbox/plugins/captions.css";
import "yet-another-react-lightbox/plugins/counter.css";
import "./lightbox.css";
import type { GalleryImage, GalleryPage } from "~/features/gallery/schema";

export interface GalleryLightboxProps {
  images: GalleryImage[];
  open: boolean;
  /** Index of the image to start at, in the whole gallery. */
  index: number;
  labels: GalleryPage["lightbox"];
  onClose: () => void;
  /** Called once the closing animation has finished. */
  onExited: () => void;
}

/** `url 400w, url 640w` → YARL's srcSet entries, heights kept in proportion. */
function srcSetOf(image: GalleryImage["image"]): SlideImage["srcSet"] {
  return image.srcSet.split(",").map((candidate) => {
    const [src = "", w = ""] = candidate.trim().split(/\s+/);
    const width = Number.parseInt(w, 10);
    return { src, width, height: Math.round((width * image.height) / image.width) };
  });
}

/** SPEC: a full-screen carousel starting at the clicked image, title and description below, arrows and close. */
export default function GalleryLightbox({ images, open, index, labels, onClose, onExited }: GalleryLightboxProps) {
  const slides: SlideImage[] = images.map(({ image, title, description }) => ({
    src: image.src,
    alt: image.alt,
    width: image.width,
    height: image.height,
    srcSet: srcSetOf(image),
    description: (
      <span className="mx-auto block max-w-2xl">
        <span className="block font-display text-xl leading-snug text-white sm:text-2xl">{title}</span>
        {description && <span className="mt-1.5 block text-sm leading-relaxed text-white/75 sm:text-base">{description}</span>}
      </span>
    ),
  }));
  return (
    <Lightbox
      open={open}
      close={onClose}
      index={index}
      slides={slides}
      plugins={[Captions, Counter]}
      captions={{ descriptionTextAlign: "center", descriptionMaxLines: 5 }}
      counter={{ container: { style: { top: 0, bottom: "unset" } } }}
      controller={{ closeOnBackdropClick: true }}
      on={{ exited: onExited }}
      labels={{
        Lightbox: labels.label,
        Previous: labels.previous,
        Next: labels.next,
        Close: labels.close,
        "{index} of {total}": labels.slide,
      }}
      className="gallery-lightbox"
    />
  );
}
