import { expect, test } from "./fixtures";

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
