// Every post's address, as our sitemap lists them.
import { site } from "../data.mjs";

export function GET({ site: origin }) {
  const urls = site()
    .posts.map((p) => `<url><loc>${new URL(`/blog/${encodeURIComponent(p.slug)}`, origin).href}</loc><lastmod>${p.modified}</lastmod></url>`)
    .join("");
  return new Response(`<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`);
}
