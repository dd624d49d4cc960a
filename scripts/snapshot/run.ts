/**
 * One snapshot run: fetch → validate → sanitise → media → check → write.
 * Never throws for CMS or disk trouble: returns the problems instead, and
 * leaves the previous snapshot as it was.
 */
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { createWpClient } from "../../app/cms/client";
import { silentLogger, type Logger } from "../../app/cms/http";
import { compareRecords, toCmsAttachment, toCmsCategory, toCmsRecord } from "../../app/cms/normalize";
import {
  CMS_MEDIA_CONTENT_PATH,
  CMS_MEDIA_PUBLIC_PATH,
  SNAPSHOT_FILES,
  SNAPSHOT_SCHEMA_VERSION,
  cmsMediaFileSchema,
  cmsMetaSchema,
  cmsSnapshotSchema,
  type CmsCategory,
  type CmsMediaEntry,
  type CmsMeta,
  type CmsPortfolioRecord,
  type CmsRecord,
} from "../../app/cms/snapshot-schema";
import { formatRecordProblem } from "../../app/cms/wp-schemas";
import { fetchChanges } from "./changes";
import { FetchFailed, fetchContent } from "./fetch";
import { DEFAULT_DEADLINE_MS, DEFAULT_MAX_JSON_BYTES, DEFAULT_MAX_SHRINK_PERCENT, deadline, shrinkProblems } from "./guards";
import { createNodeHtml, type NodeHtml } from "./html";
import { imageUrls, localize, recordFailure } from "./localize";
import { collectMedia, type StoredImage } from "./media";
import { mediaGate } from "./media-policy";
import { RECORD_TYPES, SYNC_FILE, buildSync, loadPrevious, type Previous, type RecordType, type SyncEntry } from "./state";
import { durableWriteFile, lock, recover, writeSnapshotDir, type OutFile, type WriteFile } from "./write";

export interface SnapshotOptions {
  /** wp/v2 base URL. */
  source: string;
  /** Snapshot folder, e.g. <project>/content/cms. */
  outDir: string;
  /** Ignore the previous snapshot: fetch every record and download every image again. */
  full?: boolean;
  retries: number;
  retryDelayMs: number;
  timeoutMs: number;
  concurrency: number;
  fetch?: typeof globalThis.fetch;
  now?: () => Date;
  writeFile?: WriteFile;
  /** Requests' own failure log (the CLI shows it with --verbose). */
  log?: Logger;
  onPhase?: (text: string) => void;
  onProgress?: (label: string, done: number, total: number) => void;
  /** A collection may lose at most this share (in %) of the snapshot's records (default 50). */
  maxShrinkPercent?: number;
  /** Accept any shrink, even to empty (`--allow-shrink`). */
  allowShrink?: boolean;
  /** The whole run's limit in ms (default 10 minutes). */
  deadlineMs?: number;
  /** Largest JSON body accepted (default 50 MB). */
  maxJsonBytes?: number;
  /** Hosts besides the CMS's that images may come from (company file `mediaHosts`); asked only when needed. */
  mediaHosts?: () => string[] | Promise<string[]>;
  /** Host name resolution for the media policy (default dns.lookup). */
  lookup?: (host: string) => Promise<string[]>;
  /** Caps per image (media.ts defaults). */
  maxImageBytes?: number;
  maxImagePixels?: number;
}

export interface SnapshotSummary {
  counts: CmsMeta["counts"];
  media: { downloaded: number; reused: number };
  /** Whether the snapshot folder changed. */
  changed: boolean;
  contentHash: string;
  /** Where portfolio and FAQ came from. */
  sources: { portfolio: string; faq: string };
  /** Full run, or incremental since a date: records fetched again and records removed. */
  mode: { kind: "full" } | { kind: "incremental"; since: string; fetched: number; removed: number };
  notes: string[];
}

export type SnapshotResult = ({ ok: true } & SnapshotSummary & { warnings: string[] }) | { ok: false; problems: string[]; warnings: string[] };

export const SNAPSHOT_README = `# content/cms — generated, do not edit

Everything in this folder is written by \`npm run snapshot\` (scripts/snapshot.ts)
from the WordPress REST API, and replaced as a whole on every run. Never edit it
by hand: your changes would be lost, and the build validates it against
app/cms/snapshot-schema.ts. Change the content in WordPress and run the snapshot
again. See scripts/snapshot/README.md.
`;

