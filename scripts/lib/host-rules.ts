/**
 * The static host rules of DESIGN.md, in one table (decision 099). Every host's output is
 * generated from it: `_redirects` (Netlify, Cloudflare Pages; scripts/build/shape-output.ts),
 * the folder `404.html` copies of the app shell, the nginx configuration (./nginx.ts), and
 * `npm start` (scripts/serve.ts), which imitates Netlify serving a `DEPLOY_HOST=netlify` build.
 */
import { safeSourcePath } from "../../app/features/collections/old-addresses";
import { CMS_COLLECTIONS, COLLECTIONS } from "../../app/features/collections/table";
import { deployHost } from "../../app/content/environment.server";
import { groupRedirects, type PatternSegments } from "./redirect-groups";

/** Paths under these prefixes that are not built get the app shell, so new CMS slugs open (the collections table's route prefixes). */
export const LIVE_PREFIXES = CMS_COLLECTIONS.map((c) => `${COLLECTIONS[c].routePrefix}/`);

/** The app shell React Router writes for ssr:false builds. */
export const SHELL_FILE = "__spa-fallback.html";

/** The prerendered not-found page. */
export const NOT_FOUND_FILE = "404.html";

/** Permanent redirects (from → to). The build writes no page at a `from` path, so no file can shadow the rule. */
export const REDIRECTS: ReadonlyArray<readonly [string, string]> = [["/gallery", "/gallary"]];
/** Their `_redirects` lines: each with and without the trailing slash. */
const FIXED_REDIRECT_LINES = REDIRECTS.length * 2;

/**
 * A 301 the build adds from the snapshot (old WordPress addresses, decision 113): decoded paths;
 * with `query`, only a request carrying that parameter (`/?p=12`). Sources are plain paths that no
 * built file answers and targets are built pages (app/features/collections/old-addresses.ts).
 */
export interface HostRedirect {
  from: string;
  to: string;
  query?: { name: string; value: string };
}

/** A path and its trailing-slash form, WordPress's own (`/` alone for the home page): the forms an old address is answered in. */
export const slashForms = (from: string): string[] => (from === "/" ? [from] : [from, `${from}/`]);

/** A decoded path as a Location (a rule's target, nginx's `return 301`) needs it: percent-encoded (non-ASCII and reserved characters). */
export function encodePath(p: string): string {
  return p.split("/").map((s) => encodeURIComponent(s).replace(/%40/g, "@").replace(/%3A/gi, ":")).join("/");
}

/** A rule's target as a Location: its decoded path encoded (encodePath), its query as it is, already encoded (`/blog?category=caf%C3%A9`, decision 216). */
export function encodeTarget(to: string): string {
  const at = to.indexOf("?");
  return at === -1 ? encodePath(to) : encodePath(to.slice(0, at)) + to.slice(at);
}

/**
 * Whether a rule's target has a query of its own (`/blog?category=x`): the request's query is
 * then given up, not carried over, as Netlify and Cloudflare Pages answer (decision 216).
 */
export const targetHasQuery = (to: string): boolean => to.includes("?");

/**
 * A decoded path as the source of a `_redirects` rule: the path itself, non-ASCII characters in
 * UTF-8 (decision 113, "Checked on Netlify's runtime"). Netlify decodes the request's path before
 * it matches (netlify-cli's utils/rules-proxy.js: `path: decodeURIComponent(reqUrl.pathname)`)
 * and compares it with the source character for character, so a percent-encoded source
 * (`/caf%C3%A9`) matches only a doubly-encoded request; Cloudflare Pages parses the source as a URL
 * path (`new URL`, which percent-encodes it) and compares that with the request's path, so the
 * same line matches there. Written only for a plain path (safeSourcePath, or `/` for the query
 * rules): no white space (Unicode's too: Netlify and Cloudflare split lines on JavaScript's `\s`),
 * no `#`, `%`, `?`, `*`, `:x`, backslash, control or format character (a right-to-left override)
 * can reach the file; anything else throws rather than write a line a host would read otherwise.
 */
export function redirectSource(p: string): string {
  if (p !== "/" && !safeSourcePath(p)) throw new Error(`_redirects: ${JSON.stringify(p).slice(0, 120)} is not a plain path; no rule may be written for it (decision 113)`);
  return p;
}

