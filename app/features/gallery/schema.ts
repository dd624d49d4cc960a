/** The gallery's image file and page (browser-safe: zod only). */
import { z } from "zod";
import type { ResponsiveImage } from "~/lib/image-types";
import { definePage, imageRef, text } from "~/content/schemas";

/** One gallery image: SPEC's src, title and optional description, plus the text a screen reader announces. */
export const galleryImageSchema = z.strictObject({
  src: imageRef(),
  alt: z.string().trim().min(1),
  title: text(),
  description: text().optional(),
});

/** content/gallery/images.md — the gallery, in the order it is shown. */
export const galleryFileSchema = z.strictObject({
  images: z.array(galleryImageSchema).min(1),
});

const template = (placeholders: string[]) =>
  text().refine((s) => placeholders.every((p) => s.includes(p)), {
    message: `must contain ${placeholders.join(" and ")}`,
  });

/** content/pages/gallery.md — the /gallary page's copy. */
export const galleryPageSchema = definePage({
  hero: z.strictObject({ eyebrow: text().optional(), heading: text(), intro: text().optional() }),
  /** Accessible name of each block of five: "Images {from}–{to} of {total}". */
  blockLabel: template(["{from}", "{to}", "{total}"]),
  /** Hint read with each image button, e.g. "Opens a larger view". */
  openHint: text(),
  pager: z.strictObject({
    label: text(),
    prev: text(),
    next: text(),
    page: template(["{page}"]),
    status: template(["{page}", "{pages}"]),
  }),
  lightbox: z.strictObject({
    label: text(),
    previous: text(),
    next: text(),
    close: text(),
    slide: template(["{index}", "{total}"]),
    loading: text(),
  }),
});
export type GalleryPage = z.infer<typeof galleryPageSchema>;

/** One gallery image as the page shows it (grid tile and lightbox slide). */
export interface GalleryImage {
  title: string;
  description: string | null;
  image: ResponsiveImage;
}
