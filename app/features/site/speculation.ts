import { CMS_COLLECTIONS, COLLECTIONS } from "../collections/table";
import { KEPT_LINKS } from "../sections/kept-marks";

/**
 * Speculation Rules for pages without React (decision 117): a same-site link is prefetched
 * when the visitor hovers it for a moment or starts to tap it ("moderate" eagerness), so the
 * full page load that follows starts from the cache. Browsers without the API ignore the
 * script; the page's CSP allows it by its hash (scripts/build/csp.ts).
 */
/** Same-site links, but not the editor, the draft preview or feeds: only pages a visitor reads. */
const PAGES_A_VISITOR_READS = [
  { href_matches: "/*" },
  { not: { href_matches: "/admin{/*}?" } },
  { not: { href_matches: "/preview" } },
  { not: { href_matches: "/*.xml" } },
  { not: { selector_matches: "[rel~=nofollow]" } },
];

export const SPECULATION_RULES = JSON.stringify({
  prefetch: [{ source: "document", where: { and: PAGES_A_VISITOR_READS }, eagerness: "moderate" }],
});

/**
 * The rules a page with React gets (decision 156): its links to CMS detail pages, which load in
 * full there too (a detail page has no `.data`), and the links of markup kept without its code
 * (decision 167: ordinary links, as on a plain page); its other links navigate in the client,
 * where a prefetched document would be wasted. Added by the build
 * (scripts/build/page-script.ts), not rendered: the browser bundle never holds them.
 */
export function detailSpeculationRules(): string {
  return JSON.stringify({
    prefetch: [
      {
        source: "document",
        where: {
          and: [{ or: CMS_COLLECTIONS.map((c) => ({ href_matches: `${COLLECTIONS[c].routePrefix}/*` })) }, { not: { selector_matches: "[rel~=nofollow]" } }],
        },
        eagerness: "moderate",
      },
      {
        source: "document",
        where: { and: [{ selector_matches: KEPT_LINKS }, ...PAGES_A_VISITOR_READS] },
        eagerness: "moderate",
      },
    ],
  });
}