/**
 * A non-ASCII source as WordPress's own links spell it: its UTF-8 bytes percent-encoded with
 * lowercase hex (`/caf%c3%a9`); null for an ASCII path. Cloudflare Pages compares the request's
 * path as sent, so a visitor following a WordPress link (`%c3%a9`) needs this line as well as the
 * UTF-8 one (which it matches as `%C3%A9`, the browsers' spelling). Only the non-ASCII characters
 * are escaped, and only of a path redirectSource accepted.
 */
export function lowercaseEscapes(source: string): string | null {
  if (!/[^\x00-\x7f]/.test(source)) return null;
  return source.replace(/[^\x00-\x7f]+/gu, (run) => encodeURIComponent(run).toLowerCase());
}

/**
 * `_redirects` lines of the snapshot's 301s. A path rule is written as the site's path and with
 * WordPress's trailing slash: Cloudflare Pages matches paths exactly (Netlify would match both).
 * Query rules (`/ p=12 /blog/x 301!`) are Netlify's syntax, forced because `/` is a file (index.html);
 * Cloudflare Pages has no query matching and skips 4-field lines, so a `cloudflare-pages` build leaves them out.
 * Non-ASCII paths get a second pair in WordPress's lowercase escapes (lowercaseEscapes), except
 * in a `netlify` build, where Netlify decodes the request first and the pair would never match.
 * Past Cloudflare Pages' 2,000 static rules, the addresses that keep their slug are written as one
 * dynamic rule per permalink shape instead, after every static rule (cloudflareGroups, decision 137).
 */
export function oldAddressLines(rules: readonly HostRedirect[], host: DeployHost, shadowsBuilt?: (segments: PatternSegments) => boolean): string[] {
  // Every source is checked, whether it is written as it is or stands in a group's shape.
  for (const r of rules) redirectSource(r.from);
  const { groups, exceptions, rest } = cloudflareGroups(rules, host, shadowsBuilt);
  const lines: string[] = [];
  if (exceptions.length) {
    lines.push(`# Old addresses of a shape grouped at the end that go elsewhere (a renamed post's old slug): first, so that they win and are among the ${CLOUDFLARE_STATIC_REDIRECTS} static rules Cloudflare Pages reads (decision 137): ${exceptions.length} paths.`, ...pathLines(exceptions, host).flat());
  }
  const paths = pathLines(rest.filter((r) => !r.query), host);
  if (paths[0].length) lines.push(`# Old WordPress addresses of the snapshot's records and pages (decision 113): ${paths[0].length / 2} paths, each with and without its trailing slash.`, ...paths[0]);
  if (paths[1].length) {
    lines.push(`# The same non-ASCII addresses as WordPress's own links spell them (%c3%a9): Cloudflare Pages matches escapes as sent; Netlify never reads these lines as another path.`, ...paths[1]);
  }
  // WordPress writes `{home}/?p=12`: under a home path both spellings of it.
  const queries = rest.flatMap((r) => (r.query ? slashForms(r.from).map((f) => `${f} ${r.query!.name}=${r.query!.value} ${encodeTarget(r.to)} 301!`) : []));
  if (queries.length && host !== "cloudflare-pages") {
    lines.push(`# ?p= and ?page_id= (Netlify only; Cloudflare Pages ignores these lines, it cannot match a query): ${queries.length}.`, ...queries);
  }
  if (groups.length) {
    const n = groups.reduce((sum, g) => sum + g.members.length, 0);
    lines.push(`# ${n} more old addresses that keep their slug, a rule per permalink shape, with and without its trailing slash (decision 137): Cloudflare Pages reads only ${CLOUDFLARE_STATIC_REDIRECTS} static rules. After every static rule, as Cloudflare asks.`);
    for (const g of groups) lines.push(`${g.from} ${g.to} 301`, `${g.from}/ ${g.to} 301`);
  }
  return lines;
}

/** Path rules' lines: each with and without WordPress's slash; then the non-ASCII ones in WordPress's spelling (not for Netlify). */
function pathLines(rules: readonly HostRedirect[], host: DeployHost): [string[], string[]] {
  const utf8: string[] = [];
  const wordpress: string[] = [];
  for (const r of rules) {
    const to = encodeTarget(r.to);
    utf8.push(`${r.from} ${to} 301`, `${r.from}/ ${to} 301`);
    const lower = host === "netlify" ? null : lowercaseEscapes(r.from);
    if (lower) wordpress.push(`${lower} ${to} 301`, `${lower}/ ${to} 301`);
  }
  return [utf8, wordpress];
}

