/**
 * Rewrites the links of sanitised CMS HTML through the mapping table's answers (./cms-links.ts),
 * without parsing it into a DOM: the snapshot (scripts/snapshot/html.ts) and the live layer
 * (live.ts) both call it.
 */
import { SANITIZE_POLICY, checkUrl } from "../../cms/sanitize";

const decodeAttr = (v: string) => v.replace(/&(quot|amp|nbsp|lt|gt);/g, (_, e: string) => ({ quot: '"', amp: "&", nbsp: "\u00a0", lt: "<", gt: ">" })[e]!);
const encodeAttr = (v: string) => v.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/\u00a0/g, "&nbsp;");

/**
 * Replaces the `href` of every `<a>` in SANITISED HTML through `map`, without parsing it into a
 * DOM. Sound for the sanitiser's output only, where the serializer escapes `<` in text and `"` in
 * attribute values: outside a tag, `<` always opens one, and inside it every value is `"…"`.
 * Where an href changes, `rel` follows the sanitiser's anchor rule (app/cms/sanitize.ts): it goes,
 * and comes back last for an absolute http(s) link or `target="_blank"`; so the result is still a
 * fixed point of the sanitiser (tests/unit/cms/links.test.ts).
 */
export function rewriteHrefs(html: string, map: (href: string) => string, { sameTabForSitePaths = false }: { sameTabForSitePaths?: boolean } = {}): string {
  let out = "";
  let copied = 0;
  for (let i = html.indexOf("<"); i !== -1; i = html.indexOf("<", i + 1)) {
    // Every start tag is read to its end, so a "<" inside an attribute value is never taken for a tag.
    const tag = /^<([a-z][a-z0-9-]*)/i.exec(html.slice(i, i + 32));
    if (!tag) continue;
    const attrs: { name: string; value: string | null }[] = [];
    let j = i + tag[0].length;
    while (j < html.length && html[j] !== ">") {
      const name = /^[^\s=>/"]+/.exec(html.slice(j, j + 256))?.[0];
      if (!name) {
        j++;
        continue;
      }
      j += name.length;
      if (html.startsWith('="', j)) {
        const close = html.indexOf('"', j + 2);
        if (close === -1) return html; // not the sanitiser's output: leave it alone
        attrs.push({ name, value: html.slice(j + 2, close) });
        j = close + 1;
      } else attrs.push({ name, value: null });
    }
    const end = j; // index of ">"
    if (tag[1]!.toLowerCase() !== "a") {
      i = end;
      continue;
    }
    const href = attrs.find((a) => a.name.toLowerCase() === "href");
    if (!href || href.value === null) continue;
    const before = decodeAttr(href.value);
    const after = map(before);
    if (after === before) {
      i = end;
      continue;
    }
    href.value = encodeAttr(after);
    const sitePath = after.startsWith("/") && !after.startsWith("//");
    const kept = attrs.filter((a) => a.name.toLowerCase() !== "rel" && !(sameTabForSitePaths && sitePath && a.name.toLowerCase() === "target"));
    const c = checkUrl(after, SANITIZE_POLICY.linkProtocols);
    const target = kept.find((a) => a.name.toLowerCase() === "target")?.value;
    const external = c.ok && c.absolute && (c.url?.protocol === "http:" || c.url?.protocol === "https:");
    if (external || target === "_blank") kept.push({ name: "rel", value: SANITIZE_POLICY.externalRel });
    out += html.slice(copied, i) + `<a${kept.map((a) => (a.value === null ? ` ${a.name}` : ` ${a.name}="${a.value}"`)).join("")}>`;
    copied = end + 1;
    i = end;
  }
  return copied === 0 ? html : out + html.slice(copied);
}

/**
 * Links to the site's own address become site paths that open in the same tab (decision 180).
 * In WordPress an editor links to a page of the site by its full address
 * (`https://www.example.com/contact`, decision 070), often with "open in a new tab": as written,
 * such a link opened the studio's own page in a new tab, and on a preview or staging address it
 * left for production. `siteUrl` is the company file's; its origin only (scheme and host) is
 * matched, a trailing slash dropped, the query and fragment kept.
 */
export function ownSiteLinks(html: string, siteUrl: string): string {
  let origin: string;
  try {
    origin = new URL(siteUrl).origin;
  } catch {
    return html;
  }
  if (!html.includes(new URL(origin).host)) return html;
  return rewriteHrefs(
    html,
    (href) => {
      let u: URL;
      try {
        u = new URL(href.trim());
      } catch {
        return href;
      }
      if (u.origin !== origin || u.username || u.password) return href;
      return (u.pathname.replace(/\/+$/, "") || "/") + u.search + u.hash;
    },
    { sameTabForSitePaths: true },
  );
}

