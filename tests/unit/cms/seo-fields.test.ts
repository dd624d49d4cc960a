/**
 * SEO fields a studio set in WordPress (app/cms/seo-fields.ts, decision 112): Yoast's
 * `yoast_head_json` → the record's `seo`, one problem per unusable field, markup never kept; and
 * the page head that uses them (`withSeoFields` + `seo()` in app/lib/seo.ts).
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seoFields } from "~/cms/seo-fields";
import { toCmsRecord } from "~/cms/normalise";
import { seo, withSeoFields, type PageMeta } from "~/lib/seo";
import { displayTitle } from "~/lib/text";
import { createNodeHtml, type NodeHtml } from "../../../scripts/snapshot/html";

let html: NodeHtml;
beforeAll(async () => {
  html = await createNodeHtml();
});
afterAll(() => html?.close());

/** What Yoast 22+ puts on a post (trimmed to the fields the site reads, plus some it ignores). */
const YOAST = {
  title: "Kitchen Islands That Work | Maple & Mortar",
  description: "How to size, light and seat a kitchen island.",
  robots: { index: "index", follow: "follow", "max-snippet": "max-snippet:-1" },
  canonical: "https://cms.example.com/blog/2025/07/kitchen-islands/",
  og_locale: "en_US",
  og_type: "article",
  og_image: [{ width: 1200, height: 675, url: "https://cms.example.com/blog/wp-content/uploads/2025/07/island.jpg", type: "image/jpeg" }],
  schema: { "@context": "https://schema.org", "@graph": [] },
};

function parse(raw: unknown) {
  const problems: string[] = [];
  const value = seoFields(raw, html, (field, message) => problems.push(`${field}: ${message}`));
  return { value, problems };
}

describe("yoast_head_json → seo", () => {
  it("takes title, description, canonical, noindex and the share image", () => {
    expect(parse(YOAST)).toEqual({
      value: {
        title: "Kitchen Islands That Work | Maple & Mortar",
        description: "How to size, light and seat a kitchen island.",
        canonical: "https://cms.example.com/blog/2025/07/kitchen-islands/",
        image: "https://cms.example.com/blog/wp-content/uploads/2025/07/island.jpg",
      },
      problems: [],
    });
    expect(parse({ robots: { index: "noindex", follow: "follow" } })).toEqual({ value: { noindex: true }, problems: [] });
  });

  it("none when WordPress sends none (no Yoast) or null", () => {
    expect(parse(undefined)).toEqual({ value: undefined, problems: [] });
    expect(parse(null)).toEqual({ value: undefined, problems: [] });
  });

  it("one problem per bad field; the good fields stay", () => {
    const { value, problems } = parse({
      title: 42,
      description: "x".repeat(1001),
      canonical: "javascript:alert(1)",
      robots: { index: "sometimes" },
      og_image: [{ url: "data:image/png;base64,AAAA" }],
    });
    expect(value).toBeUndefined();
    expect(problems).toEqual([
      "yoast_head_json.title: Invalid input: expected string, received number (ignored)",
      "yoast_head_json.description: longer than 1000 characters (ignored)",
      "yoast_head_json.canonical: not an absolute http(s) URL (ignored)",
      'yoast_head_json.robots: Invalid option: expected one of "index"|"noindex" (ignored)',
      "yoast_head_json.og_image[0].url: not an absolute http(s) URL (ignored)",
    ]);
    expect(parse("a string")).toEqual({ value: undefined, problems: ["yoast_head_json: not an object (SEO fields ignored)"] });
    expect(parse({ ...YOAST, title: "<b></b>  " }).problems).toEqual(["yoast_head_json.title: no text once markup is removed (ignored)"]);
  });

  it("hostile: a <script> in an SEO title is not markup anywhere; its text is the title", () => {
    const { value } = parse({ title: '<script>alert("x")</script>Kitchen Ideas <img src=x onerror=alert(1)>| Studio', description: "Line one\nline two\u0000" });
    expect(value).toEqual({ title: "Kitchen Ideas | Studio", description: "Line one line two" });
    // Written as entities, it stays text all the way to the page: escaped in <title>, never a tag.
    const escaped = parse({ title: "&lt;script&gt;alert(1)&lt;/script&gt; Kitchen Ideas" }).value!;
    const meta = withSeoFields(BASE, escaped, displayTitle);
    const title = seo(meta).find((t) => "title" in t) as { title: string };
    expect(title.title).toBe("<script>alert(1)</script> Kitchen Ideas");
    expect(renderToStaticMarkup(createElement("title", null, title.title))).toBe("<title>&lt;script&gt;alert(1)&lt;/script&gt; Kitchen Ideas</title>");
  });

  it("reaches the record through normalize (the snapshot's and the live layer's path), problems as warnings", () => {
    const raw = { id: 7, slug: "islands", date: "2025-07-01T09:00:00", title: { rendered: "Islands" }, yoast_head_json: { ...YOAST, canonical: 5 } };
    const n = toCmsRecord(raw, html, "/posts");
    expect(n.value?.seo).toEqual({ title: "Kitchen Islands That Work | Maple & Mortar", description: YOAST.description, image: YOAST.og_image[0]!.url });
    expect(n.problems.map((p) => `${p.endpoint} ${p.record}: ${p.field}: ${p.message}`)).toEqual([
      '/posts id 7 (slug "islands"): yoast_head_json.canonical: Invalid input: expected string, received number (ignored)',
    ]);
  });
});

