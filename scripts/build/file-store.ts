import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pageCacheDir } from "../../app/content/environment.server";
import { asRecorded, readEntryRecord, writeEntryRecord } from "./entry-record";
import { ASIDE_FOR_MS, linkOrCopy, writeAtomic, writtenWithin } from "./files";
import { FILE_STORE } from "./page-cache";

/**
 * Files the build makes from the snapshot (the search index's shards and cards, the static list
 * files) kept by their bytes in the page cache's folder, `files/<kind>/`, and put into
 * build/client as hard links (decision 145). A build into a new folder (the refresh workflow's)
 * then links ~12,000 files at 10,000 posts instead of writing them; on this machine the writes
 * took 1–3.6 s, the links ~0.3 s.
 *
 * An entry is linked only while its size and modification time are what they were when it was
 * written (`.record.json`, ./entry-record.ts): one written into through a build folder's link, or one no record
 * names (a record another build wrote at the same time, a damaged one), is written again from the
 * bytes in hand, aside and renamed, before it is linked. So the files placed are always the bytes
 * the build made.
 */
const RECORD = ".record.json";

export interface FileStore {
  /** Puts `body` at `target` as a link to its entry (replacing what is there; never written into). `name`: `storeName(body)`, when the caller has it. */
  place(target: string, body: string, name?: string): void;
  /** Marks the entry named `name` (`storeName` of the bytes a file the build keeps in place holds) as in use: not removed by `save`. */
  use(name: string): void;
  /** Writes the record and removes the entries this build neither placed nor used. */
  save(): void;
}

/** An entry's name: its bytes' SHA-256 (also the search index's digest of each of its files, made once). */
export const storeName = (body: string) => crypto.createHash("sha256").update(body).digest("base64url").slice(0, 32);

export function openFileStore(kind: string, dir = path.join(pageCacheDir(), FILE_STORE, kind)): FileStore {
  fs.mkdirSync(dir, { recursive: true });
  const record = readEntryRecord(path.join(dir, RECORD));
  const used = new Set<string>();
  const write = (name: string, body: string) => {
    const entry = path.join(dir, name);
    writeAtomic(entry, body);
    const st = fs.statSync(entry);
    record.set(name, [st.size, st.mtimeMs]);
  };
  return {
    place(target, body, name = storeName(body)) {
      const entry = path.join(dir, name);
      if (!asRecorded(fs.statSync(entry, { throwIfNoEntry: false }), record.get(name))) write(name, body);
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
    use(name) {
      used.add(name);
    },
    save() {
      for (const name of fs.readdirSync(dir)) {
        if (name === RECORD || used.has(name)) continue;
        // One being written by another build now is left to it; one a stopped build left goes after an hour.
        if (name.endsWith(".tmp") && writtenWithin(path.join(dir, name), ASIDE_FOR_MS)) continue;
        fs.rmSync(path.join(dir, name), { force: true });
        record.delete(name);
      }
      for (const name of record.keys()) if (!used.has(name)) record.delete(name);
      writeEntryRecord(path.join(dir, RECORD), record);
    },
  };
}
