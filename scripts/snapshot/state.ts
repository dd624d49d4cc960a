/**
 * What an incremental refresh needs from the previous snapshot.
 *
 * `sync.json` records, per record the snapshot holds, what the public files
 * do not: the WordPress media ids it depends on (featured image, attached
 * "Project Images") and the source URLs of the images it uses. With it, the
 * next run can tell which unchanged records are touched by a media edit or
 * deletion, and list the media of the records it keeps without refetching
 * them. `loadPrevious` reads and checks the whole previous snapshot; anything
 * wrong makes the run a full one (decision 026).
 */
import { createHash } from "node:crypto";
import { CMS_COLLECTIONS, type CmsCollection } from "../../app/cms/collections";
import fs from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { mapLimit } from "../../app/cms/http";
import { SNAPSHOT_FILES, cmsSnapshotSchema, type CmsRecord, type CmsSnapshot } from "../../app/cms/snapshot-schema";
import type { FetchedContent } from "./fetch";

export const SYNC_FILE = "sync.json";
export const SYNC_VERSION = 2;

/** Records modified up to this long before the previous snapshot's newest are fetched again. */
export const SINCE_MARGIN_MS = 10 * 60 * 1000;

export const syncEntrySchema = z.strictObject({
  id: z.number().int().positive(),
  /** WordPress `featured_media` (0: none). */
  featuredMedia: z.number().int().nonnegative(),
  /** Ids of the media attached to the record (portfolio items; empty for others), ascending. */
  attachments: z.array(z.number().int().positive()),
  /** Source URLs of the images the record uses (featured, attachments, body), sorted. */
  urls: z.array(z.url({ protocol: /^https?$/ })),
});
export type SyncEntry = z.infer<typeof syncEntrySchema>;

export const syncSchema = z.strictObject({
  version: z.literal(SYNC_VERSION),
  /** Where portfolio and FAQ came from (`/portfolio`, `/posts?categories=6`, `none`). */
  sources: z.strictObject({ portfolio: z.string(), faq: z.string() }),
  /** Categories as WordPress sent them (id, slug, name, link), by id: when they are the same, the stored ones are kept as they are. */
  categories: z.array(z.strictObject({ id: z.number().int().positive(), slug: z.string(), name: z.string(), link: z.string().optional() })),
  posts: z.array(syncEntrySchema),
  portfolio: z.array(syncEntrySchema),
  faq: z.array(syncEntrySchema),
});
export type SyncState = z.infer<typeof syncSchema>;


export interface Previous {
  snapshot: CmsSnapshot;
  sync: SyncState;
  /** `modified_after` for this run: the newest `modified` less the margin. */
  since: string;
}

export type PreviousOutcome = { ok: true; previous: Previous } | { ok: false; reason: string | null };

