/**
 * What a page loads, and when (decisions 061–063): hydration waits for the largest paint,
 * a first interaction starts it at once, and only the core font files load for ordinary text.
 */
import { expect, holdHydrationUntilInteraction, silenceLargestPaint, test } from "./fixtures";

test.describe("hydration after the first paint", () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test("the app's scripts are requested only after the hero image has loaded and been painted", async ({ page }) => {
    const events: string[] = [];
    page.on("requestfinished", (r) => {
      if (r.url().includes("/_img/home-office-02")) events.push("hero loaded");
    });
    page.on("request", (r) => {
      if (r.resourceType() === "script") events.push("script");
    });
    // /contact: a page with React (its form) and a photograph as its largest paint; /about ships no scripts (decision 116).
    await page.goto("/contact");
    expect(events.indexOf("hero loaded")).toBeGreaterThanOrEqual(0);
    expect(events.indexOf("script")).toBeGreaterThan(events.indexOf("hero loaded"));
    const paintedBeforeScripts = await page.evaluate(
      () =>
        new Promise<{ lcp: number; script: number; element?: string } | null>((resolve) => {
          // Largest-paint entries are only given to an observer (buffered: the ones already made).
          new PerformanceObserver((list) => {
            const lcp = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element }) | undefined;
            const firstScript = performance.getEntriesByType("resource").find((r) => r.name.endsWith(".js"));
            resolve(lcp && firstScript ? { lcp: lcp.startTime, script: firstScript.startTime, element: lcp.element?.tagName } : null);
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );
    expect(paintedBeforeScripts).not.toBeNull();
    expect(paintedBeforeScripts!.element).toBe("IMG");
    expect(paintedBeforeScripts!.script).toBeGreaterThanOrEqual(paintedBeforeScripts!.lcp);
  });

  test("a visitor's first interaction starts hydration at once", async ({ page }) => {
    // Neither a largest paint nor the deadline can start it: only the tap below can.
    await holdHydrationUntilInteraction(page);
    await page.goto("/contact", { waitUntil: "domcontentloaded" });
    await page.waitForLoadState("load");
    await page.waitForTimeout(300); // a moment in which nothing may start it
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(false);
    await page.mouse.down();
    await page.mouse.up();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  });

  test("without any signal, hydration starts by the 5 s deadline", async ({ page }) => {
    await page.addInitScript(silenceLargestPaint);
    await page.goto("/contact", { waitUntil: "domcontentloaded" });
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "", { timeout: 7000 });
  });
});

test.describe("fonts", () => {
  test("ordinary pages load only the two core font files", async ({ page }) => {
    const fonts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "font") fonts.push(r.url().split("/").pop()!.replace(/-[\w-]{8}\.woff2$/, ""));
    });
    for (const p of ["/", "/about", "/blog", "/contact"]) await page.goto(p);
    expect([...new Set(fonts)].sort()).toEqual(["fraunces-core", "inter-core"]);
  });

  test("a character outside the core set brings in the full Latin file for it", async ({ page }) => {
    const fonts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "font") fonts.push(r.url().split("/").pop()!);
    });
    await page.goto("/about");
    await page.evaluate(() => {
      const p = document.createElement("p");
      p.textContent = "Mañana";
      document.querySelector("main")!.prepend(p);
    });
    await expect.poll(() => fonts.some((f) => f.startsWith("inter-latin-wght-normal"))).toBe(true);
    expect(fonts.some((f) => f.startsWith("inter-latin-ext"))).toBe(false);
  });
});
