/**
 * The incremental prerender's cache (decision 120): CMS detail pages as the prerender workers
 * finished them (hydration gate and CSP applied), kept in one folder, `.cache/pages/`, that is
 * safe to delete.
 *
 * A page's key is a hash of the build's fingerprint (server bundle, client assets, the code that
 * renders and finishes pages, the installed packages), the page's path and every input it read
 * while it rendered, each with its digest (app/content/inputs.server.ts). The page is stored
 * under its key. The manifest remembers only which inputs each page read; the next build
 * recomputes their digests, hence the key, and reuses the page when the files of that key exist
 * as they were written (decision 143: a page restored into build/client is a link to them).
 * A key names exactly what a page was made from, so a half-finished earlier build, an edit
 * reverted or a deleted manifest can never bring back a page made from other inputs.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { build as esbuild } from "esbuild";
import { projectRoot } from "../../app/content/environment.server";
import { ASIDE_FOR_MS, walk, writeAtomic, writtenWithin } from "./files";
import { INLINE_SOURCES } from "./page-script";
import { SEARCH_TERMS_FILE } from "./search-terms-cache";

export const MANIFEST = "manifest.json";
/** The folder of the files ./file-store.ts keeps (search index, static lists), beside the pages. */
export const FILE_STORE = "files";
const VERSION = 4;

/**
 * What the manifest keeps of one page: the inputs it read (with their digests then), the images
 * it shows and, for the build's last steps (decision 132), the internal URLs of its finished HTML
 * (for the link check) and whether it belongs in the sitemap: a page copied from the cache or
 * kept in build/client is not read again to find them.
 */
export interface PageEntry {
  inputs: Record<string, string>;
  /**
   * The cached files as they were written (`storePage`); a page whose files now differ is
   * rendered again. A page restored from the cache is a hard link to its entry in build/client
   * (decision 143), so a hand edit there, written into the file, edits the entry too.
   */
  written?: Written;
  media: string[];
  links?: string[];
  indexable?: boolean;
}

/**
 * The manifest on disk: every `input=digest` pair and every URL once, in `strings`, and each
 * page's by their index (10,000 posts share ~30 inputs and ~35 links: 31 MB written out, 2 MB so).
 */
interface Manifest {
  version: number;
  strings: string[];
  pages: Record<string, { inputs: number[]; media: number[]; links?: number[]; indexable?: boolean; written?: Written }>;
}

/** The HTML's size and modification time (ms), as written (a CMS page has no `.data`, decision 156). */
export type Written = [number, number];

const isWritten = (w: unknown): w is Written => Array.isArray(w) && w.length === 2 && w.every((v) => typeof v === "number");

function sha(parts: (string | Buffer)[]): string {
  const h = crypto.createHash("sha256");
  for (const p of parts) h.update(p).update("\0");
  return h.digest("hex");
}

/** The key of one page: fingerprint, path, and each input with its digest, in a fixed order. */
export function pageKey(fingerprint: string, pagePath: string, inputs: Iterable<[string, string]>): string {
  const sorted = [...inputs].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([id, d]) => `${id}=${d}`);
  return sha([fingerprint, pagePath, ...sorted]).slice(0, 40);
}

/**
 * Source files (this project's, not packages) that the prerender workers run to render and finish
 * a page, and those of the scripts a finished page inlines (./page-script.ts bundles them by
 * path, out of reach of the workers' import graph: a changed page script must render every
 * cached page again, or they would keep the old one).
 */
export async function rendererSources(): Promise<string[]> {
  const entry = path.join(import.meta.dirname, "prerender-workers.ts");
  const graph = (entryPoints: string[], platform: "node" | "browser") =>
    esbuild({ entryPoints, bundle: true, write: false, metafile: true, platform, format: "esm", packages: "external", logLevel: "silent", outdir: "out" }).then((r) => Object.keys(r.metafile.inputs));
  const [worker, inline] = await Promise.all([graph([entry], "node"), graph(INLINE_SOURCES, "browser")]);
  return [...new Set([...worker, ...inline])].sort();
}

