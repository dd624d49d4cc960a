/**
 * zod schemas of the raw WordPress REST (wp/v2) records the site reads
 * (SPEC §3), applied to responses parsed as `unknown`.
 *
 * DESIGN.md's rule: a record needs `id`, `slug` and `date`; everything SPEC
 * gives a fallback for (title, excerpt, content, featured image, author) is
 * optional. `parseWpRecord` reports every problem with its field and, when only
 * optional fields are wrong, keeps the record with those fields dropped.
 */
import { z } from "zod";
import { fieldPath, friendlyMessage } from "../content/errors";

/** WordPress's `date`/`modified`: site-local time without zone, e.g. 2025-09-05T10:30:00. */
export const wpDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/, { message: "must be a WordPress date like 2025-09-05T10:30:00" });

/** `{ rendered }` HTML fields; `protected` is true on password-protected posts. */
export const wpRenderedSchema = z.object({
  rendered: z.string(),
  protected: z.boolean().optional(),
});

const linkList = z.array(z.object({ href: z.string() }));

/** Blog post, portfolio item or FAQ item: one shape (SPEC §3). */
export const wpRecordSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string().min(1),
  date: wpDateSchema,
  modified: wpDateSchema.optional(),
  /**
   * The same instants in GMT (core sends them for every post type, decision 184). Optional: an
   * older or trimmed answer has none, a draft may have null or `0000-00-00T00:00:00` (normalise.ts
   * ignores those); a value of another shape is dropped with a warning, the site's zone stands in.
   */
  date_gmt: wpDateSchema.nullable().optional(),
  modified_gmt: wpDateSchema.nullable().optional(),
  status: z.string().optional(),
  type: z.string().optional(),
  link: z.string().optional(),
  /** The record's permanent id in WordPress's own feed (`http://…/?p=123`, as it was when published). */
  guid: wpRenderedSchema.optional(),
  title: wpRenderedSchema.optional(),
  excerpt: wpRenderedSchema.optional(),
  content: wpRenderedSchema.optional(),
  categories: z.array(z.number().int().nonnegative()).optional(),
  featured_media: z.number().int().nonnegative().optional(),
  /** Yoast SEO's fields (decision 112); validated field by field in seo-fields.ts. */
  yoast_head_json: z.unknown().optional(),
  /** Rank Math's head fields in Yoast's shape, added by the snapshot from `rankmath/v1/getHead` (decision 113). */
  rankmath_head: z.unknown().optional(),
  /** Slugs WordPress remembers as old (the companion plugin's field, decision 113); validated one by one in normalise.ts. */
  studio_old_slugs: z.unknown().optional(),
  _links: z
    .object({
      "wp:attachment": linkList.optional(),
    })
    .optional(),
  _embedded: z
    .object({
      author: z.array(z.unknown()).optional(),
      "wp:featuredmedia": z.array(z.unknown()).optional(),
    })
    .optional(),
});
export type WpRecord = z.infer<typeof wpRecordSchema>;

/** Fields a record cannot be used without. */
export const REQUIRED_RECORD_FIELDS = ["id", "slug", "date"] as const;

/** An embedded item WordPress could not give, e.g. a private featured image. */
export const wpEmbedErrorSchema = z.object({
  code: z.string(),
  message: z.string().optional(),
  data: z.object({ status: z.number().optional() }).optional(),
});

/** Embedded author (first entry of `_embedded.author`). */
export const wpAuthorSchema = z.object({
  id: z.number().optional(),
  name: z.string(),
});

/** Media item: embedded featured media and the entries of an attachment list. */
export const wpMediaSchema = z.object({
  id: z.number().int().positive().optional(),
  source_url: z.string().optional(),
  alt_text: z.string().optional(),
  title: wpRenderedSchema.optional(),
  media_type: z.string().optional(),
  mime_type: z.string().optional(),
  media_details: z
    .object({
      width: z.number().optional(),
      height: z.number().optional(),
    })
    .optional(),
});
export type WpMedia = z.infer<typeof wpMediaSchema>;

