/**
 * The nginx configuration for studios on ordinary hosting (decision 099), generated from the
 * host rules table (./host-rules.ts) and the headers of `_headers` (./security.ts). The build writes
 * three files to `build/nginx/`: `site.conf`, to include inside a `server { }` block whose `root`
 * is build/client, and for the `http { }` block (decision 187) `map-sizes.conf`, first (before any
 * map), then `old-addresses.conf`:
 *
 *   http { include /srv/site/nginx/map-sizes.conf; include /srv/site/nginx/old-addresses.conf; … }
 *   server { listen 443 ssl; server_name www.example.com; root /srv/site/client; include /srv/site/nginx/site.conf; }
 *
 * What it does: `/about` from about.html with no redirect; `/x/` → 301 `/x`; the table's 301s and
 * the snapshot's old WordPress addresses, in both their forms, with one hop; unbuilt paths under
 * the live prefixes → the app shell with 200 (files always win, and a missing `.data` there stays a
 * 404, never the shell); everything else unknown → 404.html with 404; the headers of `_headers` on
 * every answer (`always`: redirects and 404s too); the build's .gz files.
 */
import crypto from "node:crypto";
import { headersFor } from "./security";
import { LIVE_PREFIXES, NOT_FOUND_FILE, REDIRECTS, SHELL_FILE, encodeTarget, slashForms, targetHasQuery, type HostRedirect } from "./host-rules";

/** The file of the old addresses' lookups, for nginx's `http { }` block, beside site.conf. */
export const OLD_ADDRESSES_CONF = "old-addresses.conf";
/** The sizes of nginx's map hashes those lookups need, for the top of the `http { }` block. */
export const MAP_SIZES_CONF = "map-sizes.conf";

/** Prefix locations with their own headers (nginx does not merge add_header across levels). */
const HEADER_LOCATIONS = ["/assets/", "/_img/", "/_cms/media/", "/admin"];