/**
 * The build's fingerprint: every file of the server build, the client assets' names (the client
 * manifest), the sources of the render-and-finish code, package-lock.json (the packages the
 * server bundle imports are not in it), Node's version and `extra` (the CSP sources).
 */
export async function buildFingerprint(serverDir: string, clientDir: string, extra: string): Promise<string> {
  const parts: (string | Buffer)[] = [String(VERSION), process.version, extra];
  for (const file of walk(serverDir).sort()) parts.push(path.relative(serverDir, file), fs.readFileSync(file));
  const assets = path.join(clientDir, "assets");
  if (fs.existsSync(assets)) parts.push(fs.readdirSync(assets).sort().join("\n"));
  for (const src of await rendererSources()) parts.push(src, fs.readFileSync(path.resolve(projectRoot(), src)));
  const lock = path.join(projectRoot(), "package-lock.json");
  if (fs.existsSync(lock)) parts.push(fs.readFileSync(lock));
  return sha(parts);
}

export function readManifest(dir: string): Record<string, PageEntry> {
  try {
    const m = JSON.parse(fs.readFileSync(path.join(dir, MANIFEST), "utf8")) as Manifest;
    if (m.version !== VERSION || !Array.isArray(m.strings) || !m.pages || typeof m.pages !== "object") return {};
    const str = (i: number) => {
      const v = m.strings[i];
      if (typeof v !== "string") throw new Error("damaged manifest");
      return v;
    };
    const pages: Record<string, PageEntry> = {};
    for (const [p, e] of Object.entries(m.pages)) {
      const inputs: Record<string, string> = {};
      for (const i of e.inputs) {
        const pair = str(i);
        const eq = pair.lastIndexOf("=");
        inputs[pair.slice(0, eq)] = pair.slice(eq + 1);
      }
      pages[p] = { inputs, media: e.media.map(str), ...(e.links ? { links: e.links.map(str) } : {}), ...(e.indexable === undefined ? {} : { indexable: e.indexable }), ...(isWritten(e.written) ? { written: e.written } : {}) };
    }
    return pages;
  } catch {
    return {};
  }
}

function encodeManifest(pages: Record<string, PageEntry>): Manifest {
  const strings: string[] = [];
  const index = new Map<string, number>();
  const at = (v: string) => {
    let i = index.get(v);
    if (i === undefined) index.set(v, (i = strings.push(v) - 1));
    return i;
  };
  const encoded: Manifest["pages"] = {};
  for (const [p, e] of Object.entries(pages)) {
    encoded[p] = { inputs: Object.entries(e.inputs).map(([id, d]) => at(`${id}=${d}`)), media: e.media.map(at), ...(e.links ? { links: e.links.map(at) } : {}), ...(e.indexable === undefined ? {} : { indexable: e.indexable }), ...(e.written ? { written: e.written } : {}) };
  }
  return { version: VERSION, strings, pages: encoded };
}

/** Where a cached page's HTML lives. */
export function entryFile(dir: string, key: string): string {
  return path.join(dir, `${key}.html`);
}

/** A cache entry's size and time now, or undefined when it is missing. */
function writtenNow(file: string): Written | undefined {
  const s = fs.statSync(file, { throwIfNoEntry: false });
  return s ? [s.size, s.mtimeMs] : undefined;
}

/** Stores a rendered page's HTML under its key; returns its size and time, for the manifest. */
export function storePage(dir: string, key: string, html: string): Written {
  const file = entryFile(dir, key);
  writeAtomic(file, html);
  const written = writtenNow(file);
  if (!written) throw new Error(`The page cache lost ${file} as it was written`);
  return written;
}

export interface Plan {
  /** Pages to restore from the cache (linked into build/client): path → key. */
  reuse: Map<string, string>;
  /** Pages to render. */
  render: string[];
  /** Why each page is rendered: the first input that changed, or what else was missing. */
  why: Map<string, string>;
}

