import fs from "node:fs";
import path from "node:path";
import { imageCacheDir } from "../../app/content/environment.server";

/**
 * The image variants a build linked into its build folder (decision 145), with each one's size
 * and modification time then, kept beside them in `.cache/img/.linked.json`.
 *
 * A variant in build/client/_img/ is a hard link to its entry in `.cache/img` (./media.ts), as a
 * cached page is to its entry (decision 143): the two names are one file, so an edit written into
 * build/client's file edits the entry too. The image pipeline never writes into an entry (it
 * writes a new one aside and renames it), so an entry whose size or time is not what it was when
 * a build linked it was written through a build folder. `sweepEditedImages`, at the start of
 * every build that does the work, removes such entries before anything renders: the pages that
 * show them render again (the page plan finds them gone) and the pipeline makes them again.
 */
const RECORD = ".linked.json";
const VERSION = 1;

type Entries = Record<string, [size: number, mtimeMs: number]>;

function recordFile(dir: string) {
  return path.join(dir, RECORD);
}

function readEntries(dir: string): Entries {
  try {
    const parsed = JSON.parse(fs.readFileSync(recordFile(dir), "utf8")) as { version?: unknown; entries?: unknown };
    if (parsed.version !== VERSION || !parsed.entries || typeof parsed.entries !== "object") return {};
    const entries: Entries = {};
    for (const [name, v] of Object.entries(parsed.entries as Record<string, unknown>)) {
      if (Array.isArray(v) && v.length === 2 && v.every((n) => typeof n === "number") && name === path.basename(name)) entries[name] = v as [number, number];
    }
    return entries;
  } catch {
    return {};
  }
}

function writeEntries(dir: string, entries: Entries) {
  const file = recordFile(dir);
  const aside = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(aside, JSON.stringify({ version: VERSION, entries }));
  fs.renameSync(aside, file);
}

/**
 * Removes every image cache entry whose size or modification time differs from what it had when
 * a build linked it (written into through a build folder's link); forgets entries that are gone.
 * Returns the names removed.
 */
export function sweepEditedImages(dir = imageCacheDir()): string[] {
  const entries = readEntries(dir);
  const names = Object.keys(entries);
  if (names.length === 0) return [];
  const removed: string[] = [];
  const kept: Entries = {};
  for (const name of names) {
    const st = fs.statSync(path.join(dir, name), { throwIfNoEntry: false });
    if (!st) continue;
    const [size, mtimeMs] = entries[name]!;
    if (st.size === size && st.mtimeMs === mtimeMs) kept[name] = [size, mtimeMs];
    else {
      fs.rmSync(path.join(dir, name), { force: true });
      removed.push(name);
    }
  }
  if (removed.length || Object.keys(kept).length !== names.length) writeEntries(dir, kept);
  return removed;
}

/** Adds the entries `names`, linked into a build folder now, to the record with their size and time now. */
export function recordLinkedImages(names: Iterable<string>, dir = imageCacheDir()) {
  const entries = readEntries(dir);
  let changed = false;
  for (const name of names) {
    const st = fs.statSync(path.join(dir, name), { throwIfNoEntry: false });
    if (!st) continue;
    // One recorded already keeps its first record: if it differs now, it was written into during
    // this build, and the next build's sweep must see that.
    if (entries[name]) continue;
    entries[name] = [st.size, st.mtimeMs];
    changed = true;
  }
  if (changed) writeEntries(dir, entries);
}
