/**
 * A large archive's old WordPress addresses on Cloudflare Pages (decision 137): past its 2,000
 * static rules, the addresses that keep their slug become one dynamic rule per permalink shape,
 * and every old address still answers, as Cloudflare Pages reads the file (the first 2,000 static
 * rules, then the first 100 dynamic ones, each placeholder one segment, before any file).
 */
import fs from "node:fs";
import type http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oldAddresses, type OldAddressRecord } from "../../app/features/collections/old-addresses";
import { builtPathTest, builtPatternTest } from "../../scripts/build/old-addresses";
import { CLOUDFLARE_DYNAMIC_REDIRECTS, CLOUDFLARE_STATIC_REDIRECTS, cloudflareRedirectsWarning, encodePath, redirectsFile, type HostRedirect } from "../../scripts/lib/host-rules";
import { applyPattern, groupRedirects } from "../../scripts/lib/redirect-groups";
import { serve } from "../../scripts/serve";
import { writeFiles } from "../fixtures/files";
import { ARCHIVE_API, ARCHIVE_POSTS as POSTS, archiveFiles, archiveRecords as records } from "../fixtures/large-archive";
import { originOf } from "../fixtures/origin";


/** Cloudflare Pages' reading of `_redirects`: where a request for `sent` (a path as the browser sends it) goes, or undefined. */
function cloudflare(text: string): (sent: string) => string | undefined {
  const statics = new Map<string, string>();
  const dynamics: { re: RegExp; to: string }[] = [];
  let staticCount = 0;
  let dynamic = false;
  for (const line of text.split("\n")) {
    const f = line.trim().split(/\s+/);
    if (!line.trim() || f[0]!.startsWith("#") || f.length !== 3) continue;
    // From the first dynamic rule on, every rule counts as dynamic (wrangler's parseRedirects, `canCreateStaticRule`).
    dynamic ||= /\*|:[A-Za-z]/.test(f[0]!);
    if (!dynamic) {
      // Four fields (Netlify's query rules) are skipped above; each static rule counts.
      if (++staticCount > CLOUDFLARE_STATIC_REDIRECTS) continue;
      const from = new URL(f[0]!, "http://x").pathname;
      if (!statics.has(from)) statics.set(from, f[1]!);
      continue;
    }
    if (dynamics.length >= CLOUDFLARE_DYNAMIC_REDIRECTS) continue;
    const source = f[0]!.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "(?<splat>.*)").replace(/:([A-Za-z]\w*)/g, "(?<$1>[^/]+)");
    dynamics.push({ re: new RegExp(`^${source}$`), to: /^30[1278]$/.test(f[2] ?? "") ? f[1]! : "(invalid)" });
  }
  return (sent) => {
    const hit = statics.get(sent);
    if (hit) return hit;
    for (const d of dynamics) {
      const m = d.re.exec(sent);
      if (m) return d.to.replace(/:([A-Za-z]\w*)/g, (w, name: string) => m.groups?.[name] ?? w);
    }
    return undefined;
  };
}

let dir: string;
let rules: HostRedirect[];
/**
 * The `_redirects` lines of WordPress's feed and date archives (decision 213): its four feed
 * addresses, and each year and month a post was published in, with and without the slash. Static
 * (no slug to keep, nothing to group).
 */
let archiveLines = 0;
const LIMITS = (maxGroups: number) => ({ maxGroups, exceptionLines: Infinity, lines: () => 2 });

