/**
 * The link mapper (scripts/snapshot/links.ts, decision 070): a table of the link forms WordPress
 * bodies hold → what the snapshot writes; and the HTML pass that applies it, whose output the
 * sanitiser leaves unchanged (a fixed point).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNodeHtml, type NodeHtml } from "../../../scripts/snapshot/html";
import { buildPermalinkIndex, mapLink, type LinkTarget } from "../../../scripts/snapshot/links";

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
];
const UPLOAD = `${CMS}/blog/wp-content/uploads/2025/07/island.jpg`;
const index = buildPermalinkIndex(CMS, RECORDS, [UPLOAD]);
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
  ["a downloaded upload", "/blog/wp-content/uploads/2025/07/island.jpg", { kind: "upload", source: UPLOAD }],
  ["an upload not downloaded", "/blog/wp-content/uploads/2025/07/island-full.jpg", { kind: "cms", href: `${CMS}/blog/wp-content/uploads/2025/07/island-full.jpg` }],
  ["a WordPress page (the real-WordPress finding)", "/blog/about/", { kind: "cms", href: `${CMS}/blog/about/` }],
  ["a date archive", "/blog/2025/07/", { kind: "cms", href: `${CMS}/blog/2025/07/` }],
  ["a category archive, localhost spelling", "http://localhost/blog/category/kitchens/", { kind: "cms", href: `${CMS}/blog/category/kitchens/` }],
  ["?page_id=ID of a WordPress page", "/blog/?page_id=2", { kind: "cms", href: `${CMS}/blog/?page_id=2` }],
  ["external", "https://www.example.org/guide", { kind: "unchanged", href: "https://www.example.org/guide" }],
  ["fragment only", "#section-2", { kind: "unchanged", href: "#section-2" }],
  ["mailto", "mailto:studio@example.com", { kind: "unchanged", href: "mailto:studio@example.com" }],
  ["tel", "tel:+15555550100", { kind: "unchanged", href: "tel:+15555550100" }],
];

describe("link mapper: WordPress link forms → site route, local copy, CMS URL or unchanged", () => {
  it.each(TABLE)("%s", (_name, href, expected) => {
    expect(mapLink(href, BASE, index)).toEqual(expected);
  });

  it("a record without a link resolves against the CMS home", () => {
    expect(mapLink("about/", undefined, index)).toEqual({ kind: "cms", href: `${CMS}/about/` });
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
    expect(out).toContain(`<a href="${CMS}/blog/about/" rel="noopener noreferrer">`);
    expect(out).toContain('<a href="/portfolio/lorne-park" target="_blank" rel="noopener noreferrer">');
    expect(out).toContain('<a href="/_cms/media/abc.jpg">');
    expect(out).toContain('<a href="#section-2">');
    // No root-relative CMS path is left: each href is a site route, a local copy, a fragment or absolute.
    const hrefs = [...out.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);
    expect(hrefs.filter((h) => !/^(\/(blog|portfolio|faq)\/[^/]+$|\/_cms\/media\/|#|https:\/\/|mailto:|tel:)/.test(h))).toEqual([]);
  });

  it("a body whose only change is its links (no second sanitiser pass) is a fixed point too", () => {
    const body = html.html(TABLE.map(([name, href]) => `<p title="a > b"><a href="${href}" title="x&quot;y">${name}</a> <a href="${href}" target="_blank" rel="opener">tab</a></p>`).join(""));
    const out = html.rewriteImages(body, CMS, () => null, links);
    expect(out).not.toBe(body);
    expect(html.html(out)).toBe(out);
    expect(out).toContain('<a href="/blog/café-nooks" title="x&quot;y">');
    expect(out).toContain(`<a href="${CMS}/blog/about/" title="x&quot;y" rel="noopener noreferrer">`);
  });

  it("touches only real <a href> attributes: not text, not other attributes' values", () => {
    const body = html.html(`<p title='<a href="/blog/about/">'>Text with href="/blog/about/" and &lt;a href="/blog/about/"&gt;</p><abbr title="a">a</abbr><a title='x" href="/blog/about/"' href="/blog/about/">real</a>`);
    const out = html.rewriteImages(body, CMS, () => null, links);
    expect(out).toContain(`href="${CMS}/blog/about/" rel="noopener noreferrer">real</a>`);
    expect(out.replace(`href="${CMS}/blog/about/" rel="noopener noreferrer"`, 'href="/blog/about/"')).toBe(body);
    expect(html.html(out)).toBe(out);
  });

  it("leaves HTML without links or images as it is, without parsing it", () => {
    let called = 0;
    const text = "<p>No links here.</p>";
    expect(html.rewriteImages(text, CMS, () => null, (h) => (called++, h))).toBe(text);
    expect(called).toBe(0);
  });
});
