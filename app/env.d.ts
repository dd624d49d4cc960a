/** Company details the browser needs, from content/site/company.md (vite `define`). */
declare const __SITE__: { name: string; url: string; teamName: string; cmsApiUrl: string };

interface Window {
  /** Tests shorten the live CMS timings (retry delay, timeout, fallback wait, detail deadline) before the page loads. */
  __cmsConfig?: Partial<{ retries: number; retryDelayMs: number; timeoutMs: number; fallbackAfterMs: number; detailDeadlineMs: number }>;
}
