/** sitemap.xml, robots.txt and the blog's RSS feed, written by scripts/build.ts. */
import { encode } from "html-entities";

const xml = (s: string) => encode(s, { mode: "specialChars", level: "xml" });

export function sitemap(siteUrl: string, paths: string[]): string {
  const urls = paths
    .map((p) => `  <url><loc>${xml(p === "/" ? siteUrl : `${siteUrl}${p.split("/").map(encodeURIComponent).join("/")}`)}</loc></url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robots(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

export interface FeedItem {
  title: string;
  path: string;
  description: string;
  date: string;
  author: string;
}

export function rssFeed(o: { siteUrl: string; title: string; description: string; items: FeedItem[] }): string {
  const rfc822 = (d: string) => {
    const t = new Date(`${d}${/Z|[+-]\d\d:?\d\d$/.test(d) ? "" : "Z"}`);
    return Number.isNaN(t.getTime()) ? "" : t.toUTCString();
  };
  const items = o.items
    .map((i) => {
      const link = `${o.siteUrl}${i.path.split("/").map(encodeURIComponent).join("/")}`;
      return [
        "    <item>",
        `      <title>${xml(i.title)}</title>`,
        `      <link>${xml(link)}</link>`,
        `      <guid isPermaLink="true">${xml(link)}</guid>`,
        `      <description>${xml(i.description)}</description>`,
        `      <dc:creator>${xml(i.author)}</dc:creator>`,
        rfc822(i.date) ? `      <pubDate>${rfc822(i.date)}</pubDate>` : "",
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
    <language>en-CA</language>
    <atom:link href="${xml(`${o.siteUrl}/rss.xml`)}" rel="self" type="application/rss+xml"/>
${items}
  </channel>
</rss>
`;
}
