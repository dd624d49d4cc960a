/**
 * The page script (app/features/site/page-script.ts, decision 116), bundled and minified once
 * per build with esbuild and inlined at the end of every page that has the site header, so it
 * costs no request; the page's CSP allows it by its hash (./csp.ts hashes every inline script
 * outside <main>).
 */
import { buildSync } from "esbuild";
import { fileURLToPath } from "node:url";
import { detailSpeculationRules } from "../../app/features/site/speculation";

const SOURCE = fileURLToPath(new URL("../../app/features/site/page-script.ts", import.meta.url));
/** Pages that get the script: those with the site header (not redirect stubs). */
const HEADER_MARK = "data-site-header";

let code: string | undefined;
/** The page script as it is inlined: an ES2017 IIFE, minified. */
export function pageScript(): string {
  if (code === undefined) {
    const out = buildSync({ entryPoints: [SOURCE], bundle: true, minify: true, format: "iife", target: "es2017", write: false, logLevel: "silent" });
    const text = out.outputFiles[0]!.text.trim();
    if (/<\/script|<!--/i.test(text)) throw new Error("page script: its minified code contains </script or <!--, which would end the inline script early");
    code = text;
  }
  return code;
}

/** What marks a page with React: React Router's context script (a plain page has none, decision 116; a post's text cannot write `<script>`). */
const REACT_MARK = "<script>window.__reactRouterContext =";

/**
 * Adds the page script at the end of <body> of a page with the site header, and on such a page
 * with React the speculation rules for its links to CMS detail pages, which load in full (decision
 * 156; a plain page renders its own rules); other pages are returned unchanged.
 */
export function addPageScript(html: string): string {
  if (!html.includes(HEADER_MARK)) return html;
  const rules = html.includes(REACT_MARK) ? `<script type="speculationrules">${detailSpeculationRules()}</script>` : "";
  return html.replace(/<\/body>/, () => `<script>${pageScript()}</script>${rules}</body>`);
}
