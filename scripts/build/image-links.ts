import fs from "node:fs";
import path from "node:path";
import { imageCacheDir } from "../../app/content/environment.server";
import { asRecorded, readEntryRecord, writeEntryRecord } from "./entry-record";
import { UNUSED_FOR_MS, writeAtomic } from "./files";

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
 * The entries this build's sweep removed. The page plan takes them as gone even when another
 * worker has made one again meanwhile (React Router's pages render while the CMS pages are
 * planned, and a list can show the same variant): every page that showed an edited variant
 * renders again, whichever worker won the race.
 */
const swept = new Set<string>();
export const sweptThisBuild = (name: string) => swept.has(name);

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
      swept.add(name);
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

/**
 * When a build last linked each entry into its folder (`.cache/img/.used.json`, decision 155).
 * Not the entries' modification times, which decision 148 uses for `.cache/gz` and
 * `.cache/minify`: here a time that moves is what `sweepEditedImages` takes for an edit made
 * through a build folder's link.
 */
const usedFile = (dir: string) => path.join(dir, ".used.json");
const USED_VERSION = 1;

/** The record, or null when it is missing, damaged or of another version. */
function readUsed(dir: string): Map<string, number> | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(usedFile(dir), "utf8")) as { version?: unknown; used?: unknown };
    if (parsed.version !== USED_VERSION || !parsed.used || typeof parsed.used !== "object") return null;
    const entries = Object.entries(parsed.used as Record<string, unknown>);
    const valid = entries.filter((e): e is [string, number] => typeof e[1] === "number" && e[0] === path.basename(e[0]) && !e[0].startsWith("."));
    return valid.length === entries.length ? new Map(valid) : null;
  } catch {
    return null;
  }
}

/** A variant's source key (`<stem>-<hash>`), whose `<key>.json` holds the source's size and colour (app/content/images.server.ts). */
const sourceKey = (name: string) => /^(.+)-(?:\d+\.(?:avif|webp)|share\.jpg)$/.exec(name)?.[1];

/**
 * Notes that a build linked the variants `names` now (and uses their sources' `.json`), then
 * removes every entry of the image cache that no build has linked, and that was not made, for a
 * week: variants of images the content no longer shows, and what an interrupted build left
 * aside. Returns how many went. A variant removed that a page still shows is made again when that
 * page renders (the page plan finds it gone). Without a readable record (the first build that
 * keeps one, or a damaged one), no build's use is known: every entry's week starts now, and
 * nothing goes.
 */
export function markImagesUsed(names: Iterable<string>, dir = imageCacheDir(), now = Date.now()): number {
  const recorded = readUsed(dir);
  const used = recorded ?? new Map<string, number>();
  for (const name of names) {
    used.set(name, now);
    const key = sourceKey(name);
    if (key) used.set(`${key}.json`, now);
  }
  const before = now - UNUSED_FOR_MS;
  const present = new Set<string>();
  const gone: string[] = [];
  for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    const stat = fs.statSync(path.join(dir, name), { throwIfNoEntry: false });
    if (!stat?.isFile()) continue;
    // The cache's own records are kept; what a stopped build left aside of them goes after the week.
    if (name.startsWith(".")) {
      if (name.endsWith(".tmp") && stat.mtimeMs < before) fs.rmSync(path.join(dir, name), { force: true });
      continue;
    }
    if (!recorded) used.set(name, used.get(name) ?? now);
    if ((used.get(name) ?? 0) >= before || stat.mtimeMs >= before) {
      present.add(name);
      continue;
    }
    fs.rmSync(path.join(dir, name), { force: true });
    gone.push(name);
  }
  for (const name of used.keys()) if (!present.has(name)) used.delete(name);
  fs.mkdirSync(dir, { recursive: true });
  writeAtomic(usedFile(dir), JSON.stringify({ version: USED_VERSION, used: Object.fromEntries(used) }));
  // Forgotten by the sweep's record too: one made again later is a new entry, not an edited one.
  if (gone.length) {
    const linked = readEntryRecord(recordFile(dir));
    let forgot = false;
    for (const name of gone) forgot = linked.delete(name) || forgot;
    if (forgot) writeEntryRecord(recordFile(dir), linked);
  }
  return gone.length;
}
