/**
 * The search index's word cache (decision 133): each post's index terms (indexTerms of its title,
 * excerpt and body as plain text) by a digest of those three fields, kept in the page cache's
 * folder for the next build. At 10,000 posts, turning every article into plain text and words
 * was ~1.6 s of the main process and most of its garbage on every rebuild; a post whose three
 * fields are unchanged now takes its terms from here, and only changed posts are read again.
 *
 * One file, written whole by each build (only the posts of that build: nothing stale stays):
 *   "STC1", u32 length of the header, the header as JSON, padding to 4 bytes, then every post's
 *   term numbers as one little-endian u32 array.
 *   header: { code, terms: string[], posts: { [digest]: [offset, count] }, check }
 * `code` is the digest of everything that decides a post's terms (the index's and the text
 * helpers' sources, the stemmer and html-entities versions, Node's ICU, this format): any other
 * value and the cache is not used. `check` is the SHA-256 of the term numbers and the header
 * without it, and each term and each post's term numbers must be distinct: a damaged file, or
 * one edited by hand without its checksum put right, is not used either. Safe to delete.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { projectRoot } from "../../app/content/environment.server";

/** The file's name in the page cache's folder (page-cache.ts leaves it there). */
export const SEARCH_TERMS_FILE = "search-terms.bin";

const MAGIC = "STC1";
/** The sources and packages a post's terms are made by. */
const SOURCES = ["app/features/collections/search-index.ts", "app/features/collections/search-records.server.ts", "app/lib/text.ts", "scripts/build/search-terms-cache.ts"];
const PACKAGES = ["stemmer", "html-entities"];

let codeKey: string | undefined;
/** The digest of everything that decides a post's terms but the post. */
export function termsCodeKey(): string {
  if (codeKey) return codeKey;
  const hash = crypto.createHash("sha256").update(`${MAGIC}\0${process.version}\0${process.versions.icu ?? ""}\0`);
  for (const file of SOURCES) hash.update(`${file}\0`).update(fs.readFileSync(path.join(projectRoot(), file))).update("\0");
  for (const name of PACKAGES) {
    try {
      const pkg = JSON.parse(fs.readFileSync(path.join(projectRoot(), "node_modules", name, "package.json"), "utf8")) as { version?: string };
      hash.update(`${name}@${pkg.version ?? "?"}\0`);
    } catch {
      // Installed elsewhere (hoisted by a workspace): the lock file names its version.
      hash.update(fs.readFileSync(path.join(projectRoot(), "package-lock.json")));
    }
  }
  return (codeKey = hash.digest("hex"));
}

/** A post's key in the cache: the digest of the three fields its terms are made from. */
export function postTermsKey(title: string, excerpt: string, content: string): string {
  // Each field after its length: no two different triples feed the same bytes.
  const h = crypto.createHash("sha1");
  for (const field of [title, excerpt, content]) h.update(`${field.length}:`).update(field);
  return h.digest("base64");
}

interface Header {
  code: string;
  terms: string[];
  posts: Record<string, [offset: number, count: number]>;
  check?: string;
}

/** The terms the last build cached, by post key: the term numbers of each post and the terms they number. */
export interface CachedTerms {
  terms: readonly string[];
  numbers: Uint32Array;
  posts: ReadonlyMap<string, readonly [number, number]>;
}

function checksum(header: Header, numbers: Uint8Array): string {
  return crypto.createHash("sha256").update(JSON.stringify({ ...header, check: undefined })).update(numbers).digest("hex");
}

/** The cache in `file`, or null when there is none, or it was made by other code, or any part of it does not hold together. */
export function readTermsCache(file: string): CachedTerms | null {
  let buf: Buffer;
  try {
    buf = fs.readFileSync(file);
  } catch {
    return null;
  }
  try {
    if (buf.length < 8 || buf.toString("latin1", 0, 4) !== MAGIC) return null;
    const length = buf.readUInt32LE(4);
    if (8 + length > buf.length) return null;
    const header = JSON.parse(buf.toString("utf8", 8, 8 + length)) as Header;
    if (header.code !== termsCodeKey() || !Array.isArray(header.terms) || typeof header.posts !== "object" || header.posts === null) return null;
    const start = (8 + length + 3) & ~3;
    const bytes = new Uint8Array(buf.buffer, buf.byteOffset + start, buf.length - start);
    if (bytes.length % 4 !== 0 || header.check !== checksum(header, bytes)) return null;
    // A copy: the Buffer's memory may not be aligned for a Uint32Array view.
    const numbers = new Uint32Array(bytes.length / 4);
    new Uint8Array(numbers.buffer).set(bytes);
    // Each term once, each post's terms once: a list made otherwise is not one this code wrote.
    if (!header.terms.every((t) => typeof t === "string") || new Set(header.terms).size !== header.terms.length) return null;
    const posts = new Map<string, readonly [number, number]>();
    const seenIn = new Int32Array(header.terms.length).fill(-1);
    let post = 0;
    for (const [key, at] of Object.entries(header.posts)) {
      if (!Array.isArray(at) || !Number.isInteger(at[0]) || !Number.isInteger(at[1]) || at[0] < 0 || at[1] < 0 || at[0] + at[1] > numbers.length) return null;
      for (let i = at[0]; i < at[0] + at[1]; i++) {
        const n = numbers[i]!;
        if (n >= header.terms.length || seenIn[n] === post) return null;
        seenIn[n] = post;
      }
      posts.set(key, [at[0], at[1]]);
      post++;
    }
    return { terms: header.terms, numbers, posts };
  } catch {
    return null;
  }
}

/**
 * Writes the cache of this build's posts: `postTerms` maps each post key to its term numbers in
 * `terms`. Written to a temporary file and renamed: a build stopped half way leaves the last one.
 */
export function writeTermsCache(file: string, terms: readonly string[], postTerms: ReadonlyMap<string, ArrayLike<number>>) {
  // Only the terms some post still has, numbered afresh: the file does not grow with words gone.
  const renumber = new Int32Array(terms.length).fill(-1);
  const kept: string[] = [];
  let total = 0;
  for (const list of postTerms.values()) total += list.length;
  const numbers = new Uint32Array(total);
  const posts: Header["posts"] = {};
  let at = 0;
  for (const [key, list] of postTerms) {
    posts[key] = [at, list.length];
    for (let i = 0; i < list.length; i++) {
      const old = list[i]!;
      if (renumber[old] === -1) {
        renumber[old] = kept.length;
        kept.push(terms[old]!);
      }
      numbers[at++] = renumber[old]!;
    }
  }
  const bytes = new Uint8Array(numbers.buffer);
  const header: Header = { code: termsCodeKey(), terms: kept, posts };
  header.check = checksum(header, bytes);
  const json = Buffer.from(JSON.stringify(header), "utf8");
  const start = (8 + json.length + 3) & ~3;
  const head = Buffer.alloc(start);
  head.write(MAGIC, 0, "latin1");
  head.writeUInt32LE(json.length, 4);
  json.copy(head, 8);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    const fd = fs.openSync(tmp, "w");
    try {
      fs.writeSync(fd, head);
      fs.writeSync(fd, bytes);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(tmp, file);
  } catch (err) {
    fs.rmSync(tmp, { force: true });
    throw err;
  }
}
