/**
 * The demo CMS source's front matter (content/cms-demo/): site.md (authors and categories),
 * posts, portfolio items (with their "Project Images") and FAQ items. Images name files of the
 * studio's image library (content/media/library/<name>.jpg).
 */
import { z } from "zod";

/** A date as YAML gives it (`2026-03-14 09:30`) → WordPress's `2026-03-14T09:30:00`. */
const wpDate = z.preprocess(
  (v) => (v instanceof Date ? v.toISOString().slice(0, 19) : typeof v === "string" ? v.replace(" ", "T").padEnd(19, ":00").slice(0, 19) : v),
  z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/, { message: "must be a date like 2026-03-14 09:30" }),
);

const libraryName = z.string().regex(/^[a-z0-9-]+$/, { message: "must be a library image name like kitchen-01 (content/media/library/kitchen-01.jpg)" });

/** An image from the library; alt and title default to the library catalogue's. */
export const imageSchema = z.strictObject({ image: libraryName, alt: z.string().optional(), title: z.string().optional() });

export const siteSchema = z.strictObject({
  /** The demo WordPress's time zone (Settings → General): its records' dates are local times there (decision 184). */
  timezone: z.string().min(1).default("UTC"),
  users: z.array(z.strictObject({ id: z.number().int().positive(), name: z.string().min(1), slug: z.string().regex(/^[a-z0-9-]+$/) })).min(1),
  categories: z.array(z.strictObject({ id: z.number().int().positive(), slug: z.string().min(1), name: z.string().min(1), description: z.string().optional() })).min(1),
});

const recordShape = {
  id: z.number().int().positive(),
  /** Defaults to the file name. */
  slug: z.string().min(1).optional(),
  title: z.string().min(1),
  date: wpDate,
  modified: wpDate.optional(),
  /** Author's user slug (site.md). */
  author: z.string().min(1),
  /** Category slugs (site.md). */
  categories: z.array(z.string().min(1)).default([]),
  /** Plain text; leave it out and the post has none (the site falls back to the body). */
  excerpt: z.string().min(1).optional(),
  featured: imageSchema.optional(),
};

export const postSchema = z.strictObject(recordShape);
export const portfolioSchema = z.strictObject({
  ...recordShape,
  /** The project's "Project Images": attached to the item, in this order. */
  gallery: z.array(imageSchema).min(1),
});
export const faqSchema = z.strictObject({ ...recordShape, author: z.string().min(1).default("maple-mortar-team") });

/** A parsed source file of any record type (a post's data; portfolio items add their gallery). */
export interface ParsedRecord {
  data: z.output<typeof postSchema> & { gallery?: z.output<typeof imageSchema>[] };
  body: string;
  /** The file name without `.md`. */
  slug: string;
}
