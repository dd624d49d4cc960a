/**
 * Writing the snapshot without ever leaving a half-written one:
 * everything goes to a temporary folder beside the target, is flushed to
 * disk, then swapped in with two renames (target → .old, temporary → target).
 * A run that dies between the two renames is repaired by the next run
 * (`recover`). A lock file keeps two runs from writing the same folder.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

/** Writes one file durably. Replaceable in tests (e.g. to simulate a full disk). */
export type WriteFile = (file: string, data: Uint8Array) => Promise<void>;

export const durableWriteFile: WriteFile = async (file, data) => {
  const fh = await fs.open(file, "wx");
  try {
    await fh.writeFile(data);
    await fh.sync();
  } finally {
    await fh.close();
  }
};

export type OutFile = { path: string; data: Uint8Array } | { path: string; copyFrom: string };

function siblings(outDir: string) {
  const parent = path.dirname(outDir);
  const base = path.basename(outDir);
  return {
    parent,
    tmpPrefix: `.${base}.tmp-`,
    oldPrefix: `.${base}.old-`,
    lock: path.join(parent, `.${base}.lock`),
    fresh: (kind: "tmp" | "old") => path.join(parent, `.${base}.${kind}-${process.pid}-${randomBytes(4).toString("hex")}`),
  };
}

async function exists(p: string): Promise<boolean> {
  return fs.access(p).then(
    () => true,
    () => false,
  );
}

async function syncDir(dir: string): Promise<void> {
  let fh: fs.FileHandle | undefined;
  try {
    fh = await fs.open(dir, "r");
    await fh.sync();
  } catch {
    /* some file systems cannot sync folders; the renames are still atomic */
  } finally {
    await fh?.close();
  }
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes the lock for `outDir`; throws when another live run holds it. Returns the release function. */
export async function lock(outDir: string): Promise<() => Promise<void>> {
  const s = siblings(outDir);
  await fs.mkdir(s.parent, { recursive: true });
  for (let tries = 0; tries < 2; tries++) {
    try {
      const fh = await fs.open(s.lock, "wx");
      await fh.writeFile(String(process.pid));
      await fh.close();
      return () => fs.rm(s.lock, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const holder = Number((await fs.readFile(s.lock, "utf8").catch(() => "")).trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && pidAlive(holder)) {
        throw new Error(`another snapshot run (pid ${holder}) is writing ${outDir}; remove ${s.lock} if it is not`);
      }
      await fs.rm(s.lock, { force: true }); // left by a run that died
    }
  }
  throw new Error(`cannot take the lock ${s.lock}`);
}

/**
 * Repairs what an interrupted run left: if the target is missing but a
 * `.old` copy exists (died between the renames), puts it back; removes stale
 * temporary and old folders. Returns what it did, for the log.
 */
export async function recover(outDir: string): Promise<string[]> {
  const s = siblings(outDir);
  const notes: string[] = [];
  let names: string[];
  try {
    names = await fs.readdir(s.parent);
  } catch {
    return notes;
  }
  const olds = names.filter((n) => n.startsWith(s.oldPrefix)).map((n) => path.join(s.parent, n));
  const tmps = names.filter((n) => n.startsWith(s.tmpPrefix)).map((n) => path.join(s.parent, n));
  if (!(await exists(outDir)) && olds.length) {
    const stats = await Promise.all(olds.map(async (o) => ({ o, t: (await fs.stat(o)).mtimeMs })));
    stats.sort((a, b) => b.t - a.t);
    await fs.rename(stats[0]!.o, outDir);
    notes.push(`restored ${outDir} from an interrupted run`);
    olds.splice(olds.indexOf(stats[0]!.o), 1);
  }
  for (const p of [...olds, ...tmps]) {
    await fs.rm(p, { recursive: true, force: true });
    notes.push(`removed ${path.basename(p)} left by an interrupted run`);
  }
  return notes;
}

/** Lists a folder's files (relative, sorted, `/`-separated). */
export async function listTree(dir: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (d: string, rel: string) => {
    const entries = await fs.readdir(d, { withFileTypes: true });
    for (const e of entries) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) await walk(path.join(d, e.name), r);
      else out.push(r);
    }
  };
  await walk(dir, "");
  return out.sort();
}

/**
 * Whether `outDir` already holds exactly `files`: the same list of paths and
 * the same bytes. A file to be copied from its own place in `outDir` is equal
 * by construction (media names are their content hash, checked on reuse).
 */
async function alreadyThere(outDir: string, files: OutFile[]): Promise<boolean> {
  if (!(await exists(outDir))) return false;
  const have = await listTree(outDir);
  const want = files.map((f) => f.path.split(path.sep).join("/")).sort();
  if (have.length !== want.length || have.some((x, i) => x !== want[i])) return false;
  for (const f of files) {
    const target = path.join(outDir, f.path);
    if ("copyFrom" in f && path.resolve(f.copyFrom) === path.resolve(target)) continue;
    const [a, b] = await Promise.all([fs.readFile(target), "data" in f ? Promise.resolve(Buffer.from(f.data)) : fs.readFile(f.copyFrom)]);
    if (!a.equals(b)) return false;
  }
  return true;
}

/**
 * Writes `files` as the new content of `outDir`, atomically. Returns false
 * when the result equals what is there (nothing is touched then). Files
 * copied from the previous snapshot are hard-linked where the file system
 * allows (they are never changed in place: names are content hashes).
 */
export async function writeSnapshotDir(outDir: string, files: OutFile[], writeFile: WriteFile = durableWriteFile): Promise<boolean> {
  if (await alreadyThere(outDir, files)) return false;
  const s = siblings(outDir);
  const tmp = s.fresh("tmp");
  try {
    await fs.mkdir(tmp, { recursive: false });
    const dirs = new Set(files.map((f) => path.dirname(f.path)).filter((d) => d !== "."));
    for (const d of [...dirs].sort()) await fs.mkdir(path.join(tmp, d), { recursive: true });
    let canLink = true;
    for (const f of files) {
      const target = path.join(tmp, f.path);
      if ("copyFrom" in f && canLink) {
        try {
          await fs.link(f.copyFrom, target);
          continue;
        } catch (err) {
          const code = (err as NodeJS.ErrnoException).code;
          if (code !== "EXDEV" && code !== "EPERM" && code !== "ENOTSUP" && code !== "EMLINK") throw err;
          canLink = false;
        }
      }
      const data = "data" in f ? f.data : await fs.readFile(f.copyFrom);
      await writeFile(target, data);
    }
    for (const d of [...dirs].sort()) await syncDir(path.join(tmp, d));
    await syncDir(tmp);
    if (await exists(outDir)) {
      const old = s.fresh("old");
      await fs.rename(outDir, old);
      try {
        await fs.rename(tmp, outDir);
      } catch (err) {
        await fs.rename(old, outDir);
        throw err;
      }
      await syncDir(s.parent);
      await fs.rm(old, { recursive: true, force: true });
    } else {
      await fs.rename(tmp, outDir);
      await syncDir(s.parent);
    }
    return true;
  } catch (err) {
    await fs.rm(tmp, { recursive: true, force: true }).catch(() => {});
    throw err;
  }
}
