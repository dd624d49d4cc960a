/**
 * The snapshot's last HTML stage: body images point at their local copies, body links are mapped
 * (app/features/collections/cms-links.ts), featured images and attachments become local paths. A record whose HTML cannot be
 * processed here is left out with one warning (decision 072); records kept from the previous
 * snapshot (incremental runs) pass as they are.
 */
import { sameUpload } from "./same-upload";
import { CMS_MEDIA_CONTENT_PATH, CMS_MEDIA_PUBLIC_PATH, type CmsPortfolioRecord, type CmsRecord } from "../../app/cms/snapshot-schema";
import type { NodeHtml } from "./html";
import { buildPermalinkIndex, linkWarning, mapLink, type LinkTarget } from "../../app/features/collections/cms-links";
import type { CmsCategory } from "../../app/cms/snapshot-schema";
import type { StoredImage } from "./media";
import { type SyncEntry } from "./state";
import type { CmsCollection } from "../../app/cms/collections";

export interface LocalizeInput {
  posts: CmsRecord[];
  portfolio: CmsPortfolioRecord[];
  faq: CmsRecord[];
  nodeHtml: NodeHtml;
  cmsOrigin: string;
  /** The REST API's URL (WordPress's home path is read from it). */
  apiUrl: string;
  categories: CmsCategory[];
  /** Published WordPress pages, for `?page_id=` links (decision 113). */
  wpPages: { id: number; slug: string }[];
  /** Site pages a WordPress page may stand for (service and offer pages; the fixed ones are in the table). */
  sitePages: string[];
  images: ReadonlyMap<string, StoredImage>;
  isKept: (type: CmsCollection, r: CmsRecord) => boolean;
  prevEntries: ReadonlyMap<string, SyncEntry>;
  warnings: string[];
}

export interface Localized {
  posts: CmsRecord[];
  portfolio: CmsPortfolioRecord[];
  faq: CmsRecord[];
  /** Every stored image a record uses, by source URL. */
  used: Map<string, StoredImage>;
  /** Source URLs of the images each record (`type:id`) uses, for sync.json. */
  recordUrls: Map<string, Set<string>>;
}

/** One line for a record that is left out because processing it threw. */
export function recordFailure(where: string, r: { id?: unknown; slug?: unknown }, err: unknown): string {
  const id = typeof r.id === "number" ? `id ${r.id}` : "a record";
  const slug = typeof r.slug === "string" && r.slug ? ` (slug "${r.slug}")` : "";
  const why = (err instanceof Error ? err.message : String(err)).replace(/\s+/g, " ").slice(0, 160);
  return `${where} ${id}${slug}: could not be processed (${why}); record left out`;
}

/**
 * The images the records use: featured images, attachments and `<img>` in body HTML; kept
 * records' by the URLs sync.json recorded. Also which record first uses each (for warnings), and
 * the records whose HTML could not be read (left out with a warning).
 */
export function imageUrls(
  lists: Record<CmsCollection, CmsRecord[]>,
  ctx: Pick<LocalizeInput, "nodeHtml" | "cmsOrigin" | "isKept" | "prevEntries" | "warnings">,
): { urls: Set<string>; usedBy: Map<string, string>; failed: Set<CmsRecord> } {
  const urls = new Set<string>();
  const usedBy = new Map<string, string>();
  const failed = new Set<CmsRecord>();
  for (const type of ["posts", "portfolio", "faq"] as const) {
    for (const r of lists[type]) {
      const add = (u: string) => {
        urls.add(u);
        if (!usedBy.has(u)) usedBy.set(u, `${type} id ${r.id}, slug "${r.slug}"`);
      };
      if (ctx.isKept(type, r)) {
        for (const u of ctx.prevEntries.get(`${type}:${r.id}`)!.urls) add(u);
        continue;
      }
      let found: string[];
      try {
        found = [r.content, r.excerpt, r.title].flatMap((f) => ctx.nodeHtml.imageSources(f, ctx.cmsOrigin));
      } catch (err) {
        ctx.warnings.push(recordFailure(type, r, err));
        failed.add(r);
        continue;
      }
      if (r.featuredImage) add(r.featuredImage.src);
      // Yoast's share picture is usually the featured image in another size: that one is kept for it.
      if (r.seo?.image && !(r.featuredImage && sameUpload(r.seo.image, r.featuredImage.src))) add(r.seo.image);
      for (const u of found) add(u);
      if ("attachments" in r) for (const a of (r as CmsPortfolioRecord).attachments) add(a.src);
    }
  }
  return { urls, usedBy, failed };
}