/**
 * Cloudflare Pages' dynamic rules: 100 a file. The build's own (the live prefixes' 404 lines of an
 * `any` build) come after the groups; each group takes two (with and without the trailing slash).
 */
export const CLOUDFLARE_DYNAMIC_REDIRECTS = 100;

/** A path rule's static lines: two, and two more in WordPress's spelling of a non-ASCII path. */
const staticLinesOf = (r: HostRedirect) => (r.query ? 0 : lowercaseEscapes(r.from) ? 4 : 2);

/**
 * Old addresses grouped by permalink shape (./redirect-groups.ts, decision 137), only where
 * Cloudflare Pages may read the file and its static rules would pass the limit; otherwise none
 * (one exact rule per address, as every host reads them). Needs the built output's test.
 */
function cloudflareGroups(rules: readonly HostRedirect[], host: DeployHost, shadowsBuilt?: (segments: PatternSegments) => boolean) {
  const none = { groups: [], exceptions: [], rest: rules };
  if (host === "netlify" || !shadowsBuilt) return none;
  if (rules.reduce((n, r) => n + staticLinesOf(r), FIXED_REDIRECT_LINES) <= CLOUDFLARE_STATIC_REDIRECTS) return none;
  const live = host === "any" ? LIVE_PREFIXES.length : 0;
  return groupRedirects(rules, { maxGroups: Math.floor((CLOUDFLARE_DYNAMIC_REDIRECTS - live) / 2), exceptionLines: CLOUDFLARE_STATIC_REDIRECTS - FIXED_REDIRECT_LINES, lines: staticLinesOf }, shadowsBuilt);
}

/**
 * The 301s of a `_redirects` file as npm start applies them (Netlify's reading): decoded paths,
 * `from [name=value] to 301[!]`; other lines (comments, the live prefixes' rewrites) are not 301s.
 */
