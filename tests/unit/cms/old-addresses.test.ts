/**
 * Old addresses (app/features/collections/old-addresses.ts, decision 113): each WordPress address
 * form of a record → a 301 to its site page; never a loop, another host, a shadowed built page or
 * a rule from a hostile path.
 */
import { describe, expect, it } from "vitest";
import { oldAddresses, safeSourcePath, type OldAddress, type OldAddressRecord } from "~/features/collections/old-addresses";

const CMS = "https://cms.example.com";
const BUILT = new Set(["/", "/about", "/contact", "/blog", "/portfolio", "/faq", "/assets", "/blog/kitchen-islands", "/blog/basements", "/blog/plain-post", "/portfolio/lorne-park", "/faq/how-long", "/blog/café-nooks", "/portfolio/taken", "/services/residential/kitchen-renovation"]);
const isBuilt = (p: string) => BUILT.has(p);
const RECORDS: OldAddressRecord[] = [
  { type: "posts", id: 101, slug: "kitchen-islands", date: "2021-03-05T10:00:00", link: `${CMS}/2021/03/kitchen-islands/`, oldSlugs: ["island-kitchens"] },
  { type: "posts", id: 102, slug: "café-nooks", date: "2022-11-20T09:00:00", link: `${CMS}/2022/11/caf%c3%a9-nooks/` },
  { type: "posts", id: 103, slug: "basements", date: "2023-01-02T08:00:00", link: `${CMS}/basements/` },
  { type: "posts", id: 104, slug: "plain-post", date: "2023-02-03T08:00:00", link: `${CMS}/?p=104` },
  { type: "portfolio", id: 301, slug: "lorne-park", date: "2024-05-06T08:00:00", link: `${CMS}/portfolio/lorne-park/`, oldSlugs: ["lorne-park-reno", "taken"] },
  { type: "faq", id: 501, slug: "how-long", date: "2024-05-07T08:00:00", link: `${CMS}/faq/how-long/` },
];
const run = (extra: Partial<Parameters<typeof oldAddresses>[0]> = {}) =>
  oldAddresses({ apiUrl: `${CMS}/wp-json/wp/v2`, records: RECORDS, isBuilt, ...extra });
const target = (rules: OldAddress[], from: string, query?: OldAddress["query"]) =>
  rules.find((r) => r.from === from && JSON.stringify(r.query) === JSON.stringify(query))?.to;

