/**
 * What the browser is given at build time, computed in this one place from the content files:
 * the site's details and endpoints, and the words of each collection's detail pages. Vite
 * (vite.config.ts) and Vitest (vitest.config.ts) put the result in the bundles as `__SITE__` and
 * `__DETAIL_LABELS__` (`define`, see `defineBuildValues`); app/content/build-values.ts is the one
 * module that reads them, and app/env.d.ts types them from `BuildValues` below. The app build cache
 * (scripts/build/app-build.ts) keys on the same values, so a label or an address edited in
 * content/ builds the bundles again.
 *
 * Node only. Its readers import through `~/`, which the config loaders of Vite and Vitest do not
 * resolve: the config files load this module through tsx.
 */
import { COLLECTIONS, type CmsCollection } from "../features/collections/table";
import { blogPageSchema, faqPageSchema, portfolioPageSchema, type NeighbourLabels, type PortfolioPage } from "../features/collections/schema";
import type { SectionOf } from "../features/sections/schema";
import { getCompany } from "../features/site/company.server";
import { readPage } from "../features/site/site.server";

/** The company's details the browser needs. */
export interface SiteValues {
  name: string;
  url: string;
  teamName: string;
  cmsApiUrl: string;
  /** The leads endpoint's REST base, or null: the forms send nothing (decision 095). */
  leadsApiUrl: string | null;
}

/**
 * The words a detail page takes from its list page's content file: back link, byline word,
 * images heading, the image viewer's words, closing band. A post prerendered, a post published
 * after the build and opened live, a draft preview and the not-found state all show the same
 * words from the same file.
 */
export interface DetailLabels {
  back: { text: string; link: string };
  by?: string;
  imagesHeading?: string;
  /** The newer and older article or project (decision 214): `article.neighbours`, `item.neighbours`. */
  neighbours?: NeighbourLabels;
  /** A portfolio item's image viewer (decision 210): content/pages/portfolio.md, `item.viewer`. */
  viewer?: PortfolioPage["item"]["viewer"];
  closing?: SectionOf<"cta">;
}

export interface BuildValues {
  site: SiteValues;
  detailLabels: Record<CmsCollection, DetailLabels>;
}

/** The values, read from the content files named beside each. */
export function buildValues(): BuildValues {
  // content/site/company.md
  const company = getCompany();
  // content/pages/blog.md, portfolio.md and faq.md: each collection's list page.
  const blog = readPage("blog", blogPageSchema);
  const portfolio = readPage("portfolio", portfolioPageSchema);
  const faq = readPage("faq", faqPageSchema);
  const back = (c: CmsCollection, text: string) => ({ text, link: COLLECTIONS[c].routePrefix });
  return {
    site: { name: company.name, url: company.siteUrl, teamName: company.teamName, cmsApiUrl: company.cmsApiUrl, leadsApiUrl: company.leadsApiUrl ?? null },
    detailLabels: {
      posts: { back: back("posts", blog.article.back), by: blog.article.byline, neighbours: blog.article.neighbours, closing: blog.article.closing },
      portfolio: { back: back("portfolio", portfolio.item.back), by: portfolio.item.by, imagesHeading: portfolio.item.imagesHeading, neighbours: portfolio.item.neighbours, viewer: portfolio.item.viewer, closing: portfolio.closing },
      faq: { back: back("faq", faq.item.back), closing: faq.closing },
    },
  };
}

/**
 * The values as Vite's and Vitest's `define`, read by app/content/build-values.ts: a global per
 * value, so a bundle keeps only the ones its code reads (a form that reads the site's leads
 * endpoint does not carry the labels, and its sending code drops out while there is none).
 */
export function defineBuildValues(values: BuildValues): Record<string, string> {
  return { __SITE__: JSON.stringify(values.site), __DETAIL_LABELS__: JSON.stringify(values.detailLabels) };
}
