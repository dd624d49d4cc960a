/**
 * The WordPress client as the browser uses it (SPEC §7, §8) and its strict
 * paging for the snapshot, against the WordPress-compatible test server.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { WpNotFoundError, createWpClient } from "../../../app/cms/client";
import { WpRequestError, getWithRetry, readJson as readJsonBody } from "../../../app/cms/http";
import { SMALL_SITE_FILE, SITE_DATA_EXPECTED, createSiteData } from "../../fixtures/cms/site-data";
import type { FixtureDataInput } from "../../fixtures/wp-server/data-schema";
import type { WpServer } from "../../fixtures/wp-server/server";
import { readJson, startSite } from "./helpers";

let site: WpServer;

beforeAll(async () => {
  site = await startSite(createSiteData());
});
afterAll(async () => {
  await site?.close();
});

function logger() {
  return { error: vi.fn(), warn: vi.fn() };
}

function client(server: WpServer, extra: Partial<Parameters<typeof createWpClient>[0]> = {}) {
  const log = logger();
  return { log, wp: createWpClient({ baseUrl: server.url, retries: 3, retryDelayMs: 1, timeoutMs: 10_000, log, ...extra }) };
}

describe("retry and timeout rule (SPEC §8, DESIGN.md)", () => {
  it("a non-OK status raises `Fetch error: {status}` after 3 more tries, then logs it", async () => {
    const { wp, log } = client(site);
    site.setFaults([{ type: "status", status: 500, match: "/posts?" }]);
    const mark = site.requests.length;
    try {
      const err = await wp.getPosts().catch((e: unknown) => e);
      expect(err).toBeInstanceOf(WpRequestError);
      expect((err as Error).message).toBe("Fetch error: 500");
    } finally {
      site.clearFaults();
    }
    expect(site.requests.slice(mark).filter((r) => r.includes("/posts?"))).toHaveLength(4);
    expect(log.error).toHaveBeenCalledWith(expect.stringMatching(/^Fetch error: 500 \(GET http:\/\/127\.0\.0\.1:\d+\/blog\/wp-json\/wp\/v2\/posts\?page=1&per_page=9&_embed=author%2Cwp%3Afeaturedmedia\)$/));
  });

  it("recovers when a retry succeeds", async () => {
    const { wp } = client(site);
    site.setFaults([{ type: "status", status: 503, match: "/posts?", times: 2 }]);
    expect((await wp.getPosts()).length).toBeGreaterThan(0);
  });

  it.each([
    [404, 1],
    [403, 1],
    [401, 1],
    [408, 4],
    [429, 4],
    [502, 4],
  ])("HTTP %i is tried %i time(s)", async (status, tries) => {
    const { wp } = client(site);
    site.setFaults([{ type: "status", status, match: "/categories" }]);
    const mark = site.requests.length;
    try {
      await expect(wp.getCategories()).rejects.toMatchObject({ message: `Fetch error: ${status}`, status, attempts: tries });
    } finally {
      site.clearFaults();
    }
    expect(site.requests.slice(mark)).toHaveLength(tries);
  });

  it("every request has a timeout, body included", async () => {
    const { wp } = client(site, { retries: 1, timeoutMs: 80 });
    site.setFaults([{ type: "hang", match: "/categories" }]);
    // Without a timeout a hung answer never ends; its kind and message show the timeout ended it.
    try {
      await expect(wp.getCategories()).rejects.toMatchObject({ kind: "timeout", message: "Timed out after 80 ms", attempts: 2 });
    } finally {
      site.clearFaults();
    }
  });

  it("a cut-off or malformed body is retried and then reported", async () => {
    const { wp } = client(site, { retries: 1 });
    site.setFaults([{ type: "truncated", match: "/categories" }]);
    try {
      await expect(wp.getCategories()).rejects.toMatchObject({ kind: "invalid-json", attempts: 2 });
    } finally {
      site.clearFaults();
    }
  });

  it("a caller's abort stops the retries", async () => {
    const ctrl = new AbortController();
    site.setFaults([{ type: "status", status: 500 }]);
    try {
      const p = getWithRetry(`${site.url}/posts`, { retries: 3, retryDelayMs: 5000, timeoutMs: 300, signal: ctrl.signal }, readJsonBody);
      setTimeout(() => ctrl.abort(), 50);
      await expect(p).rejects.toMatchObject({ kind: "aborted" });
    } finally {
      site.clearFaults();
    }
  });

  it("errors are WpRequestError with the URL", async () => {
    const { wp } = client(site, { retries: 0 });
    site.setFaults([{ type: "status", status: 500, match: "/faq?" }]);
    try {
      const err = (await wp.getJson("faq", { page: 1 }).catch((e: unknown) => e)) as WpRequestError;
      expect(err).toBeInstanceOf(WpRequestError);
      expect(err.url).toBe(`${site.url}/faq?page=1`);
      expect(wp.show(err.url)).toBe("/faq?page=1");
    } finally {
      site.clearFaults();
    }
  });
});

describe("SPEC §7 calls", () => {
  it("blog list: page, per_page 9, embedded author and featured media; 400 past the last page means no more", async () => {
    const { wp } = client(site);
    const page1 = await wp.getPosts();
    // WordPress counts a post it then withholds from anonymous readers: page 1 brings 8 of 9.
    expect(page1).toHaveLength(8);
    expect(page1.map((p) => p.id)).not.toContain(SITE_DATA_EXPECTED.hiddenPostId);
    expect(page1[0]!._embedded?.author?.[0]).toMatchObject({ name: "Olivia Chen" });
    expect(page1[0]!._embedded?.["wp:featuredmedia"]?.[0]).toMatchObject({ source_url: expect.stringContaining("/wp-content/uploads/") });
    // 34 counted: pages 1..4, the last one short.
    expect(await wp.getPosts({ page: 4 })).toHaveLength(7);
    expect(await wp.getPosts({ page: 5 })).toEqual([]);
    expect(await wp.getPosts({ page: 99 })).toEqual([]);
  });

  it("blog search over title, excerpt and content", async () => {
    const { wp } = client(site);
    const found = await wp.getPosts({ search: "mudroom" });
    expect(found.map((p) => p.id)).toEqual([112]);
  });

  it("portfolio list, and its fallback to posts of the portfolio category resolved by slug to its id", async () => {
    const { wp } = client(site);
    expect((await wp.getPortfolio()).map((p) => p.slug)).toHaveLength(9);
    const data = readJson<FixtureDataInput>(SMALL_SITE_FILE);
    data.routes = { portfolio: false, faq: true };
    const srv = await startSite(data);
    try {
      const { wp: wp2 } = client(srv);
      const items = await wp2.getPortfolio();
      expect(items.map((p) => p.slug)).toEqual(["harbourview-penthouse", "square-one-dental-studio"]);
      expect(srv.requests.some((r) => r.startsWith("/blog/wp-json/wp/v2/categories?slug=portfolio"))).toBe(true);
      expect(srv.requests.some((r) => /\/posts\?page=1&per_page=9&_embed=[^&]+&categories=6$/.test(r) || /\/posts\?.*categories=6/.test(r))).toBe(true);
      expect(srv.requests.some((r) => r.includes("category=portfolio"))).toBe(false);
      // Both calls failing gives an empty list.
      srv.setFaults([{ type: "status", status: 500, match: "/posts" }]);
      expect(await client(srv).wp.getPortfolio()).toEqual([]);
    } finally {
      await srv.close();
    }
  });

  it("FAQ list, its fallback through categories?slug=faq, and 'FAQ category not found'", async () => {
    const { wp } = client(site);
    expect(await wp.getFaq()).toHaveLength(SITE_DATA_EXPECTED.faq);
    const data = readJson<FixtureDataInput>(SMALL_SITE_FILE);
    data.routes = { portfolio: true, faq: false };
    const srv = await startSite(data);
    try {
      const { wp: wp2 } = client(srv);
      expect((await wp2.getFaq()).map((f) => f.id)).toEqual([501, 502]);
      srv.data.categories = srv.data.categories.filter((c) => c.slug !== "faq");
      const { wp: wp3, log } = client(srv);
      expect(await wp3.getFaq()).toEqual([]);
      expect(log.error).toHaveBeenCalledWith("FAQ category not found");
    } finally {
      await srv.close();
    }
  });

  it("categories with per_page=100", async () => {
    const { wp } = client(site);
    const mark = site.requests.length;
    expect(await wp.getCategories()).toHaveLength(SITE_DATA_EXPECTED.categories);
    expect(site.requests.slice(mark)).toEqual(["/blog/wp-json/wp/v2/categories?per_page=100"]);
  });

  it("single lookups by slug, with the fallback to /posts and SPEC's not-found error", async () => {
    const { wp } = client(site);
    expect((await wp.getBySlug("posts", "permits-101-for-homeowners")).id).toBe(111);
    expect((await wp.getBySlug("portfolio", "harbourview-penthouse")).id).toBe(300);
    expect((await wp.getBySlug("faq", "do-you-handle-permits")).id).toBe(504);
    // A post found through the /posts fallback of another type.
    expect((await wp.getBySlug("portfolio", "permits-101-for-homeowners")).id).toBe(111);
    await expect(wp.getBySlug("posts", "no-such-post")).rejects.toThrow(new WpNotFoundError("posts", "no-such-post"));
    await expect(wp.getBySlug("faq", "nope")).rejects.toThrow('faq with slug "nope" not found.');
    await expect(wp.getBySlug("portfolio", "nope")).rejects.toThrow('portfolio with slug "nope" not found.');
  });

  it("finds percent-encoded slugs by their decoded form", async () => {
    const { wp } = client(site);
    const post = await wp.getBySlug("posts", SITE_DATA_EXPECTED.nonAsciiPostSlug);
    expect(post.slug).toBe("caf%c3%a9-style-breakfast-nooks-for-small-kitchens");
    expect((await wp.getBySlug("portfolio", SITE_DATA_EXPECTED.nonAsciiPortfolioSlug)).id).toBe(303);
  });

  it("a CMS that is down is reported as such, not as 'not found'", async () => {
    const { wp } = client(site, { retries: 0 });
    site.setFaults([{ type: "status", status: 503 }]);
    try {
      await expect(wp.getBySlug("portfolio", "harbourview-penthouse")).rejects.toBeInstanceOf(WpRequestError);
    } finally {
      site.clearFaults();
    }
  });

  it("attachments: per_page=100, X-WP-TotalPages read, pages 2..N fetched in parallel and merged, only those with source_url", async () => {
    const { wp, log } = client(site);
    const big = await wp.getBySlug("portfolio", "harbourview-penthouse");
    const mark = site.requests.length;
    const list = await wp.getAttachments(big);
    expect(list).toHaveLength(SITE_DATA_EXPECTED.bigPortfolioAttachments);
    expect(site.requests.slice(mark)).toEqual(["/blog/wp-json/wp/v2/media?parent=300&per_page=100&page=1", "/blog/wp-json/wp/v2/media?parent=300&per_page=100&page=2"]);
    const lorne = await wp.getBySlug("portfolio", "lorne-park-family-kitchen");
    expect((await wp.getAttachments(lorne)).every((m) => m.source_url)).toBe(true);
    expect(log.error).not.toHaveBeenCalled();
  });

  it("attachment failures are console messages only: 'Failed to fetch first page of attachments' / 'Failed to fetch page {n}'", async () => {
    const { wp, log } = client(site, { retries: 0 });
    const big = await wp.getBySlug("portfolio", "harbourview-penthouse");
    site.setFaults([{ type: "status", status: 500, match: "parent=300&per_page=100&page=1" }]);
    try {
      expect(await wp.getAttachments(big)).toEqual([]);
      expect(log.error).toHaveBeenCalledWith("Failed to fetch first page of attachments");
      site.setFaults([{ type: "status", status: 500, match: "parent=300&per_page=100&page=2" }]);
      expect(await wp.getAttachments(big)).toHaveLength(100);
      expect(log.error).toHaveBeenCalledWith("Failed to fetch page 2");
    } finally {
      site.clearFaults();
    }
  });

  it("an attachment link to another host is not followed", async () => {
    const { wp } = client(site);
    expect(wp.attachmentLink({ id: 7, _links: { "wp:attachment": [{ href: "https://evil.example/wp-json/wp/v2/media?parent=7" }] } })).toBe(`${site.url}/media?parent=7`);
    expect(wp.attachmentLink({ id: 7, _links: { "wp:attachment": [{ href: `${site.url}/media?parent=7` }] } })).toBe(`${site.url}/media?parent=7`);
  });

  it("records that fail validation are left out with a warning naming endpoint, record and field", async () => {
    const { wp, log } = client(site);
    site.setFaults([{ type: "missing-field", field: "slug", ids: [100], match: "/posts?" }]);
    try {
      const posts = await wp.getPosts();
      expect(posts.map((p) => p.id)).not.toContain(100);
      expect(log.warn).toHaveBeenCalledWith("/posts id 100: slug: is required but missing (record left out)");
    } finally {
      site.clearFaults();
    }
  });
});

describe("strict paging for the snapshot", () => {
  it("takes every page by X-WP-TotalPages and counts match the server", async () => {
    const data = createSiteData();
    // 250 extra posts: three pages at per_page=100.
    for (let i = 0; i < 250; i++) data.posts.push({ id: 2000 + i, slug: `archive-${i}`, date: `2020-01-01T00:${String(Math.floor(i / 60)).padStart(2, "0")}:${String(i % 60).padStart(2, "0")}`, title: `Archive ${i}` });
    const srv = await startSite(data);
    try {
      const { wp } = client(srv);
      const all = await wp.listAllRecords("posts");
      expect(all.total).toBe(34 + 250);
      expect(all.totalPages).toBe(3);
      expect(all.items).toHaveLength(33 + 250); // the hidden one is counted but not given
      expect(new Set(all.items.map((p) => p.id)).size).toBe(all.items.length);
      expect(srv.requests.filter((r) => r.startsWith("/blog/wp-json/wp/v2/posts?")).sort()).toEqual([
        "/blog/wp-json/wp/v2/posts?per_page=100&page=1&orderby=id&order=asc&_embed=author%2Cwp%3Afeaturedmedia",
        "/blog/wp-json/wp/v2/posts?per_page=100&page=2&orderby=id&order=asc&_embed=author%2Cwp%3Afeaturedmedia",
        "/blog/wp-json/wp/v2/posts?per_page=100&page=3&orderby=id&order=asc&_embed=author%2Cwp%3Afeaturedmedia",
      ]);
    } finally {
      await srv.close();
    }
  });

  it("without X-WP-TotalPages, goes on page by page until a short page", async () => {
    const data = createSiteData();
    for (let i = 0; i < 180; i++) data.posts.push({ id: 3000 + i, slug: `old-${i}`, date: "2019-05-05T05:05:05", title: `Old ${i}` });
    const srv = await startSite(data);
    const stripHeaders: typeof fetch = async (input, init) => {
      const res = await fetch(input, init);
      const headers = new Headers(res.headers);
      headers.delete("X-WP-TotalPages");
      headers.delete("X-WP-Total");
      return new Response(res.body, { status: res.status, headers });
    };
    try {
      const { wp } = client(srv, { fetch: stripHeaders });
      const all = await wp.listAllRecords("posts");
      expect(all.totalPages).toBeNull();
      expect(all.items).toHaveLength(33 + 180);
    } finally {
      await srv.close();
    }
  });

  it("a failing page fails the whole list", async () => {
    const { wp } = client(site, { retries: 0 });
    site.setFaults([{ type: "status", status: 500, match: "parent=300&per_page=100&page=2" }]);
    try {
      await expect(wp.getAllAttachments({ id: 300 })).rejects.toMatchObject({ message: "Fetch error: 500" });
    } finally {
      site.clearFaults();
    }
  });
});
