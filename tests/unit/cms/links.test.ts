/**
 * The link mapping table (app/features/collections/cms-links.ts, decisions 070 and 111): the link
 * forms WordPress bodies hold → what the snapshot (and the live layer) writes, hostile hosts that
 * only look like the CMS; and the HTML pass that applies it, whose output the sanitiser leaves
 * unchanged (a fixed point).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNodeHtml, type NodeHtml } from "../../../scripts/snapshot/html";
import { buildPermalinkIndex, mapLink, type LinkTarget } from "~/features/collections/cms-links";
import { ownSiteLinks } from "~/features/collections/cms-links-html";

const CMS = "https://cms.example.com";
const RECORDS: LinkTarget[] = [
  { type: "posts", id: 101, slug: "kitchen-islands", link: `${CMS}/blog/2025/07/kitchen-islands/` },
  { type: "posts", id: 102, slug: "café-nooks", link: `${CMS}/blog/2025/08/caf%c3%a9-nooks/` },
  { type: "portfolio", id: 301, slug: "lorne-park", link: `${CMS}/blog/portfolio/lorne-park/` },
  { type: "faq", id: 501, slug: "how-long", link: `${CMS}/blog/faq/how-long/` },
  // /%postname%/ permalinks (no date), as another WordPress would write them.
  { type: "posts", id: 103, slug: "basements", link: `${CMS}/blog/basements/` },
  // Plain permalinks: the link itself is ?p=ID.
  { type: "posts", id: 104, slug: "plain-post", link: `${CMS}/blog/?p=104` },
  // A custom type's plain permalink: no path of its own (it is not WordPress's home).
  { type: "portfolio", id: 302, slug: "barn", link: `${CMS}/blog/?portfolio=barn` },
];
const UPLOAD = `${CMS}/blog/wp-content/uploads/2025/07/island.jpg`;
const index = buildPermalinkIndex({
  apiUrl: `${CMS}/blog/wp-json/wp/v2`,
  records: RECORDS,
  categories: [
    { id: 7, slug: "kitchens" },
    { id: 8, slug: "condos" },
    { id: 9, slug: "portfolio" },
    { id: 10, slug: "faq" },
    // Under a category base of the studio's own (Settings → Permalinks), known by its link (decision 216).
    { id: 11, slug: "lighting", link: `${CMS}/blog/topics/lighting/` },
    { id: 12, slug: "elsewhere", link: "https://evil.example/blog/topics/elsewhere/" },
  ],
  categoryUse: { posts: [7, 8, 11], portfolio: [7, 8, 8, 9] },
  pages: ["/services/residential/kitchen-renovation", "/services/commercial/office-design", "/offers/spring-sale"],
  uploads: [UPLOAD],
  // Published WordPress pages (decision 113): `?page_id=` of one whose slug names a site page maps there.
  wpPages: [
    { id: 2, slug: "contact-us" },
    { id: 3, slug: "careers" },
    { id: 4, slug: "kitchen-renovation" },
  ],
});
const BASE = RECORDS[0]!.link;

const TABLE: [string, string, ReturnType<typeof mapLink>][] = [
  ["date permalink, absolute", `${CMS}/blog/2025/08/caf%c3%a9-nooks/`, { kind: "route", href: "/blog/café-nooks" }],
  ["date permalink, decoded slug, no trailing slash", `${CMS}/blog/2025/08/café-nooks`, { kind: "route", href: "/blog/café-nooks" }],
  ["http instead of https", "http://cms.example.com/blog/2025/07/kitchen-islands/", { kind: "route", href: "/blog/kitchen-islands" }],
  ["localhost spelling with a port", "http://localhost:8080/blog/2025/07/kitchen-islands/#steps", { kind: "route", href: "/blog/kitchen-islands#steps" }],
  ["root-relative", "/blog/portfolio/lorne-park/", { kind: "route", href: "/portfolio/lorne-park" }],
  ["relative to the record's URL", "../../08/caf%C3%A9-nooks/", { kind: "route", href: "/blog/café-nooks" }],
  ["sibling path", "../../../faq/how-long/", { kind: "route", href: "/faq/how-long" }],
  ["/%postname%/ permalink", "/blog/basements/", { kind: "route", href: "/blog/basements" }],
  ["?p=ID on the home", "/blog/?p=501", { kind: "route", href: "/faq/how-long" }],
  ["?p=ID on the bare host", "https://cms.example.com/?p=301", { kind: "route", href: "/portfolio/lorne-park" }],
  ["?page_id=ID of a snapshot record", "/blog/?page_id=103", { kind: "route", href: "/blog/basements" }],
  ["plain permalink by id", "?p=104", { kind: "route", href: "/blog/plain-post" }],
  ["?page_id=ID of a WordPress page the site has", "/blog/?page_id=2", { kind: "route", href: "/contact" }],
  ["?page_id=ID of a child page naming a service, with a fragment", `${CMS}/blog/?page_id=4#cost`, { kind: "route", href: "/services/residential/kitchen-renovation#cost" }],
  ["?page_id=ID of a page the site lacks", "/blog/?page_id=3", { kind: "cms", href: `${CMS}/blog/?page_id=3` }],
  ["a downloaded upload", "/blog/wp-content/uploads/2025/07/island.jpg", { kind: "upload", source: UPLOAD }],
  ["an upload not downloaded", "/blog/wp-content/uploads/2025/07/island-full.jpg", { kind: "cms", href: `${CMS}/blog/wp-content/uploads/2025/07/island-full.jpg` }],
  // Decision 111: WordPress pages, archives and date forms the site has.
  ["a WordPress page the site has (the real-WordPress finding)", "/blog/about/", { kind: "route", href: "/about" }],
  ["WordPress's own privacy policy page (its default slug), the site's /privacy (decision 219)", "/blog/privacy-policy/", { kind: "route", href: "/privacy" }],
  ["the contact page, with a fragment", `${CMS}/blog/contact/#form`, { kind: "route", href: "/contact#form" }],
  ["a child page named like a service page", "/blog/services/kitchen-renovation/", { kind: "route", href: "/services/residential/kitchen-renovation" }],
  ["a page by its full site path", "/blog/services/commercial/office-design/", { kind: "route", href: "/services/commercial/office-design" }],
  ["a services hub page", "/blog/services/residential/", { kind: "route", href: "/services/residential" }],
  ["an offer page", "/blog/spring-sale/", { kind: "route", href: "/offers/spring-sale" }],
  ["the portfolio archive", "/blog/portfolio/", { kind: "route", href: "/portfolio" }],
  ["the FAQ page", "/blog/faq/", { kind: "route", href: "/faq" }],
  ["WordPress's gallery page (the site spells it /gallary)", "/blog/gallery/", { kind: "route", href: "/gallary" }],
  ["WordPress's home", `${CMS}/blog/`, { kind: "route", href: "/" }],
  ["WordPress's home with a campaign's query", `${CMS}/blog/?utm_source=news&paged=2`, { kind: "route", href: "/" }],
  ["WordPress's home with an ad's click id", `${CMS}/blog/?fbclid=abc&gclid=def`, { kind: "route", href: "/" }],
  ["a date archive in its plain form", "/blog/?m=202507", { kind: "route", href: "/blog" }],
  ["a year archive in its plain form, on index.php", "/blog/index.php?year=2025&monthnum=7", { kind: "route", href: "/blog" }],
  ["the feed in its plain form", "/blog/?feed=rss2", { kind: "route", href: "/rss.xml" }],
  ["a WordPress page in its plain form", "/blog/?pagename=about", { kind: "route", href: "/about" }],
  ["a post in its plain form", "/blog/?name=kitchen-islands", { kind: "route", href: "/blog/kitchen-islands" }],
  ["a month archive", "/blog/2025/07/", { kind: "route", href: "/blog" }],
  ["a year archive", "/blog/2025/", { kind: "route", href: "/blog" }],
  ["a day archive", "/blog/2025/07/14/", { kind: "route", href: "/blog" }],
  ["a date permalink of a post whose permalink has no date", "/blog/2021/03/basements/", { kind: "route", href: "/blog/basements" }],
  ["a day permalink", "/blog/2021/03/09/basements/", { kind: "route", href: "/blog/basements" }],
  ["a category archive, localhost spelling", "http://localhost/blog/category/kitchens/", { kind: "route", href: "/blog?category=kitchens" }],
  ["a category archive, page 2", "/blog/category/kitchens/page/2/", { kind: "route", href: "/blog?category=kitchens" }],
  ["a child category of portfolio items", "/blog/category/projects/condos/", { kind: "route", href: "/portfolio?category=condos" }],
  ["a category on posts and portfolio items alike (a tie): the blog", "/blog/category/kitchens/", { kind: "route", href: "/blog?category=kitchens" }],
  ["the portfolio category", "/blog/category/portfolio/", { kind: "route", href: "/portfolio" }],
  ["the FAQ category", "/blog/category/faq/", { kind: "route", href: "/faq" }],
  ["a category under the studio's own base, at its link", "/blog/topics/lighting/", { kind: "route", href: "/blog?category=lighting" }],
  ["the same, page 3", "/blog/topics/lighting/page/3/", { kind: "route", href: "/blog?category=lighting" }],
  ["?cat=ID, WordPress's plain form of a category's archive", "/blog/?cat=7", { kind: "route", href: "/blog?category=kitchens" }],
  ["?cat=ID of a portfolio category", "/blog/?cat=8#top", { kind: "route", href: "/portfolio?category=condos#top" }],
  ["?cat=ID on index.php", "/blog/index.php?cat=7", { kind: "route", href: "/blog?category=kitchens" }],
  // `cat` beside another address is not the category's archive: the post, the page, the upload win.
  ["?p=ID beside a ?cat=", "/blog/?p=101&cat=7", { kind: "route", href: "/blog/kitchen-islands" }],
  ["a WordPress page the site has, with a ?cat=", "/blog/about/?cat=7", { kind: "route", href: "/about" }],
  ["an upload with a ?cat=", `${UPLOAD}?cat=7`, { kind: "cms", href: `${UPLOAD}?cat=7` }],
  ["wp-admin with a ?cat=", "/blog/wp-admin/edit.php?cat=7", { kind: "cms", href: `${CMS}/blog/wp-admin/edit.php?cat=7` }],
  // No site equivalent: the CMS, with one warning each.
  ["a WordPress page the site lacks", "/blog/team/", { kind: "cms", href: `${CMS}/blog/team/` }],
  ["a date permalink of a post not in the snapshot", "/blog/2021/03/gone-post/", { kind: "cms", href: `${CMS}/blog/2021/03/gone-post/` }],
  ["a category the snapshot lacks", "/blog/category/unknown/", { kind: "cms", href: `${CMS}/blog/category/unknown/` }],
  ["?cat= of a category the snapshot lacks: the CMS, not WordPress's home", "/blog/?cat=999", { kind: "cms", href: `${CMS}/blog/?cat=999` }],
  ["a category whose link is on another host: its path on the CMS is nothing of the site's", "/blog/topics/elsewhere/", { kind: "cms", href: `${CMS}/blog/topics/elsewhere/` }],
  ["a tag archive (the site has no tags)", "/blog/tag/kitchens/", { kind: "cms", href: `${CMS}/blog/tag/kitchens/` }],
  ["an author archive", "/blog/author/admin/", { kind: "cms", href: `${CMS}/blog/author/admin/` }],
  ["wp-admin", "/blog/wp-admin/", { kind: "cms", href: `${CMS}/blog/wp-admin/` }],
  ["a path outside WordPress's home", "/contact/", { kind: "cms", href: `${CMS}/contact/` }],
  ["?page_id=ID of a WordPress page the snapshot does not have", "/blog/?page_id=9", { kind: "cms", href: `${CMS}/blog/?page_id=9` }],
  ["?p=ID of a record not in the snapshot", "/blog/?p=999", { kind: "cms", href: `${CMS}/blog/?p=999` }],
  // WordPress's home answering another page by its query: not the site's home (a migration read).
  ["an attachment's page in its plain form", "/blog/?attachment_id=55", { kind: "cms", href: `${CMS}/blog/?attachment_id=55` }],
  ["a search", "/blog/?s=kitchen", { kind: "cms", href: `${CMS}/blog/?s=kitchen` }],
  ["an author's archive in its plain form", "/blog/index.php?author=2", { kind: "cms", href: `${CMS}/blog/index.php?author=2` }],
  ["a tag's archive in its plain form", "/blog/?tag=kitchens", { kind: "cms", href: `${CMS}/blog/?tag=kitchens` }],
  ["a post in its plain form that the snapshot lacks", "/blog/?name=gone-post", { kind: "cms", href: `${CMS}/blog/?name=gone-post` }],
  ["a category by its name in the plain form", "/blog/?category_name=news", { kind: "cms", href: `${CMS}/blog/?category_name=news` }],
  ["a custom type's item in the plain form, its own permalink", "/blog/?portfolio=barn", { kind: "route", href: "/portfolio/barn" }],
  ["a custom type's item in the plain form that the snapshot lacks", "/blog/?portfolio=shed", { kind: "cms", href: `${CMS}/blog/?portfolio=shed` }],
  ["a post name permalink with a campaign's query", "/blog/basements/?utm_source=news", { kind: "route", href: "/blog/basements" }],
  ["a comments page in the plain form", "/blog/?cpage=2", { kind: "cms", href: `${CMS}/blog/?cpage=2` }],
  ["a child page in the plain form", "/blog/?pagename=services/kitchen-renovation", { kind: "route", href: "/services/residential/kitchen-renovation" }],
  // Hostile: other hosts that look like the CMS are never rewritten.
  ["a host with the CMS host as a prefix", "https://cms.example.com.evil.net/blog/contact/", { kind: "unchanged", href: "https://cms.example.com.evil.net/blog/contact/" }],
  ["the CMS host as userinfo", "https://cms.example.com@evil.net/blog/?p=101", { kind: "unchanged", href: "https://cms.example.com@evil.net/blog/?p=101" }],
  ["the CMS host and port as userinfo", "https://cms.example.com:443@evil.net/blog/about/", { kind: "unchanged", href: "https://cms.example.com:443@evil.net/blog/about/" }],
  ["protocol-relative to another host", "//evil.net/blog/contact/", { kind: "unchanged", href: "//evil.net/blog/contact/" }],
  ["a backslash before the CMS host", "https://evil.net\\@cms.example.com/blog/contact/", { kind: "unchanged", href: "https://evil.net\\@cms.example.com/blog/contact/" }],
  ["a host ending in the CMS host", "https://evilcms.example.com/blog/2025/07/kitchen-islands/", { kind: "unchanged", href: "https://evilcms.example.com/blog/2025/07/kitchen-islands/" }],
  ["a subdomain of the CMS host", "https://www.cms.example.com/blog/about/", { kind: "unchanged", href: "https://www.cms.example.com/blog/about/" }],
  ["javascript: with a CMS path", "javascript:location='/blog/about/'", { kind: "unchanged", href: "javascript:location='/blog/about/'" }],
  ["external", "https://www.example.org/guide", { kind: "unchanged", href: "https://www.example.org/guide" }],
  ["fragment only", "#section-2", { kind: "unchanged", href: "#section-2" }],
  ["mailto", "mailto:studio@example.com", { kind: "unchanged", href: "mailto:studio@example.com" }],
  ["tel", "tel:+15555550100", { kind: "unchanged", href: "tel:+15555550100" }],
];

describe("link mapper: WordPress link forms → site route, local copy, CMS URL or unchanged", () => {
  it.each(TABLE)("%s", (_name, href, expected) => {
    expect(mapLink(href, BASE, index)).toEqual(expected);
  });

  it("a record without a link resolves against WordPress's home", () => {
    expect(mapLink("about/", undefined, index)).toEqual({ kind: "route", href: "/about" });
    expect(mapLink("team/", undefined, index)).toEqual({ kind: "cms", href: `${CMS}/blog/team/` });
  });

  it("a CMS installed at the host's root maps pages and archives from /", () => {
    const root = buildPermalinkIndex({ apiUrl: `${CMS}/wp-json/wp/v2`, records: RECORDS, categories: [{ id: 7, slug: "kitchens" }] });
    expect(mapLink("/contact/", undefined, root)).toEqual({ kind: "route", href: "/contact" });
    expect(mapLink("/category/kitchens/", undefined, root)).toEqual({ kind: "route", href: "/blog?category=kitchens" });
    expect(mapLink("/2021/03/basements/", undefined, root)).toEqual({ kind: "route", href: "/blog/basements" });
    expect(mapLink("/?page_id=501", undefined, root)).toEqual({ kind: "route", href: "/faq/how-long" });
  });
});

describe("the HTML pass that applies it", () => {
  let html: NodeHtml;
  beforeAll(async () => {
    html = await createNodeHtml();
  });
  afterAll(() => html?.close());

  const links = (href: string) => {
    const m = mapLink(href, BASE, index);
    return m.kind === "upload" ? "/_cms/media/abc.jpg" : m.href;
  };

  it("rewrites every href and leaves a fixed point of the sanitiser", () => {
    const body = html.html(
      TABLE.map(([name, href]) => `<p><a href="${href}">${name}</a> <a href="${href}" target="_blank">new tab</a></p>`).join("") +
        `<p><img src="${UPLOAD}" alt="Island"></p>`,
    );
    const out = html.rewriteImages(body, CMS, () => ({ src: "/_cms/media/abc.jpg", width: 4, height: 3 }), links);
    expect(html.html(out)).toBe(out);
    expect(out).toContain('<a href="/blog/café-nooks">');
    expect(out).toContain(`<a href="${CMS}/blog/team/" rel="noopener noreferrer">`);
    expect(out).toContain('<a href="/blog?category=kitchens">');
    expect(out).toContain('<a href="/portfolio/lorne-park" target="_blank" rel="noopener noreferrer">');
    expect(out).toContain('<a href="/_cms/media/abc.jpg">');
    expect(out).toContain('<a href="#section-2">');
    // No root-relative CMS path is left: each href is a mapped site route, a local copy, a fragment or absolute.
    const routes = new Set(["/_cms/media/abc.jpg", ...TABLE.flatMap(([, , m]) => (m.kind === "route" ? [m.href.replace(/&/g, "&amp;")] : []))]);
    const hrefs = [...out.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);
    expect(hrefs.filter((h) => !routes.has(h) && !/^(#|https:\/\/|\/\/evil\.net\/|mailto:|tel:)/.test(h))).toEqual([]);
  });

  it("a body whose only change is its links (no second sanitiser pass) is a fixed point too", () => {
    const body = html.html(TABLE.map(([name, href]) => `<p title="a > b"><a href="${href}" title="x&quot;y">${name}</a> <a href="${href}" target="_blank" rel="opener">tab</a></p>`).join(""));
    const out = html.rewriteImages(body, CMS, () => null, links);
    expect(out).not.toBe(body);
    expect(html.html(out)).toBe(out);
    expect(out).toContain('<a href="/blog/café-nooks" title="x&quot;y">');
    expect(out).toContain(`<a href="${CMS}/blog/team/" title="x&quot;y" rel="noopener noreferrer">`);
  });

  it("links to the site's own address become site paths in the same tab, still a fixed point (decision 180)", () => {
    const SITE = "https://www.example.com";
    const body = html.html(
      [
        `<a href="${SITE}/contact" target="_blank">Contact us</a>`,
        `<a href="${SITE}/services/residential/space-planning/?from=blog#steps">Space planning</a>`,
        `<a href="${SITE}">Home</a>`,
        `<a href="https://example.com/contact" target="_blank">Bare host</a>`,
        `<a href="https://www.example.com.evil.net/contact" target="_blank">Look-alike</a>`,
        `<a href="http://www.example.com/contact">Other scheme</a>`,
        `<a href="https://user@www.example.com/contact">With a user</a>`,
        `<a href="${CMS}/blog/team/" target="_blank">The CMS</a>`,
        `<a href="https://WWW.Example.com/about/" target="_blank">Upper case</a>`,
        `<a href="${SITE}//evil.net/x">Two slashes</a>`,
        `<a href="${SITE}/%5Cevil.net/x">A backslash</a>`,
        `<a href="/portfolio/lorne-park" target="_blank">A record, mapped already</a>`,
      ].map((a) => `<p>${a}</p>`).join(""),
    );
    const out = ownSiteLinks(body, SITE);
    expect(html.html(out)).toBe(out);
    expect([...out.matchAll(/<a [^>]*>/g)].map((m) => m[0])).toEqual([
      '<a href="/contact">',
      '<a href="/services/residential/space-planning?from=blog#steps">',
      '<a href="/">',
      '<a href="https://example.com/contact" target="_blank" rel="noopener noreferrer">',
      '<a href="https://www.example.com.evil.net/contact" target="_blank" rel="noopener noreferrer">',
      '<a href="http://www.example.com/contact" rel="noopener noreferrer">',
      '<a href="https://user@www.example.com/contact" rel="noopener noreferrer">',
      `<a href="${CMS}/blog/team/" target="_blank" rel="noopener noreferrer">`,
      '<a href="/about">',
      `<a href="${SITE}//evil.net/x" rel="noopener noreferrer">`,
      `<a href="/%5Cevil.net/x">`,
      '<a href="/portfolio/lorne-park">',
    ]);
    expect(ownSiteLinks("<p>No links to the site</p>", SITE)).toBe("<p>No links to the site</p>");
  });

  it("touches only real <a href> attributes: not text, not other attributes' values", () => {
    const body = html.html(`<p title='<a href="/blog/team/">'>Text with href="/blog/team/" and &lt;a href="/blog/team/"&gt;</p><abbr title="a">a</abbr><a title='x" href="/blog/team/"' href="/blog/team/">real</a>`);
    const out = html.rewriteImages(body, CMS, () => null, links);
    expect(out).toContain(`href="${CMS}/blog/team/" rel="noopener noreferrer">real</a>`);
    expect(out.replace(`href="${CMS}/blog/team/" rel="noopener noreferrer"`, 'href="/blog/team/"')).toBe(body);
    expect(html.html(out)).toBe(out);
  });

  it("leaves HTML without links or images as it is, without parsing it", () => {
    let called = 0;
    const text = "<p>No links here.</p>";
    expect(html.rewriteImages(text, CMS, () => null, (h) => (called++, h))).toBe(text);
    expect(called).toBe(0);
  });
});
