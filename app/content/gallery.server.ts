import type { ContentArea } from "./entries";
import { simplePageSchema } from "./schemas";

/** Gallery: content/gallery/ and content/pages/gallery.md (built out by the gallery issue). */
export const galleryContent: ContentArea = {
  entries: [],
  pages: { gallery: simplePageSchema },
};
