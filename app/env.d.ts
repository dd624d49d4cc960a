/*
 * What the build gives the browser, computed by app/content/build-values.server.ts and put in
 * place by Vite's and Vitest's `define`. Read only by app/content/build-values.ts.
 */
/** The site's details and endpoints (content/site/company.md). */
declare const __SITE__: import("./content/build-values.server").BuildValues["site"];
/** Each collection's detail-page labels (its list page's content file). */
declare const __DETAIL_LABELS__: import("./content/build-values.server").BuildValues["detailLabels"];

interface Window {
  /** Tests shorten the live CMS timings (retry delay, timeout, fallback wait, detail deadline) before the page loads. */
  __cmsConfig?: Partial<{ retries: number; retryDelayMs: number; timeoutMs: number; fallbackAfterMs: number; restAfterFailureMs: number; detailDeadlineMs: number }>;
}
