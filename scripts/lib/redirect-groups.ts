/**
 * Old WordPress addresses in few lines, for Cloudflare Pages (decision 137). Its `_redirects`
 * applies the first 2,000 static rules and 100 dynamic ones; a large archive's old addresses
 * (two lines per post) are far more. Most share WordPress's permalink structure and keep their
 * slug: `/blog/2021/03/{slug}` → `/blog/{slug}` for every post. One dynamic rule with
 * placeholders answers all of them: `/blog/:p1/:p2/:slug /blog/:slug 301`.
 *
 * A group's pattern: the first segment as it is; each later segment of digits only (a year,
 * month, day or hour of the structure) a placeholder; other segments as they are; the last, which
 * must be the target's last segment (the slug, kept), `:slug`. Literal segments are ASCII; a
 * non-ASCII slug joins too, since each host carries it over (checked on wrangler and netlify dev):
 * Cloudflare Pages as the request spelled it (WordPress's `caf%c3%a9` → `/blog/caf%c3%a9`, which
 * it serves as the page), Netlify decoded and encoded again (`/blog/caf%C3%A9`).
 *
 * Never a group that:
 *  - matches a built file (Cloudflare Pages applies `_redirects` before files): `shadowsBuilt`
 *    is asked with the pattern's segments (null for a placeholder);
 *  - would send one of its own old addresses elsewhere because a group before it matches it too;
 *  - shares its pattern with a larger group sending elsewhere (its addresses stay static rules,
 *    which come first in the file and so win).
 * A group answers any address of its shape, also ones WordPress never had: those end on the
 * site's page for that slug, which is the page, the app shell for a post newer than the build,
 * or its not-found page.
 */

/** What a group is made of: a host rule (host-rules.ts `HostRedirect`, which imports this module): decoded paths, and a query for Netlify's `?p=` rules. */
interface Rule {
  from: string;
  to: string;
  query?: unknown;
}

/** One dynamic rule and the old addresses it stands for. */
export interface RedirectGroup<R extends Rule = Rule> {
  /** `/blog/:p1/:p2/:slug` */
  from: string;
  /** `/blog/:slug` */
  to: string;
  members: R[];
}

/** A pattern's segments: literal text, or null for a placeholder. */
export type PatternSegments = ReadonlyArray<string | null>;

const ASCII_PATH = /^\/[\x21-\x7e]+$/;
/** A target's fixed segment is written as it is: only characters a URL never escapes. */
const PLAIN_SEGMENT = /^[A-Za-z0-9._~-]+$/;
const PLACEHOLDER = /^:([A-Za-z]\w*)$/;

/** The group a path rule could join: its pattern, target template and pattern segments; null when it cannot join one. */
function shapeOf(r: Rule): { from: string; to: string; segments: PatternSegments } | null {
  if (r.query) return null;
  const from = r.from.slice(1).split("/");
  const to = r.to.slice(1).split("/");
  const slug = from.at(-1)!;
  if (from.length < 2 || to.at(-1) !== slug || from.some((s) => s.startsWith(":"))) return null;
  if (!from.slice(0, -1).every((s) => ASCII_PATH.test(`/${s}`)) || !to.slice(0, -1).every((s) => PLAIN_SEGMENT.test(s))) return null;
  const segments = from.map((s, i) => (i === from.length - 1 || (i > 0 && /^\d+$/.test(s)) ? null : s));
  let n = 0;
  const names = segments.map((s, i) => (s !== null ? s : i === from.length - 1 ? ":slug" : `:p${++n}`));
  return { from: `/${names.join("/")}`, to: `/${[...to.slice(0, -1), ":slug"].join("/")}`, segments };
}

/** What a group's rule does with a decoded path, as the hosts read it (a placeholder is one segment; WordPress's trailing slash too); undefined when it does not match. */
export function applyPattern(from: string, to: string, p: string): string | undefined {
  const pattern = from.slice(1).split("/");
  const parts = p.replace(/\/$/, "").slice(1).split("/");
  if (!p.startsWith("/") || parts.length !== pattern.length) return undefined;
  const values = new Map<string, string>();
  for (const [i, seg] of pattern.entries()) {
    const name = PLACEHOLDER.exec(seg)?.[1];
    if (name === undefined) {
      if (parts[i] !== seg) return undefined;
    } else if (!parts[i]) return undefined;
    else values.set(name, parts[i]!);
  }
  return to.replace(/:([A-Za-z]\w*)/g, (whole, name: string) => values.get(name) ?? whole);
}

/** How a file may hold the groups: at most `maxGroups`, and the exact rules a group would otherwise answer in at most `exceptionLines` lines (`lines` of a rule). */
export interface GroupLimits<R> {
  maxGroups: number;
  exceptionLines: number;
  lines: (r: R) => number;
}

/**
 * The largest groups of `rules` (at least two addresses each), largest first; the exact rules a
 * group's shape matches but that go elsewhere (a renamed post's old slug), which must come first
 * in the file and be read; and the other rules, each in their order. When those exceptions would
 * not fit in `exceptionLines`, the group with the most of them is left out (its addresses become
 * exact rules again), until they fit.
 */
export function groupRedirects<R extends Rule>(rules: readonly R[], limits: GroupLimits<R>, shadowsBuilt: (segments: PatternSegments) => boolean): { groups: RedirectGroup<R>[]; exceptions: R[]; rest: R[] } {
  const byPattern = new Map<string, Map<string, RedirectGroup<R> & { segments: PatternSegments }>>();
  for (const r of rules) {
    const shape = shapeOf(r);
    if (!shape) continue;
    const targets = byPattern.get(shape.from) ?? new Map<string, RedirectGroup<R> & { segments: PatternSegments }>();
    byPattern.set(shape.from, targets);
    const group = targets.get(shape.to) ?? { from: shape.from, to: shape.to, members: [], segments: shape.segments };
    targets.set(shape.to, group);
    group.members.push(r);
  }
  // Per pattern, the target most addresses go to (the first seen on a tie); largest first.
  const candidates = [...byPattern.values()]
    .map((targets) => [...targets.values()].reduce((a, b) => (b.members.length > a.members.length ? b : a)))
    .filter((g) => g.members.length >= 2 && !shadowsBuilt(g.segments))
    .sort((a, b) => b.members.length - a.members.length || (a.from < b.from ? -1 : 1));
  let groups: RedirectGroup<R>[] = [];
  for (const g of candidates) {
    if (groups.length >= limits.maxGroups) break;
    // A group before it that matches one of its addresses would answer it first.
    const sentElsewhere = g.members.some((m) => groups.some((k) => applyPattern(k.from, k.to, m.from) !== undefined));
    if (!sentElsewhere) groups.push({ from: g.from, to: g.to, members: g.members });
  }
  for (;;) {
    const grouped = new Set(groups.flatMap((g) => g.members));
    const left = rules.filter((r) => !grouped.has(r));
    // The group that would answer each exact path rule if Cloudflare Pages did not read it.
    const catching = left.map((r) => (r.query ? undefined : groups.find((g) => applyPattern(g.from, g.to, r.from) !== undefined)));
    const exceptions = left.filter((_, i) => catching[i]);
    if (exceptions.reduce((n, r) => n + limits.lines(r), 0) <= limits.exceptionLines) return { groups, exceptions, rest: left.filter((_, i) => !catching[i]) };
    const most = groups.reduce((a, b) => (catching.filter((g) => g === b).length > catching.filter((g) => g === a).length ? b : a));
    groups = groups.filter((g) => g !== most);
  }
}
