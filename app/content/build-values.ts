/**
 * The one reader of what the build gives the browser: the site's details and endpoints
 * (content/site/company.md) and each collection's detail-page labels (content/pages/blog.md,
 * portfolio.md, faq.md). app/content/build-values.server.ts computes them; Vite and Vitest put
 * them in the bundles as `__SITE__` and `__DETAIL_LABELS__`. Every feature imports them from
 * here; nothing else reads those globals.
 */

/**
 * The one guard: code run outside Vite and Vitest (a script run by tsx) has no build values,
 * and says so here, where they come from, instead of running with empty ones. Marked pure, so
 * a bundle (where `define` always sets them) drops the check and can still fold the values:
 * without a leads endpoint the forms' sending code drops out of the bundle, as it should.
 */
function assertBuildValues(): void {
  if (typeof __SITE__ === "undefined" || typeof __DETAIL_LABELS__ === "undefined") {
    throw new Error("__SITE__ and __DETAIL_LABELS__ are not defined: app/content/build-values.ts runs only in code built by Vite or Vitest (vite.config.ts, vitest.config.ts)");
  }
}
/* @__PURE__ */ assertBuildValues();

/** The site's name, address, team name, CMS API, and the leads endpoint (null: the forms send nothing, decision 095). */
export const SITE = __SITE__;

/** Each collection's detail-page labels: back link, byline word, images heading, closing band. */
export const DETAIL_LABELS = __DETAIL_LABELS__;

export type DetailLabels = (typeof DETAIL_LABELS)[keyof typeof DETAIL_LABELS];
