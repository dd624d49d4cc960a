/**
 * Rewrites the links of sanitised CMS HTML through the mapping table's answers (./cms-links.ts),
 * without parsing it into a DOM: the snapshot (scripts/snapshot/html.ts) and the live layer
 * (live.ts) both call it.
 */
import { SANITIZE_POLICY, checkUrl } from "../../cms/sanitize";

const decodeAttr = (v: string) => v.replace(/&(quot|amp|nbsp|lt|gt);/g, (_, e: string) => ({ quot: '"', amp: "&", nbsp: "\u00a0", lt: "<", gt: ">" })[e]!);
const encodeAttr = (v: string) => v.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/\u00a0/g, "&nbsp;");

/** A start tag of sanitised HTML: its attributes in order (`null` for one without a value), raw as written. */
export interface StartTag {
  attrs: { name: string; value: string | null }[];
}

/**
 * Calls `rewrite` for every start tag named `name` in SANITISED HTML, without parsing it into a
 * DOM; a string it returns replaces the tag, `null` keeps it. Sound for the sanitiser's output
 * only, where the serializer escapes `<` in text and `"` in attribute values: outside a tag, `<`
 * always opens one, and inside it every value is `"…"`. A value may hold `<` and `>` (the
 * serializer leaves them), so a tag is read attribute by attribute to its real end, never to the
 * first `>`. Anything else (an unclosed quote) is not the sanitiser's output: returned unchanged.
 */
export function rewriteStartTags(html: string, name: string, rewrite: (tag: StartTag) => string | null): string {
  let out = "";
  let copied = 0;
  for (let i = html.indexOf("<"); i !== -1; i = html.indexOf("<", i + 1)) {
    // Every start tag is read to its end, so a "<" inside an attribute value is never taken for a tag.
    const tag = /^<([a-z][a-z0-9-]*)/i.exec(html.slice(i, i + 32));
    if (!tag) continue;
    const attrs: StartTag["attrs"] = [];
    let j = i + tag[0].length;
    while (j < html.length && html[j] !== ">") {
      const attr = /^[^\s=>/"]+/.exec(html.slice(j, j + 256))?.[0];
      if (!attr) {
        j++;
        continue;
      }
      j += attr.length;
      if (html.startsWith('="', j)) {
        const close = html.indexOf('"', j + 2);
        if (close === -1) return html; // not the sanitiser's output: leave it alone
        attrs.push({ name: attr, value: html.slice(j + 2, close) });
        j = close + 1;
      } else attrs.push({ name: attr, value: null });
    }
    const end = j; // index of ">"
    if (tag[1]!.toLowerCase() === name) {
      const replaced = rewrite({ attrs });
      if (replaced !== null) {
        out += html.slice(copied, i) + replaced;
        copied = end + 1;
      }
    }
    i = end;
  }
  return copied === 0 ? html : out + html.slice(copied);
}

/** The value of attribute `name` (decoded), or undefined. */
export function attrValue(tag: StartTag, name: string): string | undefined {
  const a = tag.attrs.find((x) => x.name.toLowerCase() === name);
  return a?.value == null ? undefined : decodeAttr(a.value);
}

/** A start tag written back from its attributes (values as they were written: still encoded). */
export function startTag(name: string, attrs: StartTag["attrs"]): string {
  return `<${name}${attrs.map((a) => (a.value === null ? ` ${a.name}` : ` ${a.name}="${a.value}"`)).join("")}>`;
}

/**
 * Replaces the `href` of every `<a>` in SANITISED HTML through `map` (see rewriteStartTags).
 * Where an href changes, `rel` follows the sanitiser's anchor rule (app/cms/sanitize.ts): it goes,
 * and comes back last for an absolute http(s) link or `target="_blank"`; so the result is still a
 * fixed point of the sanitiser (tests/unit/cms/links.test.ts). With `sameTabForSitePaths`, a link
 * to a site path (changed or not) loses its `target`: the site's own pages open in the same tab.
 */
export function rewriteHrefs(html: string, map: (href: string) => string, { sameTabForSitePaths = false }: { sameTabForSitePaths?: boolean } = {}): string {
  return rewriteStartTags(html, "a", ({ attrs }) => {
    const href = attrs.find((a) => a.name.toLowerCase() === "href");
    if (!href || href.value === null) return null;
    const before = decodeAttr(href.value);
    const after = map(before);
    const sitePath = after.startsWith("/") && !after.startsWith("//") && !after.startsWith("/\\");
    const dropTarget = sameTabForSitePaths && sitePath && attrs.some((a) => a.name.toLowerCase() === "target");
    if (after === before && !dropTarget) return null;
    const kept = attrs
      .filter((a) => a.name.toLowerCase() !== "rel" && !(dropTarget && a.name.toLowerCase() === "target"))
      .map((a) => (a === href ? { ...a, value: encodeAttr(after) } : a));
    const c = checkUrl(after, SANITIZE_POLICY.linkProtocols);
    const target = kept.find((a) => a.name.toLowerCase() === "target")?.value;
    const external = c.ok && c.absolute && (c.url?.protocol === "http:" || c.url?.protocol === "https:");
    if (external || target === "_blank") kept.push({ name: "rel", value: SANITIZE_POLICY.externalRel });
    return startTag("a", kept);
  });
}

/**
 * Links to the site's own address become site paths that open in the same tab (decision 180).
 * In WordPress an editor links to a page of the site by its full address
 * (`https://www.example.com/contact`, decision 070), often with "open in a new tab": as written,
 * such a link opened the studio's own page in a new tab, and on a preview or staging address it
 * left for production. `siteUrl` is the company file's; its origin only (scheme and host) is
 * matched, case aside, a trailing slash dropped, the query and fragment kept; a path that would
 * read as another host (`//evil.net`) is left as it was. Links already mapped to a site path (a
 * record, decision 111) lose their `target` too.
 */
export function ownSiteLinks(html: string, siteUrl: string): string {
  return /<a\s/i.test(html) ? rewriteHrefs(html, ownSitePath(siteUrl), { sameTabForSitePaths: true }) : html;
}

/** The href mapping of ownSiteLinks, for a pass that maps other links too (live.ts): an href to `siteUrl`'s origin as a site path. */
export function ownSitePath(siteUrl: string): (href: string) => string {
  let origin: string;
  try {
    origin = new URL(siteUrl).origin;
  } catch {
    return (href) => href;
  }
  return (href) => {
    let u: URL;
    try {
      u = new URL(href.trim());
    } catch {
      return href;
    }
    if (u.origin !== origin || u.username || u.password) return href;
    // `https://site//evil.net/x` has the path `//evil.net/x`: as a link that is another host.
    if (/^\/[/\\]/.test(u.pathname)) return href;
    return (u.pathname.replace(/\/+$/, "") || "/") + u.search + u.hash;
  };
}