const BASE: PageMeta = {
  title: "Islands",
  description: "Derived description.",
  path: "/blog/islands",
  siteName: "Maple & Mortar",
  siteUrl: "https://www.example.com",
  image: "/og.jpg",
  type: "article",
};
const tag = (tags: ReturnType<typeof seo>, key: string) =>
  tags.find((t) => (t as Record<string, unknown>).name === key || (t as Record<string, unknown>).property === key || (t as Record<string, unknown>).rel === key) as Record<string, string> | undefined;

describe("the page head with SEO fields", () => {
  it("title, description and noindex replace the derived ones", () => {
    const tags = seo(withSeoFields(BASE, { title: "Kitchen Islands That Work | Maple &amp; Mortar", description: "Set in Yoast.", noindex: true }, displayTitle));
    expect(tags[0]).toEqual({ title: "Kitchen Islands That Work | Maple & Mortar" });
    expect(tag(tags, "description")?.content).toBe("Set in Yoast.");
    expect(tag(tags, "og:title")?.content).toBe("Kitchen Islands That Work | Maple & Mortar");
    expect(tag(tags, "robots")?.content).toBe("noindex");
  });

  it("without SEO fields the derived head stays", () => {
    const tags = seo(withSeoFields(BASE, undefined));
    expect(tags[0]).toEqual({ title: "Islands | Maple & Mortar" });
    expect(tag(tags, "robots")).toBeUndefined();
  });

  it.each([
    ["a site path (a CMS permalink the snapshot mapped)", "/blog/kitchen-islands", "https://www.example.com/blog/kitchen-islands"],
    ["an absolute URL on the site", "https://www.example.com/blog/kitchen-islands/", "https://www.example.com/blog/kitchen-islands"],
    ["another host: ignored", "https://elsewhere.example.org/blog/islands", "https://www.example.com/blog/islands"],
    ["hostile: the site's host as userinfo", "https://www.example.com@evil.net/blog/x", "https://www.example.com/blog/islands"],
    ["hostile: a look-alike host", "https://www.example.com.evil.net/blog/x", "https://www.example.com/blog/islands"],
    ["hostile: protocol-relative", "//evil.net/blog/x", "https://www.example.com/blog/islands"],
    ["the CMS's URL (not mapped): ignored", "https://cms.example.com/blog/2025/07/islands/", "https://www.example.com/blog/islands"],
  ])("canonical: %s", (_name, canonical, expected) => {
    const tags = seo(withSeoFields(BASE, { canonical }));
    expect(tag(tags, "canonical")?.href).toBe(expected);
    expect(tag(tags, "og:url")?.content).toBe(expected);
  });
});
