/**
 * A portfolio item's Project Images open in its image viewer (decision 210): a modal <dialog>,
 * one picture at a time, full screen, with previous and next (buttons, arrow keys, a swipe),
 * closed by Escape, Close or a tap beside the picture, the focus back on the thumbnail. The page
 * has no React: the viewer's own inline script does it. Without a script, a thumbnail opens its
 * largest file.
 */
import fs from "node:fs";
import path from "node:path";
import { frontmatter } from "./content";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

type Attachment = { alt: string; title?: string };
/** A project with three pictures or more (the refresh workflow runs these on the live snapshot: it may have none). */
const item = (JSON.parse(fs.readFileSync(path.resolve("content/cms/portfolio.json"), "utf8")) as { slug: string; featuredImage?: { alt: string } | null; attachments?: Attachment[] }[]).find((r) => (r.attachments ?? []).length >= 3);
const shots = item?.attachments ?? [];
const labels = frontmatter<{ item: { viewer: { label: string; open: string; previous: string; next: string; close: string; counter: string } } }>("pages/portfolio.md").item.viewer;
const counter = (i: number) => labels.counter.replace("{index}", String(i)).replace("{total}", String(shots.length));

/** At a screen size, the project's page with its `index`th thumbnail pressed: the thumbnail, the viewer and its picture. */
async function openAt(page: Page, size: { width: number; height: number }, index: number) {
  await page.setViewportSize(size);
  await page.goto(`/portfolio/${item!.slug}`);
  const thumb = page.getByRole("link", { name: `${shots[index]!.alt} ${labels.open}` });
  await thumb.click();
  const viewer = page.getByRole("dialog", { name: labels.label });
  return { thumb, viewer, picture: viewer.getByRole("img") };
}

