import fs from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";

/**
 * Decision 179: a picture inside a WordPress post's body is served at the width the article
 * column shows it, as AVIF, not as the snapshot's one 1280 px JPEG.
 */
const posts = JSON.parse(fs.readFileSync(path.resolve("content/cms/posts.json"), "utf8")) as { slug: string; content: string }[];
const post = posts.find((p) => /<img [^>]*src="\/_cms\/media\//.test(p.content))!;

for (const [width, variant] of [
  [375, 400],
  [1280, 768],
] as const) {
  test(`at ${width} px, a body picture of /blog/${post.slug} loads the ${variant} px AVIF, never the snapshot's original`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const originals: string[] = [];
    page.on("request", (r) => r.url().includes("/_cms/media/") && originals.push(r.url()));
    await page.goto(`/blog/${encodeURIComponent(post.slug)}`);
    const picture = page.getByRole("article").locator("picture img[class^='wp-image']").first();
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await picture.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toMatch(new RegExp(`-${variant}\\.avif$`));
    expect(originals).toEqual([]);
  });
}
