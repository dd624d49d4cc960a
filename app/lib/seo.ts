import type { MetaDescriptor } from "react-router";

export const DEFAULT_KEYWORDS = "interior design, home decor, interior decoration";

/** The blog's RSS feed (scripts/build/seo-files.ts writes it; WordPress's feed addresses lead there). */
export const FEED_PATH = "/rss.xml";

/** The sitemap (scripts/build/seo-files.ts writes it; WordPress's and its SEO plugins' sitemap addresses lead there). */
export const SITEMAP_PATH = "/sitemap.xml";

/**
 * The privacy policy's page (decision 219): its route, the footer's and the forms' links, where
 * WordPress's own privacy page leads. Here beside the feed's, in a module every page with a form
 * loads already: the forms' small print adds no file of its own for it.
 */
export const PRIVACY_PATH = "/privacy";

/** The site's language: `<html lang>`, and Open Graph's `og:locale` (en_CA). */
export const SITE_LANGUAGE = "en-CA";

/** Everything a page's <head> needs; built on the server (loader), rendered by `seo()`. */
export interface PageMeta {
  /** Page title without the site name. */
  title: string;
  /** The whole document title, used as it is (an SEO plugin's, which carries the site name itself). */
  documentTitle?: string;
  description: string;
  /** SPEC path, e.g. `/about` (no trailing slash; `/` for home). */
  path: string;
  siteName: string;
  /** Site base URL without trailing slash, e.g. https://www.example.com */
  siteUrl: string;
  keywords?: string | string[];
  socialTitle?: string;
  socialDescription?: string;
  /** Absolute URL or site path of the share image. */
  image: string;
  imageAlt?: string;
  /** The share image's size, when known (the build's are 1200×630). */
  imageSize?: { width: number; height: number };
  type?: "website" | "article";
  /** An article's first publication and last change (ISO 8601 with offset): `article:published_time`, `article:modified_time`. */
  published?: string;
  modified?: string;
  /** Keep the page out of search results (404). */
  noindex?: boolean;
  /** Structured data (schema.org JSON-LD objects), each rendered in its own script tag. */
  jsonLd?: Record<string, unknown>[];
}

/** `/about/` → `/about`; `/` stays `/`; query and hash dropped. */
export function canonicalPath(path: string): string {
  const clean = path.split(/[?#]/)[0] || "/";
  const trimmed = clean.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/** Percent-encodes each path segment once (non-ASCII slugs), leaving encoded ones as they are. */
export function encodePath(path: string): string {
  return path
    .split("/")
    .map((seg) => {
      try {
        return encodeURIComponent(decodeURIComponent(seg));
      } catch {
        return encodeURIComponent(seg);
      }
    })
    .join("/");
}

export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  const base = siteUrl.replace(/\/+$/, "");
  return pathOrUrl === "/" ? base : `${base}${pathOrUrl.startsWith("/") ? "" : "/"}${encodePath(pathOrUrl)}`;
}

export function pageTitle(title: string, siteName: string): string {
  return title === siteName ? siteName : `${title} | ${siteName}`;
}

/** The one metadata helper every route uses: title, description, keywords, canonical, Open Graph, Twitter. */
export function seo(m: PageMeta): MetaDescriptor[] {
  const title = m.documentTitle ?? pageTitle(m.title, m.siteName);
  const url = absoluteUrl(m.siteUrl, canonicalPath(m.path));
  const image = absoluteUrl(m.siteUrl, m.image);
  const socialTitle = m.socialTitle ?? title;
  const socialDescription = m.socialDescription ?? m.description;
  const keywords = Array.isArray(m.keywords) ? m.keywords.join(", ") : (m.keywords ?? DEFAULT_KEYWORDS);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: m.description },
    { name: "keywords", content: keywords },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: m.type ?? "website" },
    { property: "og:locale", content: SITE_LANGUAGE.replace("-", "_") },
    { property: "og:site_name", content: m.siteName },
    { property: "og:title", content: socialTitle },
    { property: "og:description", content: socialDescription },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: socialTitle },
    { name: "twitter:description", content: socialDescription },
    { name: "twitter:image", content: image },
  ];
  if (m.imageSize) tags.push({ property: "og:image:width", content: String(m.imageSize.width) }, { property: "og:image:height", content: String(m.imageSize.height) });
  if (m.type === "article") {
    if (m.published) tags.push({ property: "article:published_time", content: m.published });
    if (m.modified) tags.push({ property: "article:modified_time", content: m.modified });
  }
  if (m.imageAlt) {
    tags.push({ property: "og:image:alt", content: m.imageAlt }, { name: "twitter:image:alt", content: m.imageAlt });
  }
  if (m.noindex) tags.push({ name: "robots", content: "noindex" });
  for (const data of m.jsonLd ?? []) tags.push({ "script:ld+json": data });
  return tags;
}

/** What a page takes of a record's SEO fields (decision 112; app/cms/seo-fields.ts). */
export interface SeoOverrides {
  title?: string;
  description?: string;
  canonical?: string;
  noindex?: true;
}

/**
 * A record page's meta with the SEO fields a studio set in WordPress in place of the derived ones:
 * title, description, noindex, and the canonical when it is on this site (a site path, or an
 * absolute URL on the site's origin); any other canonical is ignored. The share image is chosen by
 * the caller (it is a snapshot image at build time, a remote one live).
 */
export function withSeoFields(meta: PageMeta, seo: SeoOverrides | undefined, decode: (s: string) => string = (s) => s): PageMeta {
  if (!seo) return meta;
  const out: PageMeta = { ...meta };
  if (seo.title) out.documentTitle = decode(seo.title);
  if (seo.description) out.description = decode(seo.description);
  if (seo.noindex) out.noindex = true;
  const path = seo.canonical ? canonicalOnSite(seo.canonical, meta.siteUrl) : null;
  if (path) out.path = path;
  return out;
}

/** The site path of a canonical URL, when it is on this site; null otherwise. */
export function canonicalOnSite(canonical: string, siteUrl: string): string | null {
  if (canonical.startsWith("/") && !canonical.startsWith("//")) return canonicalPath(canonical);
  try {
    const u = new URL(canonical);
    const site = new URL(siteUrl);
    if (u.origin !== site.origin || u.username || u.password) return null;
    let path = u.pathname;
    try {
      path = decodeURIComponent(path);
    } catch {
      return null;
    }
    return canonicalPath(path);
  } catch {
    return null;
  }
}
