/** sitemap.xml's <lastmod>: the day a WordPress record last changed, and nothing where no date is known (decision 178). */
import { describe, expect, it } from "vitest";
import { cmsLastModified, sitemap } from "../../scripts/build/seo-files";
import { readSnapshot } from "../../app/features/collections/snapshot.server";

describe("sitemap lastmod", () => {
  it("gives a WordPress page the day of its record's last change, and a page without one no date", () => {
    const dates = new Map([["/blog/a", "2026-11-10T09:30:00"], ["/portfolio/b", "2026-10-27T10:00:00"], ["/faq/bad", "not a date"]]);
    expect(sitemap("https://www.example.com", ["/", "/about", "/blog/a", "/portfolio/b", "/faq/bad"], dates).split("\n").slice(2, 7)).toEqual([
      "  <url><loc>https://www.example.com</loc></url>",
      "  <url><loc>https://www.example.com/about</loc></url>",
      "  <url><loc>https://www.example.com/blog/a</loc><lastmod>2026-11-10</lastmod></url>",
      "  <url><loc>https://www.example.com/portfolio/b</loc><lastmod>2026-10-27</lastmod></url>",
      "  <url><loc>https://www.example.com/faq/bad</loc></url>",
    ]);
  });

  it("reads every post, project and FAQ of the snapshot at its address", () => {
    const snapshot = readSnapshot();
    const dates = cmsLastModified(snapshot);
    expect(dates.size).toBe(snapshot.posts.length + snapshot.portfolio.length + snapshot.faq.length);
    const post = snapshot.posts[0]!;
    expect(dates.get(`/blog/${post.slug}`)).toBe(post.modified);
    expect(dates.get(`/faq/${snapshot.faq[0]!.slug}`)).toBe(snapshot.faq[0]!.modified);
  });
});
