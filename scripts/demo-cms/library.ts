/**
 * The studio's image library (content/media/library/) as the demo source uploads it: one media
 * item per use, named, numbered and dated as WordPress would, with alt and title from the source,
 * else the library's catalogue (content/media/library.md). While the library is still being
 * rendered, a missing image is stood in for by a rendered one and reported.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { readFrontMatter } from "../../app/content/frontmatter.server";
import type { ContentProblem } from "../../app/content/errors";
import type { FixtureMediaInput } from "../../tests/fixtures/wp-server/data-schema";

interface Catalogue {
  title: string;
  alt: string;
}

/** content/media/library.md: `images: [{ file: library/x.jpg, title, alt }]` (written by the image renderer). */
function readCatalogue(root: string): Map<string, Catalogue> {
  const file = path.join(root, "content", "media", "library.md");
  const out = new Map<string, Catalogue>();
  if (!fs.existsSync(file)) return out;
  const data = readFrontMatter(fs.readFileSync(file, "utf8")).data as { images?: { file?: string; title?: string; alt?: string }[] };
  for (const img of data.images ?? []) {
    const name = /^library\/([a-z0-9-]+)\.jpg$/.exec(img.file ?? "")?.[1];
    if (name && img.title && img.alt) out.set(name, { title: img.title, alt: img.alt });
  }
  return out;
}

/**
 * The library as it is now: name → file, leaving out placeholders (files
 * whose bytes equal another file's: a real render is never byte-identical to
 * another one).
 */
function readLibrary(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  if (!fs.existsSync(dir)) return out;
  const byHash = new Map<string, string[]>();
  for (const f of fs.readdirSync(dir).filter((f) => /^[a-z0-9-]+\.jpg$/.test(f)).sort()) {
    const h = createHash("sha256").update(fs.readFileSync(path.join(dir, f))).digest("hex");
    byHash.set(h, [...(byHash.get(h) ?? []), f]);
  }
  for (const files of byHash.values()) if (files.length === 1) out.set(files[0]!.slice(0, -4), path.join(dir, files[0]!));
  return out;
}

/** Family of a library name: `basement-theatre-02` → `basement-theatre`. */
const family = (name: string) => name.replace(/-\d+$/, "");

export interface Upload {
  /** `{{uploads}}/2026/03/slug-name.jpg` */
  src: string;
  id: number;
  width: number;
  height: number;
}

export interface UploadOptions {
  id: number;
  name: string;
  recordSlug: string;
  date: string;
  parent: number | null;
  alt?: string;
  title?: string;
  fallbackTitle: string;
}

export class MediaLibrary {
  /** The media items uploaded so far. */
  readonly media: FixtureMediaInput[] = [];
  private readonly catalogue: Map<string, Catalogue>;
  private readonly library: Map<string, string>;
  private readonly rendered: string[];
  private readonly substitutes = new Map<string, string>();
  private readonly sizes = new Map<string, { width: number; height: number }>();
  private readonly used = new Set<string>();
  private readonly fileNames = new Set<string>();

  /** Reads the catalogue and the library under `root` (the project folder); upload problems go to `problems`. */
  constructor(
    root: string,
    private readonly problems: ContentProblem[],
  ) {
    this.catalogue = readCatalogue(root);
    this.library = readLibrary(path.join(root, "content", "media", "library"));
    this.rendered = [...this.library.keys()].sort();
  }

  /**
   * The library file for a name. While the library is still being rendered, a
   * missing image is stood in for by a rendered one of the same family (else
   * any), chosen by the name's hash, and reported; re-running once it exists
   * picks up the real one.
   */
  resolve(name: string): string | null {
    if (this.library.has(name)) return name;
    const sub = this.substitutes.get(name);
    if (sub) return sub;
    const pool = this.rendered.filter((n) => family(n) === family(name));
    const from = pool.length ? pool : this.rendered;
    if (!from.length) return null;
    const pick = from[createHash("sha256").update(name).digest().readUInt32BE(0) % from.length]!;
    this.substitutes.set(name, pick);
    return pick;
  }

  /** The catalogue's title and alt of the image that stands for `name`. */
  catalogued(name: string): Catalogue | undefined {
    return this.catalogue.get(this.resolve(name) ?? "");
  }

  /** Registers an upload of a library image (one media item per use, as an editor uploads it). */
  async upload(file: string, field: string, opts: UploadOptions): Promise<Upload | null> {
    const actual = this.resolve(opts.name);
    if (!actual) {
      this.problems.push({ file, field, message: `image not found: content/media/library/${opts.name}.jpg (and no rendered image to stand in)` });
      return null;
    }
    const abs = this.library.get(actual)!;
    // Alt and title: the source's, else the catalogue's for the image really used, else the title given in the source.
    const cat = this.catalogue.get(actual);
    const title = opts.title ?? cat?.title ?? opts.fallbackTitle;
    const alt = opts.alt ?? cat?.alt ?? title;
    let size = this.sizes.get(opts.name);
    if (!size) {
      const meta = await sharp(abs).metadata();
      size = { width: meta.width ?? 1600, height: meta.height ?? 1000 };
      this.sizes.set(opts.name, size);
    }
    this.used.add(`content/media/library/${actual}.jpg`);
    const ym = opts.date.slice(0, 7).replace("-", "/");
    // WordPress numbers a second upload of the same name: kitchen-01-1.jpg.
    // …and strips accents from uploaded file names (café → cafe).
    const base = `${opts.recordSlug.normalize("NFD").replace(/[\u0300-\u036f]/g, "")}-${opts.name}`;
    let fileName = `${ym}/${base}.jpg`;
    for (let n = 1; this.fileNames.has(fileName); n++) fileName = `${ym}/${base}-${n}.jpg`;
    this.fileNames.add(fileName);
    this.media.push({
      id: opts.id,
      slug: fileName.slice(8, -4),
      title,
      alt,
      file: fileName,
      date: opts.date,
      parent: opts.parent,
      width: size.width,
      height: size.height,
      source: `content/media/library/${actual}.jpg`,
    });
    return { src: `{{uploads}}/${fileName}`, id: opts.id, ...size };
  }

  /** Library files used, sorted. */
  images(): string[] {
    return [...this.used].sort();
  }

  /** Images not rendered yet and what stands in for them, as `kitchen-05 → living-room-03`. */
  substituteLines(): string[] {
    return [...this.substitutes].sort(([a], [b]) => (a < b ? -1 : 1)).map(([a, b]) => `${a} → ${b}`);
  }
}
