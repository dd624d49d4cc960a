import fs from "node:fs";
import path from "node:path";
import { SEARCH_MANIFEST } from "../../app/features/collections/search-index";
import { openFileStore, storeName } from "./file-store";
import { walk } from "./files";
import { mediaRefs } from "./page-cache";

/** The folder of the static list files, in build/client. */
export const STATIC_DATA_DIR = "_data";

/**
 * The snapshot's lists as static JSON (Load More and search fall back to them; see
 * app/cms/static-data.ts), each a hard link to its bytes kept in the page cache's folder
 * (./file-store.ts, decision 145). A file the last build left with the same bytes is not put again
 * (at 10,000 posts, 1,115 files: ~0.5 s of every rebuild); any other file in the folder but the
 * search index's manifest is removed. Returns how many files there are, how many were put in
 * place, and the processed images and snapshot media they name (for the media copy).
 */
export async function writeStaticData(out: string): Promise<{ files: number; written: number; media: Set<string> }> {
  const { staticDataFiles } = await import("../../app/features/collections/cms-pages.server");
  const files = await staticDataFiles();
  const wanted = new Set<string>([path.join(out, SEARCH_MANIFEST)]);
  let written = 0;
  const media = new Set<string>();
  const store = openFileStore("data");
  for (const [sitePath, value] of files) {
    const file = path.join(out, sitePath);
    wanted.add(file);
    const json = JSON.stringify(value);
    for (const ref of mediaRefs(json)) media.add(ref);
    const name = storeName(json);
    if (sameText(file, json)) {
      store.use(name);
      continue;
    }
    // A link to its bytes kept in the page cache's folder (./file-store.ts, decision 145).
    store.place(file, json, name);
    written++;
  }
  store.save();
  const dir = path.join(out, STATIC_DATA_DIR);
  for (const file of fs.existsSync(dir) ? walk(dir) : []) if (!wanted.has(file)) fs.rmSync(file, { force: true });
  return { files: files.size, written, media };
}

function sameText(file: string, text: string): boolean {
  try {
    return fs.statSync(file).size === Buffer.byteLength(text) && fs.readFileSync(file, "utf8") === text;
  } catch {
    return false;
  }
}
