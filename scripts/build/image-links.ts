import fs from "node:fs";
import path from "node:path";
import { imageCacheDir } from "../../app/content/environment.server";
import { asRecorded, readEntryRecord, writeEntryRecord } from "./entry-record";

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
const recordFile = (dir: string) => path.join(dir, ".linked.json");

/**
 * Removes every image cache entry whose size or modification time differs from what it had when
 * a build linked it (written into through a build folder's link); forgets entries that are gone.
 * Returns the names removed.
 */
export function sweepEditedImages(dir = imageCacheDir()): string[] {
  const record = readEntryRecord(recordFile(dir));
  if (record.size === 0) return [];
  const removed: string[] = [];
  let forgotten = false;
  for (const [name, recorded] of record) {
    const st = fs.statSync(path.join(dir, name), { throwIfNoEntry: false });
    if (asRecorded(st, recorded)) continue;
    if (st) {
      fs.rmSync(path.join(dir, name), { force: true });
      removed.push(name);
    }
    record.delete(name);
    forgotten = true;
  }
  if (forgotten) writeEntryRecord(recordFile(dir), record);
  return removed;
}

/** Adds the entries `names`, linked into a build folder now, to the record with their size and time now. */
export function recordLinkedImages(names: Iterable<string>, dir = imageCacheDir()) {
  const record = readEntryRecord(recordFile(dir));
  let changed = false;
  for (const name of names) {
    // One recorded already keeps its first record: if it differs now, it was written into during
    // this build, and the next build's sweep must see that.
    if (record.has(name)) continue;
    const st = fs.statSync(path.join(dir, name), { throwIfNoEntry: false });
    if (!st) continue;
    record.set(name, [st.size, st.mtimeMs]);
    changed = true;
  }
  if (changed) writeEntryRecord(recordFile(dir), record);
}