function rulesFor(site: string) {
  const found = oldAddresses({ apiUrl: ARCHIVE_API, records: records(), isBuilt: builtPathTest(site) });
  expect(found.warnings).toEqual([]);
  return found.rules;
}

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "redirect-groups-"));
  writeFiles(dir, archiveFiles());
  rules = rulesFor(dir);
  // Counted from the fixture's posts, not from the rules under test: 4 feed addresses, 5 sitemap addresses (decision 227), each year and each month.
  const months = new Set(records().filter((r) => r.type === "posts").map((r) => r.date.slice(0, 7)));
  const years = new Set([...months].map((m) => m.slice(0, 4)));
  archiveLines = (4 + 5 + years.size + months.size) * 2;
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("past Cloudflare's 2,000 static rules", () => {
  it.each(["cloudflare-pages", "any"] as const)("DEPLOY_HOST=%s: one rule per permalink shape, with and without WordPress's slash, after every static rule", (host) => {
    const text = redirectsFile(host, rules, builtPatternTest(dir));
    const lines = text.split("\n");
    const dynamic = lines.filter((l) => /^\S*:[A-Za-z]/.test(l));
    expect(dynamic).toEqual(["/blog/:p1/:p2/:slug /blog/:slug 301", "/blog/:p1/:p2/:slug/ /blog/:slug 301", "/blog/portfolio/:slug /portfolio/:slug 301", "/blog/portfolio/:slug/ /portfolio/:slug 301"]);
    const firstDynamic = lines.indexOf(dynamic[0]!);
    const lastStatic = lines.findLastIndex((l) => l.split(" ").length === 3 && !l.startsWith("#") && !/\*|:[A-Za-z]/.test(l.split(" ")[0]!));
    expect(lastStatic, "static rules first, as Cloudflare asks").toBeLessThan(firstDynamic);
    expect(cloudflareRedirectsWarning(text, host)).toBeNull();
    // Left static: /gallery (with and without the slash), the feed and date archives and the 12 renamed posts' old slugs (in WordPress's structure and on the site's own address, each with and without the slash). The non-ASCII posts keep their slug and are grouped too.
    expect(lines.filter((l) => / \/blog\/post-\d+ 301$/.test(l) && /old-post/.test(l))).toHaveLength(12 * 2 * 2);
    expect(lines.filter((l) => /caf/.test(l.split(" ")[0]!))).toEqual([]);
    expect(lines.filter((l) => l.split(" ").length === 3 && !l.startsWith("#") && !/\*|:[A-Za-z]/.test(l.split(" ")[0]!))).toHaveLength(2 + archiveLines + 12 * 2 * 2);
  });

  it("every old address answers as before, the way Cloudflare Pages reads the file: a renamed post's old slug to its new page, a non-ASCII one in both spellings", () => {
    const at = cloudflare(redirectsFile("cloudflare-pages", rules, builtPatternTest(dir)));
    let checked = 0;
    const paths = rules.filter((r) => !r.query);
    for (const r of paths) {
      const sent = encodePath(r.from);
      for (const p of [sent, `${sent}/`]) {
        expect(at(p), p).toBe(encodePath(r.to));
        checked++;
      }
    }
    expect(archiveLines).toBeGreaterThan(0);
    expect(checked).toBe(POSTS * 2 + 12 * 2 * 2 + 30 * 2 + archiveLines);
    expect(at("/blog/2020/06/")).toBe("/blog");
    expect(at("/blog/feed/")).toBe("/rss.xml");
    expect(at("/blog/2020/06/old-post-5/")).toBe("/blog/post-5");
    // WordPress's own escapes: Cloudflare Pages carries them over as sent; it serves that address as the page (tests/hosts/cloudflare-pages.test.ts).
    expect(at("/blog/2015/01/caf%c3%a9-0/")).toBe("/blog/caf%c3%a9-0");
    // Built pages are never redirected: no rule matches them.
    for (const page of ["/about", "/services/residential/kitchens", "/blog/post-7", "/portfolio/project-3"]) expect(at(page), page).toBeUndefined();
  });

  it("without the groups the same archive is over the limit, and 514 old addresses would not answer there (the test above would fail)", () => {
    const exact = redirectsFile("cloudflare-pages", rules);
    expect(exact).not.toMatch(/^\S*:[A-Za-z]/m);
    expect(cloudflareRedirectsWarning(exact, "cloudflare-pages")).toContain(`_redirects has ${2514 + archiveLines} static rules; Cloudflare Pages applies only the first 2000, so ${514 + archiveLines} old WordPress addresses`);
    const at = cloudflare(exact);
    const lost = rules.filter((r) => !r.query).flatMap((r) => [encodePath(r.from), `${encodePath(r.from)}/`]).filter((p) => at(p) === undefined);
    // The other 4 of the 514 lines left out are the non-ASCII pair in WordPress's lowercase escapes.
    expect(lost).toHaveLength(510 + archiveLines);
  });

  it("DEPLOY_HOST=netlify keeps one exact rule per address (Netlify has no such limit)", () => {
    expect(redirectsFile("netlify", rules, builtPatternTest(dir))).not.toMatch(/^\S*:[A-Za-z]/m);
  });

  it("under the limit nothing changes: one exact rule per address", () => {
    const few = rules.filter((r) => /\/post-1\d$/.test(r.to));
    expect(redirectsFile("cloudflare-pages", few, builtPatternTest(dir))).toBe(redirectsFile("cloudflare-pages", few));
  });
});

