/**
 * The demo CMS source (content/cms-demo/) → data for the WordPress-compatible
 * test server: what an editor would have typed into WordPress for the demo
 * studio, with images uploaded from the studio's image library
 * (content/media/library/<name>.jpg).
 *
 *   content/cms-demo/site.md           authors and categories (frontmatter)
 *   content/cms-demo/posts/*.md        blog posts
 *   content/cms-demo/portfolio/*.md    portfolio items and their "Project Images"
 *   content/cms-demo/faq/*.md          FAQ items (question = title, answer = body)
 *
 * Every problem is reported as `file: field: message`; nothing is guessed.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import sharp from "sharp";
import { z } from "zod";
import { friendlyMessage, issuesToProblems, type ContentProblem } from "../../app/content/errors";
import type { FixtureDataInput, FixtureMediaInput, FixtureRecordInput } from "../../tests/fixtures/wp-server/data-schema";
import { markdownToHtml } from "./markdown";

/** A date as YAML gives it (`2026-03-14 09:30`) → WordPress's `2026-03-14T09:30:00`. */
const wpDate = z.preprocess(
  (v) => (v instanceof Date ? v.toISOString().slice(0, 19) : typeof v === "string" ? v.replace(" ", "T").padEnd(19, ":00").slice(0, 19) : v),
  z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/, { message: "must be a date like 2026-03-14 09:30" }),
);

const libraryName = z.string().regex(/^[a-z0-9-]+$/, { message: "must be a library image name like kitchen-01 (content/media/library/kitchen-01.jpg)" });

/** An image from the library; alt and title default to the library catalogue's. */
const imageSchema = z.strictObject({ image: libraryName, alt: z.string().optional(), title: z.string().optional() });

const siteSchema = z.strictObject({
  users: z.array(z.strictObject({ id: z.number().int().positive(), name: z.string().min(1), slug: z.string().regex(/^[a-z0-9-]+$/) })).min(1),
  categories: z.array(z.strictObject({ id: z.number().int().positive(), slug: z.string().min(1), name: z.string().min(1), description: z.string().optional() })).min(1),
});

const recordShape = {
  id: z.number().int().positive(),
  /** Defaults to the file name. */
  slug: z.string().min(1).optional(),
  title: z.string().min(1),
  date: wpDate,
  modified: wpDate.optional(),
  /** Author's user slug (site.md). */
  author: z.string().min(1),
  /** Category slugs (site.md). */
  categories: z.array(z.string().min(1)).default([]),
  /** Plain text; leave it out and the post has none (the site falls back to the body). */
  excerpt: z.string().min(1).optional(),
  featured: imageSchema.optional(),
};

const postSchema = z.strictObject(recordShape);
const portfolioSchema = z.strictObject({
  ...recordShape,
  /** The project's "Project Images": attached to the item, in this order. */
  gallery: z.array(imageSchema).min(1),
});
const faqSchema = z.strictObject({ ...recordShape, author: z.string().min(1).default("maple-mortar-team") });

export class DemoSourceError extends Error {
  readonly problems: ContentProblem[];
  constructor(problems: ContentProblem[]) {
    super(`The demo CMS source has ${problems.length} problem${problems.length === 1 ? "" : "s"}:\n${problems.map((p) => `  ${p.file}: ${p.field}: ${p.message}`).join("\n")}`);
    this.problems = problems;
  }
}

interface Catalogue {
  title: string;
  alt: string;
}

/** content/media/library.md: `images: [{ file: library/x.jpg, title, alt }]` (written by the image renderer). */
function readCatalogue(root: string): Map<string, Catalogue> {
  const file = path.join(root, "content", "media", "library.md");
  const out = new Map<string, Catalogue>();
  if (!fs.existsSync(file)) return out;
  const data = matter(fs.readFileSync(file, "utf8"), {}).data as { images?: { file?: string; title?: string; alt?: string }[] };
  for (const img of data.images ?? []) {
    const name = /^library\/([a-z0-9-]+)\.jpg$/.exec(img.file ?? "")?.[1];
    if (name && img.title && img.alt) out.set(name, { title: img.title, alt: img.alt });
  }
  return out;
}

