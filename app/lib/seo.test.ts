import { describe, expect, it } from "vitest";
import { absoluteUrl, canonicalPath, DEFAULT_KEYWORDS, pageTitle, seo } from "./seo";

const base = { siteName: "Studio", siteUrl: "https://www.example.com", image: "/_img/share.jpg" };

describe("seo()", () => {
  it("builds title, description, keywords, canonical, Open Graph and Twitter tags", () => {
    expect(seo({ ...base, title: "About Us", description: "Who we are.", path: "/about/" })).toMatchInlineSnapshot(`
      [
        {
          "title": "About Us | Studio",
        },
        {
          "content": "Who we are.",
          "name": "description",
        },
        {
          "content": "interior design, home decor, interior decoration",
          "name": "keywords",
        },
        {
          "href": "https://www.example.com/about",
          "rel": "canonical",
          "tagName": "link",
        },
        {
          "content": "website",
          "property": "og:type",
        },
        {
          "content": "en_CA",
          "property": "og:locale",
        },
        {
          "content": "Studio",
          "property": "og:site_name",
        },
        {
          "content": "About Us | Studio",
          "property": "og:title",
        },
        {
          "content": "Who we are.",
          "property": "og:description",
        },
        {
          "content": "https://www.example.com/about",
          "property": "og:url",
        },
        {
          "content": "https://www.example.com/_img/share.jpg",
          "property": "og:image",
        },
        {
          "content": "summary_large_image",
          "name": "twitter:card",
        },
        {
          "content": "About Us | Studio",
          "name": "twitter:title",
        },
        {
          "content": "Who we are.",
          "name": "twitter:description",
        },
        {
          "content": "https://www.example.com/_img/share.jpg",
          "name": "twitter:image",
        },
      ]
    `);
  });

  it("uses social title/description, keyword lists, article type and noindex when given", () => {
    const tags = seo({
      ...base,
      title: "Post",
      description: "D",
      path: "/blog/post",
      socialTitle: "Share me",
      socialDescription: "Shared",
      keywords: ["kitchens", "renovation"],
      type: "article",
      image: "https://cdn.example.com/a.jpg",
      noindex: true,
    });
    const get = (k: string, v: string) => tags.find((t) => (t as Record<string, string>)[k] === v) as Record<string, string>;
    expect(get("property", "og:title").content).toBe("Share me");
    expect(get("name", "twitter:description").content).toBe("Shared");
    expect(get("name", "keywords").content).toBe("kitchens, renovation");
    expect(get("property", "og:type").content).toBe("article");
    expect(get("property", "og:image").content).toBe("https://cdn.example.com/a.jpg");
    expect(get("name", "robots").content).toBe("noindex");
  });

  it("gives an article its publication and change times, and a picture its size and description; a page without them gets none", () => {
    const tags = seo({ ...base, title: "Post", description: "D", path: "/blog/post", type: "article", published: "2026-11-10T09:30:00-05:00", modified: "2026-11-12T16:00:00-05:00", imageSize: { width: 1200, height: 630 }, imageAlt: "A kitchen with green cabinets" });
    const value = (p: string) => tags.filter((t) => (t as Record<string, string>).property === p || (t as Record<string, string>).name === p).map((t) => (t as Record<string, string>).content);
    expect(value("article:published_time")).toEqual(["2026-11-10T09:30:00-05:00"]);
    expect(value("article:modified_time")).toEqual(["2026-11-12T16:00:00-05:00"]);
    expect(value("og:image:width")).toEqual(["1200"]);
    expect(value("og:image:height")).toEqual(["630"]);
    expect(value("og:image:alt")).toEqual(["A kitchen with green cabinets"]);
    expect(value("twitter:image:alt")).toEqual(["A kitchen with green cabinets"]);
    // A page that is no article has no article times, even when it is given them.
    const page = seo({ ...base, title: "About", description: "D", path: "/about", published: "2026-11-10T09:30:00-05:00", modified: "2026-11-12T16:00:00-05:00" });
    for (const p of ["article:published_time", "article:modified_time"]) expect(page.some((t) => (t as Record<string, string>).property === p), p).toBe(false);
    // Without a known size or description, the picture gets neither.
    for (const p of ["og:image:width", "og:image:height", "og:image:alt"]) expect(page.some((t) => (t as Record<string, string>).property === p), p).toBe(false);
  });

  it("has SPEC's default keywords", () => {
    expect(DEFAULT_KEYWORDS).toBe("interior design, home decor, interior decoration");
  });
});

describe("URL helpers", () => {
  it("canonical paths have no trailing slash, query or hash", () => {
    expect(canonicalPath("/")).toBe("/");
    expect(canonicalPath("/about/")).toBe("/about");
    expect(canonicalPath("/blog/x?page=2#top")).toBe("/blog/x");
    expect(canonicalPath("")).toBe("/");
  });
  it("absolute URLs join the site base once", () => {
    expect(absoluteUrl("https://www.example.com/", "/")).toBe("https://www.example.com");
    expect(absoluteUrl("https://www.example.com", "/about")).toBe("https://www.example.com/about");
    expect(absoluteUrl("https://www.example.com", "https://x.test/a")).toBe("https://x.test/a");
  });
  it("page title is '{title} | {site name}', the home page may be just the site name", () => {
    expect(pageTitle("Blog", "Studio")).toBe("Blog | Studio");
    expect(pageTitle("Studio", "Studio")).toBe("Studio");
  });
});

describe("non-ASCII paths", () => {
  it("are percent-encoded once in canonical URLs", () => {
    expect(absoluteUrl("https://www.example.com", "/blog/café-style-kitchens")).toBe("https://www.example.com/blog/caf%C3%A9-style-kitchens");
    expect(absoluteUrl("https://www.example.com", "/blog/caf%C3%A9-style-kitchens")).toBe("https://www.example.com/blog/caf%C3%A9-style-kitchens");
  });
});
