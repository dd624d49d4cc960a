/**
 * The nginx configuration for studios on ordinary hosting (decision 099), generated from the
 * host rules table (./host-rules.ts) and the headers of `_headers` (./security.ts). The build writes it to
 * `build/nginx/site.conf`; include it inside a `server { }` block whose `root` is build/client:
 *
 *   server { listen 443 ssl; server_name www.example.com; root /srv/site/client; include /srv/site/nginx/site.conf; }
 *
 * What it does: `/about` from about.html with no redirect; `/x/` → 301 `/x`; the table's 301s;
 * unbuilt paths under the live prefixes → the app shell with 200 (files always win, and a missing
 * `.data` there stays a 404, never the shell); everything else unknown → 404.html with 404; the
 * headers of `_headers` on every answer (`always`: redirects and 404s too); the build's .gz files.
 */
import { headersFor } from "./security";
import { LIVE_PREFIXES, NOT_FOUND_FILE, REDIRECTS, SHELL_FILE, encodePath, type HostRedirect } from "./host-rules";

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

/** The headers the server level gives (those of `/`), as one comparable string. */
const serverHeaders = JSON.stringify(Object.entries(headersFor("/")).sort());

/**
 * A location that needs no `add_header` of its own when `_headers` gives `pathname` the server
 * level's headers: nginx gives a location without any the server level's (decision 140). At 10,000
 * posts each old address's own copy of them made site.conf 7.4 MB, four fifths of it headers.
 */
function plainLocation(match: string, pathname: string, body: string[]): string[] {
  if (JSON.stringify(Object.entries(headersFor(pathname)).sort()) !== serverHeaders) return location(match, pathname, body);
  return [`location ${match} {`, ...body.map((l) => `  ${l}`), "}"];
}

/** Where requests with a query string go (internally) to meet a path's query rules (decision 140). */
export const QUERY_RULES_LOCATION = "/__wordpress-query";

/** A path nginx may be given as it is in `try_files` and `rewrite` (no variable, quote or space). */
const PLAIN_PATH = /^\/[A-Za-z0-9._~/-]*$/;

/**
 * The exact location of `from`, serving `files`, with the query rules `ifs` of its old addresses
 * (`/blog?p=12`). nginx tests a location's `if`s one by one on every request, and a snapshot
 * has one `?p=` rule per post: 10,000 `if`s on every visit to the page for 10,000 posts. So
 * only a request with a query string is sent, internally, to a location of its own that tests
 * them and then serves the same files; a visit without one goes straight to its file.
 */
function withQueryRules(from: string, ifs: string[], files: string[], index: number): string[] {
  if (ifs.length === 0 || !PLAIN_PATH.test(from)) return location(`= ${quote(from)}`, from, [...ifs, ...files]);
  const inner = `${QUERY_RULES_LOCATION}/${index}`;
  // The files by name: in the inner location $uri is its own.
  const named = from === "/" ? files : [`try_files ${from} ${from}.html =404;`];
  return [...location(`= ${quote(from)}`, from, [`if ($args != "") { rewrite ^ ${inner} last; }`, ...files]), ...location(`= ${inner}`, from, ["internal;", ...ifs, ...named])];
}

/**
 * The snapshot's old WordPress addresses (decision 113): an exact location per path (its trailing
 * slash form reaches it through the server-level `/x/` → `/x` rule: two hops), and the query rules
 * (`/?p=12`) as `if ($arg_p = "12")` tested before the files of their path (withQueryRules).
 */
function oldAddressLocations(old: readonly HostRedirect[]): { paths: string[]; queries: Map<string, string[]> } {
  const paths = old.filter((r) => !r.query).flatMap((r) => plainLocation(`= ${quote(r.from)}`, r.from, [`return 301 ${encodePath(r.to)}$is_args$args;`]));
  const queries = new Map<string, string[]>();
  for (const r of old) {
    if (!r.query) continue;
    const list = queries.get(r.from) ?? [];
    list.push(`if ($arg_${r.query.name} = "${r.query.value}") { return 301 ${encodePath(r.to)}; }`);
    queries.set(r.from, list);
  }
  return { paths, queries };
}

export function nginxSiteConf(old: readonly HostRedirect[] = []): string {
  const { paths, queries } = oldAddressLocations(old);
  const queryPaths = [...queries.keys()];
  const home = withQueryRules("/", queries.get("/") ?? [], ["try_files /index.html =404;"], queryPaths.indexOf("/"));
  const otherQueries = [...queries].filter(([from]) => from !== "/").flatMap(([from, ifs]) => withQueryRules(from, ifs, ["try_files $uri $uri.html =404;"], queryPaths.indexOf(from)));
  const livePattern = LIVE_PREFIXES.map((p) => regexQuote(p.slice(1, -1))).join("|");
  const lines = [
    "# Generated by scripts/build.ts (scripts/lib/nginx.ts, from scripts/lib/host-rules.ts; decision 099).",
    "# Include inside a server { } block whose root is the built site (build/client).",
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
    "# /x/ → /x, built from the path as sent; leading slashes and backslashes collapse to one / so Location stays on the site.",
    // \x5c is a backslash (nginx's quoted strings eat backslash pairs).
    'if ($request_uri ~ "^[/\\x5c]+([^?]*[^/?\\x5c])[/\\x5c]+(\\?.*)?$") { return 301 /$1$2; }',
    ...REDIRECTS.flatMap(([from, to]) => location(`= ${from}`, from, [`return 301 ${to}$is_args$args;`])),
    ...(paths.length || queries.size ? ["# Old WordPress addresses of the snapshot (decision 113)."] : []),
    ...paths,
    ...otherQueries,
    ...home,
    ...location("/", "/", ["try_files $uri $uri.html =404;"]),
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