export interface DemoSource {
  data: FixtureDataInput;
  /** Library files the source uses. */
  images: string[];
  /** Images not rendered yet and what stands in for them, as `kitchen-05 → living-room-03`; empty once the library is complete. */
  substitutes: string[];
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

/** Reads content/cms-demo under `root` (the project folder). Throws DemoSourceError with every problem. */
export async function readDemoSource(root: string): Promise<DemoSource> {
  const dir = path.join(root, "content", "cms-demo");
  const problems: ContentProblem[] = [];
  const show = (abs: string) => path.relative(root, abs).split(path.sep).join("/");
  const parse = <S extends z.ZodType>(abs: string, schema: S): { data: z.output<S>; body: string; slug: string } | null => {
    let parsed: matter.GrayMatterFile<string>;
    try {
      parsed = matter(fs.readFileSync(abs, "utf8"), {});
    } catch (err) {
      problems.push({ file: show(abs), field: "frontmatter", message: (err as Error).message.split("\n")[0]! });
      return null;
    }
    const res = schema.safeParse(parsed.data, { error: friendlyMessage });
    if (!res.success) {
      problems.push(...issuesToProblems(show(abs), res.error));
      return null;
    }
    return { data: res.data, body: parsed.content.trim(), slug: path.basename(abs, ".md") };
  };
  const list = (sub: string) =>
    fs.existsSync(path.join(dir, sub))
      ? fs
          .readdirSync(path.join(dir, sub))
          .filter((f) => f.endsWith(".md"))
          .sort()
          .map((f) => path.join(dir, sub, f))
      : [];

  const site = parse(path.join(dir, "site.md"), siteSchema);
  if (!site) throw new DemoSourceError(problems);
  const users = new Map(site.data.users.map((u) => [u.slug, u.id]));
  const categories = new Map(site.data.categories.map((c) => [c.slug, c.id]));
  const catalogue = readCatalogue(root);
  const library = readLibrary(path.join(root, "content", "media", "library"));
  const rendered = [...library.keys()].sort();
  const substitutes = new Map<string, string>();
  /**
   * The library file for a name. While the library is still being rendered, a
   * missing image is stood in for by a rendered one of the same family (else
   * any), chosen by the name's hash, and reported; re-running once it exists
   * picks up the real one.
   */
  const resolve = (name: string): string | null => {
    if (library.has(name)) return name;
    const sub = substitutes.get(name);
    if (sub) return sub;
    const pool = rendered.filter((n) => family(n) === family(name));
    const from = pool.length ? pool : rendered;
    if (!from.length) return null;
    const pick = from[createHash("sha256").update(name).digest().readUInt32BE(0) % from.length]!;
    substitutes.set(name, pick);
    return pick;
  };
  const sizes = new Map<string, { width: number; height: number }>();
  const used = new Set<string>();

  const media: FixtureMediaInput[] = [];
  const fileNames = new Set<string>();
  const ids = new Map<number, string>();
  const claimId = (id: number, file: string, field: string) => {
    const other = ids.get(id);
    if (other) problems.push({ file, field, message: `id ${id} is also used by ${other}` });
    else ids.set(id, file);
  };

  /** Registers an upload of a library image (one media item per use, as an editor uploads it). */
  const upload = async (
    file: string,
    field: string,
    opts: { id: number; name: string; recordSlug: string; date: string; parent: number | null; alt?: string; title?: string; fallbackTitle: string },
  ) => {
    const actual = resolve(opts.name);
    if (!actual) {
      problems.push({ file, field, message: `image not found: content/media/library/${opts.name}.jpg (and no rendered image to stand in)` });
      return null;
    }
    const abs = library.get(actual)!;
    // Alt and title: the source's, else the catalogue's for the image really used, else the title given in the source.
    const cat = catalogue.get(actual);
    const title = opts.title ?? cat?.title ?? opts.fallbackTitle;
    const alt = opts.alt ?? cat?.alt ?? title;
    let size = sizes.get(opts.name);
    if (!size) {
      const meta = await sharp(abs).metadata();
      size = { width: meta.width ?? 1600, height: meta.height ?? 1000 };
      sizes.set(opts.name, size);
    }
    used.add(`content/media/library/${actual}.jpg`);
    const ym = opts.date.slice(0, 7).replace("-", "/");
    // WordPress numbers a second upload of the same name: kitchen-01-1.jpg.
    // …and strips accents from uploaded file names (café → cafe).
    const base = `${opts.recordSlug.normalize("NFD").replace(/[\u0300-\u036f]/g, "")}-${opts.name}`;
    let fileName = `${ym}/${base}.jpg`;
    for (let n = 1; fileNames.has(fileName); n++) fileName = `${ym}/${base}-${n}.jpg`;
    fileNames.add(fileName);
    media.push({
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
  };

  const ref = (file: string, field: string, map: Map<string, number>, key: string, what: string): number | null => {
    const id = map.get(key);
    if (id === undefined) problems.push({ file, field, message: `unknown ${what} "${key}" (see content/cms-demo/site.md)` });
    return id ?? null;
  };

  const build = async (abs: string, parsed: { data: z.output<typeof postSchema> & { gallery?: z.output<typeof imageSchema>[] }; body: string; slug: string }): Promise<FixtureRecordInput> => {
    const f = show(abs);
    const d = parsed.data;
    const slug = d.slug ?? parsed.slug;
    claimId(d.id, f, "id");
    const author = ref(f, "author", users, d.author, "author") ?? 1;
    const cats = d.categories.map((c, i) => ref(f, `categories[${i}]`, categories, c, "category")).filter((c): c is number => c !== null);
    // Media ids: 100 per record, in order of use (featured, gallery, body images).
    // Posts' images are uploaded from the post (attached to it); a portfolio item's featured and
    // body images come from the Media Library (unattached), so its attachments are exactly its gallery.
    const isPortfolio = "gallery" in d;
    const own = isPortfolio ? null : d.id;
    let next = d.id * 100;
    let featuredMedia = 0;
    if (d.featured) {
      const up = await upload(f, "featured.image", { id: next++, name: d.featured.image, recordSlug: slug, date: d.date, parent: own, alt: d.featured.alt, title: d.featured.title, fallbackTitle: d.title });
      if (up) featuredMedia = up.id;
    }
    for (const [i, g] of (d.gallery ?? []).entries()) {
      // A Project Image's title is the source's (it names the view); its alt describes the picture.
      const cat = catalogue.get(resolve(g.image) ?? "");
      await upload(f, `gallery[${i}].image`, { id: next++, name: g.image, recordSlug: slug, date: d.date, parent: d.id, alt: g.alt ?? cat?.alt ?? `${d.title}: ${g.title ?? "project image"}`, title: g.title, fallbackTitle: d.title });
    }
    const bodyUploads = new Map<string, { src: string; id: number; width: number; height: number } | null>();
    for (const m of parsed.body.matchAll(/^!\[([^\]]*)\]\(([a-z0-9-]+)(?:\s+"([^"]*)")?\)$/gm)) {
      const key = `${m[2]}|${m[1]}|${m[3] ?? ""}`;
      if (bodyUploads.has(key)) continue;
      bodyUploads.set(key, await upload(f, "body", { id: next++, name: m[2]!, recordSlug: slug, date: d.date, parent: own, alt: m[1]!, title: m[3] || m[1]!, fallbackTitle: d.title }));
    }
    const html = markdownToHtml(parsed.body, (img) => bodyUploads.get(`${img.name}|${img.alt}|${img.caption}`) ?? { src: "", id: 0, width: 1, height: 1 });
    return {
      id: d.id,
      slug,
      date: d.date,
      ...(d.modified ? { modified: d.modified } : {}),
      title: d.title,
      excerpt: d.excerpt ?? "",
      content: html,
      categories: cats,
      author,
      featuredMedia,
    };
  };

  const read = async <S extends z.ZodType>(sub: string, schema: S, extraCategory: string) => {
    const out: FixtureRecordInput[] = [];
    for (const abs of list(sub)) {
      const parsed = parse(abs, schema);
      if (!parsed) continue;
      const r = await build(abs, parsed as never);
      // Custom types carry their own category too, so a WordPress without the
      // portfolio/faq routes still finds them as posts of that category.
      const extra = categories.get(extraCategory);
      if (extra !== undefined && !r.categories!.includes(extra)) r.categories = [...r.categories!, extra];
      out.push(r);
    }
    return out;
  };
  const posts = await read("posts", postSchema, "");
  const portfolio = await read("portfolio", portfolioSchema, "portfolio");
  const faq = await read("faq", faqSchema, "faq");
  for (const [type, list] of [
    ["posts", posts],
    ["portfolio", portfolio],
    ["faq", faq],
  ] as const) {
    const slugs = new Map<string, number>();
    for (const r of list) {
      const other = slugs.get(r.slug);
      if (other !== undefined) problems.push({ file: `content/cms-demo/${type}`, field: "slug", message: `"${r.slug}" is used by ids ${other} and ${r.id}` });
      slugs.set(r.slug, r.id);
    }
  }
  if (problems.length) throw new DemoSourceError(problems);
  media.sort((a, b) => a.id - b.id);
  return {
    data: {
      users: site.data.users,
      categories: site.data.categories.map((c) => ({ id: c.id, slug: c.slug, name: c.name, description: c.description ?? "" })),
      media,
      posts,
      portfolio,
      faq,
    },
    images: [...used].sort(),
    substitutes: [...substitutes].sort(([a], [b]) => (a < b ? -1 : 1)).map(([a, b]) => `${a} → ${b}`),
  };
}
