/**
 * Old WordPress addresses answered by npm start (decision 113): the rules the build writes from
 * the snapshot (old-addresses.ts → `_redirects`), read back by scripts/serve.ts as Netlify reads
 * them. Each form a 301 with the site page as Location, in one hop; hostile old slugs never make
 * a rule; a built page is never shadowed; nginx's configuration carries the same rules.
 */
import fs from "node:fs";
import type http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oldSlugs } from "../../app/cms/normalise";
import { oldAddresses, type OldAddressRecord } from "../../app/features/collections/old-addresses";
import { builtPathTest } from "../../scripts/build/old-addresses";
import { parseRedirects, redirectsFile } from "../../scripts/lib/host-rules";
import { nginxMapSizesConf, nginxOldAddressesConf, nginxSiteConf } from "../../scripts/lib/nginx";
import { headersFor } from "../../scripts/lib/security";
import { serve } from "../../scripts/serve";
import { writeFiles } from "../fixtures/files";
import { originOf } from "../fixtures/origin";

const CMS = "https://cms.example.com";
let dir: string;
let server: http.Server;
let base: string;
let rulesText: string;
const problems: string[] = [];

// Hostile values a compromised or careless WordPress could send as `studio_old_slugs`.
const HOSTILE_OLD = ["//evil.example", "../admin", "a%2Fb", "x\r\nLocation: https://evil.example", "..", "ok-old"];

