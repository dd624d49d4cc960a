/**
 * The blog's search bundle (decision 123): every snapshot post indexed by Pagefind's Node API
 * (`addCustomRecord`: title, excerpt and body text; the card as meta; the date as sort key) and
 * written to build/client/pagefind/. Only what the search code loads is written: Pagefind's
 * script, its worker, the wasm, the entry file and the index, fragment and filter files; the
 * UI kits (pagefind-ui.js and the like, ~430 KB the site never loads) stay out.
 *
 * Indexing 10,000 posts takes Pagefind half a minute or more, and most builds change no post
 * (decision 120): the bundle is kept in .cache/pagefind/ under a key of what made it (the
 * records, this file, package-lock.json for Pagefind's version) and copied when the key is the
 * same. Only the newest bundle is kept; deleting the folder costs one indexing.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { PAGEFIND_PATH } from "../../app/features/collections/archive-search";
import { projectRoot, searchCacheDir } from "../../app/content/environment.server";
import type { SearchRecord } from "../../app/features/collections/search-records.server";
import { writeFile } from "./files";

/** Files of Pagefind's bundle the site never loads. */
const UNUSED = /^pagefind-(ui|modular-ui|component-ui|highlight)\.(js|css)$/;

function fail(what: string, errors: string[]): never {
  throw new Error(`Pagefind: ${what}: ${errors.join("; ")}`);
}

export interface SearchBundle {
  records: number;
  files: number;
  bytes: number;
  /** True when the bundle was copied from .cache/pagefind/ (the same records as last time). */
  reused: boolean;
}

const SUMMARY = "bundle.json";

/** What the bundle is made from: the records, this file's options and Pagefind's version (the lock). */
function bundleKey(records: SearchRecord[]): string {
  const hash = crypto.createHash("sha256");
  hash.update(fs.readFileSync(import.meta.filename));
  hash.update(fs.readFileSync(path.join(projectRoot(), "package-lock.json")));
  hash.update(JSON.stringify(records));
  return hash.digest("hex").slice(0, 32);
}

export async function writeSearchBundle(out: string): Promise<SearchBundle> {
  const { blogSearchRecords } = await import("../../app/features/collections/search-records.server");
  const records = await blogSearchRecords();
  const dir = path.join(out, PAGEFIND_PATH);
  fs.rmSync(dir, { recursive: true, force: true });
  const cached = path.join(searchCacheDir(), bundleKey(records));
  const summary = path.join(cached, SUMMARY);
  if (fs.existsSync(summary)) {
    try {
      const made = JSON.parse(fs.readFileSync(summary, "utf8")) as Omit<SearchBundle, "reused">;
      fs.cpSync(path.join(cached, "files"), dir, { recursive: true });
      return { ...made, reused: true };
    } catch {
      // A damaged entry (files removed by hand, a cut-off summary): index as if there were none.
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  const made = await indexRecords(records, dir);
  keep(dir, cached, made);
  return { ...made, reused: false };
}

/**
 * Stores the bundle under its key (written aside, then renamed: a half-written entry is never
 * used) and drops older ones. The cache only saves time: if it cannot be written (a full disk,
 * another build storing the same key), the build goes on with one line saying so.
 */
function keep(dir: string, cached: string, made: Omit<SearchBundle, "reused">) {
  const base = path.dirname(cached);
  const aside = `${cached}.${process.pid}.tmp`;
  try {
    fs.rmSync(aside, { recursive: true, force: true });
    fs.cpSync(dir, path.join(aside, "files"), { recursive: true });
    fs.writeFileSync(path.join(aside, SUMMARY), JSON.stringify(made));
    fs.rmSync(cached, { recursive: true, force: true });
    fs.renameSync(aside, cached);
    // Other builds' bundles in the making (`.tmp`) are theirs to finish.
    for (const old of fs.readdirSync(base)) if (old !== path.basename(cached) && !old.endsWith(".tmp")) fs.rmSync(path.join(base, old), { recursive: true, force: true });
  } catch (err) {
    fs.rmSync(aside, { recursive: true, force: true });
    console.warn(`  note: the search bundle was not kept in ${path.relative(projectRoot(), base)} (${(err as Error).message}); the next build indexes again`);
  }
}

async function indexRecords(records: SearchRecord[], dir: string): Promise<Omit<SearchBundle, "reused">> {
  const pagefind = await import("pagefind");
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
