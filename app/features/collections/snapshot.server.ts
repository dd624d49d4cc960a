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
import { ABSENT, digest, neighboursDigest, recordDigest, recordInput } from "../../content/inputs.server";
import type { NeighbourRecord, NeighbourRecords } from "./views";
import { collectGarbage } from "../../content/gc.server";

/**
 * The records the re-check ahead of the build's check parsed from a snapshot file
 * (scripts/lib/recheck-parallel.ts), with the text they were parsed from: the check's read of
 * the same text takes them instead of parsing it again (10,000 posts: ~0.1 s and its garbage).
 * Kept only when that re-check starts no process (a few changed records, or none): with
 * processes, the parsed records are not held while they run (decision 144).
 */
const parsedAhead = new Map<string, { raw: string; records: unknown[] }>();

export function keepParsed(file: string, raw: string, records: unknown[]) {
  parsedAhead.set(file, { raw, records });
}

/** The records kept for `file` if they were parsed from exactly `raw` (taken once either way). */
export function takeParsed(file: string, raw: string): unknown[] | undefined {
  const kept = parsedAhead.get(file);
  parsedAhead.delete(file);
  return kept && kept.raw === raw ? kept.records : undefined;
}

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
  bytesRead += bytes.length;
  fileDigests.set(file, digest(bytes));
  const text = bytes.toString("utf8");
  try {
    // Parsed once: the re-check ahead of the build's check may have parsed these very bytes.
    raw = takeParsed(shown, text) ?? JSON.parse(text);
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

type Collection = "posts" | "portfolio" | "faq";

type Snapshot = { posts: CmsRecord[]; portfolio: CmsPortfolioRecord[]; faq: CmsRecord[]; categories: CmsCategory[]; wpPages: CmsWpPage[] };
/**
 * The records as read, and the digest of each snapshot file as read (decision 120: a page that
 * reads a whole list depends on it). Shared by every copy of this module in a process, as
 * app/content/inputs.server.ts shares its store: React Router's worker writes the search index
 * with its own copy from the records the server build's copy read for its pages (decision 162).
 */
const SHARED = Symbol.for("atelier.cms-snapshot");
type Shared = { cache?: Snapshot; fileDigests: Map<string, string> };
const holder = globalThis as { [SHARED]?: Shared };
const shared: Shared = (holder[SHARED] ??= { fileDigests: new Map() });
const fileDigests = shared.fileDigests;

/** The snapshot files pages are made from (media and meta are not read by pages), by collection. */
const PAGE_FILES = { posts: SNAPSHOT_FILES.posts, portfolio: SNAPSHOT_FILES.portfolio, faq: SNAPSHOT_FILES.faq, categories: SNAPSHOT_FILES.categories, wpPages: WP_PAGES_FILE } as const;

/** Above this many bytes read, the snapshot's parse is collected at once (a site of ~1,500 posts and more). */
const COLLECT_AFTER_BYTES = 8 * 1024 * 1024;
let bytesRead = 0;

function snapshotData(): Snapshot {
  if (shared.cache && !contentNoCache()) return shared.cache;
  bytesRead = 0;
  const cache: Snapshot = (shared.cache = {
    posts: readJson(PAGE_FILES.posts, cmsPostsFileSchema, []),
    portfolio: readJson(PAGE_FILES.portfolio, cmsPortfolioFileSchema, []),
    faq: readJson(PAGE_FILES.faq, cmsFaqFileSchema, []),
    categories: readJson(PAGE_FILES.categories, cmsCategoriesFileSchema, []),
    // Optional (decision 113): older snapshots, and a WordPress without published pages, have none.
    wpPages: readJson(PAGE_FILES.wpPages, cmsWpPagesFileSchema, []),
  });
  // A large snapshot's parse (the files' text, JSON's objects, the schemas' copies) is several
  // times what is kept, and V8 would carry it for a while: at 10,000 posts, in each of the
  // build's processes at once, beside Vite or the other workers (decision 142).
  if (bytesRead > COLLECT_AFTER_BYTES) collectGarbage();
  return cache;
}

/**
 * Whether a collection's snapshot file holds any record, read without parsing or checking it:
 * routes.ts picks each detail route's module by it, and React Router evaluates routes.ts four
 * times in its build process, each a fresh module with its own cache, so reading the records
 * there held four copies of the snapshot beside Vite (~200 MB at 10,000 posts; decision 142).
 * The records are checked by the content check before the bundles are built, and by every page
 * that reads them: a file with records that fail the check stops the build there, so "has
 * records" here is "has records" there.
 */
export function snapshotHasRecords(type: Collection): boolean {
  const abs = path.join(snapshotDir(), PAGE_FILES[type]);
  if (!fs.existsSync(abs)) return false;
  // Its first bytes say it (what follows an empty list, if anything, fails the check).
  const head = Buffer.alloc(4096);
  const fd = fs.openSync(abs, "r");
  try {
    const n = fs.readSync(fd, head, 0, head.length, 0);
    return !/^\s*\[\s*\]/.test(head.subarray(0, n).toString("utf8"));
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * The slugs of one collection read from its file alone, nothing of it kept: React Router's build
 * process lists the pages it prerenders from them while Vite's memory is at its peak, and its
 * pages read the records themselves (decision 142). Like snapshotHasRecords, it leaves checking
 * the records to the content check and the pages; a file that is not a list of records with
 * slugs is read as the pages read it, which stops with what is wrong.
 */
export function snapshotFileSlugs(type: Collection): string[] {
  const abs = path.join(snapshotDir(), PAGE_FILES[type]);
  if (!fs.existsSync(abs)) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(abs, "utf8"));
  } catch {
    raw = undefined;
  }
  if (Array.isArray(raw) && raw.every((r: { slug?: unknown } | null) => typeof r?.slug === "string")) return raw.map((r: { slug: string }) => r.slug);
  return snapshotData()[type].map((r) => r.slug);
}

/**
 * Lets go of the records this process has read (the next read reads the files again): the build's
 * main process holds none while Vite's process, beside it, is at its peak (decision 142).
 */
export function releaseSnapshot() {
  shared.cache = undefined;
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

/**
 * Each record's position in its list by slug (the first of a slug), built once per list: a
 * linear search per page was O(n²) over a build. The record a page shows, and its neighbours.
 */
const bySlug = new WeakMap<readonly { slug: string }[], Map<string, number>>();
function positionOf(records: readonly { slug: string }[], key: string): number | undefined {
  let index = bySlug.get(records);
  if (!index) {
    index = new Map();
    for (const [i, r] of records.entries()) if (!index.has(r.slug)) index.set(r.slug, i);
    bySlug.set(records, index);
  }
  return index.get(key);
}
function byKey<T extends { slug: string }>(records: readonly T[], key: string): T | undefined {
  const at = positionOf(records, key);
  return at === undefined ? undefined : records[at];
}

/** The record a page shows, recorded as the page's input (decision 120), found or not. */
function lookup<C extends Collection>(type: C, slug: string) {
  const key = safeDecode(slug);
  const record = byKey(snapshotData()[type], key) as ReturnType<typeof snapshotData>[C][number] | undefined;
  recordInput(`record:${type}:${key}`, recordDigest(record));
  return record;
}

/**
 * The records before and after `slug` in its collection's list, as /blog and /portfolio order
 * them (the snapshot's order: newest first): `newer` and `older`, each absent at an end. Not
 * recorded: `neighbours` records them for the page being traced.
 */
export function neighbourRecords(type: "posts" | "portfolio", slug: string): NeighbourRecords {
  const list: readonly NeighbourRecord[] = snapshotData()[type];
  const at = positionOf(list, safeDecode(slug));
  if (at === undefined) return {};
  const near = (r: NeighbourRecord | undefined) => (r ? { id: r.id, slug: r.slug, title: r.title } : undefined);
  return { newer: near(list[at - 1]), older: near(list[at + 1]) };
}

/**
 * The records a detail page links to as the newer and older one, recorded as the page's input
 * (`near:<collection>:<slug>`, their slugs and titles, decision 214): the page renders again when
 * one of them changes its title, or another takes its place, not when any other record changes.
 */
export function neighbours(type: "posts" | "portfolio", slug: string) {
  const found = neighbourRecords(type, slug);
  recordInput(`near:${type}:${safeDecode(slug)}`, neighboursDigest(found));
  return found;
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
