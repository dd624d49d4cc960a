/**
 * The blog's search bundle (decision 123): every snapshot post indexed by Pagefind's Node API
 * (`addCustomRecord`: title, excerpt and body text; the card as meta; the date as sort key) and
 * written to build/client/pagefind/. Only what the search code loads is written: Pagefind's
 * script, its worker, the wasm, the entry file and the index, fragment and filter files; the
 * UI kits (pagefind-ui.js and the like, ~430 KB the site never loads) stay out.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { PAGEFIND_PATH } from "../../app/features/collections/archive-search";
import { writeFile } from "./files";

/** Files of Pagefind's bundle the site never loads. */
const UNUSED = /^pagefind-(ui|modular-ui|component-ui|highlight)\.(js|css)$/;

function fail(what: string, errors: string[]): never {
  throw new Error(`Pagefind: ${what}: ${errors.join("; ")}`);
}

export async function writeSearchBundle(out: string): Promise<{ records: number; files: number; bytes: number }> {
  const { blogSearchRecords } = await import("../../app/features/collections/search-records.server");
  const pagefind = await import("pagefind");
  const records = await blogSearchRecords();
  const dir = path.join(out, PAGEFIND_PATH);
  fs.rmSync(dir, { recursive: true, force: true });
  try {
    const { index, errors } = await pagefind.createIndex({ forceLanguage: "en" });
    if (!index) fail("the index could not be created", errors);
    for (const record of records) {
      const added = await index.addCustomRecord(record);
      if (added.errors.length) fail(`the post ${record.url} could not be indexed`, added.errors);
    }
    const got = await index.getFiles();
    if (got.errors.length) fail("the bundle could not be written", got.errors);
    let files = 0;
    let bytes = 0;
    for (const file of got.files) {
      if (UNUSED.test(path.basename(file.path))) continue;
      const target = path.join(dir, file.path);
      writeFile(target, Buffer.from(file.content));
      // Pagefind's index files are compressed already; its two scripts get a .gz for hosts that serve one.
      if (file.path.endsWith(".js")) writeFile(`${target}.gz`, zlib.gzipSync(file.content, { level: 9 }));
      files++;
      bytes += file.content.byteLength;
    }
    return { records: records.length, files, bytes };
  } finally {
    await pagefind.close();
  }
}
