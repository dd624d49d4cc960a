import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { expect, test } from "./fixtures";

/**
 * A WordPress post's body as its page shows it. Decision 179: a picture is served at the width the
 * article column shows it, as AVIF, not as the snapshot's one 1280 px JPEG. Decision 180: a link
 * to the site's own address opens the page in the same tab, as a site path.
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

const company = matter(fs.readFileSync(path.resolve("content/site/company.md"), "utf8")).data as { siteUrl: string };
const linking = posts
  .map((p) => ({ slug: p.slug, text: new RegExp(`<a href="${company.siteUrl.replace(/[.]/g, "\\.")}/contact"[^>]*>([^<]+)</a>`).exec(p.content)?.[1] }))
  .find((p) => p.text)!;

test(`a link in /blog/${linking.slug} to the site's own contact page opens it in the same tab`, async ({ page }) => {
  await page.goto(`/blog/${encodeURIComponent(linking.slug)}`);
  const link = page.getByRole("article").getByRole("link", { name: linking.text, exact: true });
  await expect(link).toHaveAttribute("href", "/contact");
  await expect(link).not.toHaveAttribute("target");
  await link.click();
  await expect(page).toHaveURL(/\/contact$/);
  expect(page.context().pages()).toHaveLength(1);
});

const faqs = JSON.parse(fs.readFileSync(path.resolve("content/cms/faq.json"), "utf8")) as { slug: string; content: string }[];
/** A link in an FAQ's answer to a page of the site by its full address, "in a new tab": [tag, path, text]. */
const answerLink = faqs
  .map((f) => new RegExp(`<a href="${company.siteUrl.replace(/[.]/g, "\\.")}(/[^"]*)"[^>]*target="_blank"[^>]*>([^<]+)</a>`).exec(f.content))
  .find((m) => m !== null)!;

test(`/faq's answers link the site's own pages as its FAQ pages do: "${answerLink[2]}" opens ${answerLink[1]} in the same tab`, async ({ page }) => {
  await page.goto("/faq");
  await page.getByRole("group").filter({ hasText: answerLink[2]! }).locator("summary").click();
  const link = page.getByRole("link", { name: answerLink[2]!, exact: true });
  await expect(link).toHaveAttribute("href", answerLink[1]!);
  await expect(link).not.toHaveAttribute("target");
});
