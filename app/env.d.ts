/** Company details the browser needs, from content/site/company.md (vite `define`). */
declare const __SITE__: {
  name: string;
  url: string;
  teamName: string;
  cmsApiUrl: string;
  /** The leads endpoint's REST base (company.md `leadsApiUrl`), or null: the forms send nothing. */
  leadsApiUrl: string | null;
};

/** Detail-page labels of each collection, from the list pages' content files (features/collections/labels.ts). */
declare const __DETAIL_LABELS__: Record<
  "posts" | "portfolio" | "faq",
  {
    back: { text: string; link: string };
    by?: string;
    imagesHeading?: string;
    closing?: import("~/features/sections/schema").SectionOf<"cta">;
  }
>;

interface Window {
  /** Tests shorten the live CMS timings (retry delay, timeout, fallback wait, detail deadline) before the page loads. */
  __cmsConfig?: Partial<{ retries: number; retryDelayMs: number; timeoutMs: number; fallbackAfterMs: number; detailDeadlineMs: number }>;
}
