/**
 * One source file → one WordPress record of the test server: ids checked for clashes, author and
 * categories looked up in site.md, the featured image, the gallery and the body's images
 * uploaded from the library (library.ts), the body turned into WordPress HTML (markdown.ts).
 */
import type { ContentProblem } from "../../app/content/errors";
import type { FixtureRecordInput } from "../../tests/fixtures/wp-server/data-schema";
import type { MediaLibrary, Upload } from "./library";
import { markdownToHtml } from "./markdown";
import type { ParsedRecord } from "./schema";

export interface RecordContext {
  problems: ContentProblem[];
  /** Author slug → user id (site.md). */
  users: Map<string, number>;
  /** Category slug → id (site.md). */
  categories: Map<string, number>;
  /** Record id → the file that uses it. */
  ids: Map<number, string>;
  library: MediaLibrary;
}

function claimId(ctx: RecordContext, id: number, file: string, field: string) {
  const other = ctx.ids.get(id);
  if (other) ctx.problems.push({ file, field, message: `id ${id} is also used by ${other}` });
  else ctx.ids.set(id, file);
}

function ref(ctx: RecordContext, file: string, field: string, map: Map<string, number>, key: string, what: string): number | null {
  const id = map.get(key);
  if (id === undefined) ctx.problems.push({ file, field, message: `unknown ${what} "${key}" (see content/cms-demo/site.md)` });
  return id ?? null;
}

/** The record of source file `file` (as shown in problems). */
export async function buildRecord(ctx: RecordContext, file: string, parsed: ParsedRecord): Promise<FixtureRecordInput> {
  const { library } = ctx;
  const d = parsed.data;
  const slug = d.slug ?? parsed.slug;
  claimId(ctx, d.id, file, "id");
  const author = ref(ctx, file, "author", ctx.users, d.author, "author") ?? 1;
  const cats = d.categories.map((c, i) => ref(ctx, file, `categories[${i}]`, ctx.categories, c, "category")).filter((c): c is number => c !== null);
  // Media ids: 100 per record, in order of use (featured, gallery, body images).
  // Posts' images are uploaded from the post (attached to it); a portfolio item's featured and
  // body images come from the Media Library (unattached), so its attachments are exactly its gallery.
  const isPortfolio = "gallery" in d;
  const own = isPortfolio ? null : d.id;
  let next = d.id * 100;
  let featuredMedia = 0;
  if (d.featured) {
    const up = await library.upload(file, "featured.image", { id: next++, name: d.featured.image, recordSlug: slug, date: d.date, parent: own, alt: d.featured.alt, title: d.featured.title, fallbackTitle: d.title });
    if (up) featuredMedia = up.id;
  }
  for (const [i, g] of (d.gallery ?? []).entries()) {
    // A Project Image's title is the source's (it names the view); its alt describes the picture.
    const cat = library.catalogued(g.image);
    await library.upload(file, `gallery[${i}].image`, { id: next++, name: g.image, recordSlug: slug, date: d.date, parent: d.id, alt: g.alt ?? cat?.alt ?? `${d.title}: ${g.title ?? "project image"}`, title: g.title, fallbackTitle: d.title });
  }
  const bodyUploads = new Map<string, Upload | null>();
  for (const m of parsed.body.matchAll(/^!\[([^\]]*)\]\(([a-z0-9-]+)(?:\s+"([^"]*)")?\)$/gm)) {
    const key = `${m[2]}|${m[1]}|${m[3] ?? ""}`;
    if (bodyUploads.has(key)) continue;
    bodyUploads.set(key, await library.upload(file, "body", { id: next++, name: m[2]!, recordSlug: slug, date: d.date, parent: own, alt: m[1]!, title: m[3] || m[1]!, fallbackTitle: d.title }));
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
}
