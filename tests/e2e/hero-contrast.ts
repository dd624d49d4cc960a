import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { Page } from "@playwright/test";
import { budgetPerItem, builtPages, expect } from "./fixtures";

/**
 * Hero text against the pixels behind it (decision 083). axe cannot see text over images, so
 * this measures it: the hero's text is made transparent, the hero is photographed, and for every
 * text element the pixels under its line boxes are compared with its colour (alpha composited
 * over each pixel) by the WCAG contrast formula. The figure asserted is the 1st percentile of
 * the per-pixel ratios (99 % of the pixels behind the text meet it), so a few JPEG specks or a
 * one-pixel highlight do not decide, but any patch of light image under a word does.
 *
 * Measured on every built page except the CMS detail pages (one of each kind is kept): home's
 * three slides, the services overview and hubs, every service page (full-bleed heroes and the
 * commercial slider's every slide), about, contact, offers, gallery, certificate, the lists, the
 * 404 (every-page.spec.ts runs it in each page's one load per width).
 * Set HERO_SHOTS=<dir> to also save each hero's screenshot (with its text) for a look.
 */
export const MIN_RATIO = 4.5;
const PERCENTILE = 0.01;

const detailKinds = ["/blog/", "/portfolio/", "/faq/"];
/** Whether the hero of built page `p` is measured: all but the second and later detail page of a kind. */
export function measuresHero(p: string, pages: string[] = builtPages()): boolean {
  const kind = detailKinds.find((k) => p.startsWith(k));
  return !kind || pages.find((q) => q.startsWith(kind)) === p;
}

interface TextBox {
  label: string;
  color: [number, number, number, number];
  rects: { x: number; y: number; width: number; height: number }[];
}

const channel = (c: number) => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const luminance = (r: number, g: number, b: number) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
const ratio = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** Waits until the hero's visible images have loaded. */
async function heroImagesLoaded(page: Page) {
  await page.waitForFunction(() => {
    const hero = document.querySelector("[data-contrast-region]");
    if (!hero) return true;
    return [...hero.querySelectorAll("img")].every((img) => {
      const r = img.getBoundingClientRect();
      // Slides parked beside the viewport (lazy, not loaded until shown) do not count.
      const inView = r.right > 0 && r.left < innerWidth;
      const shown = inView && r.width > 0 && r.height > 0 && getComputedStyle(img).visibility !== "hidden";
      return !shown || (img.complete && img.naturalWidth > 0);
    });
  });
}

/** The hero's text: its line boxes (document coordinates) and colours; then makes it transparent. */
async function takeText(page: Page, { readOnly = false } = {}): Promise<TextBox[]> {
  return page.evaluate((readOnly) => {
    const hero = document.querySelector("[data-contrast-region]")!;
    // Every element that directly holds text (its own colour), outside links, buttons and forms.
    const owners = new Map<HTMLElement, Text[]>();
    const walker = document.createTreeWalker(hero, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || !n.textContent?.trim()) continue;
      if (el.closest("a, button, label, form, script, style, [aria-hidden=true], [inert], .sr-only")) continue;
      const cs = getComputedStyle(el);
      if (cs.visibility === "hidden" || el.getClientRects().length === 0) continue;
      owners.set(el, [...(owners.get(el) ?? []), n as Text]);
    }
    const els = [...owners.keys()];
    const boxes = els.map((el) => {
      // What is visible of the text: its line boxes cut to every clipping ancestor (a carousel's
      // next slide peeking in shows only part of its caption).
      let clip = { l: -Infinity, t: -Infinity, r: Infinity, b: Infinity };
      for (let a = el.parentElement; a; a = a.parentElement) {
        if (getComputedStyle(a).overflow === "visible") continue;
        const c = a.getBoundingClientRect();
        clip = { l: Math.max(clip.l, c.left), t: Math.max(clip.t, c.top), r: Math.min(clip.r, c.right), b: Math.min(clip.b, c.bottom) };
      }
      const rects = owners.get(el)!.flatMap((t) => {
        const range = document.createRange();
        range.selectNodeContents(t);
        return [...range.getClientRects()];
      })
        .map((r) => {
          const l = Math.max(r.left, clip.l), t = Math.max(r.top, clip.t), rr = Math.min(r.right, clip.r), b = Math.min(r.bottom, clip.b);
          return { x: l + scrollX, y: t + scrollY, width: rr - l, height: b - t };
        })
        .filter((r) => r.width > 1 && r.height > 1);
      const m = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(getComputedStyle(el).color);
      const color: [number, number, number, number] = m ? [+m[1]!, +m[2]!, +m[3]!, m[4] === undefined ? 1 : +m[4]] : [0, 0, 0, 1];
      return { label: `${el.tagName.toLowerCase()} "${el.textContent!.trim().slice(0, 40)}"`, color, rects };
    });
    if (readOnly) return boxes;
    for (const el of els) {
      el.setAttribute("data-hero-measured", "");
      // No transition (even reduced motion's 0.01 ms one runs until the next frame): the text is
      // gone in the photograph, and back with its colour when the next reading takes it.
      el.style.setProperty("transition", "none", "important");
      el.style.setProperty("color", "transparent", "important");
      el.style.setProperty("text-shadow", "none", "important");
      el.style.setProperty("text-decoration-color", "transparent", "important");
    }
    return boxes;
  }, readOnly);
}

