/**
 * The test server behaves like a real WordPress where the site depends on it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITE_DATA_EXPECTED, createSiteData } from "../../fixtures/cms/site-data";
import { texturize, wpEncodeSlug, type WpServer } from "../../fixtures/wp-server/server";
import { startSite } from "./helpers";

let s: WpServer;
beforeAll(async () => {
  s = await startSite(createSiteData());
});
afterAll(async () => {
  await s?.close();
});

const get = async (path: string, init?: RequestInit) => {
  const res = await fetch(`${s.url}${path}`, init);
  return { res, body: (await res.json()) as unknown };
};

describe("WordPress-compatible test server", () => {
  it("binds to 127.0.0.1 and serves under /blog/wp-json/wp/v2", () => {
    expect(s.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/blog\/wp-json\/wp\/v2$/);
  });

  it("sends X-WP-Total / X-WP-TotalPages and a Link header", async () => {
    const { res } = await get("/posts?per_page=10&page=2");
    expect(res.headers.get("X-WP-Total")).toBe("34");
    expect(res.headers.get("X-WP-TotalPages")).toBe("4");
    expect(res.headers.get("Link")).toMatch(/rel="prev".*rel="next"/);
  });

  it("answers 400 rest_post_invalid_page_number past the last page of posts", async () => {
    const { res, body } = await get("/posts?per_page=10&page=5");
    expect(res.status).toBe(400);
    expect(body).toMatchObject({ code: "rest_post_invalid_page_number", data: { status: 400 } });
  });

  it("answers 200 [] past the last page of categories", async () => {
    const { res, body } = await get("/categories?per_page=100&page=3");
    expect(res.status).toBe(200);
    expect(body).toEqual([]);
  });

  it("rejects per_page above 100 with 400 rest_invalid_param", async () => {
    const { res, body } = await get("/posts?per_page=101");
    expect(res.status).toBe(400);
    expect(body).toMatchObject({ code: "rest_invalid_param" });
    expect((await get("/categories?per_page=500")).res.status).toBe(400);
  });

  it("embeds author and featured media only with _embed, or an error object for private media", async () => {
    const { body: plain } = await get("/posts?slug=permits-101-for-homeowners");
    expect((plain as Record<string, unknown>[])[0]).not.toHaveProperty("_embedded");
    const { body } = await get("/posts?slug=permits-101-for-homeowners&_embed");
    const post = (body as { _embedded: { author: { name: string }[]; "wp:featuredmedia": { source_url: string; alt_text: string }[] } }[])[0]!;
    expect(post._embedded.author[0]!.name).toBe("Maple & Mortar Team");
    expect(post._embedded["wp:featuredmedia"][0]!.source_url).toMatch(/\/blog\/wp-content\/uploads\/.*\.jpg$/);
    const { body: priv } = await get(`/posts?include=${SITE_DATA_EXPECTED.forbiddenImagePostId}&_embed=wp:featuredmedia`);
    expect((priv as { _embedded: Record<string, unknown> }[])[0]!._embedded).toEqual({
      "wp:featuredmedia": [{ code: "rest_forbidden", message: "Sorry, you are not allowed to do that.", data: { status: 401 } }],
    });
  });

  it("counts in X-WP-Total posts an anonymous reader is not given", async () => {
    const { res, body } = await get("/posts?per_page=100");
    expect(res.headers.get("X-WP-Total")).toBe("34");
    expect((body as unknown[]).length).toBe(33);
  });

  it("sends password-protected posts with empty content and protected: true", async () => {
    const { body } = await get("/posts?slug=client-preview-lakeshore-residence");
    expect((body as unknown[])[0]).toMatchObject({ content: { rendered: "", protected: true }, excerpt: { rendered: "", protected: true } });
  });

  it("texturises titles and percent-encodes non-ASCII slugs, found either way", async () => {
    expect(texturize(`Designer's "Quiet Luxury" Guide - Part 1 & more...`)).toBe("Designer&#8217;s &#8220;Quiet Luxury&#8221; Guide &#8211; Part 1 &amp; more&#8230;");
    expect(wpEncodeSlug("café-lounge")).toBe("caf%c3%a9-lounge");
    for (const q of ["caf%C3%A9-style-breakfast-nooks-for-small-kitchens", "caf%25c3%25a9-style-breakfast-nooks-for-small-kitchens"]) {
      const { body } = await get(`/posts?slug=${q}`);
      expect((body as { slug: string }[]).map((p) => p.slug)).toEqual(["caf%c3%a9-style-breakfast-nooks-for-small-kitchens"]);
    }
  });

  it("filters by categories, search and modified_after", async () => {
    const { body: byCat } = await get("/posts?categories=10&per_page=100");
    expect((byCat as { categories: number[] }[]).every((p) => p.categories.includes(10))).toBe(true);
    const { body: found } = await get("/posts?search=mudroom");
    expect((found as { id: number }[]).map((p) => p.id)).toEqual([112]);
    const { body: recent } = await get("/posts?modified_after=2025-09-05T12:00:00Z");
    expect((recent as { id: number }[]).map((p) => p.id)).toEqual([100]);
  });

  it("lists attachments by parent with paging", async () => {
    const { res, body } = await get("/media?parent=300&per_page=100&page=2");
    expect(res.headers.get("X-WP-Total")).toBe(String(SITE_DATA_EXPECTED.bigPortfolioAttachments));
    expect((body as unknown[]).length).toBe(SITE_DATA_EXPECTED.bigPortfolioAttachments - 100);
  });

  it("sends WordPress's CORS headers and answers preflight", async () => {
    const { res } = await get("/posts?per_page=1", { headers: { Origin: "https://www.example.com" } });
    expect(res.headers.get("Access-Control-Allow-Origin")).toBe("https://www.example.com");
    expect(res.headers.get("Access-Control-Expose-Headers")).toContain("X-WP-TotalPages");
    const pre = await fetch(`${s.url}/posts`, { method: "OPTIONS", headers: { Origin: "https://www.example.com", "Access-Control-Request-Method": "GET" } });
    expect(pre.status).toBe(200);
    expect(pre.headers.get("Access-Control-Allow-Methods")).toContain("GET");
  });

  it("404 rest_no_route for unknown routes", async () => {
    const { res, body } = await get("/nope");
    expect(res.status).toBe(404);
    expect(body).toMatchObject({ code: "rest_no_route" });
  });

  it("serves real images for featured media and attachments", async () => {
    const { body } = await get("/media?parent=300&per_page=3");
    for (const m of body as { source_url: string; mime_type: string }[]) {
      const img = await fetch(m.source_url);
      expect(img.status).toBe(200);
      expect(img.headers.get("Content-Type")).toBe(m.mime_type);
      expect((await img.arrayBuffer()).byteLength).toBeGreaterThan(50);
    }
  });

  it("takes faults and records at run time through /__control when asked to", async () => {
    const { startWpServer } = await import("../../fixtures/wp-server/server");
    const c = await startWpServer({ port: 0, data: createSiteData(), control: true });
    try {
      await fetch(`${c.origin}/__control/faults`, { method: "POST", body: JSON.stringify([{ type: "status", status: 503, match: "/faq" }]) });
      expect((await fetch(`${c.url}/faq`)).status).toBe(503);
      await fetch(`${c.origin}/__control/faults`, { method: "DELETE" });
      expect((await fetch(`${c.url}/faq`)).status).toBe(200);
      const added = await fetch(`${c.origin}/__control/records/posts`, { method: "POST", body: JSON.stringify({ id: 999, slug: "brand-new", date: "2025-10-01T09:00:00", title: "Brand New" }) });
      expect(added.status).toBe(201);
      expect(((await (await fetch(`${c.url}/posts?slug=brand-new`)).json()) as { id: number }[])[0]!.id).toBe(999);
      await fetch(`${c.origin}/__control/reset`, { method: "POST" });
      expect(await (await fetch(`${c.url}/posts?slug=brand-new`)).json()).toEqual([]);
    } finally {
      await c.close();
    }
  });
});
