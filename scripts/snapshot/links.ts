/**
 * Links inside CMS HTML (decision 070). Every `href` of a record's body is resolved against the
 * record's own WordPress URL (its `link`) and mapped:
 * - a permalink of a record in the snapshot (any form WordPress wrote in `link`, `?p=ID`,
 *   `?page_id=ID`, with the CMS host in any spelling) → the site's route (/blog/{slug} …);
 * - an upload the snapshot downloaded → its local copy;
 * - anything else on the CMS host → an absolute URL on the CMS origin (it still works there);
 * - external links, mailto:/tel: and fragment-only links → unchanged.
 * Pure string work: the HTML pass that applies it is in html.ts.
 */
import { SANITIZE_POLICY, checkUrl } from "../../app/cms/sanitize";
import { recordPath } from "../../app/features/collections/table";
import type { CmsCollection } from "../../app/cms/collections";

export interface LinkTarget {
  type: CmsCollection;
  id: number;
  slug: string;
  /** The record's permalink as WordPress returned it. */
  link?: string | undefined;
}

export interface PermalinkIndex {
  /** Origin absolute CMS links are written on (the REST API's origin). */
  cmsOrigin: string;
  /** Host names (no port) that mean "the CMS": the API's, those of the records' permalinks, localhost. */
  hosts: Set<string>;
  byPath: Map<string, LinkTarget>;
  byId: Map<number, LinkTarget>;
  /** Downloaded uploads by normalised path → their URL as the media stage knows it. */
  uploads: Map<string, string>;
}

export type MappedLink =
  | { kind: "unchanged"; href: string }
  | { kind: "route"; href: string }
  | { kind: "upload"; source: string }
  | { kind: "cms"; href: string };

const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "[::1]"];

/** Path key: percent-decoded where possible, NFC, lower case, without trailing slashes. */
function pathKey(pathname: string): string {
  let p = pathname;
  try {
    p = decodeURIComponent(pathname);
  } catch {
    // keep it encoded
  }
  return p.normalize("NFC").toLowerCase().replace(/\/+$/, "") || "/";
}

function parse(href: string, base?: string): URL | null {
  try {
    return new URL(href, base);
  } catch {
    return null;
  }
}

export function siteRoute(t: Pick<LinkTarget, "type" | "slug">): string {
  return recordPath(t.type, t.slug);
}

/** The index every record's links are mapped with: built once per run from the final record lists. */
export function buildPermalinkIndex(cmsOrigin: string, records: Iterable<LinkTarget>, uploadUrls: Iterable<string>): PermalinkIndex {
  const hosts = new Set<string>([new URL(cmsOrigin).hostname, ...LOOPBACK_NAMES]);
  const list = [...records];
  for (const r of list) {
    const u = r.link ? parse(r.link) : null;
    if (u) hosts.add(u.hostname);
  }
  const byPath = new Map<string, LinkTarget>();
  const byId = new Map<number, LinkTarget>();
  for (const r of list) {
    byId.set(r.id, r);
    const u = r.link ? parse(r.link) : null;
    if (!u) continue;
    const id = idParam(u);
    if (id === null && !byPath.has(pathKey(u.pathname))) byPath.set(pathKey(u.pathname), r);
  }
  const uploads = new Map<string, string>();
  for (const url of uploadUrls) {
    const u = parse(url);
    if (u && hosts.has(u.hostname)) uploads.set(pathKey(u.pathname) + u.search, url);
  }
  return { cmsOrigin, hosts, byPath, byId, uploads };
}

/** `?p=ID` or `?page_id=ID` (WordPress's plain permalinks and shortlinks). */
function idParam(u: URL): number | null {
  const v = u.searchParams.get("p") ?? u.searchParams.get("page_id");
  return v !== null && /^\d+$/.test(v) ? Number(v) : null;
}

/**
 * Maps one `href` of a record whose permalink is `base` (falls back to the CMS home when the
 * record has none).
 */
export function mapLink(href: string, base: string | undefined, index: PermalinkIndex): MappedLink {
  const trimmed = href.trim();
  if (trimmed === "" || trimmed.startsWith("#")) return { kind: "unchanged", href };
  const u = parse(trimmed, base ?? `${index.cmsOrigin}/`);
  if (!u || (u.protocol !== "http:" && u.protocol !== "https:")) return { kind: "unchanged", href };
  if (!index.hosts.has(u.hostname)) return { kind: "unchanged", href };
  const id = idParam(u);
  const target = id !== null ? index.byId.get(id) : index.byPath.get(pathKey(u.pathname));
  if (target) return { kind: "route", href: siteRoute(target) + u.hash };
  const upload = index.uploads.get(pathKey(u.pathname) + u.search);
  if (upload) return { kind: "upload", source: upload };
  const onCms = new URL(u.pathname + u.search + u.hash, index.cmsOrigin).href;
  return { kind: "cms", href: onCms };
}

/** The warning for a link that does not lead to a page of the site. */
export function linkWarning(type: CmsCollection, r: { id: number; slug: string }, href: string, became: string): string {
  return `${type} id ${r.id} (slug "${r.slug}"): link ${href} → ${became} (not a page of this site; it points at the CMS)`;
}

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
export function rewriteHrefs(html: string, map: (href: string) => string): string {
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
    const kept = attrs.filter((a) => a.name.toLowerCase() !== "rel");
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
