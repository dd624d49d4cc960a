/**
 * The on-disk format of the CMS snapshot in content/cms/, written by
 * `npm run snapshot` and validated again by the build when it reads it.
 * Types come from these schemas. Bump SNAPSHOT_SCHEMA_VERSION when a snapshot written before
 * would no longer read right (a field removed, renamed, made required or given another meaning):
 * the build then refuses it by name. A field added as optional keeps the version, so that an
 * older committed snapshot still builds (`seo`, `oldSlugs`, `dateGmt`/`modifiedGmt` were).
 *
 * Every string is safe as HTML: title, excerpt, content and attachment titles
 * are sanitised HTML (entities as WordPress sent them, `&#8217;` or `’`);
 * alt texts, author and category names are tag-free text that may hold
 * entities (`&amp;`). Decode entities before showing text.
 *
 *   posts.json, portfolio.json, faq.json   CmsRecord[] (portfolio: CmsPortfolioRecord[])
 *   categories.json                        CmsCategory[]
 *   media.json                             CmsMediaEntry[]  (source URL → local file)
 *   meta.json                              CmsMeta
 *   media/<sha256-16>.<ext>                downloaded images
 */
import { z } from "zod";
import { cmsSeoSchema } from "./seo-fields";

export const SNAPSHOT_SCHEMA_VERSION = 1;

/** Site path of the snapshot's media folder (the build copies content/cms/media there). */
export const CMS_MEDIA_PUBLIC_PATH = "/_cms/media/";
/** Content-relative folder of the media files, as used in record fields. */
export const CMS_MEDIA_CONTENT_PATH = "cms/media/";

const MEDIA_FILE = /^[0-9a-f]{16}\.(jpg|png|webp|avif)$/;

/** A media file name such as `3f9a1c0b2e4d5a6f.jpg` (first 16 hex digits of the file's SHA-256). */
export const mediaFileNameSchema = z.string().regex(MEDIA_FILE, { message: "must be a media file name like 3f9a1c0b2e4d5a6f.jpg" });

/** Content-relative image path in record fields: `cms/media/3f9a1c0b2e4d5a6f.jpg`. */
export const cmsMediaRefSchema = z
  .string()
  .regex(/^cms\/media\/[0-9a-f]{16}\.(jpg|png|webp|avif)$/, { message: "must be a snapshot image like cms/media/3f9a1c0b2e4d5a6f.jpg" });

/** WordPress date as sent (site-local time, no zone), e.g. 2025-09-05T10:30:00. */
export const cmsDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/, { message: "must be a date like 2025-09-05T10:30:00" });