const RECORDS = (): OldAddressRecord[] => [
  { type: "posts", id: 101, slug: "kitchen-islands", date: "2021-03-05T10:00:00", link: `${CMS}/blog/2021/03/kitchen-islands/`, oldSlugs: ["island-kitchens"] },
  { type: "posts", id: 102, slug: "café-nooks", date: "2022-11-20T09:00:00", link: `${CMS}/2022/11/caf%C3%A9-nooks/` },
  { type: "posts", id: 103, slug: "about", date: "2022-11-21T09:00:00", link: `${CMS}/about/` },
  { type: "portfolio", id: 301, slug: "lorne-park", date: "2024-05-06T08:00:00", link: `${CMS}/portfolio/lorne-park/`, oldSlugs: oldSlugs(HOSTILE_OLD, "lorne-park", (f, m) => problems.push(`${f}: ${m}`)) },
];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "serve-old-"));
  writeFiles(dir, [
    ["index.html", "home"],
    ["about.html", "about page"],
    ["contact.html", "contact"],
    ["404.html", "not found"],
    ["__spa-fallback.html", "shell"],
    ["blog/kitchen-islands.html", "islands"],
    ["blog/café-nooks.html", "nooks"],
    ["blog/about.html", "a post called about"],
    ["portfolio/lorne-park.html", "lorne"],
    ["blog.html", "the blog"],
    ["portfolio.html", "the portfolio"],
  ]);
  const { rules, warnings } = oldAddresses({
    apiUrl: `${CMS}/wp-json/wp/v2`,
    records: RECORDS(),
    wpPages: [{ id: 7, slug: "contact-us", link: `${CMS}/contact-us/` }],
    // A child category, a non-ASCII one, one under a category base of the studio's own, one of plain permalinks (decision 216).
    categories: [
      { id: 5, slug: "kitchens-baths", link: `${CMS}/category/rooms/kitchens-baths/` },
      { id: 6, slug: "café", link: `${CMS}/category/caf%C3%A9/` },
      { id: 9, slug: "projects", link: `${CMS}/topics/projects/` },
      { id: 8, slug: "plain", link: `${CMS}/?cat=8` },
    ],
    categoryUse: { posts: [5, 6, 8, 9], portfolio: [9, 9] },
    isBuilt: builtPathTest(dir),
  });
  expect(warnings).toEqual([]);
  rulesText = redirectsFile("any", rules);
  fs.writeFileSync(path.join(dir, "_redirects"), rulesText);
  server = await serve({ dir, port: 0 });
  base = originOf(server);
});
afterAll(() => {
  server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (p: string) => fetch(base + p, { redirect: "manual" });

describe("each old address form: 301 to the site page, one hop", () => {
  it.each([
    ["a date permalink under a custom base, as WordPress wrote it", "/blog/2021/03/kitchen-islands/", "/blog/kitchen-islands"],
    ["the same without the trailing slash", "/blog/2021/03/kitchen-islands", "/blog/kitchen-islands"],
    ["an old slug in WordPress's structure", "/blog/2021/03/island-kitchens/", "/blog/kitchen-islands"],
    ["an old slug on the site's own address", "/blog/island-kitchens", "/blog/kitchen-islands"],
    ["a non-ASCII slug, percent-encoded", "/2022/11/caf%C3%A9-nooks/", "/blog/caf%C3%A9-nooks"],
    ["a custom type's old slug", "/portfolio/ok-old/", "/portfolio/lorne-park"],
    ["?p= of a post", "/?p=101", "/blog/kitchen-islands"],
    ["?p= among other parameters", "/?utm_source=x&p=301", "/portfolio/lorne-park"],
    ["?page_id= of a WordPress page the site has", "/?page_id=7", "/contact"],
    ["a WordPress page's permalink", "/contact-us/", "/contact"],
    ["a child category's archive", "/category/rooms/kitchens-baths/", "/blog?category=kitchens-baths"],
    ["a non-ASCII category's archive", "/category/caf%C3%A9", "/blog?category=caf%C3%A9"],
    ["a category under the studio's own base, more on projects than posts", "/topics/projects/", "/portfolio?category=projects"],
    ["?cat= of a category", "/?cat=8", "/blog?category=plain"],
    ["a category's archive with a query of the visitor's: the target's query wins, as on Netlify and Cloudflare Pages", "/category/rooms/kitchens-baths/?utm_source=x&category=z", "/blog?category=kitchens-baths"],
  ])("%s: %s → %s", async (_, from, to) => {
    const res = await get(from);
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe(to);
    const landed = await get(to);
    expect(landed.status, "the target is a page, not another redirect").toBe(200);
  });
});

describe("the lines _redirects gets", () => {
  it("a non-ASCII source in UTF-8, as Netlify matches it (it decodes the request's path first), its target percent-encoded; on every DEPLOY_HOST; and in WordPress's lowercase escapes except for Netlify", () => {
    for (const host of ["any", "netlify", "cloudflare-pages"] as const) {
      const text = host === "any" ? rulesText : redirectsFile(host, parseRedirects(rulesText).filter((r) => r.from !== "/gallery" && (r.from === "/" || !r.from.endsWith("/"))));
      const lines = text.split("\n");
      expect(lines, host).toContain("/2022/11/café-nooks /blog/caf%C3%A9-nooks 301");
      expect(lines, host).toContain("/2022/11/café-nooks/ /blog/caf%C3%A9-nooks 301");
      expect(lines, host).toContain("/blog/2021/03/kitchen-islands /blog/kitchen-islands 301");
      // Never the browsers' percent-encoded spelling too: Cloudflare Pages reads it and the UTF-8 line as one path and skips the second as a duplicate.
      expect(text, host).not.toMatch(/^\S*%[0-9A-F]{2}/m);
      // WordPress's own spelling (lowercase escapes), which Cloudflare Pages matches as a path of its own; never for Netlify, which decodes first.
      const wordpress = [
        "/2022/11/caf%c3%a9-nooks /blog/caf%C3%A9-nooks 301",
        "/2022/11/caf%c3%a9-nooks/ /blog/caf%C3%A9-nooks 301",
        "/category/caf%c3%a9 /blog?category=caf%C3%A9 301",
        "/category/caf%c3%a9/ /blog?category=caf%C3%A9 301",
        "/category/caf%c3%a9/feed /rss.xml 301",
        "/category/caf%c3%a9/feed/ /rss.xml 301",
      ];
      if (host === "netlify") expect(text, host).not.toMatch(/^\S*%/m);
      else expect(lines.filter((l) => /^\S*%/.test(l)), host).toEqual(wordpress);
      // Every rule is one line of three or four fields as Netlify's parser splits it (trim, then JavaScript's \s+).
      for (const l of lines.filter((x) => x && !x.startsWith("#"))) expect(l.trim().split(/\s+/).length, l).toBeGreaterThanOrEqual(3);
    }
  });

  it("a source that is not a plain path is never written, whatever calls the writer: it throws", () => {
    for (const from of ["/café\u3000/about", "/a\u2028b", "/a\u202eb", "/café #x", "/a%2Fb", "/blog/*", "//evil.example"]) {
      expect(() => redirectsFile("netlify", [{ from, to: "/blog/kitchen-islands" }]), JSON.stringify(from)).toThrow(/is not a plain path/);
    }
    expect(redirectsFile("netlify", [{ from: "/a\uff0fb", to: "/blog/kitchen-islands" }])).toContain("\n/a\uff0fb /blog/kitchen-islands 301\n");
  });
});

describe("no shadowing, no loops, nothing off the site", () => {
  it("a built page at an old address stays the page: /about (a post's permalink) is the about page", async () => {
    const res = await get("/about");
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("about page");
    expect(rulesText).not.toMatch(/^\/about /m);
  });

  it("the feed and the sitemap count as built before the build writes them (after the rules): WordPress's feed and sitemap addresses get their rules (decisions 213, 227)", () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), "serve-old-empty-"));
    try {
      const built = builtPathTest(empty);
      expect([built("/rss.xml"), built("/sitemap.xml"), built("/blog-sitemap.xml")]).toEqual([true, true, false]);
      const { rules } = oldAddresses({ apiUrl: `${CMS}/wp-json/wp/v2`, records: [], isBuilt: built });
      expect(rules.map((r) => `${r.from} ${r.to}`)).toEqual(expect.arrayContaining(["/feed /rss.xml", "/wp-sitemap.xml /sitemap.xml", "/sitemap_index.xml /sitemap.xml"]));
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });

  it("the home without a known ?p= is the home", async () => {
    for (const q of ["/", "/?p=999", "/?p=101x", "/?page_id=8"]) {
      const res = await get(q);
      expect(res.status, q).toBe(200);
      expect(await res.text()).toBe("home");
    }
  });

  it("every rule's target is a built page of this site, never a rule's source", () => {
    const rules = parseRedirects(rulesText);
    expect(rules.length).toBeGreaterThan(10);
    const sources = new Set(rules.filter((r) => !r.query).map((r) => r.from));
    for (const r of rules) {
      expect(r.to, r.to).toMatch(/^\/[^/\\]/);
      expect(sources.has(r.to), `${r.to} is a page, not a redirect`).toBe(false);
    }
  });

  it("hostile old slugs are one problem each and no rule", async () => {
    expect(problems).toHaveLength(5);
    expect(problems[0]).toMatch(/^studio_old_slugs\[0\]: "\/\/evil\.example" is not one URL segment/);
    expect(rulesText).not.toMatch(/evil|\.\.|%2F|%0D|admin/i);
    for (const p of ["//evil.example", "/portfolio/..%2Fadmin", "/portfolio/a%2Fb", "/portfolio/x%0D%0ALocation:%20https:%2F%2Fevil.example"]) {
      const res = await get(p);
      expect(res.headers.get("location") ?? "", p).not.toMatch(/^(https?:)?\/\/|evil/);
    }
  });
});

