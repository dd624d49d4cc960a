/**
 * A picture's file is picked for the width it is drawn at (decision 194): a hero cropped to cover
 * a phone's tall screen is drawn far wider than the screen, and with `sizes="100vw"` a phone
 * took a file a third of that width (soft, ~2.7× enlarged). On every page, at a phone's size and
 * density and at a desktop's, the page's first picture (its hero, or the first cards) is a file
 * at least 90% as wide as it is drawn in device pixels, or the largest there is.
 */
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { BUILD_DIR, builtPages, expect, test, urlFor } from "./fixtures";

/** The built pages that have a priority picture (a hero or first cards); the others have none to check. */
const withPicture = builtPages().filter((p) => /<img [^>]*fetchPriority="high"/.test(fs.readFileSync(path.join(BUILD_DIR, p === "/" ? "index.html" : `${p.slice(1)}.html`), "utf8")));

/** The page's priority picture: drawn width × density, the widest file it offers, the file it took. */
async function firstPicture(page: Page) {
  return page.evaluate(() => {
    const img = document.querySelector<HTMLImageElement>('main img[fetchpriority="high"]');
    if (!img || !img.currentSrc) return null;
    const box = img.getBoundingClientRect();
    const fit = getComputedStyle(img).objectFit;
    const aspect = img.naturalWidth / img.naturalHeight;
    const drawn = fit === "cover" ? Math.max(box.width, box.height * aspect) : box.width;
    const widths = (img.parentElement?.querySelector("source")?.getAttribute("srcset") ?? img.srcset)
      .split(",")
      .map((c) => Number(/(\d+)w\s*$/.exec(c.trim())?.[1] ?? 0));
    const took = Number(/-(\d+)\.(?:avif|webp|jpe?g|png)$/.exec(img.currentSrc)?.[1] ?? 0);
    return { src: img.currentSrc.split("/").pop(), needed: drawn * devicePixelRatio, widest: Math.max(...widths), took };
  });
}

const VIEWPORTS = [
  { name: "a phone (375 px, 3×)", viewport: { width: 375, height: 812 }, deviceScaleFactor: 3 },
  { name: "a desktop (1280 px, 1×)", viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
];

for (const vp of VIEWPORTS) {
  test.describe(`on ${vp.name}`, () => {
    test.use({ viewport: vp.viewport, deviceScaleFactor: vp.deviceScaleFactor });
    test("most pages have a priority picture to check", () => {
      expect(withPicture.length).toBeGreaterThan(builtPages().length / 2);
    });
    for (const p of withPicture) {
      test(`${p}: the first picture's file is as wide as it is drawn`, async ({ page }) => {
        await page.goto(urlFor(p));
        const pic = await firstPicture(page);
        expect(pic, "a priority picture in <main>, loaded").not.toBeNull();
        const want = Math.min(pic!.needed * 0.9, pic!.widest);
        expect(pic!.took, `${pic!.src}: drawn ${Math.round(pic!.needed)} device px, widest file ${pic!.widest}`).toBeGreaterThanOrEqual(want);
      });
    }
  });
}
