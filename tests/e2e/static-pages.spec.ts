/**
 * Pages that need no JavaScript ship none (issue 24, decision 116): the built HTML of the
 * plain pages references no React Router script, the pages with widgets still do, and what
 * every page shares (the header's Services dropdown and mobile menu, the FAQ accordion) works
 * with JavaScript switched off, on a phone and by keyboard.
 */
import fs from "node:fs";
import path from "node:path";
import { BUILD_DIR, builtPages, expect, test, urlFor } from "./fixtures";
import { detailSpeculationRules } from "../../app/features/site/speculation";

const built = builtPages();
const first = (prefix: string) => built.find((p) => p.startsWith(prefix) && p !== prefix.replace(/\/$/, ""));
const html = (p: string) => fs.readFileSync(path.join(BUILD_DIR, p === "/" ? "index.html" : `${p.slice(1)}.html`), "utf8");
/** Everything by which React Router starts in a browser: its module scripts, preloads, route data and the hydration gate. */
const REACT_MARKS = ['type="module"', 'rel="modulepreload"', "window.__reactRouterContext =", 'id="rr-boot"'];

test.describe("the built HTML", () => {
  const plain = ["/about", "/certificate", "/faq", first("/blog/"), first("/faq/"), first("/portfolio/"), first("/offers/"), "/services/residential/home-staging", "/404"];
  for (const p of plain.filter((x): x is string => Boolean(x))) {
    test(`${p} references no module script, preload, route data or hydration gate; it has the page script and speculation rules`, () => {
      const page = html(p);
      for (const mark of REACT_MARKS) expect(page, mark).not.toContain(mark);
      expect(page).toContain('<script type="speculationrules">');
      expect(page, "the page script").toContain("togglePopover");
    });
  }

  for (const p of ["/", "/blog", "/portfolio", "/gallary", "/contact", "/offers", "/services", "/services/commercial/commercial-building-construction"]) {
    test(`${p} keeps React (a widget needs it), with speculation rules for its links to detail pages and the links of markup kept without its code alone (they load in full, decisions 156 and 167)`, () => {
      const page = html(p);
      expect(page).toContain('id="rr-boot"');
      expect(page).toContain("window.__reactRouterContext =");
      const rules = [...page.matchAll(/<script type="speculationrules">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as unknown);
      // The rules as speculation.ts makes them (its unit test pins them): the page carries those alone.
      expect(rules).toEqual([JSON.parse(detailSpeculationRules())]);
    });
  }

  test("the app shell keeps React (slugs newer than the build); the not-found page writes the missing path with one inline script (decision 186)", () => {
    expect(fs.readFileSync(path.join(BUILD_DIR, "__spa-fallback.html"), "utf8")).toContain('id="rr-boot"');
    const notFound = html("/404");
    expect([...notFound.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1]).filter((s) => s!.includes("console"))).toEqual([
      'console.error("404 Error: User attempted to access non-existent route:",location.pathname)',
    ]);
  });
});

