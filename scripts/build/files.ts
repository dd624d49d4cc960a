import fs from "node:fs";
import path from "node:path";

/** Every file below `dir`, recursively (absolute paths). */
export function walk(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(p, out);
    else out.push(p);
  }
  return out;
}

/** A built file's path relative to build/client, with `/` separators: `blog/x.html`. */
export function relPath(out: string, file: string): string {
  return path.relative(out, file).split(path.sep).join("/");
}

/** Writes a file whole or not at all: aside, then renamed (a reader never finds it half written). */
export function writeAtomic(file: string, data: string | Uint8Array) {
  const aside = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(aside, data);
  fs.renameSync(aside, file);
}

/** How long a file a build set aside (to rename into place) is left alone: it may be one a build writing now still renames. */
export const ASIDE_FOR_MS = 3600_000;

/** Whether `file` was written less than `ms` ago (false when it is gone). */
export function writtenWithin(file: string, ms: number): boolean {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  return stat !== undefined && Date.now() - stat.mtimeMs < ms;
}

/**
 * How long a cache entry no build has made or used is kept (`.cache/gz`, `.cache/minify`): a
 * week, so that the daily refresh keeps what the site's code uses, and two build folders or
 * branches that share `.cache` do not evict each other's entries.
 */
export const UNUSED_FOR_MS = 7 * 24 * 3600_000;

/** Notes that a build used a cache entry (its modification time, which `pruneUnused` reads). */
export function markUsed(file: string) {
  const now = new Date();
  try {
    fs.utimesSync(file, now, now);
  } catch {
    // Gone meanwhile: another build pruned it; this build has already read it.
  }
}

/**
 * Removes the files in the cache folder `dir` that no build has made or used for `maxAgeMs`,
 * and what an interrupted build left aside as long ago. Returns how many went. Another build may
 * prune or write at the same time: a file gone meanwhile is skipped, and one written or used
 * meanwhile is new. With `folders`, its entries are folders (each marked used as a whole), and
 * only folders go.
 */
export function pruneUnused(dir: string, maxAgeMs = UNUSED_FOR_MS, { folders = false } = {}): number {
  const before = Date.now() - maxAgeMs;
  let removed = 0;
  for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    const file = path.join(dir, name);
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!(folders ? stat?.isDirectory() : stat?.isFile()) || stat!.mtimeMs >= before) continue;
    fs.rmSync(file, { recursive: folders, force: true });
    removed++;
  }
  return removed;
}

/** Writes a file, creating its folder. */
export function writeFile(file: string, data: string | Buffer) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, data);
}

/** Errors of a file system that cannot hard-link these two paths (another device, no links at all, too many). */
const CANNOT_LINK = new Set(["EXDEV", "EPERM", "ENOTSUP", "EOPNOTSUPP", "EMLINK", "ENOSYS"]);

/**
 * Puts the file `from` at `to` as a hard link, replacing what is there, or as a copy where the
 * file system cannot link the two (decision 143). A link costs no bytes written: restoring
 * 10,000 cached pages was ~10 s of copying on this machine, and ~0.3 s of linking. The two names
 * are then one file: the build replaces such a file (written aside and renamed, or removed first),
 * never writes into it, and the page cache renders again a page whose file was written into
 * through either name (./page-cache.ts `planPages`).
 */
export function linkOrCopy(from: string, to: string) {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  for (let attempt = 0; ; attempt++) {
    try {
      fs.linkSync(from, to);
      return;
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code ?? "";
      // A file there (a page of an earlier build): removed, never written over, as it may be
      // another name of a cached page.
      fs.rmSync(to, { force: true });
      if (code === "EEXIST" && attempt === 0) continue;
      if (!CANNOT_LINK.has(code)) throw err;
      fs.copyFileSync(from, to);
      return;
    }
  }
}