/**
 * Splits `paths` into pages the cache holds with today's inputs and pages to render.
 * `digestOf` gives an input's digest now; `mediaExists` whether a processed image is still in
 * the image cache (a page whose images went is rendered again, which makes them again).
 */
export function planPages(dir: string, fingerprint: string, paths: string[], digestOf: (id: string) => string, mediaExists: (ref: string) => boolean): Plan & { manifest: Record<string, PageEntry> } {
  const manifest = readManifest(dir);
  // The cache's files, listed once (20,000 at 10,000 posts: one lookup each was ~0.2 s).
  const cached = new Set<string>(fs.existsSync(dir) ? fs.readdirSync(dir) : []);
  const digests = new Map<string, string>();
  const media = new Map<string, boolean>();
  const reuse = new Map<string, string>();
  const render: string[] = [];
  const why = new Map<string, string>();
  const renderBecause = (p: string, reason: string) => {
    render.push(p);
    why.set(p, reason);
  };
  for (const p of paths) {
    const entry = manifest[p];
    if (!entry) {
      renderBecause(p, "not in the cache");
      continue;
    }
    const inputs = Object.keys(entry.inputs).map((id): [string, string] => {
      let d = digests.get(id);
      if (d === undefined) digests.set(id, (d = digestOf(id)));
      return [id, d];
    });
    const changed = inputs.find(([id, d]) => entry.inputs[id] !== d);
    if (changed) {
      renderBecause(p, `${changed[0]} changed`);
      continue;
    }
    const key = pageKey(fingerprint, p, inputs);
    const gone = entry.media.find((ref) => {
      let ok = media.get(ref);
      if (ok === undefined) media.set(ref, (ok = mediaExists(ref)));
      return !ok;
    });
    if (gone) renderBecause(p, `${gone} is not in the image cache`);
    else if (!cached.has(`${key}.html`)) renderBecause(p, "the build changed (server bundle, client assets, renderer or packages)");
    else if (!sameWritten(entry.written, writtenNow(entryFile(dir, key)))) renderBecause(p, "its cached files are not as they were written (edited in place?)");
    else reuse.set(p, key);
  }
  return { reuse, render, why, manifest };
}

const sameWritten = (a: Written | undefined, b: Written | undefined) => Boolean(a && b && a.every((v, i) => v === b[i]));

/**
 * After a successful build: the manifest of the pages built now (reused ones keep their entry,
 * rendered ones bring theirs), and every cached file no page's key names any more is removed
 * (but the search index's word cache, ./search-terms-cache.ts, which may be being written now,
 * and the file store's folder, ./file-store.ts).
 */
export function saveManifest(dir: string, pages: Record<string, PageEntry>, keys: Set<string>) {
  fs.mkdirSync(dir, { recursive: true });
  writeAtomic(path.join(dir, MANIFEST), JSON.stringify(encodeManifest(pages)));
  for (const name of fs.readdirSync(dir)) {
    // The word cache, and one being written now (a build's own, or another's under way); one a
    // stopped build left goes after an hour.
    if (name === MANIFEST || name === SEARCH_TERMS_FILE || name === FILE_STORE) continue;
    if (name.startsWith(`${SEARCH_TERMS_FILE}.`) && writtenWithin(path.join(dir, name), ASIDE_FOR_MS)) continue;
    // A page's HTML; anything else (a `.data` file of an earlier build's, decision 156) goes.
    if (!(name.endsWith(".html") && keys.has(name.slice(0, -".html".length)))) fs.rmSync(path.join(dir, name), { force: true });
  }
}

/** The processed images and snapshot media (`/_img/…`, `/_cms/media/…`) a finished page shows. */
export function mediaRefs(html: string): string[] {
  return [...new Set([...html.matchAll(/\/(?:_img|_cms\/media)\/[A-Za-z0-9._-]+/g)].map((m) => m[0]))].sort();
}
