import { contentImage } from "~/content/images.server";
import type { ContentArea } from "../../content/entries";
import { cached, readContentFile } from "../../content/read.server";
import { galleryFileSchema, galleryPageSchema, type GalleryImage } from "./schema";

export const GALLERY_FILE = "gallery/images.md";

export const readGallery = cached(() => readContentFile(GALLERY_FILE, galleryFileSchema).data.images);

/** The gallery's images processed for the page (grid tiles and lightbox slides). */
export async function galleryImages(): Promise<GalleryImage[]> {
  return Promise.all(
    readGallery().map(async (img) => ({
      title: img.title,
      description: img.description ?? null,
      image: await contentImage(img),
    })),
  );
}

/** Gallery: content/gallery/images.md and content/pages/gallery.md. */
export const galleryContent: ContentArea = {
  entries: [{ files: () => [GALLERY_FILE], schema: () => galleryFileSchema }],
  pages: { gallery: galleryPageSchema },
};