const RESIDENTIAL_FIRST = "Interior Design";

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 740 } });

    for (const p of ["/about", "/blog"]) {
      test(`${p}: the toggle opens the stacked menu, groups open one at a time, Escape closes it`, async ({ page }) => {
        await page.goto(urlFor(p));
        const menu = page.getByRole("navigation", { name: "Mobile" });
        await expect(menu).toBeHidden();
        await page.getByRole("button", { name: "Open menu" }).click();
        await expect(menu).toBeVisible();
        await expect(page.getByRole("button", { name: "Close menu" })).toBeVisible();
        for (const name of ["Home", "About", "Services", "Portfolio", "Blog", "FAQ", "Certificate", "Contact"]) {
          await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
        }
        const residential = menu.getByRole("list", { name: "Residential services" });
        const commercial = menu.getByRole("list", { name: "Commercial services" });
        await menu.getByText("Residential", { exact: true }).click();
        await expect(residential).toBeVisible();
        await menu.getByText("Commercial", { exact: true }).click();
        await expect(commercial).toBeVisible();
        await expect(residential).toBeHidden();
        await page.keyboard.press("Escape");
        await expect(menu).toBeHidden();
        await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
      });
    }

    test("by keyboard: the toggle, the links and a group, then the page it opens", async ({ page }) => {
      await page.goto(urlFor("/about"));
      await page.keyboard.press("Tab");
      await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
      const toggle = page.getByRole("button", { name: "Open menu" });
      await toggle.focus();
      await page.keyboard.press("Enter");
      const menu = page.getByRole("navigation", { name: "Mobile" });
      await expect(menu).toBeVisible();
      await page.keyboard.press("Tab");
      await expect(menu.getByRole("link", { name: "Home", exact: true })).toBeFocused();
      const group = menu.getByText("Residential", { exact: true });
      await group.focus();
      await page.keyboard.press("Enter");
      await page.keyboard.press("Tab");
      await expect(menu.getByRole("link", { name: "All residential services" })).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(menu.getByRole("link", { name: RESIDENTIAL_FIRST })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/services\/residential\/interior-design$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  });

  test.describe("on a desktop", () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test("Services opens its dropdown under the button and closes again; Escape and a click outside close it", async ({ page }) => {
      await page.goto(urlFor("/certificate"));
      const services = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" });
      const residential = page.getByRole("list", { name: "Residential services" });
      await expect(residential).toBeHidden();
      await services.click();
      await expect(residential).toBeVisible();
      await expect(page.getByRole("list", { name: "Commercial services" })).toBeVisible();
      // Just under the button and centred on it, as the dropdown has always been drawn.
      const button = (await services.boundingBox())!;
      const panel = (await page.locator("[popover]", { has: residential }).boundingBox())!;
      expect(panel.y - (button.y + button.height)).toBeGreaterThanOrEqual(8);
      expect(panel.y - (button.y + button.height)).toBeLessThanOrEqual(16);
      expect(Math.abs(panel.x + panel.width / 2 - (button.x + button.width / 2))).toBeLessThanOrEqual(2);
      await services.click();
      await expect(residential).toBeHidden();
      await services.click();
      await page.keyboard.press("Escape");
      await expect(residential).toBeHidden();
      await expect(services).toBeFocused();
      await services.click();
      await page.mouse.click(640, 600);
      await expect(residential).toBeHidden();
    });

    test("by keyboard: Enter opens Services, Tab walks into it, Enter follows a link", async ({ page }) => {
      await page.goto(urlFor("/certificate"));
      const services = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" });
      await services.focus();
      await page.keyboard.press("Enter");
      await page.keyboard.press("Tab");
      await expect(page.getByRole("link", { name: "Residential", exact: true })).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(page.getByRole("list", { name: "Residential services" }).getByRole("link", { name: RESIDENTIAL_FIRST })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/services\/residential\/interior-design$/);
    });

    test("the FAQ: an answer opens under its question, another closes it, clicking the open one closes it", async ({ page }) => {
      await page.goto(urlFor("/faq"));
      const entries = page.getByRole("main").getByRole("group");
      expect(await entries.count()).toBeGreaterThan(1);
      const question = (i: number) => entries.nth(i).getByRole("heading", { level: 2 });
      const answer = (i: number) => entries.nth(i).locator(":scope > div");
      await expect(answer(0)).toBeHidden();
      await question(0).click();
      await expect(answer(0)).toBeVisible();
      await question(1).click();
      await expect(answer(1)).toBeVisible();
      await expect(answer(0)).toBeHidden();
      await question(1).click();
      await expect(answer(1)).toBeHidden();
    });

    // Its class list is a UnoCSS variant group, `focus-visible:(outline-2 … outline-clay)`: the
    // prerendered markup has it expanded, as the stylesheet has it (decision 168).
    test("the FAQ: a question reached by keyboard shows the clay focus ring", async ({ page }) => {
      await page.goto(urlFor("/faq"));
      const first = page.getByRole("main").getByRole("group").first();
      const name = (await first.getByRole("heading", { level: 2 }).textContent())!;
      for (let i = 0; i < 80 && !(await page.evaluate((q) => document.activeElement?.textContent === q, name)); i++) await page.keyboard.press("Tab");
      const ring = await page.evaluate(() => {
        const s = getComputedStyle(document.activeElement!);
        return `${s.outlineWidth} ${s.outlineStyle} ${s.outlineColor} offset ${s.outlineOffset}`;
      });
      expect(ring).toBe("2px solid rgb(154, 79, 44) offset 2px");
    });
  });
});

test.describe("the same header on a page with React", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("/blog: Services opens and closes with aria-expanded in step, Escape returns focus, a client-side navigation closes it", async ({ page }) => {
    await page.goto(urlFor("/blog"));
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(true);
    const services = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" });
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await services.click();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(services).toBeFocused();
    await services.click();
    // /portfolio is a React page too: React Router navigates in the page, so the header must close its menu itself.
    await page.evaluate(() => ((window as unknown as { __navigated?: boolean }).__navigated = true));
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Portfolio" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/portfolio$/);
    expect(await page.evaluate(() => (window as unknown as { __navigated?: boolean }).__navigated), "navigated in the page").toBe(true);
    await expect(page.getByRole("list", { name: "Residential services" })).toBeHidden();
    await expect(services).toHaveAttribute("aria-expanded", "false");
  });
});
