/**
 * Each page's Content-Security-Policy (DESIGN.md "CSP"). React Router inlines different scripts
 * in every page, so each page gets its own CSP meta tag with the SHA-256 hashes of its inline
 * scripts; the site-wide headers are in `_headers` (scripts/lib/security.ts).
 */
import crypto from "node:crypto";
import { parse, type DefaultTreeAdapterTypes } from "parse5";
import { PENDING_SCRIPT } from "../../app/features/gallery/pending-script";
import { EXPIRY_SCRIPT } from "../../app/features/offers/validity";
import { VIDEO_EMBEDS } from "../../app/cms/sanitize";
import { DEFERRED_TYPE, deferHydration } from "./hydration";
import { addPageScript } from "./page-script";

export interface CspSources {
  cmsOrigin: string;
  mapOrigin: string;
  /** The leads endpoint's origin, when company.md names one (decision 095). */
  leadsOrigin?: string;
}

/**
 * Inline scripts the app renders inside <main> on purpose, by exact text: the gallery's page
 * guard and the offers' end-date check (both run before the first paint).
 */
export const APP_INLINE_SCRIPTS: readonly string[] = [PENDING_SCRIPT, EXPIRY_SCRIPT];

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

/** Puts the page's CSP meta tag first in <head>, before any script. */
export function addCspMeta(html: string, s: CspSources): string {
  const tag = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(html, s)}"/>`;
  return html.replace(/<head>/i, `<head>${tag}`);
}