export function parseRedirects(text: string): HostRedirect[] {
  const out: HostRedirect[] = [];
  const seen = new Set<string>();
  const dec = (p: string) => {
    try {
      return decodeURIComponent(p);
    } catch {
      return null;
    }
  };
  for (const line of text.split("\n")) {
    const f = line.trim().split(/\s+/);
    if (f[0]?.startsWith("#") || !/^301!?$/.test(f.at(-1) ?? "") || (f.length !== 3 && f.length !== 4)) continue;
    const from = dec(f[0]!);
    // A target's path decoded; its query (`?category=caf%C3%A9`) stays as written.
    const [toPath, ...toQuery] = f.at(-2)!.split("?");
    const decodedTo = dec(toPath!);
    const to = decodedTo === null ? null : [decodedTo, ...toQuery].join("?");
    const q = f.length === 4 ? /^([A-Za-z_]+)=(\d+)$/.exec(f[1]!) : null;
    if (from === null || to === null || (f.length === 4 && !q)) continue;
    // The first rule for a path wins, as on Netlify; WordPress's spelling of a non-ASCII source
    // decodes to the same path as its UTF-8 line and adds nothing.
    const key = `${from} ${q ? q[0] : ""}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ from, to, ...(q ? { query: { name: q[1]!, value: q[2]! } } : {}) });
  }
  return out;
}

/**
 * What the build writes the host files for (`DEPLOY_HOST`, decision 099):
 * - `any` (default): safe on every host. `_redirects` holds only rules that mean the same on
 *   Netlify and Cloudflare Pages; an unbuilt slug gets the app shell with status 404 (Cloudflare
 *   Pages from `blog/404.html`, Netlify from a `404` rule that never shadows a file; Cloudflare
 *   ignores those lines, with a warning when it deploys).
 * - `cloudflare-pages`: the same without the Netlify-only `404` lines (no warnings).
 * - `netlify`: unbuilt slugs get the shell with status 200 (Netlify lets an existing file win
 *   over a non-forced rewrite). Never deploy this on Cloudflare Pages: it applies `_redirects`
 *   before files, so the rewrite would answer every built post with the shell.
 */
export const DEPLOY_HOSTS = ["any", "cloudflare-pages", "netlify"] as const;
export type DeployHost = (typeof DEPLOY_HOSTS)[number];

export function deployHostSetting(value = deployHost()): DeployHost {
  const host = (value ?? "any") || "any";
  if (!(DEPLOY_HOSTS as readonly string[]).includes(host)) {
    throw new Error(`DEPLOY_HOST: expected one of ${DEPLOY_HOSTS.join(", ")}, got "${host}"`);
  }
  return host as DeployHost;
}

/** The status an unbuilt slug under a live prefix answers with on the host the build is for (nginx: 200, its own config). */
export function liveFallbackStatus(host: DeployHost): 200 | 404 {
  return host === "netlify" ? 200 : 404;
}

/**
 * `npm start` imitates Netlify serving a `DEPLOY_HOST=netlify` build (files first, then the
 * rules; the shell with 200 for an unbuilt slug), which is also what build/nginx/site.conf does.
 * On the default build the hosts answer the same page with 404 instead; only the status differs.
 */
export const NPM_START_IMITATES: DeployHost = "netlify";
export const NPM_START_LIVE_STATUS = liveFallbackStatus(NPM_START_IMITATES);

/** The folder not-found page of a live prefix (`blog/404.html`): a copy of the app shell. */
export function liveNotFoundFile(prefix: string): string {
  return `${prefix.slice(1)}${NOT_FOUND_FILE}`;
}

export function isLivePath(pathname: string): boolean {
  return LIVE_PREFIXES.some((p) => pathname.startsWith(p) && pathname.length > p.length);
}

/** Cloudflare Pages applies at most this many static rules of `_redirects` and ignores the rest. */
export const CLOUDFLARE_STATIC_REDIRECTS = 2000;

/**
 * A warning for a `_redirects` file (`redirectsFile`) Cloudflare Pages would only partly apply:
 * more static rules (no `*` or `:placeholder`, no query) than it reads. Null when it fits or the
 * build is for Netlify. The snapshot's old addresses come last, so the site's own rules are kept.
 */
export function cloudflareRedirectsWarning(text: string, host: DeployHost): string | null {
  if (host === "netlify") return null;
  const staticRules = text.split("\n").filter((l) => {
    const f = l.trim().split(/\s+/);
    // Static as Cloudflare Pages counts it: no splat, no placeholder (`:name`; `/12:30` is a path).
    return f.length === 3 && !f[0]!.startsWith("#") && !/\*|:[A-Za-z]/.test(f[0]!);
  }).length;
  if (staticRules <= CLOUDFLARE_STATIC_REDIRECTS) return null;
  return `_redirects has ${staticRules} static rules; Cloudflare Pages applies only the first ${CLOUDFLARE_STATIC_REDIRECTS}, so ${staticRules - CLOUDFLARE_STATIC_REDIRECTS} old WordPress addresses will not redirect there (use Bulk Redirects in Cloudflare's dashboard for the rest; decision 113).`;
}

/** `_redirects` for the host the build is for (Netlify and Cloudflare Pages read the same file name). */
export function redirectsFile(host: DeployHost, old: readonly HostRedirect[] = [], shadowsBuilt?: (segments: PatternSegments) => boolean): string {
  const lines = [`# Generated by scripts/build.ts for DEPLOY_HOST=${host} (scripts/lib/host-rules.ts, decision 099).`];
  // With WordPress's trailing slash too: Cloudflare Pages matches exactly, and `/gallery/` took a second hop through `/gallery`.
  lines.push(...REDIRECTS.flatMap(([from, to]) => slashForms(from).map((f) => `${f} ${to} 301`)));
  lines.push(...oldAddressLines(old, host, shadowsBuilt));
  if (host === "any") {
    lines.push("# Netlify only (files win): unbuilt slugs get the app shell with 404. Cloudflare Pages skips these lines and serves the same shell from the folder's 404.html.");
    lines.push(...LIVE_PREFIXES.map((p) => `${p}* /${liveNotFoundFile(p)} 404`));
  }
  if (host === "netlify") {
    lines.push("# Netlify never lets a non-forced rewrite shadow a file that exists. Not for Cloudflare Pages, which rewrites before files.");
    lines.push(...LIVE_PREFIXES.map((p) => `${p}* /${SHELL_FILE} 200`));
  }
  return lines.join("\n") + "\n";
}
