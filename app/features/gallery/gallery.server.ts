import { z } from "zod";
import { responsiveImage } from "~/content/images.server";
import type { ContentArea } from "../../content/entries";
import { cached, readContentFile } from "../../content/read.server";
import { definePage, imageRef, text } from "../../content/schemas";

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
export type GalleryImageEntry = z.infer<typeof galleryImageSchema>;

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

export const GALLERY_FILE = "gallery/images.md";

export const readGallery = cached(() => readContentFile(GALLERY_FILE, galleryFileSchema).data.images);

/** The gallery's images processed for the page (grid tiles and lightbox slides). */
export async function galleryImages() {
  return Promise.all(
    readGallery().map(async (img) => ({
      title: img.title,
      description: img.description ?? null,
      image: await responsiveImage(img.src, img.alt),
    })),
  );
}
export type GalleryImage = Awaited<ReturnType<typeof galleryImages>>[number];

/** Gallery: content/gallery/images.md and content/pages/gallery.md. */
export const galleryContent: ContentArea = {
  entries: [{ files: () => [GALLERY_FILE], schema: () => galleryFileSchema }],
  pages: { gallery: galleryPageSchema },
};
