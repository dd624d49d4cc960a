// The feed: the 20 newest posts, as ours.
import { plain, site } from "../data.mjs";

const xml = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function GET({ site: origin }) {
  const items = site()
    .posts.slice(0, 20)
    .map((p) => `<item><title>${xml(plain(p.title))}</title><link>${new URL(`/blog/${p.slug}`, origin).href}</link><pubDate>${new Date(`${p.date}Z`).toUTCString()}</pubDate><description>${xml(plain(p.excerpt))}</description></item>`)
    .join("");
  return new Response(`<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Blog</title><link>${origin}</link><description>Blog</description>${items}</channel></rss>`);
}
