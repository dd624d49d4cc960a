import fs from "node:fs";
import path from "node:path";
import type { z } from "zod";
import {
  cmsCategoriesFileSchema,
  cmsFaqFileSchema,
  cmsPortfolioFileSchema,
  cmsPostsFileSchema,
  cmsWpPagesFileSchema,
  SNAPSHOT_FILES,
  WP_PAGES_FILE,
  type CmsWpPage,
  type CmsCategory,
  type CmsPortfolioRecord,
  type CmsRecord,
} from "../../cms/snapshot-schema";
import { contentNoCache, snapshotDir } from "../../content/environment.server";
import { recheckRecordsCached } from "./recheck.server";
import { ContentError, friendlyMessage, issuesToProblems } from "../../content/errors";
import { ABSENT, digest, recordDigest, recordInput } from "../../content/inputs.server";

/**
 * The build's reader of the committed CMS snapshot (content/cms/), validated again with the
 * snapshot's own schemas so a hand-edited or truncated file stops the build with
 * `content/cms/posts.json: [3].slug: …` lines. A missing file is an empty collection. Records'
 * HTML and text fields must also be as the sanitiser leaves them (./recheck.server.ts).
 */
function readJson<S extends z.ZodType>(file: string, schema: S, empty: z.input<S>): z.output<S> {
  const abs = path.join(snapshotDir(), file);
  const shown = `content/cms/${file}`;
  if (!fs.existsSync(abs)) {
    fileDigests.set(file, ABSENT);
    return schema.parse(empty);
  }
  let raw: unknown;
  const bytes = fs.readFileSync(abs);
  fileDigests.set(file, digest(bytes));
  const text = bytes.toString("utf8");
  try {
    raw = JSON.parse(text);
  } catch (err) {
    throw new ContentError([{ file: shown, field: "(file)", message: `is not valid JSON: ${(err as Error).message}` }]);
  }
  const res = schema.safeParse(raw, { error: friendlyMessage });
  if (!res.success) throw new ContentError(issuesToProblems(shown, res.error));
  if (Array.isArray(res.data)) {
    const unsanitised = recheckRecordsCached(shown, text, res.data);
    if (unsanitised.length) throw new ContentError(unsanitised);
  }
  return res.data;
}

let cache: { posts: CmsRecord[]; portfolio: CmsPortfolioRecord[]; faq: CmsRecord[]; categories: CmsCategory[]; wpPages: CmsWpPage[] } | undefined;
/** Digest of each snapshot file as read (decision 120: a page that reads a whole list depends on it). */
const fileDigests = new Map<string, string>();

/** The snapshot files pages are made from (media and meta are not read by pages), by collection. */
const PAGE_FILES = { posts: SNAPSHOT_FILES.posts, portfolio: SNAPSHOT_FILES.portfolio, faq: SNAPSHOT_FILES.faq, categories: SNAPSHOT_FILES.categories, wpPages: WP_PAGES_FILE } as const;

function snapshotData() {
  if (cache && !contentNoCache()) return cache;
  cache = {
    posts: readJson(PAGE_FILES.posts, cmsPostsFileSchema, []),
    portfolio: readJson(PAGE_FILES.portfolio, cmsPortfolioFileSchema, []),
    faq: readJson(PAGE_FILES.faq, cmsFaqFileSchema, []),
    categories: readJson(PAGE_FILES.categories, cmsCategoriesFileSchema, []),
    // Optional (decision 113): older snapshots, and a WordPress without published pages, have none.
    wpPages: readJson(PAGE_FILES.wpPages, cmsWpPagesFileSchema, []),
  };
  return cache;
}

/** The whole snapshot; a page being prerendered that reads it depends on every file of it. */
export function readSnapshot() {
  const data = snapshotData();
  for (const file of Object.values(PAGE_FILES)) recordInput(`cms:${file}`, fileDigests.get(file) ?? ABSENT);
  return data;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Records by slug, built once per list (a linear search per page was O(n²) over a build). */
const bySlug = new WeakMap<readonly { slug: string }[], Map<string, unknown>>();
function byKey<T extends { slug: string }>(records: readonly T[], key: string): T | undefined {
  let index = bySlug.get(records) as Map<string, T> | undefined;
  if (!index) {
    index = new Map();
    for (const r of records) if (!index.has(r.slug)) index.set(r.slug, r);
    bySlug.set(records, index);
  }
  return index.get(key);
}

type Collection = "posts" | "portfolio" | "faq";

/** The record a page shows, recorded as the page's input (decision 120), found or not. */
function lookup<C extends Collection>(type: C, slug: string) {
  const key = safeDecode(slug);
  const record = byKey(snapshotData()[type], key) as ReturnType<typeof snapshotData>[C][number] | undefined;
  recordInput(`record:${type}:${key}`, recordDigest(record));
  return record;
}

/** A record by its exact slug, unrecorded: how the page cache finds the record's digest now. */
export function snapshotRecord(type: string, key: string): unknown {
  const data = snapshotData();
  return type === "posts" || type === "portfolio" || type === "faq" ? byKey(data[type], key) : undefined;
}

export function findPost(slug: string): CmsRecord | undefined {
  return lookup("posts", slug);
}
export function findPortfolioItem(slug: string): CmsPortfolioRecord | undefined {
  return lookup("portfolio", slug);
}
export function findFaq(slug: string): CmsRecord | undefined {
  return lookup("faq", slug);
}
