/** sitemap.xml, robots.txt and the blog's RSS feed, written by scripts/build.ts. */
import fs from "node:fs";
import path from "node:path";
import { encode } from "html-entities";
import { CMS_COLLECTIONS, recordPath } from "../../app/features/collections/table";
import { wpTimeRfc822 } from "../../app/lib/wp-time";
import { FEED_PATH, SITEMAP_PATH, SITE_LANGUAGE } from "../../app/lib/seo";

const xml = (s: string) => encode(s, { mode: "specialChars", level: "xml" });

/**
 * The sitemap of `paths`. A page whose content has a known last change (a WordPress record's
 * `modified`, `lastModified`) gets `<lastmod>` with that day; the others get none, since a date
 * that is not true makes search engines ignore the field.
 */
export function sitemap(siteUrl: string, paths: string[], lastModified: ReadonlyMap<string, string> = new Map()): string {
  const urls = paths
    .map((p) => {
      const loc = `<loc>${xml(p === "/" ? siteUrl : `${siteUrl}${p.split("/").map(encodeURIComponent).join("/")}`)}</loc>`;
      const day = lastModified.get(p)?.slice(0, 10);
      return `  <url>${loc}${day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? `<lastmod>${day}</lastmod>` : ""}</url>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robots(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}${SITEMAP_PATH}\n`;
}

export interface FeedItem {
  title: string;
  path: string;
  description: string;
  /** WordPress's local `date` (no zone) and, when known, its `date_gmt` (decision 184). */
  date: string;
  dateGmt?: string;
  author: string;
  /** WordPress's own id of the post in its feed (decision 230); without it the permalink is the id. */
  guid?: string;
}

export function rssFeed(o: { siteUrl: string; title: string; description: string; items: FeedItem[] }): string {
  const items = o.items
    .map((i) => {
      const pubDate = wpTimeRfc822(i.date, i.dateGmt);
      const link = `${o.siteUrl}${i.path.split("/").map(encodeURIComponent).join("/")}`;
      return [
        "    <item>",
        `      <title>${xml(i.title)}</title>`,
        `      <link>${xml(link)}</link>`,
        i.guid ? `      <guid isPermaLink="false">${xml(i.guid)}</guid>` : `      <guid isPermaLink="true">${xml(link)}</guid>`,
        `      <description>${xml(i.description)}</description>`,
        `      <dc:creator>${xml(i.author)}</dc:creator>`,
        pubDate ? `      <pubDate>${pubDate}</pubDate>` : "",
        "    </item>",
      ]
        .filter(Boolean)
        .join("\n");
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${xml(o.title)}</title>
    <link>${xml(`${o.siteUrl}/blog`)}</link>
    <description>${xml(o.description)}</description>
    <language>${SITE_LANGUAGE}</language>
    <atom:link href="${xml(`${o.siteUrl}${FEED_PATH}`)}" rel="self" type="application/rss+xml"/>
${items}
  </channel>
</rss>
`;
}

/** Whether a built page belongs in the sitemap: not a 404, the shell, a redirect or a noindex page. */
export function indexable(rel: string, html: string): boolean {
  return (
    !rel.endsWith("404.html") &&
    !rel.startsWith("__") &&
    !html.includes('http-equiv="refresh"') &&
    !html.includes('<meta name="robots" content="noindex"/>')
  );
}

/** Site path of a built page: index.html → /, blog/x.html → /blog/x. */
export function sitePath(rel: string): string {
  return rel === "index.html" ? "/" : `/${rel.replace(/\.html$/, "")}`;
}

/** Each WordPress page's address and the time its record last changed (`modified`). */
export function cmsLastModified(snapshot: { posts: CmsRecordDates[]; portfolio: CmsRecordDates[]; faq: CmsRecordDates[] }): Map<string, string> {
  return new Map(CMS_COLLECTIONS.flatMap((kind) => snapshot[kind].map((r) => [recordPath(kind, r.slug), r.modified] as const)));
}

type CmsRecordDates = { slug: string; modified: string };

/** Writes sitemap.xml (the indexable `pages`), robots.txt and rss.xml; returns the sitemap's URL count. */
export async function writeSeoFiles(out: string, pages: string[]): Promise<number> {
  const { getCompany } = await import("../../app/features/site/company.server");
  const { readSnapshot } = await import("../../app/features/collections/snapshot.server");
  const { readPage } = await import("../../app/features/site/site.server");
  const { blogPageSchema } = await import("../../app/features/collections/schema");
  const { displayTitle, plainText } = await import("../../app/lib/text");
  const company = getCompany();
  const snapshot = readSnapshot();
  fs.writeFileSync(path.join(out, SITEMAP_PATH.slice(1)), sitemap(company.siteUrl, pages, cmsLastModified(snapshot)));
  fs.writeFileSync(path.join(out, "robots.txt"), robots(company.siteUrl));
  const blog = readPage("blog", blogPageSchema);
  fs.writeFileSync(
    path.join(out, FEED_PATH.slice(1)),
    rssFeed({
      siteUrl: company.siteUrl,
      title: `${blog.hero.heading} | ${company.name}`,
      description: blog.meta.description,
      // SEO fields a studio set (decision 112): noindex posts stay out, their description wins.
      items: snapshot.posts.filter((p) => !p.seo?.noindex).map((p) => ({
        title: displayTitle(p.title),
        path: `/blog/${p.slug}`,
        description: p.seo?.description ? displayTitle(p.seo.description) : plainText(p.excerpt),
        date: p.date,
        ...(p.dateGmt ? { dateGmt: p.dateGmt } : {}),
        author: p.author ? displayTitle(p.author) : company.teamName,
        ...(p.guid ? { guid: p.guid } : {}),
      })),
    }),
  );
  return pages.length;
}
