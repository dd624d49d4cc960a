import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pageCacheDir } from "../../app/content/environment.server";
import { linkOrCopy } from "./files";
import { FILE_STORE } from "./page-cache";

/**
 * Files the build makes from the snapshot (the search index's shards and cards, the static list
 * files) kept by their bytes in the page cache's folder, `files/<kind>/`, and put into
 * build/client as hard links (decision 145). A build into a new folder (the refresh workflow's)
 * then links ~12,000 files at 10,000 posts instead of writing them; on this machine the writes
 * took 1–3.6 s, the links ~0.3 s.
 *
 * An entry is linked only while its size and modification time are what they were when it was
 * written (`.record.json`): one written into through a build folder's link, or one no record
 * names (a record another build wrote at the same time, a damaged one), is written again from the
 * bytes in hand, aside and renamed, before it is linked. So the files placed are always the bytes
 * the build made.
 */
const RECORD = ".record.json";
const VERSION = 1;

export interface FileStore {
  /** Puts `body` at `target` as a link to its entry (replacing what is there; never written into). */
  place(target: string, body: string): void;
  /** Marks the entry of `body`, which a file the build keeps in place holds, as in use (not removed by `save`). */
  use(body: string): void;
  /** Writes the record and removes the entries this build neither placed nor used. */
  save(): void;
}

const nameOf = (body: string) => crypto.createHash("sha256").update(body).digest("base64url").slice(0, 32);

function readRecord(dir: string): Map<string, [number, number]> {
  try {
    const parsed = JSON.parse(fs.readFileSync(path.join(dir, RECORD), "utf8")) as { version?: unknown; entries?: unknown };
    if (parsed.version !== VERSION || !parsed.entries || typeof parsed.entries !== "object") return new Map();
    return new Map(Object.entries(parsed.entries as Record<string, unknown>).filter((e): e is [string, [number, number]] => Array.isArray(e[1]) && e[1].length === 2 && e[1].every((n) => typeof n === "number")));
  } catch {
    return new Map();
  }
}

export function openFileStore(kind: string, dir = path.join(pageCacheDir(), FILE_STORE, kind)): FileStore {
  fs.mkdirSync(dir, { recursive: true });
  const record = readRecord(dir);
  const used = new Set<string>();
  const write = (name: string, body: string) => {
    const entry = path.join(dir, name);
    const aside = `${entry}.${process.pid}.tmp`;
    fs.writeFileSync(aside, body);
    fs.renameSync(aside, entry);
    const st = fs.statSync(entry);
    record.set(name, [st.size, st.mtimeMs]);
  };
  return {
    place(target, body) {
      const name = nameOf(body);
      const entry = path.join(dir, name);
      const was = record.get(name);
      const st = fs.statSync(entry, { throwIfNoEntry: false });
      if (!(was && st && st.size === was[0] && st.mtimeMs === was[1])) write(name, body);
      used.add(name);
      try {
        linkOrCopy(entry, target);
      } catch (err) {
        // Removed meanwhile by another build's `save`: written again.
        if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
        write(name, body);
        linkOrCopy(entry, target);
      }
    },
    use(body) {
      used.add(nameOf(body));
    },
    save() {
      for (const name of fs.readdirSync(dir)) {
        if (name === RECORD || used.has(name)) continue;
        // One being written by another build now is left to it; one a stopped build left goes after an hour.
        if (name.endsWith(".tmp") && Date.now() - (fs.statSync(path.join(dir, name), { throwIfNoEntry: false })?.mtimeMs ?? 0) < 3_600_000) continue;
        fs.rmSync(path.join(dir, name), { force: true });
        record.delete(name);
      }
      for (const name of record.keys()) if (!used.has(name)) record.delete(name);
      const file = path.join(dir, RECORD);
      const aside = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(aside, JSON.stringify({ version: VERSION, entries: Object.fromEntries(record) }));
      fs.renameSync(aside, file);
    },
  };
}