const quote = (s: string) => `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
const regexQuote = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** `add_header` lines for the headers `_headers` gives `pathname`. */
function headerLines(pathname: string, indent: string): string[] {
  return Object.entries(headersFor(pathname)).map(([k, v]) => `${indent}add_header ${k} ${quote(v)} always;`);
}

function location(match: string, pathname: string, body: string[]): string[] {
  return [`location ${match} {`, ...headerLines(pathname, "  "), ...body.map((l) => `  ${l}`), "}"];
}

/** A query parameter nginx can read as `$arg_<name>` (WordPress's `p` and `page_id`). */
const PARAM_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * The redirects nginx looks up (decision 187): the table's and the snapshot's old addresses, each
 * path in its two forms (WordPress wrote its links with a trailing slash), each query rule under
 * `<path>?<name>=<value>` (and its path's slash form). The first rule for a key wins.
 */
interface Lookups {
  paths: Map<string, string>;
  /** Paths whose target has a query of its own (`/blog?category=x`, decision 216): the request's query is not added to it. */
  whole: Map<string, string>;
  queries: Map<string, Map<string, string>>;
}

function lookups(old: readonly HostRedirect[]): Lookups {
  const add = (map: Map<string, string>, key: string, to: string) => {
    if (!map.has(key)) map.set(key, to);
  };
  const paths = new Map<string, string>();
  const whole = new Map<string, string>();
  const queries = new Map<string, Map<string, string>>();
  for (const [from, to] of REDIRECTS) for (const f of slashForms(from)) add(paths, f, to);
  for (const r of old) {
    if (!r.query) {
      for (const f of slashForms(r.from)) if (!paths.has(f) && !whole.has(f)) (targetHasQuery(r.to) ? whole : paths).set(f, encodeTarget(r.to));
      continue;
    }
    if (!PARAM_NAME.test(r.query.name)) throw new Error(`nginx: the query parameter ${JSON.stringify(r.query.name)} of an old address cannot be read as $arg_ (decision 187)`);
    const byName = queries.get(r.query.name) ?? new Map<string, string>();
    queries.set(r.query.name, byName);
    for (const f of slashForms(r.from)) add(byName, `${f}?${r.query.name}=${r.query.value}`, encodeTarget(r.to));
  }
  return { paths, whole, queries };
}

/**
 * The lookups' variable names: one per site (the rules' digest), since nginx gives a variable the
 * last map of that name in the whole `http { }` block, another site's included.
 */
interface Variables {
  path: string;
  whole: string;
  query: (name: string) => string;
}

function variables(l: Lookups): Variables {
  const digest = crypto.createHash("sha256").update(JSON.stringify([[...l.paths], [...l.whole], [...l.queries].map(([n, m]) => [n, [...m]])])).digest("hex").slice(0, 10);
  const path = `old_address_${digest}`;
  return { path, whole: `${path}_whole`, query: (name) => `${path}_q_${name}` };
}

/** The lookups and their variables, made once for the three files. */
interface Plan {
  l: Lookups;
  v: Variables;
}

function plan(old: readonly HostRedirect[]): Plan {
  const l = lookups(old);
  return { l, v: variables(l) };
}

/**
 * `map_hash_*` sizes that hold the lookups: nginx's defaults (2,048 slots of one 64-byte cache
 * line) hold neither a WordPress date permalink of 50-odd bytes nor more than a few hundred keys.
 * nginx fixes these sizes at the first `map` of the `http { }` block and refuses them afterwards
 * ("directive is duplicate"), so they are a file of their own, included first (README).
 */
function hashSizes(keys: string[]): string[] {
  const longest = Math.max(0, ...keys.map((k) => Buffer.byteLength(k)));
  const pow2 = (n: number) => 2 ** Math.ceil(Math.log2(Math.max(1, n)));
  return [`map_hash_max_size ${Math.max(2048, pow2(keys.length * 2))};`, `map_hash_bucket_size ${Math.max(128, pow2((longest + 16) * 4))};`];
}

const keysOf = (l: Lookups) => [...l.paths.keys(), ...l.whole.keys(), ...[...l.queries.values()].flatMap((m) => [...m.keys()])];

/**
 * `map-sizes.conf`: the two sizes, for the top of the `http { }` block, before any `map`. One
 * nginx serving two sites includes one such file: the one with the larger values.
 */
export const nginxMapSizesConf = (old: readonly HostRedirect[] = []): string => mapSizesConf(plan(old));

function mapSizesConf({ l }: Plan): string {
  return [
    "# Generated by scripts/build.ts (scripts/lib/nginx.ts; decision 187). Include first in nginx's http { } block,",
    `# before any map (nginx fixes these sizes at the first one), and before ${OLD_ADDRESSES_CONF}.`,
    ...hashSizes(keysOf(l)),
  ].join("\n") + "\n";
}

function mapBlock(source: string, variable: string, entries: Map<string, string>): string[] {
  return [`map ${source} $${variable} {`, '  default "";', ...[...entries].map(([k, v]) => `  ${quote(k)} ${quote(v)};`), "}"];
}

/** `old-addresses.conf`: the redirects as nginx maps (one hash lookup each), for the `http { }` block. */
export const nginxOldAddressesConf = (old: readonly HostRedirect[] = []): string => oldAddressesConf(plan(old));

function oldAddressesConf({ l, v }: Plan): string {
  return [
    `# Generated by scripts/build.ts (scripts/lib/nginx.ts; decision 187). Include once in nginx's http { } block, after ${MAP_SIZES_CONF};`,
    "# site.conf, included in the site's server { } block, answers these addresses with 301.",
    ...mapBlock("$uri", v.path, l.paths),
    ...(l.whole.size ? mapBlock("$uri", v.whole, l.whole) : []),
    ...[...l.queries].flatMap(([name, entries]) => mapBlock(quote(`$uri?${name}=$arg_${name}`), v.query(name), entries)),
  ].join("\n") + "\n";
}

