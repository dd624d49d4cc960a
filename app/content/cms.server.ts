import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { type CmsType } from "./paths.server";
import { contentRoot } from "./read.server";

// Minimal view of a snapshot record until the snapshot schema lands (issue 6 defines the full one).
const recordSchema = z.object({
  id: z.number(),
  slug: z.string().min(1),
  date: z.string(),
  title: z.string().default(""),
  excerpt: z.string().default(""),
  content: z.string().default(""),
});
export type SnapshotRecord = z.infer<typeof recordSchema>;

const cache = new Map<CmsType, SnapshotRecord[]>();

export function readSnapshot(type: CmsType): SnapshotRecord[] {
  const hit = cache.get(type);
  if (hit) return hit;
  const file = path.join(contentRoot(), "cms", `${type}.json`);
  const records = fs.existsSync(file) ? z.array(recordSchema).parse(JSON.parse(fs.readFileSync(file, "utf8"))) : [];
  cache.set(type, records);
  return records;
}

export function findRecord(type: CmsType, slug: string): SnapshotRecord | undefined {
  const decoded = safeDecode(slug);
  return readSnapshot(type).find((r) => r.slug === decoded);
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
