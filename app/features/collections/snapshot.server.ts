import fs from "node:fs";
import path from "node:path";
import type { z } from "zod";
import {
  cmsCategoriesFileSchema,
  cmsFaqFileSchema,
  cmsPortfolioFileSchema,
  cmsPostsFileSchema,
  cmsWpPagesFileSchema,
  WP_PAGES_FILE,
  type CmsWpPage,
  type CmsCategory,
  type CmsPortfolioRecord,
  type CmsRecord,
} from "../../cms/snapshot-schema";
import { contentNoCache, snapshotDir } from "#paths";
import { recheckRecordsCached } from "./recheck.server";
import { ContentError, friendlyMessage, issuesToProblems } from "../../content/errors";

/**
 * The build's reader of the committed CMS snapshot (content/cms/), validated again with the
 * snapshot's own schemas so a hand-edited or truncated file stops the build with
 * `content/cms/posts.json: [3].slug: …` lines. A missing file is an empty collection. Records'
 * HTML and text fields must also be as the sanitiser leaves them (./cms-recheck.server.ts).
 */
function readJson<S extends z.ZodType>(file: string, schema: S, empty: z.input<S>): z.output<S> {
  const abs = path.join(snapshotDir(), file);
  const shown = `content/cms/${file}`;
  if (!fs.existsSync(abs)) return schema.parse(empty);
  let raw: unknown;
  const text = fs.readFileSync(abs, "utf8");
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

export function readSnapshot() {
  if (cache && !contentNoCache()) return cache;
  cache = {
    posts: readJson("posts.json", cmsPostsFileSchema, []),
    portfolio: readJson("portfolio.json", cmsPortfolioFileSchema, []),
    faq: readJson("faq.json", cmsFaqFileSchema, []),
    categories: readJson("categories.json", cmsCategoriesFileSchema, []),
    // Optional (decision 113): older snapshots, and a WordPress without published pages, have none.
    wpPages: readJson(WP_PAGES_FILE, cmsWpPagesFileSchema, []),
  };
  return cache;
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
function lookup<T extends { slug: string }>(records: readonly T[], slug: string): T | undefined {
  let index = bySlug.get(records) as Map<string, T> | undefined;
  if (!index) {
    index = new Map();
    for (const r of records) if (!index.has(r.slug)) index.set(r.slug, r);
    bySlug.set(records, index);
  }
  return index.get(safeDecode(slug));
}

export function findPost(slug: string): CmsRecord | undefined {
  return lookup(readSnapshot().posts, slug);
}
export function findPortfolioItem(slug: string): CmsPortfolioRecord | undefined {
  return lookup(readSnapshot().portfolio, slug);
}
export function findFaq(slug: string): CmsRecord | undefined {
  return lookup(readSnapshot().faq, slug);
}
