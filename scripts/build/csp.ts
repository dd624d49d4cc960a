/**
 * Each page's Content-Security-Policy (DESIGN.md "CSP"). React Router inlines different scripts
 * in every page, so each page gets its own CSP meta tag with the SHA-256 hashes of its inline
 * scripts; the site-wide headers are in `_headers` (scripts/lib/security.ts).
 */
import crypto from "node:crypto";
import { parse, type DefaultTreeAdapterTypes } from "parse5";
import { PENDING_SCRIPT } from "../../app/features/gallery/pending-script";
import { EXPIRY_SCRIPT } from "../../app/features/offers/validity";
import { NOT_FOUND_SCRIPT } from "../../app/features/site/not-found-log";
import { VIDEO_EMBEDS } from "../../app/cms/sanitize";
import { DEFERRED_TYPE, deferHydration } from "./hydration";
import { atHeadStart } from "./head";
import { addPageScript } from "./page-script";

export interface CspSources {
  cmsOrigin: string;
  mapOrigin: string;
  /** The leads endpoint's origin, when company.md names one (decision 095). */
  leadsOrigin?: string;
}

/**
 * Inline scripts the app renders inside <main> on purpose, by exact text: the gallery's page
 * guard and the offers' end-date check (both run before the first paint), and the not-found
 * page's console message (decision 186).
 */
export const APP_INLINE_SCRIPTS: readonly string[] = [PENDING_SCRIPT, EXPIRY_SCRIPT, NOT_FOUND_SCRIPT];

// Speculation rules are not run as JavaScript, but the CSP governs them like a script (decision 117).
const EXECUTABLE_TYPES = ["", "module", "text/javascript", "application/javascript", DEFERRED_TYPE, "speculationrules"];

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

function isElement(node: Node): node is Element {
  return "tagName" in node;
}

function scriptText(el: Element): string {
  return el.childNodes.map((c) => ("value" in c && c.nodeName === "#text" ? c.value : "")).join("");
}

/**
 * The inline executable scripts the build emitted into a page, found with an HTML parser (parse5,
 * the WHATWG algorithm the browser runs), so no attribute or text can hide or fake a tag:
 * React Router's and the hydration gate's scripts, which sit outside <main> (root.tsx renders
 * them after it), and scripts inside <main> only when listed in APP_INLINE_SCRIPTS. Page content
 * lives in <main>; a script there that the app does not list is never hashed, so the page's CSP
 * blocks it. JSON-LD and other data blocks are not executed and need no hash; React Router's
 * boot script, kept inert until the first paint, runs later as a module and needs its hash.
 */
export function inlineScripts(html: string): string[] {
  return scannedScripts(html) ?? parsedScripts(html);
}

/** `inlineScripts` by the HTML parser alone: what the scan must agree with (decision 149). */
export function parsedScripts(html: string): string[] {
  const out: string[] = [];
  const walk = (node: Node, inMain: boolean) => {
    if (isElement(node) && node.tagName === "script") {
      const attr = (name: string) => node.attrs.find((a) => a.name === name)?.value;
      const type = (attr("type") ?? "").trim().toLowerCase();
      const text = scriptText(node);
      if (attr("src") === undefined && EXECUTABLE_TYPES.includes(type) && (!inMain || APP_INLINE_SCRIPTS.includes(text))) out.push(text);
      return;
    }
    const nowInMain = inMain || (isElement(node) && node.tagName === "main");
    // A <template>'s children are in its inert `content`, never walked: nothing there runs.
    for (const child of "childNodes" in node ? node.childNodes : []) walk(child, nowInMain);
  };
  walk(parse(html), false);
  return out;
}

