/**
 * The page script (app/features/site/page-script.ts, decision 116), bundled and minified once
 * per build with esbuild and inlined at the end of every page that has the site header, so it
 * costs no request; the page's CSP allows it by its hash (./csp.ts hashes every inline script
 * outside <main>).
 */
import { buildSync } from "esbuild";
import { fileURLToPath } from "node:url";
import { detailSpeculationRules } from "../../app/features/site/speculation";
import { VIEWER_ATTR } from "../../app/features/collections/image-viewer";

const SOURCE = fileURLToPath(new URL("../../app/features/site/page-script.ts", import.meta.url));
const VIEWER_SOURCE = fileURLToPath(new URL("../../app/features/collections/image-viewer-page.ts", import.meta.url));
/** The browser modules a finished page inlines: the page cache's key covers their sources too (./page-cache.ts). */
export const INLINE_SOURCES = [SOURCE, VIEWER_SOURCE];
/** Pages that get the script: those with the site header (not redirect stubs). */
const HEADER_MARK = "data-site-header";

const code = new Map<string, string>();
/** A browser module as it is inlined: an ES2017 IIFE, minified, once per build. */
function inlined(source: string, name: string): string {
  let text = code.get(source);
  if (text === undefined) {
    const out = buildSync({ entryPoints: [source], bundle: true, minify: true, format: "iife", target: "es2017", write: false, logLevel: "silent" });
    text = out.outputFiles[0]!.text.trim();
    if (/<\/script|<!--/i.test(text)) throw new Error(`${name}: its minified code contains </script or <!--, which would end the inline script early`);
    code.set(source, text);
  }
  return text;
}

/** The page script as it is inlined. */
export const pageScript = (): string => inlined(SOURCE, "page script");

/** The image viewer's script (decision 210), as it is inlined. */
export const viewerScript = (): string => inlined(VIEWER_SOURCE, "image viewer script");

/** What marks a page with React: React Router's context script (a plain page has none, decision 116; a post's text cannot write `<script>`). */
const REACT_MARK = "<script>window.__reactRouterContext =";

/**
 * Adds the page script at the end of <body> of a page with the site header, and on such a page
 * with React the speculation rules for its links to CMS detail pages, which load in full (decision
 * 156; a plain page renders its own rules); other pages are returned unchanged.
 */
export function addPageScript(html: string): string {
  if (!html.includes(HEADER_MARK)) return html;
  const react = html.includes(REACT_MARK);
  const rules = react ? `<script type="speculationrules">${detailSpeculationRules()}</script>` : "";
  // The viewer where project images are, and on a page with React, which may render a portfolio
  // item published after the build (the app shell): there ~1 KB gzip beside React's ~100 KB.
  const viewer = react || html.includes(VIEWER_ATTR) ? `<script>${viewerScript()}</script>` : "";
  return html.replace(/<\/body>/, () => `<script>${pageScript()}</script>${viewer}${rules}</body>`);
}
