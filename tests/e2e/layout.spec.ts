import fs from "node:fs";
import nodePath from "node:path";
import { displayTitle } from "../../app/lib/text";
import { budgetPerItem, expect, test } from "./fixtures";

const PAGES = ["/", "/about", "/contact", "/certificate"];

test.describe("layout at 320 px", () => {
  test.use({ viewport: { width: 320, height: 640 } });
  for (const path of PAGES) {
    test(`${path} has no horizontal overflow`, async ({ page }) => {
      await page.goto(path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(320);
    });
  }
});

for (const width of [375, 1280]) {
  test(`/about at ${width} px: the story's figures stand on one line above their labels, however long a label`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/about");
    const figures = page.getByRole("main").getByRole("definition");
    await expect(figures).toHaveText(["480+", "96%", "35"]);
    const tops = await figures.evaluateAll((dds) => dds.map((dd) => Math.round(dd.getBoundingClientRect().top)));
    expect(new Set(tops).size, `figure tops ${tops.join(", ")}`).toBe(1);
    const below = await figures.evaluateAll((dds) => dds.map((dd) => dd.getBoundingClientRect().bottom <= dd.parentElement!.querySelector("dt")!.getBoundingClientRect().top));
    expect(below).toEqual([true, true, true]);
  });
}

test("on a 375 px phone each commercial page's three tabs fit on one line, each a finger's 44 px tall", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/services/commercial");
  const pages = await page.getByRole("main").getByRole("link", { name: /^Learn more/ }).evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
  expect(pages).toHaveLength(5);
  for (const path of pages) {
    await page.goto(path);
    const tabs = page.getByRole("tab");
    await expect(tabs).toHaveCount(3);
    const boxes = await tabs.evaluateAll((ts) =>
      ts.map((t) => {
        const r = t.getBoundingClientRect();
        const line = parseFloat(getComputedStyle(t).lineHeight);
        // The label's own height is one line height on one line.
        const range = document.createRange();
        range.selectNodeContents(t);
        return { height: r.height, lines: Math.round(range.getBoundingClientRect().height / line), right: r.right };
      }),
    );
    expect(boxes.map((b) => b.lines), `${path}: lines per label`).toEqual([1, 1, 1]);
    for (const b of boxes) expect(b.height, path).toBeGreaterThanOrEqual(44);
    expect(Math.max(...boxes.map((b) => b.right)), path).toBeLessThanOrEqual(375);
  }
});

test.describe("images", () => {
  for (const path of PAGES) {
    test(`${path}: every image has width, height and srcset, and loads`, async ({ page }) => {
      await page.goto(path);
      // Scroll through the page so lazy images load.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < height; y += 500) await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const imgs = page.locator("main img");
      const n = await imgs.count();
      expect(n).toBeGreaterThan(0);
      budgetPerItem(n, 3_000);
      for (let i = 0; i < n; i++) {
        const img = imgs.nth(i);
        await expect(img).toHaveAttribute("width", /^\d+$/);
        await expect(img).toHaveAttribute("height", /^\d+$/);
        await expect(img).toHaveAttribute("srcset", /\d+w/);
        if (await img.isVisible()) await img.scrollIntoViewIfNeeded();
        await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { message: await img.getAttribute("src") ?? "" }).toBe(true);
      }
    });
  }
});

test.describe("reveal on scroll", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("cards below the fold wait until 10 % visible, staggered 100 ms per card", async ({ page }) => {
    await page.goto("/about");
    const values = page.locator("section").filter({ has: page.getByRole("heading", { name: "Our Values" }) }).getByRole("listitem");
    await expect(values).toHaveCount(6);
    await expect(values.first()).toHaveClass(/reveal-pending/);
    expect(await values.evaluateAll((els) => els.map((e) => (e as HTMLElement).style.transitionDelay))).toEqual(["0ms", "100ms", "200ms", "300ms", "400ms", "500ms"]);
    await values.first().scrollIntoViewIfNeeded();
    await expect(values.first()).toHaveClass(/reveal-shown/);
    await expect(values.first()).not.toHaveClass(/reveal-pending/);
  });

  test("a card waiting below the fold that a search brings to the top of /blog is shown", async ({ page }) => {
    // The ninth newest post: its card is on /blog's first page, below the fold at 800 px.
    const posts = (JSON.parse(fs.readFileSync(nodePath.resolve("content/cms/posts.json"), "utf8")) as { id: number; date: string; title: string }[]).sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : a.id - b.id));
    const title = displayTitle(posts[8]!.title);
    await page.goto("/blog");
    const item = page.getByRole("main").getByRole("listitem").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
    await expect(item).toHaveClass(/reveal-pending/);
    await page.getByRole("searchbox", { name: "Search articles" }).fill(title);
    await expect(page.getByRole("status")).toHaveText(`Showing results for "${title}"`);
    expect((await item.boundingBox())!.y).toBeLessThan(800);
    await expect(item).not.toHaveClass(/reveal-pending/);
    await expect(item).toHaveCSS("opacity", "1");
  });

  test("content already on screen is never hidden, and nothing moves under reduced motion", async ({ page }) => {
    await page.goto("/about");
    await expect(page.locator(".reveal-pending").filter({ has: page.getByRole("heading", { name: "Our Story" }) })).toHaveCount(0);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/about");
    // /about ships no React (decision 116): its page script has run the reveals by the load event.
    await expect(page.locator(".reveal-pending")).toHaveCount(0);
  });
});