/** Elements whose content is not markup to the parser (raw text, escapable raw text, inert or foreign). */
const OPAQUE = ["title", "style", "textarea", "xmp", "iframe", "noembed", "noframes", "noscript", "template", "svg", "math"];
const OPAQUE_OPEN = new RegExp(`<(${OPAQUE.join("|")})[\\s/>]`, "g");
/** An attribute in a start tag as the build writes it: a name, then nothing or a quoted value without `&`. */
const ATTRIBUTE = /\s+([a-z][a-z0-9-]*)(?:="([^"&]*)")?/y;

/**
 * The inline scripts of a page found without the parser, where its markup allows it; null where
 * it does not, and the parser decides (decision 149). Parsing the whole page was ~2 ms of each of
 * the 10,000 CMS pages, most of a cold build's CSP time.
 *
 * What it relies on: React escapes `<` in every text and attribute it writes, and React Router
 * escapes it in JSON-LD, so outside <main> every `<` the build wrote opens a tag or comment of
 * its own making. It declines a page, for the parser to read, when that might not hold or when
 * anything could make a tag mean something else:
 * - no `<main` before a `</main>`, or a `<script` anywhere inside <main> (content is never
 *   hashed; the app's own scripts there, APP_INLINE_SCRIPTS, are left to the parser);
 * - outside <main>: a comment other than React's own (`<!-- -->`, `<!--$-->`, …) or the doctype,
 *   a carriage return or NUL, a `<plaintext`, or a `<` inside an element whose content is not
 *   markup (title, style, template, …; in svg or math, a script or a nested one);
 * - a script tag it cannot read whole: not right after another tag, attributes other than names
 *   with plain double-quoted values, a self-closing slash, no closing tag, or `<!--` or `<script`
 *   in its text; the same for `<main`.
 */
export function scannedScripts(html: string): string[] | null {
  if (html.includes("\r") || html.includes("\0")) return null;
  // ASCII letters only, as the tokenizer folds tag names: the full toLowerCase can lengthen a
  // string ("İ" becomes two code units), and every index here must be the page's index too.
  const lower = html.replace(/[A-Z]+/g, (m) => m.toLowerCase());
  const mainStart = lower.indexOf("<main");
  const mainEnd = lower.lastIndexOf("</main>");
  if (mainStart < 1 || mainEnd < mainStart || !afterTag(lower, mainStart) || !/[\s>]/.test(lower[mainStart + 5] ?? "")) return null;
  const inMain = lower.indexOf("<script", mainStart);
  if (inMain >= 0 && inMain < mainEnd) return null;
  const out: string[] = [];
  for (const [from, to] of [[0, mainStart], [mainEnd, html.length]] as const) {
    const part = lower.slice(from, to);
    if (!onlyReactComments(part, from) || part.includes("<plaintext") || !opaqueHoldsNoMarkup(part)) return null;
    for (let at = part.indexOf("<script"); at >= 0; at = part.indexOf("<script", at + 1)) {
      const after = part[at + 7];
      if (after === undefined) return null;
      if (!/[\s/>]/.test(after)) continue; // another element's name (<scripts>): no script
      // React writes a script right after another tag; anywhere else (an attribute's value, which
      // markup of the CMS may hold unescaped) it is left to the parser.
      if (!afterTag(lower, from + at)) return null;
      const tagEnd = part.indexOf(">", at);
      const close = part.indexOf("</script", tagEnd);
      if (tagEnd < 0 || close < 0 || !/[\s/>]/.test(part[close + 8] ?? "")) return null;
      const attrs = readAttributes(html.slice(from + at + 7, from + tagEnd));
      const text = html.slice(from + tagEnd + 1, from + close);
      if (!attrs || /<!--|<script/i.test(text)) return null;
      const type = (attrs.get("type") ?? "").trim().toLowerCase();
      if (!attrs.has("src") && EXECUTABLE_TYPES.includes(type)) out.push(text);
      at = close;
    }
  }
  return out;
}

/** Whether the tag opening at `at` follows the end of another tag. */
const afterTag = (lower: string, at: number) => lower[at - 1] === ">";