describe("a group never takes an address from a page or another group", () => {
  it("a shape that a built page has is not grouped (Cloudflare Pages redirects before it serves files): the addresses stay exact, and the build warns", () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), "redirect-groups-shadow-"));
    try {
      fs.cpSync(dir, site, { recursive: true });
      writeFiles(site, [["blog/2020/05/a-page-at-that-depth.html", "a page"]]);
      const text = redirectsFile("cloudflare-pages", rules, builtPatternTest(site));
      expect(text).not.toContain("/blog/:p1/:p2/:slug");
      expect(text).toContain("/blog/portfolio/:slug /portfolio/:slug 301");
      expect(cloudflareRedirectsWarning(text, "cloudflare-pages")).toMatch(new RegExp(`^_redirects has ${2454 + archiveLines} static rules`));
    } finally {
      fs.rmSync(site, { recursive: true, force: true });
    }
  });

  it("the built output's test: a literal segment follows the folder, a placeholder any entry; a page answers without .html, a folder as itself; /_… and /admin are the build's", () => {
    const shadows = builtPatternTest(dir);
    expect(shadows(["services", null, null])).toBe(true);
    expect(shadows(["services", null])).toBe(true);
    expect(shadows(["services", "residential", "kitchens"])).toBe(true);
    expect(shadows(["services", null, null, null])).toBe(false);
    expect(shadows(["blog", null, null, null])).toBe(false);
    expect(shadows(["blog", null])).toBe(true);
    expect(shadows(["2021", null, null])).toBe(false);
    expect(shadows(["_data", null])).toBe(true);
    expect(shadows(["admin", null])).toBe(true);
  });

  it("where two shapes overlap, the smaller group's addresses stay exact rules, which come first and win", () => {
    const r = (from: string, to: string): HostRedirect => ({ from, to });
    const list = [r("/blog/2021/a", "/blog/a"), r("/blog/2022/b", "/blog/b"), r("/blog/2023/c", "/blog/c"), r("/blog/news/d", "/portfolio/d"), r("/blog/news/e", "/portfolio/e")];
    const { groups, exceptions, rest } = groupRedirects(list, LIMITS(10), () => false);
    expect(groups.map((g) => [g.from, g.to, g.members.length])).toEqual([["/blog/:p1/:slug", "/blog/:slug", 3]]);
    // The larger group's shape matches them: exact rules written first.
    expect(exceptions.map((x) => x.from)).toEqual(["/blog/news/d", "/blog/news/e"]);
    expect(rest).toEqual([]);
    // One shape, two targets: the larger group; the others stay exact.
    const split = groupRedirects([r("/x/1/a", "/blog/a"), r("/x/2/b", "/blog/b"), r("/x/3/c", "/faq/c")], LIMITS(10), () => false);
    expect(split.groups.map((g) => [g.from, g.to])).toEqual([["/x/:p1/:slug", "/blog/:slug"]]);
    expect(split.exceptions).toEqual([r("/x/3/c", "/faq/c")]);
  });

  it("only addresses that keep their slug (a non-ASCII one too), with ASCII literal segments and a target needing no escapes, two segments or more, and at most the groups asked for, largest first", () => {
    const r = (from: string, to: string): HostRedirect => ({ from, to });
    const { groups, exceptions, rest } = groupRedirects(
      [r("/2021/01/a", "/blog/a"), r("/2021/02/b", "/blog/b"), r("/2022/01/c", "/blog/c"), r("/2022/02/d", "/blog/d"), r("/2022/03/e", "/blog/e"), r("/2021/01/old", "/blog/new"), r("/2021/01/café", "/blog/café"), r("/été/01/f", "/blog/f"), r("/été/02/g", "/blog/g"), r("/y/01/h", "/a b/h"), r("/y/02/i", "/a b/i"), r("/x", "/blog/x"), { from: "/", to: "/blog/a", query: { name: "p", value: "1" } }],
      LIMITS(1),
      () => false,
    );
    expect(groups.map((g) => [g.from, g.members.length])).toEqual([["/2021/:p1/:slug", 3]]);
    expect(exceptions.map((x) => x.from)).toEqual(["/2021/01/old"]);
    // A target whose fixed segment a URL escapes is never written in a group's line.
    expect(groupRedirects([r("/y/01/h", "/a b/h"), r("/y/02/i", "/a b/i"), r("/z/01/h", "/blog/h"), r("/z/02/i", "/blog/i")], LIMITS(10), () => false).groups.map((g) => g.from)).toEqual(["/z/:p1/:slug"]);
    expect(rest.map((x) => x.from)).toEqual(["/2022/01/c", "/2022/02/d", "/2022/03/e", "/été/01/f", "/été/02/g", "/y/01/h", "/y/02/i", "/x", "/"]);
  });

  it("the exact rules a group would otherwise answer come first and are read; when they cannot all be, the group is left out: an address never reaches a wrong page", () => {
    const r = (from: string, to: string): HostRedirect => ({ from, to });
    const posts = Array.from({ length: 2000 }, (_, i) => r(`/blog/2020/01/p${i}`, `/blog/p${i}`));
    const renamed = (n: number) => Array.from({ length: n }, (_, i) => [r(`/blog/2019/01/old${i}`, `/blog/p${i}`), r(`/blog/old${i}`, `/blog/p${i}`)]).flat();
    const project = r("/blog/2018/02/p5", "/portfolio/p5");
    for (const list of [[...posts, ...renamed(600), project], [...posts, ...renamed(1100), project]]) {
      const text = redirectsFile("cloudflare-pages", list, () => false);
      const at = cloudflare(text);
      const wrong = list.flatMap((x) => [x.from, `${x.from}/`]).filter((p) => {
        const got = at(p);
        return got !== undefined && got !== list.find((x) => x.from === p.replace(/\/$/, ""))!.to;
      });
      expect(wrong, `${list.length} rules`).toEqual([]);
    }
    // 600 renamed posts: the group stays, its 601 exceptions first; the 1,200 lines of /blog/old{N} after them pass the limit (the warning says so).
    const fits = redirectsFile("cloudflare-pages", [...posts, ...renamed(600), project], () => false);
    expect(fits).toContain("\n/blog/:p1/:p2/:slug /blog/:slug 301\n");
    expect(cloudflare(fits)("/blog/2018/02/p5/")).toBe("/portfolio/p5");
    expect(cloudflare(fits)("/blog/2019/01/old7/")).toBe("/blog/p7");
    expect(cloudflareRedirectsWarning(fits, "cloudflare-pages")).toContain("_redirects has 2404 static rules");
    // 1,100: the exceptions alone pass the limit, so no group; the first 2,000 static lines are read, the others warned about.
    const over = redirectsFile("cloudflare-pages", [...posts, ...renamed(1100), project], () => false);
    expect(over).not.toMatch(/^\S*:[A-Za-z]/m);
  });

  it("a source that is not a plain path throws as it does without groups (decision 113), also where it would stand in a group's shape", () => {
    for (const bad of ["/x:y/a*b", "/a#b/2021", "/a%2Fb/2021", "/x/:y"]) {
      const list = Array.from({ length: 1100 }, (_, i) => ({ from: `${bad}/p${i}`, to: `/blog/p${i}` }));
      expect(() => redirectsFile("cloudflare-pages", list, () => false), bad).toThrow(/is not a plain path/);
    }
  });

  it("a rule's placeholder is one segment, WordPress's slash optional; literal segments match exactly", () => {
    expect(applyPattern("/blog/:p1/:p2/:slug", "/blog/:slug", "/blog/2021/03/x/")).toBe("/blog/x");
    expect(applyPattern("/blog/:p1/:p2/:slug", "/blog/:slug", "/blog/2021/03/x/y")).toBeUndefined();
    expect(applyPattern("/blog/:p1/:p2/:slug", "/blog/:slug", "/news/2021/03/x")).toBeUndefined();
    expect(applyPattern("/blog/:p1/:p2/:slug", "/blog/:slug", "/blog/2021//x")).toBeUndefined();
  });
});