/** The box (document coordinates) around the line boxes of `boxes`, or undefined when there are none. */
function around(boxes: TextBox[]): { x0: number; y0: number; x1: number; y1: number } | undefined {
  const all = boxes.flatMap((b) => b.rects);
  if (all.length === 0) return undefined;
  return {
    x0: Math.floor(Math.min(...all.map((r) => r.x))),
    y0: Math.floor(Math.min(...all.map((r) => r.y))),
    x1: Math.ceil(Math.max(...all.map((r) => r.x + r.width))),
    y1: Math.ceil(Math.max(...all.map((r) => r.y + r.height))),
  };
}

/**
 * Scrolls the region's text into the viewport, below the fixed header, when it is not there and
 * fits: the photograph is then of the viewport (see measureOnce).
 */
async function textIntoView(page: Page) {
  const box = around(await takeText(page, { readOnly: true }));
  if (!box) return;
  await page.evaluate(({ y0, y1 }) => {
    const header = Math.max(0, document.querySelector("body > header")?.getBoundingClientRect().bottom ?? 0);
    const inView = y0 >= scrollY + header && y1 <= scrollY + innerHeight;
    if (!inView && y1 - y0 <= innerHeight - header) window.scrollTo(0, y0 - header);
  }, box);
}

async function restoreText(page: Page) {
  await page.evaluate(() => {
    const els = [...document.querySelectorAll<HTMLElement>("[data-hero-measured]")];
    for (const el of els) {
      el.removeAttribute("data-hero-measured");
      el.style.removeProperty("color");
      el.style.removeProperty("text-shadow");
      el.style.removeProperty("text-decoration-color");
    }
    // The colours are back while transitions are still off (reading them applies the style).
    for (const el of els) getComputedStyle(el).color;
    for (const el of els) el.style.removeProperty("transition");
  });
}

/**
 * In the page: the boxes of the hero's elements that show (inside the hero's own box), in
 * document coordinates. The same (to half a pixel: a slider settles by hundredths) before the
 * text is taken and after the photograph, the pixels behind each line box are the ones measured.
 * Slides parked outside the hero do not count: a looping slider moves them about. The page's
 * scroll position ends the list: a photograph taken after it moved has the fixed header elsewhere.
 * With `still`, whether they have been exactly the same for five frames in a row (polled once a frame).
 */
function heroBoxes(still: boolean): number[] | boolean {
  const hero = document.querySelector("[data-contrast-region]")!;
  const h = hero.getBoundingClientRect();
  const boxes: number[] = [];
  for (const el of [hero, ...hero.querySelectorAll("*")]) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0 || r.right <= h.left || r.left >= h.right || r.bottom <= h.top || r.top >= h.bottom) continue;
    boxes.push(r.x + scrollX, r.y + scrollY, r.width, r.height);
  }
  // Where the page is scrolled: the fixed header's place in the photograph.
  boxes.push(scrollX, scrollY);
  if (!still) return boxes;
  const w = window as unknown as { __heroBoxes?: string; __heroStill?: number };
  const now = JSON.stringify(boxes);
  w.__heroStill = w.__heroBoxes === now ? (w.__heroStill ?? 0) + 1 : 0;
  w.__heroBoxes = now;
  return w.__heroStill >= 5;
}
const heroLayout = (page: Page) => page.evaluate(heroBoxes, false) as Promise<number[]>;
const sameLayout = (a: number[], b: number[]) => a.length === b.length && a.every((v, i) => Math.abs(v - b[i]!) < 0.5);

/** How long a hero may take to hold still (a slide's move, a late font), per measurement. */
const STILL_WITHIN_MS = 10_000;

/** Waits until nothing in the hero has moved for five frames in a row (a slide's move has ended). */
async function heroStill(page: Page) {
  await page.evaluate(() => { (window as unknown as { __heroBoxes?: string }).__heroBoxes = undefined; });
  await page.waitForFunction(heroBoxes, true, { polling: "raf", timeout: STILL_WITHIN_MS }).catch((err: Error) => {
    throw err.name === "TimeoutError" ? new Error(`the hero did not hold still for five frames within ${STILL_WITHIN_MS / 1000} s`) : err;
  });
}

