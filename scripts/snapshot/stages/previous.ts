/**
 * Stage: what the snapshot on disk offers this run. Its media list lets images be reused, its
 * meta keeps `generatedAt` and the counts the shrink guard compares with, and an intact previous
 * snapshot of the same source makes the run incremental (decision 026).
 */
import fs from "node:fs/promises";
import path from "node:path";
import { SNAPSHOT_FILES, cmsMediaFileSchema, cmsMetaSchema, type CmsMediaEntry, type CmsMeta } from "../../../app/cms/snapshot-schema";
import { loadPrevious, type Previous, type SyncEntry } from "../state";
import { CMS_COLLECTIONS } from "../../../app/cms/collections";
import type { RunContext } from "./context";

export interface PreviousState {
  /** meta.json of the snapshot on disk, when it is valid. */
  meta: CmsMeta | undefined;
  /** Its folder and media list, to reuse images (not on --full runs). */
  reuse: { dir: string; entries: CmsMediaEntry[] } | undefined;
  /** Set when this run is incremental. */
  previous: Previous | undefined;
  /** The previous sync.json entries by `type:id` (empty on a full run). */
  entries: Map<string, SyncEntry>;
}

async function readJsonFile(file: string): Promise<unknown> {
  try {
    return JSON.parse(await fs.readFile(file, "utf8")) as unknown;
  } catch {
    return undefined;
  }
}

export async function readPrevious(ctx: RunContext): Promise<PreviousState> {
  const { outDir, source, opts } = ctx;
  const meta = cmsMetaSchema.safeParse(await readJsonFile(path.join(outDir, SNAPSHOT_FILES.meta)));
  const media = cmsMediaFileSchema.safeParse(await readJsonFile(path.join(outDir, SNAPSHOT_FILES.media)));
  let previous: Previous | undefined;
  if (!opts.full) {
    const p = await loadPrevious(outDir, source);
    if (p.ok) previous = p.previous;
    else if (p.reason) ctx.notes.push(`full refresh: ${p.reason}`);
  }
  const entries = new Map<string, SyncEntry>();
  if (previous) for (const type of CMS_COLLECTIONS) for (const e of previous.sync[type]) entries.set(`${type}:${e.id}`, e);
  return {
    meta: meta.success ? meta.data : undefined,
    reuse: !opts.full && media.success ? { dir: outDir, entries: media.data } : undefined,
    previous,
    entries,
  };
}
