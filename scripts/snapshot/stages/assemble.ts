/**
 * Stage: the snapshot as it will be written. Body images point at their local copies and links
 * are mapped (localize.ts); then sync.json, the media list, the data files, the content hash over
 * all of them and meta.json (whose generatedAt moves only when that hash does).
 */
import { createHash } from "node:crypto";
import path from "node:path";
import { decodeSlug, httpUrl } from "../../../app/cms/normalise";
import { SNAPSHOT_FILES, SNAPSHOT_SCHEMA_VERSION, WP_PAGES_FILE, type CmsWpPage, type CmsCategory, type CmsMediaEntry, type CmsMeta, type CmsPortfolioRecord, type CmsRecord } from "../../../app/cms/snapshot-schema";
import type { FetchedContent } from "../fetch";
import { localize } from "../localize";
import { sitePagePaths } from "../../../app/content/route-files.server";
import type { StoredImage } from "../media";
import { SYNC_FILE, buildSync } from "../state";
import type { RunContext } from "./context";
import type { FetchedMedia } from "./media-fetch";
import type { MediaPlan } from "./media-plan";
import type { Normalised } from "./normalise";
import type { PreviousState } from "./previous";

export interface Assembled {
  posts: CmsRecord[];
  portfolio: CmsPortfolioRecord[];
  faq: CmsRecord[];
  categories: CmsCategory[];
  /** Published WordPress pages (decision 113); written as wp-pages.json when there are any. */
  wpPages: CmsWpPage[];
  mediaEntries: CmsMediaEntry[];
  /** The stored images the records use, by file name. */
  files: Map<string, StoredImage>;
  /** Their file names, sorted. */
  mediaNames: string[];
  /** Every JSON file but meta.json, by file name. */
  dataFiles: Record<string, Uint8Array>;
  meta: CmsMeta;
}

/** A JSON file's bytes as the snapshot stores them. */
export const json = (value: unknown) => new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`);

function sha256(data: Uint8Array | string): string {
  return createHash("sha256").update(data).digest("hex");
}

/** WordPress pages as the snapshot keeps them: a slug usable in a URL (else one warning), an http(s) link. */
export function toWpPages(raw: FetchedContent["wpPages"], warnings: string[]): CmsWpPage[] {
  const out: CmsWpPage[] = [];
  for (const p of raw) {
    const slug = decodeSlug(p.slug);
    if (slug === null) {
      warnings.push(`/pages id ${p.id}: slug: cannot be used in a URL once decoded (${JSON.stringify(p.slug).slice(0, 80)}); page left out`);
      continue;
    }
    const link = httpUrl(p.link);
    out.push({ id: p.id, slug, ...(link ? { link } : {}) });
  }
  return out.sort((a, b) => a.id - b.id);
}

export function assemble(
  ctx: RunContext,
  prev: PreviousState,
  content: FetchedContent,
  records: Normalised,
  plan: MediaPlan,
  media: Extract<FetchedMedia, { ok: true }>,
): Assembled {
  const { source } = ctx;
  const { categories, isKept, nodeHtml } = records;
  const wpPages = toWpPages(content.wpPages, ctx.warnings);
  const localized = localize({ ...plan.records, nodeHtml, cmsOrigin: plan.cmsOrigin, apiUrl: source, categories, wpPages, sitePages: sitePagePaths(path.dirname(ctx.outDir)), images: media.images, isKept, prevEntries: prev.entries, warnings: ctx.warnings });
  const { posts, portfolio, faq, used, recordUrls } = localized;

  // sync.json: what the next incremental run needs (state.ts).
  const sync = buildSync({ content, categories: records.rawCategories, lists: { posts, portfolio, faq }, isKept, prevEntries: prev.entries, recordUrls });

  const mediaEntries: CmsMediaEntry[] = [...used]
    .map(([url, img]) => ({ url, file: img.file, width: img.width, height: img.height }))
    .sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
  const files = new Map<string, StoredImage>();
  for (const img of used.values()) files.set(img.file, img);

  const dataFiles = {
    [SNAPSHOT_FILES.posts]: json(posts),
    [SNAPSHOT_FILES.portfolio]: json(portfolio),
    [SNAPSHOT_FILES.faq]: json(faq),
    [SNAPSHOT_FILES.categories]: json(categories),
    [SNAPSHOT_FILES.media]: json(mediaEntries),
    [SYNC_FILE]: json(sync),
    ...(wpPages.length ? { [WP_PAGES_FILE]: json(wpPages) } : {}),
  };
  const mediaNames = [...files.keys()].sort();
  const hash = createHash("sha256");
  hash.update(`schema ${SNAPSHOT_SCHEMA_VERSION}\nsource ${source}\n`);
  for (const [name, data] of Object.entries(dataFiles).sort(([a], [b]) => (a < b ? -1 : 1))) hash.update(`${name} ${sha256(data)}\n`);
  for (const name of mediaNames) hash.update(`media/${name}\n`);
  const contentHash = hash.digest("hex");
  const counts = { posts: posts.length, portfolio: portfolio.length, faq: faq.length, categories: categories.length, media: files.size };
  const meta: CmsMeta = {
    schemaVersion: SNAPSHOT_SCHEMA_VERSION,
    source,
    generatedAt: prev.meta?.contentHash === contentHash ? prev.meta.generatedAt : (ctx.opts.now?.() ?? new Date()).toISOString(),
    contentHash,
    counts,
  };
  return { posts, portfolio, faq, categories, wpPages, mediaEntries, files, mediaNames, dataFiles, meta };
}