/** How often a hero that moved while it was photographed is measured again. */
const MOVED_ATTEMPTS = 4;

/**
 * Per text element, the 1st-percentile contrast ratio of its colour over the pixels behind it,
 * once the hero's images and the page's fonts have loaded and its layout held still from the
 * reading of the line boxes to the photograph (a late font or image can move the text and its
 * veil: line boxes read before such a move sit over other pixels).
 */
async function measure(page: Page, shotName: string, place?: () => Promise<void>): Promise<{ label: string; ratio: number }[]> {
  await place?.();
  await heroImagesLoaded(page);
  await page.evaluate(async () => { await document.fonts.ready; });
  for (let attempt = 1; ; attempt++) {
    if (attempt > 1) await place?.();
    await textIntoView(page);
    await heroStill(page);
    const before = await heroLayout(page);
    const results = await measureOnce(page, shotName);
    if (sameLayout(await heroLayout(page), before)) return results;
    if (attempt === MOVED_ATTEMPTS) throw new Error(`the hero's layout moved during each of ${MOVED_ATTEMPTS} measurements`);
    await page.evaluate(async () => { await document.fonts.ready; });
    await heroImagesLoaded(page);
  }
}

async function measureOnce(page: Page, shotName: string): Promise<{ label: string; ratio: number }[]> {
  const boxes = await takeText(page);
  const box = around(boxes);
  if (!box) {
    await restoreText(page);
    return [];
  }
  const { x0, y0, x1, y1 } = box;
  // The viewport's own pixels when the text lies within it. A full-page photograph makes Chromium
  // lay the page out at its full height on a slow machine (its heroes' heights in vh change) and
  // can leave it scrolled elsewhere; it is taken only for text reaching past the viewport.
  const view = await page.evaluate(() => ({ x: scrollX, y: scrollY, width: innerWidth, height: innerHeight }));
  const inView = x0 >= view.x && y0 >= view.y && x1 <= view.x + view.width && y1 <= view.y + view.height;
  const size = { width: x1 - x0, height: y1 - y0 };
  const png = await page.screenshot({
    ...(inView ? { clip: { x: x0 - view.x, y: y0 - view.y, ...size } } : { fullPage: true, clip: { x: x0, y: y0, ...size } }),
    animations: "disabled",
    caret: "hide",
  });
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const results = boxes.map((b) => {
    const [tr, tg, tb, ta] = b.color;
    const ratios: number[] = [];
    for (const r of b.rects) {
      for (let y = Math.max(0, Math.floor(r.y - y0)); y < Math.min(info.height, Math.ceil(r.y + r.height - y0)); y++) {
        for (let x = Math.max(0, Math.floor(r.x - x0)); x < Math.min(info.width, Math.ceil(r.x + r.width - x0)); x++) {
          const i = (y * info.width + x) * info.channels;
          const br = data[i]!, bg = data[i + 1]!, bb = data[i + 2]!;
          const fg = luminance(ta * tr + (1 - ta) * br, ta * tg + (1 - ta) * bg, ta * tb + (1 - ta) * bb);
          ratios.push(ratio(fg, luminance(br, bg, bb)));
        }
      }
    }
    ratios.sort((a, b) => a - b);
    return { label: b.label, ratio: ratios.length ? ratios[Math.floor(ratios.length * PERCENTILE)]! : Infinity };
  });
  await restoreText(page);
  if (process.env.HERO_SHOTS) {
    fs.mkdirSync(process.env.HERO_SHOTS, { recursive: true });
    fs.writeFileSync(path.join(process.env.HERO_SHOTS, `${shotName}.json`), JSON.stringify(results.map((r) => `${r.ratio.toFixed(2)} ${r.label}`), null, 1));
    const hero = page.locator(`[${REGION}]`);
    await hero.screenshot({ path: path.join(process.env.HERO_SHOTS, `${shotName}.png`), animations: "disabled" });
  }
  return results;
}

/** The states of the hero to measure: each slide of a slideshow or slider, else the page as it is. */
async function heroStates(page: Page): Promise<{ name: string; show: () => Promise<void> }[]> {
  const homeDots = page.getByRole("button", { name: /^Go to slide \d+/ });
  const sliderDots = page.locator("main section, main header").first().getByRole("button", { name: /^Show slide \d+$/ });
  if ((await homeDots.count()) > 0) {
    return Array.from({ length: await homeDots.count() }, (_, i) => ({
      name: `slide-${i + 1}`,
      show: async () => {
        await homeDots.nth(i).click();
        const slide = page.getByRole("group", { name: `${i + 1} of ${await homeDots.count()}` });
        await expect(slide).toHaveAttribute("data-active", "true");
        await expect(slide).toHaveCSS("opacity", "1");
        await page.mouse.move(0, 0);
      },
    }));
  }
  if ((await sliderDots.count()) > 1) {
    return Array.from({ length: await sliderDots.count() }, (_, i) => ({
      name: `slide-${i + 1}`,
      show: async () => {
        await sliderDots.nth(i).click();
        await expect(sliderDots.nth(i)).toHaveAttribute("aria-current", "true");
        await page.mouse.move(0, 0);
        await heroStill(page); // the slide's move (Embla duration 40) has ended
      },
    }));
  }
  return [{ name: "hero", show: async () => {} }];
}