async function readJson(file: string): Promise<{ ok: true; value: unknown } | { ok: false; missing: boolean; message: string }> {
  let text: string;
  try {
    text = await fs.readFile(file, "utf8");
  } catch (err) {
    return { ok: false, missing: (err as NodeJS.ErrnoException).code === "ENOENT", message: (err as Error).message };
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (err) {
    return { ok: false, missing: false, message: `not valid JSON (${(err as Error).message})` };
  }
}

/** `2025-09-05T16:45:00` less `ms`, in the same form (WordPress's site-local time, no zone). */
export function wpDateMinus(date: string, ms: number): string {
  return new Date(Date.parse(`${date}Z`) - ms).toISOString().slice(0, 19);
}

/**
 * The previous snapshot in `outDir` if an incremental run can build on it:
 * same source, every file valid, a sync.json, every listed media file present
 * with bytes that still hash to its name. Otherwise the reason (null when
 * there is simply no previous snapshot).
 */
export async function loadPrevious(outDir: string, source: string): Promise<PreviousOutcome> {
  const metaFile = await readJson(path.join(outDir, SNAPSHOT_FILES.meta));
  if (!metaFile.ok && metaFile.missing) return { ok: false, reason: null };
  const files: Record<string, unknown> = {};
  for (const [key, name] of Object.entries(SNAPSHOT_FILES)) {
    const r = await readJson(path.join(outDir, name));
    if (!r.ok) return { ok: false, reason: `previous snapshot's ${name}: ${r.missing ? "missing" : r.message}` };
    files[key] = r.value;
  }
  const parsed = cmsSnapshotSchema.safeParse(files);
  if (!parsed.success) {
    const i = parsed.error.issues[0]!;
    return { ok: false, reason: `previous snapshot is invalid (${i.path.join(".")}: ${i.message})` };
  }
  const snapshot = parsed.data;
  if (snapshot.meta.source !== source) return { ok: false, reason: `previous snapshot is from another source (${snapshot.meta.source})` };
  const syncFile = await readJson(path.join(outDir, SYNC_FILE));
  if (!syncFile.ok) return { ok: false, reason: `previous snapshot has no usable ${SYNC_FILE} (${syncFile.missing ? "missing" : syncFile.message})` };
  const sync = syncSchema.safeParse(syncFile.value);
  if (!sync.success) return { ok: false, reason: `previous snapshot's ${SYNC_FILE} is invalid or of another version` };
  for (const type of CMS_COLLECTIONS) {
    const ids = new Set(sync.data[type].map((e) => e.id));
    if (ids.size !== snapshot[type].length || snapshot[type].some((r) => !ids.has(r.id))) {
      return { ok: false, reason: `previous snapshot's ${SYNC_FILE} does not match ${SNAPSHOT_FILES[type]}` };
    }
  }
  const mediaFiles = [...new Set(snapshot.media.map((m) => m.file))].sort();
  const checked = await mapLimit(mediaFiles, 16, async (file) => {
    let bytes: Buffer;
    try {
      bytes = await fs.readFile(path.join(outDir, "media", file));
    } catch {
      return `previous snapshot's media/${file} is missing`;
    }
    return createHash("sha256").update(bytes).digest("hex").slice(0, 16) === file.slice(0, 16) ? null : `previous snapshot's media/${file} is damaged`;
  });
  for (const c of checked) {
    const reason = c.status === "fulfilled" ? c.value : String(c.reason);
    if (reason) return { ok: false, reason };
  }
  let newest = "";
  for (const type of CMS_COLLECTIONS) for (const r of snapshot[type]) if (r.modified > newest) newest = r.modified;
  if (!newest) return { ok: false, reason: "previous snapshot holds no records" };
  return { ok: true, previous: { snapshot, sync: sync.data, since: wpDateMinus(newest, SINCE_MARGIN_MS) } };
}

/** sync.json of a run: kept records carry their previous entry, the others what this run saw. */
export function buildSync(input: {
  content: Pick<FetchedContent, "posts" | "portfolio" | "faq" | "attachments" | "sources">;
  categories: SyncState["categories"];
  lists: Record<CmsCollection, CmsRecord[]>;
  isKept: (type: CmsCollection, r: CmsRecord) => boolean;
  prevEntries: ReadonlyMap<string, SyncEntry>;
  recordUrls: ReadonlyMap<string, Set<string>>;
}): SyncState {
  const { content, isKept, prevEntries, recordUrls } = input;
  const rawById = new Map<string, { featuredMedia: number; attachments: number[] }>();
  for (const type of CMS_COLLECTIONS) {
    for (const raw of content[type]) {
      const key = `${type}:${raw.id}`;
      if (rawById.has(key)) continue;
      const attached = type === "portfolio" ? (content.attachments.get(raw.id) ?? []).map((m) => m.id).filter((id): id is number => typeof id === "number") : [];
      rawById.set(key, { featuredMedia: raw.featured_media ?? 0, attachments: [...new Set(attached)].sort((a, b) => a - b) });
    }
  }
  const entries = (type: CmsCollection): SyncEntry[] =>
    input.lists[type]
      .map((r) => {
        const key = `${type}:${r.id}`;
        if (isKept(type, r)) return prevEntries.get(key)!;
        const raw = rawById.get(key) ?? { featuredMedia: 0, attachments: [] };
        return { id: r.id, featuredMedia: raw.featuredMedia, attachments: raw.attachments, urls: [...(recordUrls.get(key) ?? [])].sort() };
      })
      .sort((a, b) => a.id - b.id);
  return { version: SYNC_VERSION, sources: content.sources, categories: input.categories, posts: entries("posts"), portfolio: entries("portfolio"), faq: entries("faq") };
}