/** React's own comments (text separators and Suspense marks), the only `<!` a page may hold besides its doctype. */
const REACT_COMMENT = /^<!--(?: |\$|\/\$|\$\?|\$!)-->/;

/** Whether every `<!` in `part` (which starts at `from` in the page) is the doctype or one of React's comments. */
function onlyReactComments(part: string, from: number): boolean {
  for (let at = part.indexOf("<!"); at >= 0; at = part.indexOf("<!", at + 2)) {
    if (from + at === 0 && part.startsWith("<!doctype html>")) continue;
    if (!REACT_COMMENT.test(part.slice(at, at + 10))) return false;
  }
  return true;
}

/** Whether no element whose content is not markup (title, style, svg, …) holds a `<script` or a `<` of an unknown kind. */
function opaqueHoldsNoMarkup(part: string): boolean {
  for (const m of part.matchAll(OPAQUE_OPEN)) {
    const name = m[1]!;
    const start = m.index + m[0].length;
    const end = part.indexOf(`</${name}`, start);
    if (end < 0) return false;
    const inside = part.slice(start, end);
    // An SVG or MathML island is markup, but a script in it would be a foreign script element.
    if (name === "svg" || name === "math" ? inside.includes("<script") || inside.includes(`<${name}`) : inside.includes("<")) return false;
  }
  return true;
}

/** A script start tag's attributes (after `<script`, before `>`), or null when one is not as the build writes them. */
function readAttributes(tag: string): Map<string, string> | null {
  const attrs = new Map<string, string>();
  ATTRIBUTE.lastIndex = 0;
  let at = 0;
  while (at < tag.length) {
    ATTRIBUTE.lastIndex = at;
    const m = ATTRIBUTE.exec(tag);
    if (!m) return tag.slice(at).trim() === "" ? attrs : null;
    const name = m[1]!;
    if (!attrs.has(name)) attrs.set(name, m[2] ?? "");
    at = ATTRIBUTE.lastIndex;
  }
  return attrs;
}

export function sha256(text: string): string {
  return `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

export function contentSecurityPolicy(html: string, s: CspSources): string {
  const hashes = [...new Set(inlineScripts(html).map(sha256))];
  const videoHosts = Object.keys(VIDEO_EMBEDS).map((h) => `https://${h}`);
  return [
    "default-src 'self'",
    ["script-src 'self'", ...hashes].join(" "),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${s.cmsOrigin}`,
    "font-src 'self'",
    `connect-src ${[...new Set(["'self'", s.cmsOrigin, s.leadsOrigin ?? s.cmsOrigin])].join(" ")}`,
    `frame-src ${s.mapOrigin} ${videoHosts.join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");
}

/** The CSP sources of this site, from the company file. */
export async function cspSources(): Promise<CspSources> {
  const { getCompany } = await import("../../app/features/site/company.server");
  const company = getCompany();
  return {
    cmsOrigin: new URL(company.cmsApiUrl).origin,
    mapOrigin: new URL(company.mapEmbedUrl).origin,
    ...(company.leadsApiUrl ? { leadsOrigin: new URL(company.leadsApiUrl).origin } : {}),
  };
}

const CSP_META = '<meta http-equiv="Content-Security-Policy"';

/**
 * A prerendered page as it is served: hydration after the first paint (./hydration.ts; pages
 * without React have nothing to defer), the page script (./page-script.ts), then its CSP.
 * Pages already finished (by a prerender worker) are returned as they are.
 */
export function finishPage(html: string, s: CspSources): string {
  return html.includes(CSP_META) ? html : addCspMeta(addPageScript(deferHydration(html)), s);
}

/**
 * Puts the page's CSP meta tag first in <head>, before any script; after the character set when
 * that comes first, which must stay within the page's first 1024 bytes (HTML's rule for it; the
 * tag, with its hashes, is ~1 KB).
 */
export function addCspMeta(html: string, s: CspSources): string {
  const tag = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(html, s)}"/>`;
  return atHeadStart(html, tag);
}