describe("old addresses of the snapshot's records", () => {
  const { rules, warnings } = run({
    wpPages: [
      { id: 7, slug: "contact-us", link: `${CMS}/contact-us/` },
      { id: 8, slug: "kitchen-renovation", link: `${CMS}/services/kitchen-renovation/` },
      { id: 9, slug: "careers", link: `${CMS}/careers/` },
    ],
    sitePages: ["/services/residential/kitchen-renovation"],
  });

  it.each([
    ["the permalink as WordPress wrote it (month and name)", "/2021/03/kitchen-islands", "/blog/kitchen-islands"],
    ["post name", "/basements", "/blog/basements"],
    ["a non-ASCII slug, decoded", "/2022/11/café-nooks", "/blog/café-nooks"],
    ["a custom type's permalink with an old slug", "/portfolio/lorne-park-reno", "/portfolio/lorne-park"],
    ["an old slug in the post's own structure", "/2021/03/island-kitchens", "/blog/kitchen-islands"],
    ["an old slug on the site's own address", "/blog/island-kitchens", "/blog/kitchen-islands"],
    ["a WordPress page the site has", "/contact-us", "/contact"],
    ["a child page naming a service", "/services/kitchen-renovation", "/services/residential/kitchen-renovation"],
  ])("%s: %s → %s", (_, from, to) => {
    expect(target(rules, from)).toBe(to);
  });

  it("?p= of every record and ?page_id= of the pages the site has, as query rules on the home path", () => {
    expect(target(rules, "/", { name: "p", value: "104" })).toBe("/blog/plain-post");
    expect(target(rules, "/", { name: "p", value: "301" })).toBe("/portfolio/lorne-park");
    expect(target(rules, "/", { name: "p", value: "501" })).toBe("/faq/how-long");
    expect(target(rules, "/", { name: "page_id", value: "7" })).toBe("/contact");
    expect(target(rules, "/", { name: "page_id", value: "9" }), "a page the site lacks").toBeUndefined();
  });

  it("never a rule at a built page (no shadowing, no loop), every target a built page on this site", () => {
    for (const r of rules) {
      if (!r.query) expect(isBuilt(r.from), r.from).toBe(false);
      expect(isBuilt(r.to), r.to).toBe(true);
      expect(r.to).toMatch(/^\/[^/\\]/);
    }
    // The portfolio's permalink is its site path: nothing to redirect.
    expect(rules.filter((r) => r.from === "/portfolio/lorne-park")).toEqual([]);
    // An old slug that is now another post's page is that page, not a redirect.
    expect(rules.filter((r) => r.from === "/portfolio/taken")).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it("under a WordPress home path, every form sits below it", () => {
    const sub = oldAddresses({ apiUrl: `${CMS}/news/wp-json/wp/v2`, records: [{ type: "posts", id: 1, slug: "kitchen-islands", date: "2021-03-05T10:00:00", link: `${CMS}/news/2021/03/kitchen-islands/` }], isBuilt });
    expect(sub.rules.map((r) => (r.query ? `${r.from}?${r.query.name}=${r.query.value}` : r.from)).sort()).toEqual(["/news/2021", "/news/2021/03", "/news/2021/03/kitchen-islands", "/news?p=1"]);
    // With the feed built, WordPress's feed below its home path too.
    const withFeed = oldAddresses({ apiUrl: `${CMS}/news/wp-json/wp/v2`, records: [], isBuilt: (p) => p === "/rss.xml" });
    expect(withFeed.rules.map((r) => r.from)).toEqual(["/news/feed", "/news/feed/rss2", "/news/feed/atom", "/news/feed/rdf"]);
  });
});

// Decision 227: the sitemaps a WordPress site submitted to search engines, and category feeds.
describe("WordPress's sitemaps and its categories' feeds", () => {
  const built = (p: string) => isBuilt(p) || p === "/rss.xml" || p === "/sitemap.xml";
  it("WordPress's, Yoast's and Rank Math's sitemap addresses lead to the site's sitemap, below WordPress's home path", () => {
    const { rules } = oldAddresses({ apiUrl: `${CMS}/news/wp-json/wp/v2`, records: [], isBuilt: built });
    expect(rules.filter((r) => r.to === "/sitemap.xml").map((r) => r.from)).toEqual(["/news/wp-sitemap.xml", "/news/sitemap_index.xml", "/news/post-sitemap.xml", "/news/page-sitemap.xml", "/news/category-sitemap.xml"]);
    // Without a built sitemap, no rule and no word.
    expect(oldAddresses({ apiUrl: `${CMS}/wp-json/wp/v2`, records: [], isBuilt }).rules.filter((r) => r.to === "/sitemap.xml")).toEqual([]);
  });
  it("a category's feed leads to the site's feed, at its archive's path", () => {
    const { rules, warnings } = oldAddresses({ apiUrl: `${CMS}/wp-json/wp/v2`, records: [], categories: [{ id: 2, slug: "kitchens", link: `${CMS}/category/rooms/kitchens/` }], categoryUse: { posts: [2], portfolio: [] }, isBuilt: built });
    expect(target(rules, "/category/rooms/kitchens/feed")).toBe("/rss.xml");
    expect(warnings).toEqual([]);
  });
});

// Decision 213: readers of WordPress's feed and links to its date archives arrive too.
describe("WordPress's feed and date archives", () => {
  const built = (p: string) => isBuilt(p) || p === "/rss.xml";
  const { rules, warnings } = run({ isBuilt: built });

  it("the feed's addresses lead to the site's feed", () => {
    for (const from of ["/feed", "/feed/rss2", "/feed/atom", "/feed/rdf"]) expect(target(rules, from), from).toBe("/rss.xml");
  });

  it("each year and month a post was published in leads to the blog, and only those", () => {
    const archives = rules.filter((r) => /^\/\d{4}(\/\d{2})?$/.test(r.from)).map((r) => [r.from, r.to]);
    expect(archives.sort()).toEqual([
      ["/2021", "/blog"],
      ["/2021/03", "/blog"],
      ["/2022", "/blog"],
      ["/2022/11", "/blog"],
      ["/2023", "/blog"],
      ["/2023/01", "/blog"],
      ["/2023/02", "/blog"],
    ]);
    // Portfolio items' and FAQs' dates (2024) are no archive of WordPress's posts.
    expect(target(rules, "/2024")).toBeUndefined();
    expect(warnings).toEqual([]);
  });

  it("a record's own permalink keeps an address a date archive would have", () => {
    const { rules: mine } = run({ isBuilt: (p) => built(p) || p === "/blog/2021", records: [...RECORDS, { type: "posts", id: 110, slug: "2021", date: "2021-04-01T08:00:00", link: `${CMS}/2021/` }] });
    expect(target(mine, "/2021")).toBe("/blog/2021");
  });

  it("without a built feed there is no feed rule, and no warning", () => {
    const { rules: none, warnings: quiet } = run();
    expect(none.some((r) => r.to === "/rss.xml")).toBe(false);
    expect(quiet.filter((w) => w.includes("feed") || w.includes("date archives"))).toEqual([]);
  });
});

// Decision 216: a category's archive leads to the list that shows it, as links to it in articles do.
describe("WordPress's category archives", () => {
  const categories = [
    { id: 2, slug: "kitchens", link: `${CMS}/category/rooms/kitchens/` },
    { id: 3, slug: "projects", link: `${CMS}/topics/projects/` },
    { id: 4, slug: "lighting" },
    { id: 5, slug: "portfolio", link: `${CMS}/category/portfolio/` },
    { id: 6, slug: "faq", link: `${CMS}/category/faq/` },
    { id: 7, slug: "plain", link: `${CMS}/?cat=7` },
  ];
  const categoryUse = { posts: [2, 3, 4, 7], portfolio: [3, 3, 5] };
  const { rules, warnings } = run({ categories, categoryUse });

  it.each([
    ["a child category, at its link's path", "/category/rooms/kitchens", "/blog?category=kitchens"],
    ["a category under the studio's own base, on more projects than posts", "/topics/projects", "/portfolio?category=projects"],
    ["a category from a snapshot without links: WordPress's default base", "/category/lighting", "/blog?category=lighting"],
    ["the portfolio's category: the whole portfolio (SPEC's fallback)", "/category/portfolio", "/portfolio"],
    ["the FAQ's category: the FAQ", "/category/faq", "/faq"],
  ])("%s: %s → %s", (_, from, to) => {
    expect(target(rules, from)).toBe(to);
  });

  it("?cat= of each category, as a query rule on the home path; a plain permalink's category has that rule only", () => {
    expect(target(rules, "/", { name: "cat", value: "2" })).toBe("/blog?category=kitchens");
    expect(target(rules, "/", { name: "cat", value: "7" })).toBe("/blog?category=plain");
    expect(rules.filter((r) => r.to === "/blog?category=plain")).toEqual([{ from: "/", query: { name: "cat", value: "7" }, to: "/blog?category=plain" }]);
    expect(warnings).toEqual([]);
  });

  it("under a WordPress home path, the default base sits below it; a list that is not built gets no rule and no word", () => {
    const sub = oldAddresses({ apiUrl: `${CMS}/news/wp-json/wp/v2`, records: [], categories: [{ id: 4, slug: "lighting" }], isBuilt });
    expect(sub.rules).toEqual([
      { from: "/news/category/lighting", to: "/blog?category=lighting" },
      { from: "/news", query: { name: "cat", value: "4" }, to: "/blog?category=lighting" },
    ]);
    const none = oldAddresses({ apiUrl: `${CMS}/wp-json/wp/v2`, records: [], categories, categoryUse, isBuilt: (p) => p === "/" });
    expect(none).toEqual({ rules: [], warnings: [], unmapped: [] });
  });

  it("a hostile archive address is one warning and no path rule (the category's ?cat= rule stays); a category's slug in the target is percent-encoded", () => {
    const { rules: mine, warnings: said } = run({
      records: [],
      categories: [
        { id: 8, slug: "ok", link: "https://cms.example.com/category/..%2F..%2Fadmin/" },
        { id: 9, slug: "x", link: "javascript:alert(1)" },
        { id: 10, slug: "café & co" },
      ],
    });
    expect(said).toEqual([
      `category id 8 (slug "ok"): old address "/category/../../admin" is not a plain path of this site (no redirect)`,
      `category id 9 (slug "x"): archive address javascript:alert(1) has no usable path (no redirect)`,
      `category id 10 (slug "café & co"): old address "/category/café & co" is not a plain path of this site (no redirect)`,
    ]);
    expect(mine.map((r) => r.to)).toEqual(["/blog?category=ok", "/blog?category=x", "/blog?category=caf%C3%A9%20%26%20co"]);
  });
});

describe("hostile addresses: one warning each, no rule", () => {
  it.each([
    ["//evil.example", false],
    ["/a//b", false],
    ["/../etc", false],
    ["/a/./b", false],
    ["/a%2Fb", false],
    ["/a\\b", false],
    ["/a\r\nLocation: https://evil.example", false],
    ["/a b", false],
    ["/:splat", false],
    ["/blog/*", false],
    ["/blog/time:slot", false], // a placeholder to Cloudflare Pages, wherever it sits in the segment
    ["/blog/12:30", true],
    ["/", false],
    ["/2021/03/kitchen-islands", true],
    ["/café", true],
    ["/2026/11/日本語の記事", true],
    // Non-ASCII that would change how a host reads the `_redirects` line (Netlify and Cloudflare split on JavaScript's \s) or hide what it says.
    ["/café\u3000/about", false], // ideographic space: `/café` and `/about` would be two fields
    ["/a\u00a0b", false], // no-break space
    ["/a\u2028b", false], // line separator
    ["/a\u0085b", false], // next line (C1 control)
    ["/a\u202eb", false], // right-to-left override: the file would read otherwise than it matches
    ["/a\u200bb", false], // zero-width space
    ["/a\ufeffb", false], // byte order mark
    ["/café#x", false],
    // A fullwidth solidus is a plain character: no host treats it as a separator (one segment, matched as it is).
    ["/a\uff0fb", true],
  ])("safeSourcePath(%j) is %s", (p, ok) => {
    expect(safeSourcePath(p)).toBe(ok);
  });

  it("a permalink whose path is another host, a dot segment or an encoded slash gives one warning and no rule", () => {
    const hostile: OldAddressRecord[] = [
      { type: "faq", id: 601, slug: "how-long", date: "2024-01-01T00:00:00", link: `${CMS}/%2F%2Fevil.example/` },
      { type: "faq", id: 602, slug: "how-long", date: "2024-01-01T00:00:00", link: `${CMS}/faq/..%2F..%2Fx/` },
      { type: "faq", id: 603, slug: "how-long", date: "2024-01-01T00:00:00", link: `${CMS}/faq/a%0d%0aSet-Cookie:x/` },
      { type: "faq", id: 604, slug: "how-long", date: "2024-01-01T00:00:00", link: "not a url" },
    ];
    const { rules, warnings } = oldAddresses({ apiUrl: `${CMS}/wp-json/wp/v2`, records: hostile, isBuilt });
    expect(rules.filter((r) => !r.query)).toEqual([]);
    expect(warnings).toHaveLength(4);
    expect(warnings[0]).toContain("faq id 601");
    for (const r of rules) expect(r.to).toBe("/faq/how-long");
  });

  it("a permalink whose decoded path hides Unicode white space, a line break or a direction override gives one warning and no rule", () => {
    const links = ["/caf%C3%A9%E3%80%80/about/", "/caf%C3%A9%E2%80%A8/about/", "/caf%C3%A9%C2%85x/", "/invoice%E2%80%AEfdp.exe/", "/caf%C3%A9%20%23x/"];
    const hostile: OldAddressRecord[] = links.map((l, i) => ({ type: "faq", id: 610 + i, slug: "how-long", date: "2024-01-01T00:00:00", link: `${CMS}${l}` }));
    const { rules, warnings } = oldAddresses({ apiUrl: `${CMS}/wp-json/wp/v2`, records: hostile, isBuilt });
    expect(rules.filter((r) => !r.query)).toEqual([]);
    expect(warnings).toHaveLength(links.length);
    for (const [i, w] of warnings.entries()) expect(w).toMatch(new RegExp(`^faq id ${610 + i} .* is not a plain path of this site \\(no redirect\\)$`));
    // The warning shows the hidden characters instead of printing them.
    expect(warnings.slice(0, 4).map((w) => /old address (".*") is not/.exec(w)?.[1])).toEqual(['"/café\\u3000/about"', '"/café\\u2028/about"', '"/café\\u0085x"', '"/invoice\\u202efdp.exe"']);
    // A fullwidth solidus stays one segment of one source.
    const fullwidth = oldAddresses({ apiUrl: `${CMS}/wp-json/wp/v2`, records: [{ type: "faq", id: 620, slug: "how-long", date: "2024-01-01T00:00:00", link: `${CMS}/faq/a%EF%BC%8Fb/` }], isBuilt });
    expect(fullwidth.rules.filter((r) => !r.query)).toEqual([{ from: "/faq/a\uff0fb", to: "/faq/how-long" }]);
  });

  it("?p= rules under a WordPress home path that is not a plain path: one warning each, no rule", () => {
    const { rules, warnings } = oldAddresses({ apiUrl: `${CMS}/news%E3%80%80x/wp-json/wp/v2`, records: [{ type: "faq", id: 630, slug: "how-long", date: "2024-01-01T00:00:00", link: `${CMS}/?p=630` }], isBuilt });
    expect(rules).toEqual([]);
    expect(warnings).toEqual([expect.stringContaining("faq id 630")]);
  });

  it("a record whose page is not built gets no rule and one warning", () => {
    const { rules, warnings } = oldAddresses({ apiUrl: `${CMS}/wp-json/wp/v2`, records: [{ type: "faq", id: 9, slug: "gone", date: "2024-01-01T00:00:00", link: `${CMS}/faq/old/` }], isBuilt });
    expect(rules).toEqual([]);
    expect(warnings).toEqual(['faq id 9 (slug "gone"): /faq/gone is not a built page (no redirect)']);
  });

  it("two records claiming one address: the first keeps it, one warning", () => {
    const { rules, warnings } = oldAddresses({
      apiUrl: `${CMS}/wp-json/wp/v2`,
      isBuilt,
      records: [
        { type: "posts", id: 103, slug: "basements", date: "2023-01-02T08:00:00", link: `${CMS}/basements/`, oldSlugs: ["kitchen-islands-old"] },
        { type: "posts", id: 101, slug: "kitchen-islands", date: "2021-03-05T10:00:00", link: `${CMS}/kitchen-islands-old/` },
      ],
    });
    expect(target(rules, "/kitchen-islands-old")).toBe("/blog/kitchen-islands");
    expect(warnings).toEqual([expect.stringContaining('posts id 103 (slug "basements"): old address /kitchen-islands-old is already posts id 101')]);
  });
});

// Decision 226: WordPress moved to the CMS's host under a path (`cms…/news`) from the old site's
// root: the old site's addresses are WordPress's without that path.
describe("WordPress moved from the old site's home path (company.md oldSiteUrl)", () => {
  const sub = (oldHome: string | undefined, extra: Partial<Parameters<typeof oldAddresses>[0]> = {}) =>
    oldAddresses({
      apiUrl: `${CMS}/news/wp-json/wp/v2`,
      records: [{ type: "posts", id: 1, slug: "kitchen-islands", date: "2021-03-05T10:00:00", link: `${CMS}/news/2021/03/kitchen-islands/`, oldSlugs: ["islands"] }],
      wpPages: [{ id: 7, slug: "contact-us", link: `${CMS}/news/contact-us/` }],
      categories: [{ id: 4, slug: "lighting", link: `${CMS}/news/category/lighting/` }],
      categoryUse: { posts: [4], portfolio: [] },
      isBuilt: (p) => isBuilt(p) || p === "/rss.xml",
      ...extra,
      ...(oldHome === undefined ? {} : { oldHome }),
    });
  const shownRule = (r: OldAddress) => `${r.from}${r.query ? `?${r.query.name}=${r.query.value}` : ""} → ${r.to}`;

  it("answers every WordPress address at the old root as well as under the CMS's path: permalinks, old slugs, ?p=, pages, ?page_id=, the feed, date and category archives, ?cat=", () => {
    const { rules, warnings } = sub("");
    const before = new Set(sub(undefined).rules.map(shownRule));
    const moved = rules.map(shownRule).filter((r) => !before.has(r));
    expect(moved).toEqual([
      "/2021/03/kitchen-islands → /blog/kitchen-islands",
      "/?p=1 → /blog/kitchen-islands",
      "/contact-us → /contact",
      "/?page_id=7 → /contact",
      "/2021/03/islands → /blog/kitchen-islands",
      "/feed → /rss.xml",
      "/feed/rss2 → /rss.xml",
      "/feed/atom → /rss.xml",
      "/feed/rdf → /rss.xml",
      "/2021 → /blog",
      "/2021/03 → /blog",
      "/category/lighting → /blog?category=lighting",
      "/category/lighting/feed → /rss.xml",
      "/?cat=4 → /blog?category=lighting",
    ]);
    // The CMS's own paths keep theirs (the plugin sends its visitors to the same path, decision 222).
    expect(target(rules, "/news/2021/03/kitchen-islands")).toBe("/blog/kitchen-islands");
    expect(target(rules, "/news", { name: "p", value: "1" })).toBe("/blog/kitchen-islands");
    // The site's own address with an old slug is the site's, not WordPress's: no copy of it.
    expect(rules.filter((r) => r.from.endsWith("/blog/islands")).map((r) => r.from)).toEqual(["/blog/islands"]);
    expect(warnings).toEqual([]);
  });

  it("to an old home path of its own (/journal), and none when it is the CMS's or not set", () => {
    expect(sub("/journal/").rules.filter((r) => r.from.startsWith("/journal")).map(shownRule)).toContain("/journal/2021/03/kitchen-islands → /blog/kitchen-islands");
    expect(sub("/journal").rules.filter((r) => r.query?.name === "p").map(shownRule)).toEqual(["/news?p=1 → /blog/kitchen-islands", "/journal?p=1 → /blog/kitchen-islands"]);
    expect(sub("/news").rules).toEqual(sub(undefined).rules);
  });

  it("never over a built page: an old address the site now answers itself stays the site's", () => {
    // The old site's /contact-us is not built; its /about is, and WordPress's page there stays the site's page.
    const { rules } = sub("", { wpPages: [{ id: 8, slug: "about", link: `${CMS}/news/about/` }] });
    expect(rules.filter((r) => r.from === "/about")).toEqual([]);
    expect(target(rules, "/news/about")).toBe("/about");
  });
});
