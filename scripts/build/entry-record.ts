import fs from "node:fs";
import path from "node:path";
import { writeAtomic } from "./files";

/**
 * A cache folder's record of its entries as a build wrote or linked them: each one's size and
 * modification time then (decision 145). An entry that build folders hold as hard links can be
 * written into through them; one that is no longer as recorded is not trusted (./image-links.ts,
 * ./file-store.ts). A record that is damaged, of another version or names a path outside the
 * folder reads as empty: nothing is trusted.
 */
export type EntryRecord = Map<string, [size: number, mtimeMs: number]>;

const VERSION = 1;

export function readEntryRecord(file: string): EntryRecord {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, "utf8")) as { version?: unknown; entries?: unknown };
    if (parsed.version !== VERSION || !parsed.entries || typeof parsed.entries !== "object") return new Map();
    const record: EntryRecord = new Map();
    for (const [name, v] of Object.entries(parsed.entries as Record<string, unknown>)) {
      if (Array.isArray(v) && v.length === 2 && v.every((n) => typeof n === "number") && name === path.basename(name) && !name.startsWith(".")) record.set(name, v as [number, number]);
    }
    return record;
  } catch {
    return new Map();
  }
}

export function writeEntryRecord(file: string, record: EntryRecord) {
  writeAtomic(file, JSON.stringify({ version: VERSION, entries: Object.fromEntries(record) }));
}

/** Whether a file's stat now is what the record says (false when either is missing). */
export function asRecorded(stat: fs.Stats | undefined, recorded: [number, number] | undefined): boolean {
  return Boolean(stat && recorded && stat.size === recorded[0] && stat.mtimeMs === recorded[1]);
}
