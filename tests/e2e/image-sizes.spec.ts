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
import sharp from "sharp";
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
    // The source the browser takes: the first for this screen (a cut's is for upright screens only, decision 203).
    const source = [...(img.parentElement?.querySelectorAll("source") ?? [])].find((s) => !s.media || matchMedia(s.media).matches);
    const widths = (source?.getAttribute("srcset") ?? img.srcset)
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

/**
 * A full-bleed picture is its cut (decision 203) only where the cut holds all the whole picture
 * showed in its box: on each screen, each page's first picture is the cut where FULL_BLEED's
 * `media` says, and the page looks the same, pixel for pixel, without the cut. Without
 * JavaScript, so that React does not put back the sources a test takes out.
 */
test.describe("a full-bleed picture is its cut only where the cut shows all the box showed (decision 203)", () => {
  test.use({ javaScriptEnabled: false });
  const SLIDER = "/services/commercial/commercial-building-construction";
  const CUTS: Record<string, string> = { "/": "3x4", "/services/residential": "3x4", [SLIDER]: "1x1" };
  const SCREENS = [
    { width: 412, height: 823, scale: 1.75, cut: ["/", "/services/residential"] },
    { width: 390, height: 664, scale: 2, cut: ["/", "/services/residential", SLIDER] },
    { width: 600, height: 1000, scale: 2, cut: ["/"] },
    { width: 768, height: 1024, scale: 2, cut: [] },
    { width: 1024, height: 1366, scale: 2, cut: [] },
    { width: 1280, height: 800, scale: 1, cut: [] },
  ];
  const taken = (page: Page) =>
    page.locator('main img[fetchpriority="high"]').evaluate(async (img: HTMLImageElement) => {
      await img.decode().catch(() => {});
      return { src: img.currentSrc.split("/").pop()!, aspect: img.naturalWidth / img.naturalHeight };
    });
  const firstSection = (page: Page) => page.locator("main section").first().screenshot({ animations: "disabled" });

  for (const screen of SCREENS) {
    test.describe(`${screen.width} × ${screen.height}`, () => {
      test.use({ viewport: { width: screen.width, height: screen.height }, deviceScaleFactor: screen.scale });
      for (const [path, shape] of Object.entries(CUTS)) {
        const cut = screen.cut.includes(path);
        test(`${path}: ${cut ? `the ${shape.replace("x", ":")} cut, the box looking as with the whole picture` : "the whole picture"}`, async ({ page }) => {
          await page.goto(urlFor(path));
          const first = await taken(page);
          if (!cut) {
            expect(first.src).not.toMatch(/-(3x4|1x1)-/);
            return;
          }
          expect(first.src).toMatch(new RegExp(`-${shape}-center-\\d+\\.avif$`));
          expect(first.aspect).toBeCloseTo(shape === "3x4" ? 3 / 4 : 1, 2);
          const withCut = await firstSection(page);
          await page.route((url) => url.pathname === path, async (route) => {
            const res = await route.fetch();
            await route.fulfill({ response: res, body: (await res.text()).replace(/<source media="[^"]*"[^>]*>/g, "") });
          });
          await page.reload();
          expect((await taken(page)).src).not.toMatch(/-(3x4|1x1)-/);
          const whole = await firstSection(page);
          const [a, b] = await Promise.all([withCut, whole].map((png) => sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })));
          expect([a!.info.width, a!.info.height]).toEqual([b!.info.width, b!.info.height]);
          let diff = 0;
          for (let i = 0; i < a!.data.length; i++) diff += Math.abs(a!.data[i]! - b!.data[i]!);
          // Two encodings of one picture differ by a point or two of 255 on average; a cut off by 100 px, by ~10.
          expect(diff / a!.data.length).toBeLessThan(2);
        });
      }
    });
  }
});