/** A slug as the site uses it in URLs: decoded, one path segment. */
export const cmsSlugSchema = z
  .string()
  .min(1)
  .max(200, { message: "must be at most 200 characters" })
  .regex(/^[^\s/\\?#%\p{Cc}\p{Cf}]+$/u, { message: "must be one URL segment without spaces, slashes, ?, #, % or control characters" })
  .refine((s) => s !== "." && s !== "..", { message: "must not be . or .." });

/** `alt`: tag-free text; may hold entities. */
export const cmsImageSchema = z.strictObject({ src: cmsMediaRefSchema, alt: z.string() });
export type CmsImage = z.infer<typeof cmsImageSchema>;

export const cmsAttachmentSchema = z.strictObject({ src: cmsMediaRefSchema, alt: z.string(), title: z.string() });
export type CmsAttachment = z.infer<typeof cmsAttachmentSchema>;

const recordShape = {
  id: z.number().int().positive(),
  slug: cmsSlugSchema,
  date: cmsDateSchema,
  /**
   * `date` in GMT, as WordPress sends it (`date_gmt`; decision 184): with `date` it gives the
   * offset of the studio's clock. Added without a schema version bump: older snapshots have none
   * (the studio's zone stands in).
   */
  dateGmt: cmsDateSchema.optional(),
  modified: cmsDateSchema,
  /** `modified` in GMT (`modified_gmt`), like `dateGmt`. */
  modifiedGmt: cmsDateSchema.optional(),
  /** Sanitised HTML; entities as WordPress sent them (the page layer decodes). */
  title: z.string(),
  /** Sanitised HTML. */
  excerpt: z.string(),
  /** Sanitised HTML; images point at /_cms/media/<file>. */
  content: z.string(),
  categories: z.array(z.number().int().nonnegative()),
  featuredImage: cmsImageSchema.nullable(),
  /** Author's display name (tag-free text; may hold entities); null when WordPress gave none (the page shows the team name). */
  author: z.string().nullable(),
  /** The record's permalink on the CMS. */
  link: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * The id WordPress's feed gave the record (`guid`, `http://…/?p=123`), which the site's feed keeps
   * so a feed reader does not show the post again when the feed moves (decision 230). Added
   * without a schema version bump: older snapshots have none.
   */
  guid: z.string().max(500).regex(/^https?:\/\/\S+$/).optional(),
  /**
   * SEO fields set in WordPress (Yoast, decision 112): tag-free title and description, canonical
   * (a site path, or an absolute URL the page uses only when it is on the site), noindex, share
   * image (a snapshot image). Added without a schema version bump: older snapshots have none.
   */
  seo: cmsSeoSchema.extend({ image: cmsMediaRefSchema.optional() }).optional(),
  /**
   * Slugs the record had before (WordPress's `_wp_old_slug`, through the companion plugin;
   * decision 113): the build answers their addresses with a 301. Added without a schema version
   * bump: older snapshots have none.
   */
  oldSlugs: z.array(cmsSlugSchema).max(20).optional(),
};

/** Blog post or FAQ item. */
export const cmsRecordSchema = z.strictObject(recordShape);
export type CmsRecord = z.infer<typeof cmsRecordSchema>;

/** Portfolio item: a record plus its attached images ("Project Images"). */
export const cmsPortfolioRecordSchema = z.strictObject({ ...recordShape, attachments: z.array(cmsAttachmentSchema) });
export type CmsPortfolioRecord = z.infer<typeof cmsPortfolioRecordSchema>;

export const cmsCategorySchema = z.strictObject({
  id: z.number().int().positive(),
  slug: cmsSlugSchema,
  /** Tag-free text with entities as WordPress sends them (`Design &amp; Build`). */
  name: z.string(),
  /** Its archive's http(s) address on WordPress, when WordPress gave one: an old address of the site (decision 216). */
  link: z.string().url().optional(),
});
export type CmsCategory = z.infer<typeof cmsCategorySchema>;

/**
 * A published WordPress page (`wp-pages.json`, decision 113): what `?page_id=` links and the
 * page's old address need to reach the site page of the same slug. Optional file: a snapshot
 * without it (older, or a WordPress without pages) has none.
 */
export const cmsWpPageSchema = z.strictObject({
  id: z.number().int().positive(),
  slug: cmsSlugSchema,
  link: z.url({ protocol: /^https?$/ }).optional(),
});
export type CmsWpPage = z.infer<typeof cmsWpPageSchema>;
export const cmsWpPagesFileSchema = z.array(cmsWpPageSchema);
/** Written only when WordPress has published pages; not one of SNAPSHOT_FILES (older snapshots have none). */
export const WP_PAGES_FILE = "wp-pages.json";

/** Where each local image came from; lets the next run reuse files instead of downloading. */
export const cmsMediaEntrySchema = z.strictObject({
  url: z.url({ protocol: /^https?$/ }),
  file: mediaFileNameSchema,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type CmsMediaEntry = z.infer<typeof cmsMediaEntrySchema>;

export const cmsMetaSchema = z.strictObject({
  schemaVersion: z.literal(SNAPSHOT_SCHEMA_VERSION),
  /** The wp/v2 base URL the snapshot was taken from. */
  source: z.url({ protocol: /^https?$/ }),
  /** ISO time of the last run that changed contentHash. */
  generatedAt: z.iso.datetime(),
  /** SHA-256 (hex) of every other file of the snapshot. */
  contentHash: z.string().regex(/^[0-9a-f]{64}$/),
  counts: z.strictObject({
    posts: z.number().int().nonnegative(),
    portfolio: z.number().int().nonnegative(),
    faq: z.number().int().nonnegative(),
    categories: z.number().int().nonnegative(),
    media: z.number().int().nonnegative(),
  }),
});
export type CmsMeta = z.infer<typeof cmsMetaSchema>;

function sortedByDateThenId(list: { date: string; id: number }[]): boolean {
  for (let i = 1; i < list.length; i++) {
    const a = list[i - 1]!;
    const b = list[i]!;
    if (a.date < b.date || (a.date === b.date && a.id >= b.id)) return false;
  }
  return true;
}

function uniqueSlugs(list: { slug: string }[]): boolean {
  return new Set(list.map((r) => r.slug)).size === list.length;
}

const recordList = <S extends z.ZodType<{ id: number; date: string; slug: string }>>(item: S) =>
  z
    .array(item)
    .refine(sortedByDateThenId, { message: "must be sorted by date (newest first), then id" })
    .refine(uniqueSlugs, { message: "slugs must be unique" });

export const cmsPostsFileSchema = recordList(cmsRecordSchema);
export const cmsPortfolioFileSchema = recordList(cmsPortfolioRecordSchema);
export const cmsFaqFileSchema = recordList(cmsRecordSchema);
export const cmsCategoriesFileSchema = z.array(cmsCategorySchema);
export const cmsMediaFileSchema = z.array(cmsMediaEntrySchema);

/** The whole snapshot as the build reads it (file name → content). */
export const cmsSnapshotSchema = z.strictObject({
  posts: cmsPostsFileSchema,
  portfolio: cmsPortfolioFileSchema,
  faq: cmsFaqFileSchema,
  categories: cmsCategoriesFileSchema,
  media: cmsMediaFileSchema,
  meta: cmsMetaSchema,
});
export type CmsSnapshot = z.infer<typeof cmsSnapshotSchema>;

/** File names of the snapshot, in the order they are written and hashed. */
export const SNAPSHOT_FILES = {
  posts: "posts.json",
  portfolio: "portfolio.json",
  faq: "faq.json",
  categories: "categories.json",
  media: "media.json",
  meta: "meta.json",
} as const;

/** Turns a record field (`cms/media/x.jpg`) into the site path (`/_cms/media/x.jpg`). */
export function cmsMediaSitePath(src: string): string {
  return CMS_MEDIA_PUBLIC_PATH + src.slice(CMS_MEDIA_CONTENT_PATH.length);
}
