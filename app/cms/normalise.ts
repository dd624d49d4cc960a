/**
 * Raw WordPress records → the site's record shape (the snapshot's, see
 * snapshot-schema.ts). Used by the snapshot and by the browser for live
 * records, so both render the same thing. Image sources stay remote here;
 * the snapshot swaps them for local copies afterwards.
 */
import { gmtOffset } from "../lib/wp-time";
import type { Sanitizer } from "./sanitize";
import { seoFields } from "./seo-fields";
import { cmsSlugSchema, type CmsAttachment, type CmsCategory, type CmsRecord } from "./snapshot-schema";
import {
  describeRecord,
  wpAuthorSchema,
  wpEmbedErrorSchema,
  wpMediaSchema,
  type RecordProblem,
  type WpCategory,
  type WpMedia,
  type WpRecord,
} from "./wp-schemas";

/** WordPress percent-encodes slugs of non-ASCII titles; the site's URLs use them decoded. */
export function decodeSlug(slug: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(slug).normalize("NFC");
  } catch {
    return null;
  }
  return cmsSlugSchema.safeParse(decoded).success ? decoded : null;
}

/** An absolute http(s) URL, or null. */
export function httpUrl(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const u = new URL(value);
    return u.protocol === "http:" || u.protocol === "https:" ? u.href : null;
  } catch {
    return null;
  }
}

export interface NormalisedRecord<T> {
  value: T | null;
  problems: RecordProblem[];
}

function featuredImage(raw: WpRecord, sanitizer: Sanitizer, problem: (field: string, message: string) => void): CmsRecord["featuredImage"] {
  const entry = raw._embedded?.["wp:featuredmedia"]?.[0];
  if (entry === undefined) {
    if ((raw.featured_media ?? 0) > 0 && raw._embedded) {
      problem("_embedded.wp:featuredmedia", `featured image ${raw.featured_media} was not embedded (left empty)`);
    }
    return null;
  }
  const err = wpEmbedErrorSchema.safeParse(entry);
  if (err.success && !(entry as { source_url?: unknown }).source_url) {
    problem("_embedded.wp:featuredmedia[0]", `WordPress sent an error instead of the image (${err.data.code}); left empty`);
    return null;
  }
  const media = wpMediaSchema.safeParse(entry);
  const src = media.success ? httpUrl(media.data.source_url) : null;
  if (!media.success || !src) {
    problem("_embedded.wp:featuredmedia[0].source_url", "missing or not an http(s) URL (left empty)");
    return null;
  }
  return { src, alt: sanitizer.text(media.data.alt_text ?? "").trim() };
}

function authorName(raw: WpRecord, sanitizer: Sanitizer, problem: (field: string, message: string) => void): string | null {
  const entry = raw._embedded?.author?.[0];
  if (entry === undefined) return null;
  const author = wpAuthorSchema.safeParse(entry);
  if (author.success) return sanitizer.text(author.data.name).trim() || null;
  const err = wpEmbedErrorSchema.safeParse(entry);
  problem("_embedded.author[0]", err.success ? `WordPress sent an error instead of the author (${err.data.code}); left empty` : "no name (left empty)");
  return null;
}

/** `{ [key]: value }`, or nothing when value is undefined (records have no undefined fields). */
const optional = <K extends string, V>(key: K, value: V | undefined) => (value === undefined ? {} : ({ [key]: value } as Record<K, V>));

/** Most old slugs kept per record (the plugin sends at most as many). */
export const MAX_OLD_SLUGS = 20;

/**
 * The companion plugin's `studio_old_slugs` (decision 113): each must be one URL segment once
 * decoded (no slash, `..`, `%`, control character: `//evil.example`, `../x`, `a%2Fb`, CRLF are
 * refused), else it is one problem and left out. Absent (no plugin, an older one): none.
 */
export function oldSlugs(raw: unknown, slug: string, problem: (field: string, message: string) => void): string[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) {
    problem("studio_old_slugs", "not a list (ignored)");
    return [];
  }
  const out: string[] = [];
  raw.forEach((value, i) => {
    const decoded = typeof value === "string" ? decodeSlug(value) : null;
    if (decoded === null) problem(`studio_old_slugs[${i}]`, `${JSON.stringify(value).slice(0, 80)} is not one URL segment (no redirect made)`);
    else if (decoded !== slug && !out.includes(decoded) && out.length < MAX_OLD_SLUGS) out.push(decoded);
  });
  return out;
}

/** WordPress's zero date: what a draft's GMT time may be before it is scheduled. */
const WP_ZERO_DATE = "0000-00-00T00:00:00";