test.describe("project images", () => {
  test.skip(!item, "no portfolio item in content/cms has three project images or more");
  test("on a phone a thumbnail opens the viewer on its picture; next, previous, the keys and a swipe go round; Escape closes it and the focus is back", async ({ page }) => {
    const { viewer, picture, thumb: second } = await openAt(page, { width: 375, height: 812 }, 1);
    await expect(viewer).toBeVisible();
    await expect(picture).toHaveAccessibleName(shots[1]!.alt);
    await expect(viewer.getByText(counter(2), { exact: true })).toBeVisible();
    // Read out: the count and the picture's description, politely.
    await expect(viewer.locator("[aria-live=polite]")).toHaveText(`${counter(2)}: ${shots[1]!.alt}`);
    if (shots[1]!.title) await expect(viewer.getByText(shots[1]!.title, { exact: true })).toBeVisible();
    // The picture fills the phone's width, from a file at least as wide as the screen shows it.
    const box = (await picture.boundingBox())!;
    expect(box.width).toBeGreaterThan(340);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThanOrEqual(Math.round(box.width));
    // The page behind is inert: Tab reaches the viewer's own buttons, never a link of the page
    // (past the last button it leaves for the browser's own controls: here, the body).
    const reached = new Set<string>();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab");
      reached.add(await page.evaluate(() => (document.activeElement === document.body ? "(body)" : document.activeElement?.closest("dialog") ? document.activeElement.getAttribute("aria-label") ?? "?" : `page: ${document.activeElement?.textContent}`)));
    }
    expect([...reached].filter((r) => r.startsWith("page:"))).toEqual([]);
    expect(reached).toContain(labels.next);

    await viewer.getByRole("button", { name: labels.next }).click();
    await expect(picture).toHaveAccessibleName(shots[2]!.alt);
    await expect(viewer.getByText(counter(3), { exact: true })).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(picture).toHaveAccessibleName(shots[0]!.alt);
    // Before the first, the last.
    await viewer.getByRole("button", { name: labels.previous }).click();
    await expect(picture).toHaveAccessibleName(shots.at(-1)!.alt);
    await expect(viewer.getByText(counter(shots.length), { exact: true })).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
    await expect(second).toBeFocused();
  });

  test.describe("on a touch screen", () => {
    test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
    test("a finger's swipe to the left shows the next picture, to the right the previous; a swipe up does not", async ({ page }) => {
      await page.goto(`/portfolio/${item!.slug}`);
      await page.getByRole("link", { name: `${shots[0]!.alt} ${labels.open}` }).tap();
      const picture = page.getByRole("dialog", { name: labels.label }).getByRole("img");
      await expect(picture).toHaveAccessibleName(shots[0]!.alt);
      // Real touches, through Chromium's input pipeline: a pan the page took would cancel the pointer.
      const cdp = await page.context().newCDPSession(page);
      const swipe = async (from: [number, number], to: [number, number]) => {
        await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: from[0], y: from[1] }] });
        for (let k = 1; k <= 6; k++) {
          await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: from[0] + ((to[0] - from[0]) * k) / 6, y: from[1] + ((to[1] - from[1]) * k) / 6 }] });
        }
        await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
      };
      const box = (await picture.boundingBox())!;
      const y = box.y + box.height / 2;
      await swipe([300, y], [90, y + 8]);
      await expect(picture).toHaveAccessibleName(shots[1]!.alt);
      await swipe([90, y], [300, y]);
      await expect(picture).toHaveAccessibleName(shots[0]!.alt);
      await swipe([200, y + 60], [210, y - 120]);
      await expect(picture).toHaveAccessibleName(shots[0]!.alt);
    });
  });

  test("at 1280 px the project's pictures line up with the featured picture, left and right edges, from files as wide as they are drawn", async ({ page }) => {
    test.skip(!item!.featuredImage, "the project has no featured picture");
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/portfolio/${item!.slug}`);
    const featured = (await page.getByRole("img", { name: item!.featuredImage!.alt, exact: true }).first().boundingBox())!;
    const grid = page.getByRole("list").filter({ has: page.getByRole("link", { name: `${shots[0]!.alt} ${labels.open}` }) });
    const box = (await grid.boundingBox())!;
    expect(Math.abs(box.x - featured.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(box.x + box.width - (featured.x + featured.width))).toBeLessThanOrEqual(1);
    const thumb = grid.getByRole("img").first();
    const drawn = (await thumb.boundingBox())!.width;
    await thumb.scrollIntoViewIfNeeded();
    const natural = await thumb.evaluate(async (img: HTMLImageElement) => (await img.decode().catch(() => {}), img.naturalWidth));
    expect(natural).toBeGreaterThanOrEqual(Math.round(drawn));
    // Not the next size up for nothing: at most twice the drawn width (a 1x screen here).
    expect(natural).toBeLessThanOrEqual(drawn * 2);
  });

  test("at 1280 px Close and a click beside the picture close it; the picture is whole, inside the screen", async ({ page }) => {
    const { viewer, picture, thumb: first } = await openAt(page, { width: 1280, height: 800 }, 0);
    await expect(picture).toHaveAccessibleName(shots[0]!.alt);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const box = (await picture.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(800);
    await viewer.getByRole("button", { name: labels.close }).click();
    await expect(viewer).toBeHidden();
    await expect(first).toBeFocused();

    await first.click();
    await expect(viewer).toBeVisible();
    // Beside the picture: the empty band left of it, under the previous button's height.
    await page.mouse.click(40, 760);
    await expect(viewer).toBeHidden();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("a thumbnail opens its picture's largest file", async ({ page, request }) => {
      await page.goto(`/portfolio/${item!.slug}`);
      const link = page.getByRole("link", { name: `${shots[0]!.alt} ${labels.open}` });
      const href = (await link.getAttribute("href"))!;
      expect(href).toMatch(/^\/_img\/.+-\d+\.webp$/);
      const res = await request.get(href);
      expect(res.status()).toBe(200);
      expect(res.headers()["content-type"]).toBe("image/webp");
    });
  });
});