/** `site.conf`, for the site's `server { }` block. */
export const nginxSiteConf = (old: readonly HostRedirect[] = []): string => siteConf(plan(old));

/** The three files of build/nginx/ by name, the rules looked up once. */
export function nginxFiles(old: readonly HostRedirect[] = []): Record<string, string> {
  const p = plan(old);
  return { "site.conf": siteConf(p), [OLD_ADDRESSES_CONF]: oldAddressesConf(p), [MAP_SIZES_CONF]: mapSizesConf(p) };
}

function siteConf({ l, v }: Plan): string {
  const livePattern = LIVE_PREFIXES.map((p) => regexQuote(p.slice(1, -1))).join("|");
  const lines = [
    "# Generated by scripts/build.ts (scripts/lib/nginx.ts, from scripts/lib/host-rules.ts; decision 099).",
    "# Include inside a server { } block whose root is the built site (build/client); include",
    `# ${MAP_SIZES_CONF}, then ${OLD_ADDRESSES_CONF}, once in the http { } block (decision 187).`,
    "absolute_redirect off;",
    "server_tokens off;",
    "index index.html;",
    "# Scripts and stylesheets are precompressed (.gz beside them); the data files, feeds and maps are compressed as sent.",
    "# Vary tells a cache or CDN in front that the answer depends on Accept-Encoding.",
    "gzip_static on;",
    "gzip on;",
    "gzip_vary on;",
    "gzip_types application/json application/xml application/rss+xml text/xml text/plain image/svg+xml;",
    `error_page 404 /${NOT_FOUND_FILE};`,
    "# For the server-level redirects below (a location with its own add_header replaces these).",
    ...headerLines("/", ""),
    "# Moved addresses (the table's and the old WordPress addresses), looked up in the maps of",
    `# ${OLD_ADDRESSES_CONF}: one hop, with or without the trailing slash (decision 187). A query rule`,
    "# (`/?p=12`) sends the page alone; a path keeps the query, unless its target has one (`/blog?category=x`).",
    ...(l.whole.size ? [`if ($${v.whole}) { return 301 $${v.whole}; }`] : []),
    `if ($${v.path}) { return 301 $${v.path}$is_args$args; }`,
    ...[...l.queries.keys()].map((name) => `if ($${v.query(name)}) { return 301 $${v.query(name)}; }`),
    "# /x/ → /x, built from the path as sent; leading slashes and backslashes collapse to one / so Location stays on the site.",
    // \x5c is a backslash (nginx's quoted strings eat backslash pairs).
    'if ($request_uri ~ "^[/\\x5c]+([^?]*[^/?\\x5c])[/\\x5c]+(\\?.*)?$") { return 301 /$1$2; }',
    ...location("/", "/", ["try_files $uri $uri.html =404;"]),
    ...location("= /", "/", ["try_files /index.html =404;"]),
    ...HEADER_LOCATIONS.flatMap((p) => location(p, p.endsWith("/") ? `${p}x` : p, ["try_files $uri $uri.html $uri/index.html =404;"])),
    "# Unbuilt slugs open in the browser: the app shell with 200, the address kept. Built files win.",
    ...LIVE_PREFIXES.flatMap((p) => location(p, p, [`try_files $uri $uri.html /${SHELL_FILE};`])),
    "# A detail page has no .data (it opens as a document, decision 156); one asked for anyway is a plain 404, never the shell.",
    ...location(`~ ^/(${livePattern})/.+\\.data$`, LIVE_PREFIXES[0]!, ["try_files $uri =404;"]),
    ...location(`= /${NOT_FOUND_FILE}`, "/", ["internal;"]),
    "# The Netlify / Cloudflare Pages rule files are not pages.",
    ...location("~ ^/_(redirects|headers)$", "/", ["return 404;"]),
  ];
  return lines.join("\n") + "\n";
}