describe("npm start reads the groups as Netlify does (decision 113: it imitates Netlify)", () => {
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    fs.writeFileSync(path.join(dir, "_redirects"), redirectsFile("any", rules, builtPatternTest(dir)));
    server = await serve({ dir, port: 0 });
    base = originOf(server);
  });
  afterAll(() => server?.close());
  const get = (p: string) => fetch(base + p, { redirect: "manual" });

  it.each([
    ["a post's permalink, with WordPress's slash", "/blog/2019/05/post-4/", "/blog/post-4"],
    ["the same without it", "/blog/2019/05/post-4", "/blog/post-4"],
    ["a project under WordPress's base", "/blog/portfolio/project-3/", "/portfolio/project-3"],
    ["a renamed post's old slug: its exact rule wins", "/blog/2020/06/old-post-5/", "/blog/post-5"],
    ["a non-ASCII permalink (in its group)", "/blog/2015/01/caf%C3%A9-0/", "/blog/caf%C3%A9-0"],
  ])("%s: %s → %s in one hop", async (_, from, to) => {
    const res = await get(from);
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe(to);
    expect((await get(to)).status).toBe(200);
  });

  it("a built page of another shape is served, not redirected", async () => {
    const res = await get("/services/residential/kitchens");
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("a three-segment page");
  });
});
