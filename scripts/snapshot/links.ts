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
import { CMS_ROUTE_PREFIX } from "../../app/content/paths.server";
import type { RecordType } from "./state";

export interface LinkTarget {
  type: RecordType;
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
  return `${CMS_ROUTE_PREFIX[t.type]}/${t.slug}`;
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
export function linkWarning(type: RecordType, r: { id: number; slug: string }, href: string, became: string): string {
  return `${type} id ${r.id} (slug "${r.slug}"): link ${href} → ${became} (not a page of this site; it points at the CMS)`;
}