/** Stands in for the HTML tools when nothing needs them (never called then). */
const NO_HTML: NodeHtml = new Proxy({} as NodeHtml, {
  get: () => () => {
    throw new Error("internal: HTML tools used without being loaded");
  },
});

const json = (value: unknown) => new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`);

function sha256(data: Uint8Array | string): string {
  return createHash("sha256").update(data).digest("hex");
}

async function readJsonFile(file: string): Promise<unknown> {
  try {
    return JSON.parse(await fs.readFile(file, "utf8")) as unknown;
  } catch {
    return undefined;
  }
}

/** Keeps the first record of each slug (the newest), warning about the rest. */
function uniqueBySlug<T extends { slug: string; id: number }>(list: T[], endpoint: string, warnings: string[]): T[] {
  const seen = new Map<string, number>();
  return list.filter((r) => {
    const first = seen.get(r.slug);
    if (first !== undefined) {
      warnings.push(`${endpoint} id ${r.id} (slug "${r.slug}"): slug: same slug as id ${first} (record left out)`);
      return false;
    }
    seen.set(r.slug, r.id);
    return true;
  });
}

export async function runSnapshot(opts: SnapshotOptions): Promise<SnapshotResult> {
  const warnings: string[] = [];
  const notes: string[] = [];
  const outDir = path.resolve(opts.outDir);
  const source = opts.source.replace(/\/+$/, "");
  const limit = deadline(opts.deadlineMs ?? DEFAULT_DEADLINE_MS, opts.fetch);
  const retry = { fetch: limit.fetch, retries: opts.retries, retryDelayMs: opts.retryDelayMs, timeoutMs: opts.timeoutMs };
  let release: (() => Promise<void>) | undefined;
  let html: NodeHtml | undefined;
  try {
    release = await lock(outDir);
    notes.push(...(await recover(outDir)));

    // Previous snapshot: its media list lets images be reused; its meta keeps generatedAt.
    const prevMetaRaw = await readJsonFile(path.join(outDir, SNAPSHOT_FILES.meta));
    const prevMeta = cmsMetaSchema.safeParse(prevMetaRaw);
    const prevMedia = cmsMediaFileSchema.safeParse(await readJsonFile(path.join(outDir, SNAPSHOT_FILES.media)));
    const reuse = !opts.full && prevMedia.success ? { dir: outDir, entries: prevMedia.data } : undefined;
    // An intact previous snapshot of the same source makes this run incremental (decision 026).
    let previous: Previous | undefined;
    if (!opts.full) {
      const p = await loadPrevious(outDir, source);
      if (p.ok) previous = p.previous;
      else if (p.reason) notes.push(`full refresh: ${p.reason}`);
    }

    const client = createWpClient({ baseUrl: source, ...retry, concurrency: opts.concurrency, log: opts.log ?? silentLogger, maxJsonBytes: opts.maxJsonBytes ?? DEFAULT_MAX_JSON_BYTES });
    const content = previous
      ? await fetchChanges(client, previous, { concurrency: opts.concurrency, onPhase: opts.onPhase })
      : await fetchContent(client, { concurrency: opts.concurrency, onPhase: opts.onPhase });
    warnings.push(...content.warnings);

    // Categories exactly as stored last time are kept; anything else is sanitised (jsdom loads only then).
    const rawCategories = content.categories.map((c) => ({ id: c.id, slug: c.slug, name: c.name })).sort((a, b) => a.id - b.id);
    const sameCategories = !!previous && JSON.stringify(previous.sync.categories) === JSON.stringify(rawCategories);
    opts.onPhase?.("Validating and sanitising");
    if (content.posts.length + content.portfolio.length + content.faq.length > 0 || !sameCategories) html = await createNodeHtml();
    const nodeHtml: NodeHtml = html ?? NO_HTML;
    /** Records of the previous snapshot kept as they are (incremental runs). */
    const kept = <T extends CmsRecord>(type: RecordType, list: T[]): T[] => (previous && content.keep ? list.filter((r) => content.keep![type].has(r.id)) : []);
    const keptIds = new Set<string>();
    const normalize = <T extends CmsRecord>(list: typeof content.posts, endpoint: string, type: RecordType, finish: (r: CmsRecord) => T, keep: T[]): T[] => {
      const out: T[] = [];
      list.forEach((raw, i) => {
        try {
          const r = toCmsRecord(raw, nodeHtml, endpoint, i);
          warnings.push(...r.problems.map(formatRecordProblem));
          if (r.value) out.push(finish(r.value));
        } catch (err) {
          // Pathological HTML (jsdom recurses per nesting level), a value of an unexpected kind: this record only.
          warnings.push(recordFailure(endpoint, raw, err));
        }
      });
      for (const r of keep) keptIds.add(`${type}:${r.id}`);
      return uniqueBySlug([...out, ...keep].sort(compareRecords), endpoint, warnings);
    };
    const posts = normalize(content.posts, "/posts", "posts", (r) => r, kept("posts", previous?.snapshot.posts ?? []));
    const faq = normalize(content.faq, content.sources.faq, "faq", (r) => r, kept("faq", previous?.snapshot.faq ?? []));
    const portfolio: CmsPortfolioRecord[] = normalize(
      content.portfolio,
      content.sources.portfolio,
      "portfolio",
      (r) => ({ ...r, attachments: (content.attachments.get(r.id) ?? []).map((m) => toCmsAttachment(m, nodeHtml)).filter((a) => a !== null) }),
      kept("portfolio", previous?.snapshot.portfolio ?? []),
    );
    const isKept = (type: RecordType, r: CmsRecord) => keptIds.has(`${type}:${r.id}`);
    const categories: CmsCategory[] = sameCategories ? [...previous!.snapshot.categories] : [];
    if (!sameCategories) content.categories.forEach((raw, i) => {
      const c = toCmsCategory(raw, nodeHtml, "/categories", i);
      warnings.push(...c.problems.map(formatRecordProblem));
      if (c.value) categories.push(c.value);
    });
    categories.sort((a, b) => a.id - b.id);

    // Media: featured images, attachments, and images inside body HTML; kept records' images by their recorded URLs.
    const cmsOrigin = new URL(source).origin;
    const prevEntries = new Map<string, SyncEntry>();
    if (previous) for (const type of RECORD_TYPES) for (const e of previous.sync[type]) prevEntries.set(`${type}:${e.id}`, e);
    const { urls, usedBy, failed } = imageUrls({ posts, portfolio, faq }, { nodeHtml, cmsOrigin, isKept, prevEntries, warnings });
    const ok = <T extends CmsRecord>(list: T[]) => (failed.size ? list.filter((r) => !failed.has(r)) : list);
    opts.onPhase?.(`Media: ${urls.size} images`);
    const media = await collectMedia(urls, {
      retry,
      concurrency: opts.concurrency * 2,
      cmsOrigin,
      previous: reuse,
      verified: !!previous,
      gate: mediaGate({ cmsOrigin, mediaHosts: opts.mediaHosts, lookup: opts.lookup }),
      maxBytes: opts.maxImageBytes,
      maxPixels: opts.maxImagePixels,
      onProgress: (d, t) => opts.onProgress?.("media", d, t),
    });
    if (media.failures.length) return { ok: false, problems: media.failures, warnings };
    for (const [url, why] of [...media.dropped].sort(([a], [b]) => (a < b ? -1 : 1))) warnings.push(`media ${url} (in ${usedBy.get(url) ?? "a record"}): ${why}`);

    const localized = localize({ posts: ok(posts), portfolio: ok(portfolio), faq: ok(faq), nodeHtml, cmsOrigin, images: media.images, isKept, prevEntries, warnings });
    const { posts: outPosts, portfolio: outPortfolio, faq: outFaq, used, recordUrls } = localized;

    // sync.json: what the next incremental run needs (state.ts).
    const sync = buildSync({ content, categories: rawCategories, lists: { posts: outPosts, portfolio: outPortfolio, faq: outFaq }, isKept, prevEntries, recordUrls });

    const mediaEntries: CmsMediaEntry[] = [...used]
      .map(([url, img]) => ({ url, file: img.file, width: img.width, height: img.height }))
      .sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
    const files = new Map<string, StoredImage>();
    for (const img of used.values()) files.set(img.file, img);

    const dataFiles = {
      [SNAPSHOT_FILES.posts]: json(outPosts),
      [SNAPSHOT_FILES.portfolio]: json(outPortfolio),
      [SNAPSHOT_FILES.faq]: json(outFaq),
      [SNAPSHOT_FILES.categories]: json(categories),
      [SNAPSHOT_FILES.media]: json(mediaEntries),
      [SYNC_FILE]: json(sync),
    };
    const mediaNames = [...files.keys()].sort();
    const hash = createHash("sha256");
    hash.update(`schema ${SNAPSHOT_SCHEMA_VERSION}\nsource ${source}\n`);
    for (const [name, data] of Object.entries(dataFiles).sort(([a], [b]) => (a < b ? -1 : 1))) hash.update(`${name} ${sha256(data)}\n`);
    for (const name of mediaNames) hash.update(`media/${name}\n`);
    const contentHash = hash.digest("hex");
    const counts = { posts: outPosts.length, portfolio: outPortfolio.length, faq: outFaq.length, categories: categories.length, media: files.size };
    const meta: CmsMeta = {
      schemaVersion: SNAPSHOT_SCHEMA_VERSION,
      source,
      generatedAt: prevMeta.success && prevMeta.data.contentHash === contentHash ? prevMeta.data.generatedAt : (opts.now?.() ?? new Date()).toISOString(),
      contentHash,
      counts,
    };

    // Validate what is about to be written, exactly as the build will read it.
    const check = cmsSnapshotSchema.safeParse({ posts: outPosts, portfolio: outPortfolio, faq: outFaq, categories, media: mediaEntries, meta });
    if (!check.success) {
      return { ok: false, problems: check.error.issues.map((i) => `snapshot would be invalid: ${i.path.join(".")}: ${i.message}`), warnings };
    }
    const missing = [...outPosts, ...outPortfolio, ...outFaq].flatMap((r) => {
      const refs = [r.featuredImage?.src, ...("attachments" in r ? (r as CmsPortfolioRecord).attachments.map((a) => a.src) : [])].filter((s): s is string => !!s);
      for (const m of `${r.title}${r.excerpt}${r.content}`.matchAll(/src="\/_cms\/media\/([^"]+)"/g)) refs.push(CMS_MEDIA_CONTENT_PATH + m[1]);
      return refs.filter((s) => !files.has(s.slice(CMS_MEDIA_CONTENT_PATH.length)));
    });
    if (missing.length) return { ok: false, problems: missing.map((m) => `snapshot would be invalid: ${m} is referenced but not stored`), warnings };
    // Never empty the site silently (decision 071): compared with the snapshot on disk, whatever the mode.
    const shrunk = opts.allowShrink ? [] : shrinkProblems(prevMeta.success ? prevMeta.data.counts : undefined, counts, opts.maxShrinkPercent ?? DEFAULT_MAX_SHRINK_PERCENT);
    if (shrunk.length) return { ok: false, problems: shrunk, warnings };
    if (limit.passed) return { ok: false, problems: [limit.problem], warnings };

    opts.onPhase?.("Writing");
    const out: OutFile[] = [
      { path: "README.md", data: new TextEncoder().encode(SNAPSHOT_README) },
      ...Object.entries(dataFiles).map(([p, data]) => ({ path: p, data })),
      { path: SNAPSHOT_FILES.meta, data: json(meta) },
      ...mediaNames.map((name) => {
        const img = files.get(name)!;
        return "bytes" in img.source ? { path: `media/${name}`, data: img.source.bytes } : { path: `media/${name}`, copyFrom: img.source.copyFrom };
      }),
    ];
    const changed = await writeSnapshotDir(outDir, out, opts.writeFile ?? durableWriteFile);
    const mode: SnapshotSummary["mode"] = previous ? { kind: "incremental", since: previous.since, fetched: content.posts.length + content.portfolio.length + content.faq.length, removed: content.removed } : { kind: "full" };
    return { ok: true, counts, media: { downloaded: media.downloaded, reused: media.reused }, changed, contentHash, sources: content.sources, mode, notes, warnings };
  } catch (err) {
    if (limit.passed) return { ok: false, problems: [limit.problem], warnings };
    if (err instanceof FetchFailed) return { ok: false, problems: err.problems, warnings };
    const e = err as NodeJS.ErrnoException;
    const where = e.path ? `${path.relative(process.cwd(), e.path) || e.path}: ` : "";
    return { ok: false, problems: [`${e.code === "ENOSPC" ? "disk full: " : ""}${where}${e.message}`], warnings };
  } finally {
    limit.clear();
    html?.close();
    await release?.();
  }
}