export function localize(input: LocalizeInput): Localized {
  const { nodeHtml, cmsOrigin, images, isKept, prevEntries, warnings } = input;
  const used = new Map<string, StoredImage>();
  const recordUrls = new Map<string, Set<string>>();
  const useImage = (key: string, url: string) => {
    const img = images.get(url);
    if (img) {
      used.set(url, img);
      let set = recordUrls.get(key);
      if (!set) recordUrls.set(key, (set = new Set()));
      set.add(url);
    }
    return img;
  };
  const targets: LinkTarget[] = [];
  for (const [type, list] of [["posts", input.posts], ["portfolio", input.portfolio], ["faq", input.faq]] as const) {
    for (const r of list) targets.push({ type, id: r.id, slug: r.slug, link: r.link });
  }
  const index = buildPermalinkIndex({
    apiUrl: input.apiUrl,
    records: targets,
    categories: input.categories,
    categoryUse: { posts: input.posts.flatMap((r) => r.categories), portfolio: input.portfolio.flatMap((r) => r.categories) },
    pages: input.sitePages,
    wpPages: input.wpPages,
    uploads: images.keys(),
  });

  const withLocalMedia = <T extends CmsRecord>(type: CmsCollection, r: T): T => {
    const key = `${type}:${r.id}`;
    if (isKept(type, r)) {
      for (const u of prevEntries.get(key)!.urls) {
        if (!useImage(key, u)) throw new Error(`kept record ${key} lost its image ${u}`);
      }
      return r;
    }
    const featured = r.featuredImage ? useImage(key, r.featuredImage.src) : undefined;
    const links = (href: string): string => {
      const m = mapLink(href, r.link, index);
      if (m.kind === "unchanged" || m.kind === "route") return m.href;
      if (m.kind === "upload") {
        const img = useImage(key, m.source);
        if (img) return CMS_MEDIA_PUBLIC_PATH + img.file;
      }
      const became = m.kind === "cms" ? m.href : m.source;
      warnings.push(linkWarning(type, r, href, became));
      return became;
    };
    // SEO fields (decision 112): the share image as a local copy; a canonical on the CMS as the
    // site page it names, or left out when the site has none.
    let seo = r.seo;
    if (seo?.image && r.featuredImage && featured && sameUpload(seo.image, r.featuredImage.src)) {
      seo = { ...seo, image: CMS_MEDIA_CONTENT_PATH + featured.file }; // the featured image, described (decision 230)
    } else if (seo?.image) {
      const img = useImage(key, seo.image);
      if (img) seo = { ...seo, image: CMS_MEDIA_CONTENT_PATH + img.file };
      else {
        const withFeatured = r.featuredImage && sameUpload(seo.image, r.featuredImage.src);
        warnings.push(`${type} id ${r.id} (slug "${r.slug}"): SEO image ${seo.image} was not stored${withFeatured ? " (it is the featured image, which was not stored either)" : ""} (ignored)`);
        const { image: _dropped, ...rest } = seo;
        seo = rest;
      }
    }
    if (seo?.canonical) {
      const m = mapLink(seo.canonical, r.link, index);
      if (m.kind === "route") seo = { ...seo, canonical: m.href.split("#")[0]! };
      else if (m.kind !== "unchanged") {
        warnings.push(`${type} id ${r.id} (slug "${r.slug}"): SEO canonical ${seo.canonical} is not a page of this site (ignored)`);
        const { canonical: _dropped, ...rest } = seo;
        seo = rest;
      }
    }
    const rewrite = (h: string) =>
      nodeHtml.rewriteImages(
        h,
        cmsOrigin,
        (u) => {
          const img = useImage(key, u);
          return img ? { src: CMS_MEDIA_PUBLIC_PATH + img.file, width: img.width, height: img.height } : null;
        },
        links,
      );
    return {
      ...r,
      title: rewrite(r.title),
      excerpt: rewrite(r.excerpt),
      content: rewrite(r.content),
      featuredImage: r.featuredImage && featured ? { src: CMS_MEDIA_CONTENT_PATH + featured.file, alt: r.featuredImage.alt } : null,
      ...(seo && Object.keys(seo).length > 0 ? { seo } : { seo: undefined }),
    };
  };
  /** Each record on its own: one that throws is one warning, and its images are not kept for it. */
  const each = <T extends CmsRecord>(type: CmsCollection, list: T[], fn: (r: T) => T): T[] =>
    list.flatMap((r) => {
      try {
        return [fn(r)];
      } catch (err) {
        if (isKept(type, r)) throw err;
        recordUrls.delete(`${type}:${r.id}`);
        warnings.push(recordFailure(type, r, err));
        return [];
      }
    });

  const posts = each("posts", input.posts, (r) => withLocalMedia("posts", r));
  const faq = each("faq", input.faq, (r) => withLocalMedia("faq", r));
  const portfolio = each("portfolio", input.portfolio, (r) => {
    if (isKept("portfolio", r)) return withLocalMedia("portfolio", r);
    const base = withLocalMedia("portfolio", r);
    const attachments = r.attachments.flatMap((a) => {
      const img = useImage(`portfolio:${r.id}`, a.src);
      return img ? [{ src: CMS_MEDIA_CONTENT_PATH + img.file, alt: a.alt, title: a.title }] : [];
    });
    return { ...base, attachments };
  });
  // Images only a left-out record used are not stored.
  const stillUsed = new Set([...recordUrls.values()].flatMap((s) => [...s]));
  for (const url of [...used.keys()]) if (!stillUsed.has(url)) used.delete(url);
  return { posts, portfolio, faq, used, recordUrls };
}
