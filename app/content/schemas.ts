import { z } from "zod";
import { href, image, imageRef, internalPath, isoDate, sharePicture, text, url } from "./schema-helpers";

/** Fields every page file has for its metadata. */
export const pageMetaSchema = z.strictObject({
  title: text(),
  description: text(),
  keywords: z.array(text()).optional(),
  socialTitle: text().optional(),
  socialDescription: text().optional(),
  /** The picture when shared, with what it shows (its own description, not the site's default one's). */
  shareImage: sharePicture().optional(),
});
export type PageMetaFields = z.infer<typeof pageMetaSchema>;

/**
 * content/pages/*.md — every page file has `meta`; each page adds the typed
 * fields its sections need. Unknown fields are errors, so typos are caught.
 */
export function definePage<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.strictObject({ meta: pageMetaSchema, ...shape });
}

/** A page that so far has only its metadata and an intro. */
export const simplePageSchema = definePage({ heading: text(), intro: text().optional() });

export { href, image, imageRef, internalPath, isoDate, sharePicture, text, url };