/** A category (SPEC §3: id, slug, name). */
export const wpCategorySchema = z.object({
  id: z.number().int().positive(),
  slug: z.string().min(1),
  name: z.string(),
  count: z.number().optional(),
  parent: z.number().optional(),
  /** Its archive's address (`https://cms/category/rooms/kitchens/`): where WordPress listed its posts (decision 216). */
  link: z.string().optional(),
});
export type WpCategory = z.infer<typeof wpCategorySchema>;

/** A WordPress page, as `/pages?_fields=id,slug,link` lists it (decision 113). */
export const wpPageSchema = z.object({ id: z.number().int().positive(), slug: z.string().min(1), link: z.string().optional() });
export type WpPage = z.infer<typeof wpPageSchema>;

/** One validation problem: `endpoint id 12 (slug "x"): field: message`. */
export interface RecordProblem {
  endpoint: string;
  /** e.g. `id 12 (slug "kitchen")`, or `item 3` when there is no usable id. */
  record: string;
  field: string;
  message: string;
}

export function formatRecordProblem(p: RecordProblem): string {
  return `${p.endpoint} ${p.record}: ${p.field}: ${p.message}`;
}

/** How a record is named in messages. */
export function describeRecord(raw: unknown, index: number): string {
  const r = raw && typeof raw === "object" ? (raw as Record<string, unknown>) : {};
  const id = typeof r["id"] === "number" ? `id ${r["id"]}` : `item ${index + 1}`;
  return typeof r["slug"] === "string" && r["slug"] ? `${id} (slug "${r["slug"]}")` : id;
}

export type ParseOutcome<T> = { value: T | null; problems: RecordProblem[] };

/**
 * Validates one record. Problems in required fields leave it out; problems in
 * optional fields drop just those fields (their fallbacks apply later).
 */
export function parseWithFallbacks<S extends z.ZodObject>(
  schema: S,
  raw: unknown,
  endpoint: string,
  index: number,
  required: readonly string[],
): ParseOutcome<z.infer<S>> {
  const record = describeRecord(raw, index);
  const first = schema.safeParse(raw, { error: friendlyMessage });
  if (first.success) return { value: first.data, problems: [] };
  const problems = first.error.issues.map((iss) => ({
    endpoint,
    record,
    field: fieldPath(iss.path),
    message: iss.message,
  }));
  const badTop = new Set(first.error.issues.map((iss) => iss.path[0]));
  const fatal = badTop.has(undefined) || required.some((k) => badTop.has(k));
  if (fatal) {
    return { value: null, problems: problems.map((p) => ({ ...p, message: `${p.message} (record left out)` })) };
  }
  const trimmed: Record<string, unknown> = { ...(raw as Record<string, unknown>) };
  for (const key of badTop) delete trimmed[key as string];
  const second = schema.safeParse(trimmed, { error: friendlyMessage });
  if (!second.success) {
    return { value: null, problems: problems.map((p) => ({ ...p, message: `${p.message} (record left out)` })) };
  }
  return { value: second.data, problems: problems.map((p) => ({ ...p, message: `${p.message} (fallback used)` })) };
}

export function parseWpRecord(raw: unknown, endpoint: string, index: number): ParseOutcome<WpRecord> {
  return parseWithFallbacks(wpRecordSchema, raw, endpoint, index, REQUIRED_RECORD_FIELDS);
}

export function parseWpCategory(raw: unknown, endpoint: string, index: number): ParseOutcome<WpCategory> {
  return parseWithFallbacks(wpCategorySchema, raw, endpoint, index, ["id", "slug", "name"]);
}

export function parseWpPage(raw: unknown, endpoint: string, index: number): ParseOutcome<WpPage> {
  return parseWithFallbacks(wpPageSchema, raw, endpoint, index, ["id", "slug"]);
}

export function parseWpMedia(raw: unknown, endpoint: string, index: number): ParseOutcome<WpMedia> {
  return parseWithFallbacks(wpMediaSchema, raw, endpoint, index, []);
}