describe("nginx gets the same rules, looked up in maps (decision 187)", () => {
  const rules = () => parseRedirects(rulesText).filter((r) => r.from !== "/gallery" && (r.from === "/" || !r.from.endsWith("/")));
  /** The body of the map block whose source is `source`. */
  const mapOf = (text: string, source: string) => {
    const at = text.indexOf(`map ${source} $`);
    expect(at, source).toBeGreaterThanOrEqual(0);
    return text.slice(at, text.indexOf("\n}\n", at));
  };

  it("each old path in both forms, with or without WordPress's trailing slash, and each query rule, in old-addresses.conf", () => {
    const maps = nginxOldAddressesConf(rules());
    const paths = mapOf(maps, "$uri");
    expect(paths).toContain('  "/blog/2021/03/kitchen-islands" "/blog/kitchen-islands";\n  "/blog/2021/03/kitchen-islands/" "/blog/kitchen-islands";');
    expect(paths).toContain('  "/2022/11/café-nooks/" "/blog/caf%C3%A9-nooks";');
    expect(paths).toContain('  "/gallery/" "/gallary";');
    expect(paths).toContain('  default "";');
    expect(mapOf(maps, '"$uri?p=$arg_p"')).toContain('  "/?p=101" "/blog/kitchen-islands";');
    expect(mapOf(maps, '"$uri?page_id=$arg_page_id"')).toContain('  "/?page_id=7" "/contact";');
    expect(mapOf(maps, '"$uri?cat=$arg_cat"')).toContain('  "/?cat=8" "/blog?category=plain";');
    // A target with a query of its own is looked up in a map of its own, whose answer takes no query from the request.
    expect(paths).not.toContain("category=");
    const whole = maps.slice(maps.indexOf("map $uri $", maps.indexOf("map $uri $") + 1));
    expect(whole).toMatch(/^map \$uri \$old_address_[0-9a-f]{10}_whole \{/);
    expect(whole).toContain('  "/category/caf\u00e9/" "/blog?category=caf%C3%A9";');
    expect(whole).toContain('  "/topics/projects" "/portfolio?category=projects";');
    const site = nginxSiteConf(rules());
    expect(site).toMatch(/\nif \(\$(old_address_[0-9a-f]{10})_whole\) \{ return 301 \$\1_whole; \}\nif \(\$\1\) \{ return 301 \$\1\$is_args\$args; \}\n/);
  });

  it("site.conf answers them before the /x/ → /x rule, with the server level's headers, and holds no rule of its own", () => {
    const text = nginxSiteConf(rules());
    const lines = text.split("\n");
    const ifs = lines.filter((l) => l.startsWith("if "));
    // The paths whose target has a query, the paths, ?p=, ?page_id=, ?cat=, then /x/ → /x.
    expect(ifs).toHaveLength(6);
    expect(ifs[1]).toMatch(/^if \(\$old_address_[0-9a-f]{10}\) \{ return 301 \$old_address_[0-9a-f]{10}\$is_args\$args; \}$/);
    expect(ifs[2]).toMatch(/^if \(\$old_address_[0-9a-f]{10}_q_p\) \{ return 301 \$old_address_[0-9a-f]{10}_q_p; \}$/);
    expect(ifs[5]).toContain("$request_uri");
    expect(text).not.toContain("kitchen-islands");
    expect(lines.filter((l) => l.startsWith("add_header ")).length).toBe(Object.keys(headersFor("/")).length);
    // The variables are the site's own: another site's maps in the same http block are not read.
    const name = /\$(old_address_[0-9a-f]{10})\)/.exec(text)![1]!;
    expect(nginxOldAddressesConf(rules())).toContain(`map $uri $${name} {`);
    expect(nginxSiteConf([{ from: "/other", to: "/about" }])).not.toContain(name);
  });

  it("sizes nginx's map hash in a file of its own, for the top of the http block, from the keys: long permalinks and large archives alike", () => {
    // nginx fixes these sizes at the first map of the http block: they are never among the maps.
    expect(nginxOldAddressesConf(rules())).not.toContain("map_hash_");
    const sizes = (old: Parameters<typeof nginxMapSizesConf>[0]) => nginxMapSizesConf(old).split("\n").filter((l) => l.startsWith("map_hash_"));
    // A WordPress date permalink of 52 bytes: over the default 64-byte bucket once nginx adds its own bytes.
    expect(sizes([{ from: "/2021/03/how-to-choose-lighting-for-a-small-kitchen", to: "/blog/x" }])).toEqual(["map_hash_max_size 2048;", "map_hash_bucket_size 512;"]);
    const many = Array.from({ length: 10_000 }, (_, i) => ({ from: `/2024/05/a-long-post-title-number-${i}`, to: `/blog/post-${i}` }));
    expect(sizes(many)).toEqual(["map_hash_max_size 65536;", "map_hash_bucket_size 256;"]);
    expect(sizes([])).toEqual(["map_hash_max_size 2048;", "map_hash_bucket_size 128;"]);
    expect(() => nginxOldAddressesConf([{ from: "/", to: "/about", query: { name: "p-id", value: "1" } }])).toThrow("nginx: the query parameter \"p-id\" of an old address cannot be read as $arg_ (decision 187)");
  });

  it("an old address that differs from a built page only in case makes no rule: nginx's maps match without regard to case", () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), "built-case-"));
    fs.writeFileSync(path.join(site, "about.html"), "about");
    const isBuilt = builtPathTest(site);
    expect(["/about", "/About", "/ABOUT/"].map((p) => isBuilt(p.replace(/\/$/, "")))).toEqual([true, true, true]);
    expect(isBuilt("/about-us")).toBe(false);
    fs.rmSync(site, { recursive: true, force: true });
  });
});