/** The attribute on the part of the page measured next: the hero, or a band of text over a photograph. */
const REGION = "data-contrast-region";

/**
 * Marks the region to measure: the hero (the first section or header of <main>), or the `band`th
 * other section of <main> with text over a photograph (decision 174: the closing call-to-action
 * bands); returns how many such bands the page has. A section holds text over a photograph when a
 * line of its text (outside links, buttons and forms) lies within one of its images.
 */
function markRegion(page: Page, band?: number): Promise<number> {
  return page.evaluate(
    ({ attr, band }) => {
      document.querySelector(`[${attr}]`)?.removeAttribute(attr);
      const main = document.querySelector("main")!;
      const hero = main.querySelector("section, header") ?? main;
      const within = (a: DOMRect, b: DOMRect) => a.width > 0 && a.left >= b.left - 1 && a.right <= b.right + 1 && a.top >= b.top - 1 && a.bottom <= b.bottom + 1;
      const bands = [...main.querySelectorAll("section")].filter((s) => {
        if (s === hero || hero.contains(s) || s.parentElement?.closest("section")) return false;
        const images = [...s.querySelectorAll("img")].filter((img) => img.getBoundingClientRect().width > 0);
        if (images.length === 0) return false;
        const walker = document.createTreeWalker(s, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const el = n.parentElement;
          if (!el || !n.textContent?.trim() || el.closest("a, button, label, form, [aria-hidden=true], .sr-only")) continue;
          const range = document.createRange();
          range.selectNodeContents(n);
          const lines = [...range.getClientRects()];
          for (const img of images) {
            if (!lines.some((line) => within(line, img.getBoundingClientRect()))) continue;
            // Text on a backdrop of its own (a badge's pill) is not text on the photograph.
            let own = false;
            for (let a: Element | null = el; a && !a.contains(img); a = a.parentElement) {
              if (!/^rgba\(.*, 0\)$|^transparent$/.test(getComputedStyle(a).backgroundColor)) own = true;
            }
            if (!own) return true;
          }
        }
        return false;
      });
      (band === undefined ? hero : bands[band])?.setAttribute(attr, "");
      return bands.length;
    },
    { attr: REGION, band },
  );
}

/**
 * Every hero state of the page measured, then each band of text over a photograph (scrolled into
 * view): the texts under MIN_RATIO, and how many texts were measured in the hero and the bands.
 */
export async function heroContrast(page: Page, shotPrefix: string): Promise<{ measured: number; bandTexts: number; failures: string[] }> {
  const failures: string[] = [];
  let measured = 0;
  let bandTexts = 0;
  const bands = await markRegion(page);
  const states = await heroStates(page);
  budgetPerItem(states.length + bands, 10_000); // a slideshow's every slide is measured, and every band
  for (const state of states) {
    await state.show();
    for (const r of await measure(page, `${shotPrefix}-${state.name}`)) {
      measured++;
      if (r.ratio < MIN_RATIO) failures.push(`${state.name} ${r.label}: ${r.ratio.toFixed(2)}:1`);
    }
  }
  for (let band = 0; band < bands; band++) {
    await markRegion(page, band);
    // Its top just below the fixed header, which would otherwise lie over its text in the
    // photograph; again before each new attempt: a full-page photograph can leave the page
    // scrolled elsewhere (on a slow machine Chromium lays the page out at its full height to take
    // it, and the scroll came back 212 px further down, the header's menu over the band's text).
    const place = () =>
      page.locator(`[${REGION}]`).evaluate((el) => {
        const header = document.querySelector("body > header")?.getBoundingClientRect().bottom ?? 0;
        window.scrollTo(0, Math.max(0, el.getBoundingClientRect().top + window.scrollY - header));
      });
    for (const r of await measure(page, `${shotPrefix}-band-${band + 1}`, place)) {
      bandTexts++;
      if (r.ratio < MIN_RATIO) failures.push(`band ${band + 1} ${r.label}: ${r.ratio.toFixed(2)}:1`);
    }
  }
  await page.evaluate((attr) => document.querySelector(`[${attr}]`)?.removeAttribute(attr), REGION);
  return { measured, bandTexts, failures };
}
