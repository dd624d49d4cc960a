/**
 * What a prerendered page read (incremental prerender, decision 120). While the build renders a
 * page inside `traceInputs`, every reader of the content kit records the inputs it used, each
 * with a digest of what it read:
 *
 *  - `file:<path under content/>`: a content file or an image (its bytes);
 *  - `dir:<folder under content/>`: which Markdown files a folder lists;
 *  - `record:<collection>:<slug>`: one CMS snapshot record (its validated JSON), or its absence;
 *  - `near:<collection>:<slug>`: the records next to it in its list (their slugs and titles);
 *  - `cms:<file>`: a whole snapshot file, for pages that read a whole list.
 *
 * The page cache (scripts/build/page-cache.ts) keys a page by these digests and, on the next
 * build, recomputes them with `currentDigest` (the same functions, over the inputs as they are
 * then). Readers that memoise for the build (`cached`, `readPage`) replay what they recorded
 * when they first ran, so a memoised read still counts for every page that makes it.
 *
 * The store lives on `globalThis`: the prerender worker's own modules and the copies bundled
 * into React Router's server build must share one trace.
 *
 * A memoised reader's capture is synchronous, so it is a stack, not the async store: Node 20
 * turns on its promise hooks for good at a process's first `AsyncLocalStorage.run`, and every
 * promise after that pays for them. Vite's process reads content (routes.ts, the prerender list)
 * but traces no page; its captures alone cost it ~0.7 s of promise hooks (decision 154).
 */
import { AsyncLocalStorage } from "node:async_hooks";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { contentDir } from "./environment.server";
import type { NeighbourRecords } from "../features/collections/views";

/** Input id → digest of what was read. */
export type Inputs = Map<string, string>;

const STORE = Symbol.for("atelier.prerender-inputs");
const holder = globalThis as { [STORE]?: AsyncLocalStorage<Inputs> };
const store: AsyncLocalStorage<Inputs> = (holder[STORE] ??= new AsyncLocalStorage<Inputs>());
const CAPTURES = Symbol.for("atelier.prerender-captures");
const captureHolder = globalThis as { [CAPTURES]?: Inputs[] };
/** The synchronous captures running now, innermost last (shared like the store). */
const captures: Inputs[] = (captureHolder[CAPTURES] ??= []);

/** Where a read is recorded now: the innermost capture, else the page being traced, if any. */
const current = (): Inputs | undefined => captures[captures.length - 1] ?? store.getStore();

/** The digest of an input that does not exist (a file removed, a slug no record has). */
export const ABSENT = "absent";

export function digest(data: string | Buffer): string {
  return encodeDigest(crypto.createHash("sha256").update(data).digest());
}

/** How an input's SHA-256 is written in a page's key (shortened; one definition for every reader). */
export function encodeDigest(sha256: Buffer): string {
  return sha256.toString("base64url").slice(0, 32);
}

/** Records one input of the page being traced (nothing when no page is). */
export function recordInput(id: string, value: string) {
  current()?.set(id, value);
}

/** Records several inputs at once (a memoised reader replaying its reads). */
export function replayInputs(inputs: Inputs) {
  const into = current();
  if (into) for (const [id, value] of inputs) into.set(id, value);
}

/**
 * Runs `fn`, a synchronous reader, and returns what it read, whether or not an outer capture or
 * trace is running (which gets the reads too). A reader that returns a promise is refused: what
 * it read after its first `await` would not be captured.
 */
export function captureInputs<T>(fn: () => T): { value: T; inputs: Inputs } {
  const inputs: Inputs = new Map();
  captures.push(inputs);
  let value: T;
  try {
    value = fn();
  } finally {
    captures.pop();
  }
  if (typeof (value as { then?: unknown } | null | undefined)?.then === "function") throw new TypeError("captureInputs: the reader returned a promise; only a synchronous reader's reads can be captured");
  replayInputs(inputs);
  return { value, inputs };
}

/** Renders one page with its reads recorded. */
export async function traceInputs<T>(fn: () => Promise<T>): Promise<{ value: T; inputs: Inputs }> {
  const inputs: Inputs = new Map();
  const value = await store.run(inputs, fn);
  return { value, inputs };
}

/** Path under content/ with `/` separators, as input ids name files. */
export function contentRel(abs: string): string {
  return path.relative(contentDir(), abs).split(path.sep).join("/");
}

/** Records a content file by its bytes (read by the caller, so the digest is of what was used). */
export function recordFile(abs: string, bytes: Buffer | null) {
  recordInput(`file:${contentRel(abs)}`, bytes ? digest(bytes) : ABSENT);
}

/** The digest of a folder listing: the sorted names the readers use. */
export function listingDigest(names: readonly string[]): string {
  return names.length ? digest(names.join("\n")) : ABSENT;
}

/** The digest of one CMS record as the build validated it. */
export function recordDigest(record: unknown): string {
  return record === undefined ? ABSENT : digest(JSON.stringify(record));
}

/** The digest of a record's neighbours in its list (`near:`): their slugs and titles. */
export function neighboursDigest(found: NeighbourRecords): string {
  return digest(JSON.stringify([found.newer ?? null, found.older ?? null]));
}

/** How the page cache asks for an input's digest now: one function per kind of id. */
export interface DigestSources {
  listing(relDir: string): string[];
  record(collection: string, slug: string): unknown;
  /** A record's neighbours in its list, as `near:` recorded them. */
  neighbours(collection: string, slug: string): NeighbourRecords;
  cmsFile(name: string): Buffer | null;
  /** A content file's digest when the caller already has it for these bytes (the build's inputs' key). */
  file?(abs: string): string | undefined;
}

/** The digest an input has now (`ABSENT` for what no longer exists); unknown kinds never match. */
export function currentDigest(id: string, sources: DigestSources): string {
  const colon = id.indexOf(":");
  const kind = id.slice(0, colon);
  const rest = id.slice(colon + 1);
  switch (kind) {
    case "file": {
      const abs = path.join(contentDir(), ...rest.split("/"));
      if (!fs.existsSync(abs)) return ABSENT;
      return sources.file?.(abs) ?? digest(fs.readFileSync(abs));
    }
    case "dir":
      return listingDigest(sources.listing(rest));
    case "record": {
      const at = rest.indexOf(":");
      return recordDigest(sources.record(rest.slice(0, at), rest.slice(at + 1)));
    }
    case "near": {
      const at = rest.indexOf(":");
      return neighboursDigest(sources.neighbours(rest.slice(0, at), rest.slice(at + 1)));
    }
    case "cms": {
      const bytes = sources.cmsFile(rest);
      return bytes ? digest(bytes) : ABSENT;
    }
    default:
      return `unknown input kind ${kind}`;
  }
}