/**
 * `date_gmt` / `modified_gmt` of `local` (decision 184), when it is a real time within 14 h of it.
 * None (no warning) when WordPress sent none, null or its zero date; anything else is one warning
 * and none: the studio's zone stands in.
 */
export function gmtTime(gmt: string | null | undefined, local: string, field: string, problem: (field: string, message: string) => void): string | undefined {
  if (gmt === undefined || gmt === null || gmt === WP_ZERO_DATE) return undefined;
  if (gmtOffset(local, gmt) !== null) return gmt;
  problem(field, `${JSON.stringify(gmt)} is not the GMT time of ${JSON.stringify(local)} (ignored; the studio's time zone is used)`);
  return undefined;
}

/**
 * Makes a site record of a validated WordPress record. Password-protected
 * records and slugs that cannot be decoded are left out (value null).
 */
export function toCmsRecord(raw: WpRecord, sanitizer: Sanitizer, endpoint: string, index = 0): NormalisedRecord<CmsRecord> {
  const problems: RecordProblem[] = [];
  const who = describeRecord(raw, index);
  const problem = (field: string, message: string) => problems.push({ endpoint, record: who, field, message });

  if (raw.content?.protected || raw.excerpt?.protected) {
    problem("content.protected", "password-protected (record left out)");
    return { value: null, problems };
  }
  const slug = decodeSlug(raw.slug);
  if (slug === null) {
    problem("slug", `cannot be used in a URL once decoded (${JSON.stringify(raw.slug)}); record left out`);
    return { value: null, problems };
  }
  const link = httpUrl(raw.link);
  // As WordPress wrote it (a feed reader compares it letter by letter), when it is a plain http(s) address.
  const guid = raw.guid?.rendered;
  const feedId = guid && guid.length <= 500 && /^https?:\/\/\S+$/.test(guid) && httpUrl(guid) ? guid : null;
  // Yoast's fields when WordPress sends them, else Rank Math's (decisions 112, 113): the same checks.
  const seo = raw.yoast_head_json != null ? seoFields(raw.yoast_head_json, sanitizer, problem) : seoFields(raw.rankmath_head, sanitizer, problem, "rankmath_head");
  const old = oldSlugs(raw.studio_old_slugs, slug, problem);
  const dateGmt = gmtTime(raw.date_gmt, raw.date, "date_gmt", problem);
  const record: CmsRecord = {
    id: raw.id,
    slug,
    date: raw.date,
    ...optional("dateGmt", dateGmt),
    modified: raw.modified ?? raw.date,
    // Without `modified`, the record was last changed when it was published.
    ...optional("modifiedGmt", raw.modified ? gmtTime(raw.modified_gmt, raw.modified, "modified_gmt", problem) : dateGmt),
    title: sanitizer.html(raw.title?.rendered ?? ""),
    excerpt: sanitizer.html(raw.excerpt?.rendered ?? ""),
    content: sanitizer.html(raw.content?.rendered ?? ""),
    categories: [...(raw.categories ?? [])],
    featuredImage: featuredImage(raw, sanitizer, problem),
    author: authorName(raw, sanitizer, problem),
    ...(link ? { link } : {}),
    ...(feedId ? { guid: feedId } : {}),
    ...(seo ? { seo } : {}),
    ...(old.length ? { oldSlugs: old } : {}),
  };
  return { value: record, problems };
}

/** An attachment of a portfolio item; those without a usable source_url are left out (SPEC §3). */
export function toCmsAttachment(raw: WpMedia, sanitizer: Sanitizer): CmsAttachment | null {
  const src = httpUrl(raw.source_url);
  if (!src) return null;
  return { src, alt: sanitizer.text(raw.alt_text ?? "").trim(), title: sanitizer.html(raw.title?.rendered ?? "") };
}

export function toCmsCategory(raw: WpCategory, sanitizer: Sanitizer, endpoint: string, index = 0): NormalisedRecord<CmsCategory> {
  const slug = decodeSlug(raw.slug);
  if (slug === null) {
    return {
      value: null,
      problems: [{ endpoint, record: describeRecord(raw, index), field: "slug", message: `cannot be used in a URL once decoded (${JSON.stringify(raw.slug)}); category left out` }],
    };
  }
  const link = httpUrl(raw.link);
  return { value: { id: raw.id, slug, name: sanitizer.text(raw.name), ...(link ? { link } : {}) }, problems: [] };
}

/** The snapshot's order: date descending, then id ascending. */
export function compareRecords(a: { date: string; id: number }, b: { date: string; id: number }): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  return a.id - b.id;
}
