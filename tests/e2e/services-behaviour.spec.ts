/**
 * Behaviour of the services pages in Chromium: tabs by mouse and keys, carousels (ends, keys),
 * the commercial slider under a controlled clock, retail gallery titles, FAQ accordion,
 * code splitting, and no horizontal overflow from 320 px.
 */
import type { Locator, Page } from "@playwright/test";
import { SERVICE_ROUTES } from "../../app/features/services/spec";
import { budgetPerItem, expect, holdRequests, test } from "./fixtures";

/** Until React Router has loaded the page's modules; at once on a page that ships no React (decision 116). */
async function hydrated(page: Page) {
  await page.waitForFunction(() => !("__reactRouterContext" in window) || (window as unknown as { __reactRouterRouteModules?: object }).__reactRouterRouteModules);
}

/** The file names of the scripts the page requests from now on (the list grows as it does; empty it to start again). */
function scriptsRequested(page: Page): string[] {
  const requested: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") requested.push(r.url().split("/").pop() ?? "");
  });
  return requested;
}

/**
 * Points at the carousel, which loads embla, and waits until embla has taken over (its viewport
 * stops scrolling natively). In a tab panel just opened, React draws the carousel again once the
 * panel's code has come (HeldPanel), so pointing is repeated until it takes.
 */
async function carouselReady(page: Page, name: string) {
  const region = page.getByRole("group", { name, exact: true }).and(page.locator('[aria-roledescription="carousel"]'));
  await expect(async () => {
    await region.scrollIntoViewIfNeeded();
    await region.hover();
    await expect(region.locator(".overflow-hidden").first()).toBeAttached({ timeout: 1_000 });
  }).toPass();
  return region;
}

test.describe("tabs", () => {
  test("/services: Residential first; one panel at a time by mouse", async ({ page }) => {
    await page.goto("/services");
    await hydrated(page);
    const residential = page.getByRole("tab", { name: "Residential" });
    const commercial = page.getByRole("tab", { name: "Commercial" });
    await expect(residential).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { name: "Custom Home Building" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Commercial Building Construction" })).toBeHidden();

    await commercial.click();
    await expect(commercial).toHaveAttribute("aria-selected", "true");
    await expect(residential).toHaveAttribute("aria-selected", "false");
    await expect(page.getByRole("heading", { name: "Commercial Building Construction" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Custom Home Building" })).toBeHidden();
    await expect(page.getByRole("tabpanel")).toHaveCount(1);
    await expect(page.getByRole("link", { name: "View All Commercial Services" })).toHaveAttribute("href", "/services/commercial");
  });

  test("/services: arrow keys, Home and End move between tabs (WAI-ARIA)", async ({ page }) => {
    await page.goto("/services");
    await hydrated(page);
    const residential = page.getByRole("tab", { name: "Residential" });
    const commercial = page.getByRole("tab", { name: "Commercial" });
    await residential.focus();
    await page.keyboard.press("ArrowRight");
    await expect(commercial).toBeFocused();
    await expect(commercial).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowRight"); // wraps
    await expect(residential).toBeFocused();
    await expect(residential).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("End");
    await expect(commercial).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Home");
    await expect(residential).toHaveAttribute("aria-selected", "true");
    // Tab moves from the selected tab into its panel, not to the other tab.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("tabpanel", { name: "Residential" })).toBeFocused();
  });

  test("a commercial page's tab bar starts on Overview and switches by keys", async ({ page }) => {
    await page.goto("/services/commercial/commercial-building-construction");
    await hydrated(page);
    const overview = page.getByRole("tab", { name: "Overview" });
    await expect(overview).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { name: "Key Features" })).toBeVisible();
    await overview.focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Our Process" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { name: "Pre-Construction" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Key Features" })).toBeHidden();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("tab", { name: "Featured Projects" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByText("Downtown Vancouver")).toBeVisible();
  });

  test("/services#project-management lands on the Project Management card", async ({ page }) => {
    await page.goto("/services#project-management");
    await hydrated(page);
    const card = page.locator("#project-management");
    await expect(card.getByRole("heading", { name: "Project Management" })).toBeInViewport();
  });

  test("/services#office-renovations-fit-outs opens the Commercial panel and lands on that card", async ({ page }) => {
    await page.goto("/services#office-renovations-fit-outs");
    await hydrated(page);
    await expect(page.getByRole("tab", { name: "Commercial" })).toHaveAttribute("aria-selected", "true");
    const card = page.locator("#office-renovations-fit-outs");
    await expect(card.getByRole("heading", { name: "Office Renovations & Fit-Outs" })).toBeInViewport();
  });
});

test.describe("carousels", () => {
  test("previous is disabled on the first slide and next on the last; buttons and arrow keys move slides", async ({ page }) => {
    await page.goto("/services/residential/interior-exterior-remodelling");
    await hydrated(page);
    const region = await carouselReady(page, "Interior & Exterior Remodelling");
    const prev = region.getByRole("button", { name: "Previous slide" });
    const next = region.getByRole("button", { name: "Next slide" });
    const counter = region.getByText(/^Slide \d of \d$/);
    await expect(prev).toBeDisabled();
    await expect(counter).toHaveText("Slide 1 of 5");
    for (let i = 2; i <= 5; i++) {
      await next.click();
      await expect(counter).toHaveText(`Slide ${i} of 5`);
    }
    await expect(next).toBeDisabled();
    await expect(prev).toBeEnabled();
    await expect(region.getByRole("group", { name: "5 of 5" })).toHaveAttribute("aria-current", "true");

    // Arrow keys while focus is in the carousel.
    await prev.focus();
    await page.keyboard.press("ArrowLeft");
    await expect(counter).toHaveText("Slide 4 of 5");
    await page.keyboard.press("ArrowRight");
    await expect(counter).toHaveText("Slide 5 of 5");
    await page.keyboard.press("ArrowRight"); // no loop: stays on the last slide
    await expect(counter).toHaveText("Slide 5 of 5");
    for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowLeft");
    await expect(counter).toHaveText("Slide 1 of 5");
    await expect(prev).toBeDisabled();
  });

  test("at an end, Next and Previous keep the focus and ignore a press (decision 199)", async ({ page }) => {
    await page.goto("/services/residential/luxury-lifestyle-basement");
    await hydrated(page);
    const region = await carouselReady(page, "Luxury Lifestyle Basements");
    const prev = region.getByRole("button", { name: "Previous slide" });
    const next = region.getByRole("button", { name: "Next slide" });
    const counter = region.getByText(/^Slide \d of \d$/);
    await next.focus();
    for (let i = 2; i <= 6; i++) {
      await page.keyboard.press("Enter");
      await expect(counter).toHaveText(`Slide ${i} of 6`);
    }
    // Unavailable, said so, and still where the visitor is: a disabled button dropped focus to the body.
    await expect(next).toBeDisabled();
    await expect(next).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(counter).toHaveText("Slide 6 of 6");
    await expect(next).toBeFocused();

    await page.keyboard.press("Shift+Tab");
    await expect(prev).toBeFocused();
    for (let i = 5; i >= 1; i--) {
      await page.keyboard.press("Enter");
      await expect(counter).toHaveText(`Slide ${i} of 6`);
    }
    await expect(prev).toBeDisabled();
    await expect(prev).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(counter).toHaveText("Slide 1 of 6");
    await expect(prev).toBeFocused();
  });

  test("Tab onto the slides keeps the focus there when embla takes over, and the arrow keys move them (decision 199)", async ({ page }) => {
    await page.goto("/services/residential/luxury-lifestyle-basement");
    await hydrated(page);
    const region = page.getByRole("group", { name: "Luxury Lifestyle Basements", exact: true }).and(page.locator('[aria-roledescription="carousel"]'));
    const slides = region.getByRole("group", { name: "Slides", exact: true });
    await page.getByRole("main").getByRole("link", { name: "Schedule a Consultation" }).first().focus();
    await page.keyboard.press("Tab"); // the focus is what loads embla
    await expect(slides).toBeFocused();
    await expect(slides).toHaveClass(/overflow-hidden/); // embla has taken over (no native scrolling)
    await expect(slides).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(region.getByText(/^Slide \d of \d$/)).toHaveText("Slide 2 of 6");
    await expect(slides).toBeFocused();
  });

  test("under prefers-reduced-motion a slide change is a jump, not a scroll (decision 199)", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/services/residential/luxury-lifestyle-basement");
    await hydrated(page);
    const region = await carouselReady(page, "Luxury Lifestyle Basements");
    // Where the second slide stands against the track, frame by frame from the press of Next on
    // (started by the press itself, so a slow click cannot come after the frames).
    const frames = 45;
    await region.getByRole("group", { name: "2 of 6" }).evaluate((slide, n) => {
      const w = window as unknown as { positions: number[] };
      w.positions = [];
      const track = slide.parentElement!.parentElement!;
      const frame = () => {
        w.positions.push(Math.round(slide.getBoundingClientRect().left - track.getBoundingClientRect().left));
        if (w.positions.length < n) requestAnimationFrame(frame);
      };
      const next = slide.closest('[aria-roledescription="carousel"]')!.querySelector('button[aria-label="Next slide"]')!;
      next.addEventListener("pointerdown", () => frame(), { capture: true, once: true });
    }, frames);
    await region.getByRole("button", { name: "Next slide" }).click();
    await expect(region.getByText(/^Slide \d of \d$/)).toHaveText("Slide 2 of 6");
    await page.waitForFunction((n) => (window as unknown as { positions: number[] }).positions.length >= n, frames);
    const positions = await page.evaluate(() => (window as unknown as { positions: number[] }).positions);
    // Two places only, where it was and where it landed (an animated move passes through ~40).
    expect(new Set(positions).size, positions.join(" ")).toBe(2);
  });

  test("the first slide's image is eager and the others lazy", async ({ page }) => {
    await page.goto("/services/residential/interior-exterior-remodelling");
    const imgs = page.locator('[aria-roledescription="carousel"]').locator("img");
    await expect(imgs).toHaveCount(5);
    expect(await imgs.evaluateAll((els) => els.map((e) => e.getAttribute("loading")))).toEqual(["eager", "lazy", "lazy", "lazy", "lazy"]);
    await expect(imgs.first()).toHaveAttribute("fetchpriority", "high");
  });

  test("a project's image slider in a tab panel works", async ({ page }) => {
    await page.goto("/services/commercial/commercial-interior-design");
    await hydrated(page);
    await page.getByRole("tab", { name: "Design Portfolio" }).click();
    const region = await carouselReady(page, "Boutique Hotel Lobby & Lounge");
    await region.getByRole("button", { name: "Next slide" }).click();
    await expect(region.getByText(/^Slide \d of \d$/)).toHaveText("Slide 2 of 3");
  });

  test("opening a carousel page by client navigation renders it without a flash of missing content", async ({ page }) => {
    await page.goto("/services");
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    // The header's menu is React Router's (the page's "Learn More" cards are kept markup, whose
    // links load the next page in full, decision 167).
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" }).click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Luxury Lifestyle Basement", exact: true }).click();
    await expect(page).toHaveURL("/services/residential/luxury-lifestyle-basement");
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage), "a client navigation, not a page load").toBe(true);
    const region = await carouselReady(page, "Luxury Lifestyle Basements");
    await region.getByRole("button", { name: "Next slide" }).click();
    await expect(region.getByText(/^Slide \d of \d$/)).toHaveText("Slide 2 of 6");
  });
});

test.describe("commercial slider", () => {
  const PATH = "/services/commercial/commercial-building-construction";
  const current = (page: Page) => page.getByRole("button", { name: /^Show slide \d$/ }).and(page.locator('[aria-current="true"]'));

  /** Takes control of the page's clock and restarts the slider's timer from a known point. */
  async function controlClock(page: Page, slider: Locator) {
    await page.clock.pauseAt(Date.now() + 1000);
    await slider.getByRole("button", { name: "Show slide 1" }).click(); // hovering stops the timer…
    await page.mouse.move(5, 890); // …leaving starts it afresh
  }

  test("its first slide changes 5 s after the page opened, not 5 s after the slider's code arrived (SPEC §9)", async ({ page }) => {
    await page.clock.install();
    await page.goto(PATH);
    await hydrated(page);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 50);
    const slider = page.getByRole("group", { name: "Commercial Building Construction", exact: true }).and(page.locator('[aria-roledescription="carousel"]'));
    // The slider's code loads a while after the first paint (decision 146): the clock runs until it has.
    // Embla marks the current dot once it runs.
    const engine = current(page);
    for (let i = 0; i < 200 && !(await engine.count()); i++) {
      await page.clock.runFor(100);
      await page.waitForTimeout(20); // the engine's chunk arrives on the real clock
    }
    await expect(engine).toHaveAccessibleName("Show slide 1");
    const arrived = await page.evaluate(() => performance.now());
    let changedAt = 0;
    for (let i = 0; i < 240 && !changedAt; i++) {
      await page.clock.runFor(50);
      if ((await engine.getAttribute("aria-label")) !== "Show slide 1") changedAt = await page.evaluate(() => performance.now());
    }
    await expect(engine).toHaveAccessibleName("Show slide 2");
    // 5 s after the page opened, or at once if the code came later; before, 5 s after it came.
    expect(changedAt, `code arrived at ${Math.round(arrived)} ms`).toBeGreaterThanOrEqual(4950);
    expect(changedAt, `code arrived at ${Math.round(arrived)} ms`).toBeLessThanOrEqual(Math.max(5000, arrived) + 300);
  });

  test("rotates every 5 s, loops, pauses on hover and focus, and with its button", async ({ page }) => {
    await page.clock.install();
    await page.goto(PATH);
    await hydrated(page);
    const slider = await carouselReady(page, "Commercial Building Construction");
    await controlClock(page, slider);
    await expect(slider.getByRole("heading", { level: 1, name: "Commercial Building Construction" })).toBeVisible();
    const box = await slider.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(400); // 50 vh, at least 400 px
    await expect(slider.getByRole("link", { name: "Request a Consultation" })).toHaveAttribute("href", "/contact");

    await expect(current(page)).toHaveAccessibleName("Show slide 1");
    await page.clock.runFor(4900);
    await expect(current(page)).toHaveAccessibleName("Show slide 1");
    await page.clock.runFor(200);
    await expect(current(page)).toHaveAccessibleName("Show slide 2");
    await page.clock.runFor(5000);
    await expect(current(page)).toHaveAccessibleName("Show slide 3");
    await page.clock.runFor(10_000); // 4 slides: loops back to the first
    await expect(current(page)).toHaveAccessibleName("Show slide 1");

    // Hover pauses.
    await slider.hover();
    await page.clock.runFor(15_000);
    await expect(current(page)).toHaveAccessibleName("Show slide 1");
    await page.mouse.move(5, 890);
    await page.clock.runFor(5000);
    await expect(current(page)).toHaveAccessibleName("Show slide 2");

    // Keyboard focus inside pauses.
    await slider.getByRole("link", { name: "Request a Consultation" }).focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await page.clock.runFor(15_000);
    await expect(current(page)).toHaveAccessibleName("Show slide 2");
    await page.locator("body").focus();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(5000);
    await expect(current(page)).toHaveAccessibleName("Show slide 3");

    // The pause button stops it until played again.
    await slider.getByRole("button", { name: "Pause slideshow" }).click();
    await page.mouse.move(5, 890);
    await page.clock.runFor(20_000);
    await expect(current(page)).toHaveAccessibleName("Show slide 3");
    await slider.getByRole("button", { name: "Play slideshow" }).click();
    await page.mouse.move(5, 890);
    await page.clock.runFor(5000);
    await expect(current(page)).toHaveAccessibleName("Show slide 4");
  });

  test("on a short desktop window the slider grows to fit its text, which stays clear of the header", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(PATH);
    const slider = page.getByRole("group", { name: "Commercial Building Construction", exact: true }).and(page.locator('[aria-roledescription="carousel"]'));
    const header = await page.getByRole("banner").boundingBox();
    const eyebrow = await slider.getByText("Commercial · Construction", { exact: true }).boundingBox();
    expect((await slider.boundingBox())!.height).toBeGreaterThanOrEqual(400);
    expect(eyebrow!.y).toBeGreaterThanOrEqual(header!.y + header!.height + 16);
  });

  test("a dot shows its slide", async ({ page }) => {
    await page.goto(PATH);
    await hydrated(page);
    const slider = await carouselReady(page, "Commercial Building Construction");
    await slider.getByRole("button", { name: "Show slide 3" }).click();
    await expect(current(page)).toHaveAccessibleName("Show slide 3");
  });

  test("Tab onto its slides keeps the focus there when embla takes over (decision 199)", async ({ page }) => {
    await page.goto("/services/commercial/commercial-interior-design");
    await hydrated(page);
    const slider = page.getByRole("group", { name: "Commercial Interior Design", exact: true }).and(page.locator('[aria-roledescription="carousel"]'));
    const slides = slider.getByRole("group", { name: "Slides", exact: true });
    await page.getByRole("banner").getByRole("link", { name: "Book a Consultation" }).focus();
    await page.keyboard.press("Tab"); // the focus is what loads embla
    await expect(slides).toBeFocused();
    await expect(slides).toHaveClass(/overflow-hidden/); // embla has taken over (no native scrolling)
    await expect(slides).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(current(page)).toHaveAccessibleName("Show slide 2");
    await expect(slides).toBeFocused();
  });

  test("stays still under prefers-reduced-motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.goto(PATH);
    await hydrated(page);
    const slider = await carouselReady(page, "Commercial Building Construction");
    await controlClock(page, slider);
    await expect(slider.getByRole("button", { name: "Play slideshow" })).toBeVisible();
    await page.clock.runFor(30_000);
    await expect(current(page)).toHaveAccessibleName("Show slide 1");
  });
});

test.describe("retail project gallery", () => {
  test("titles show on hover and on keyboard focus", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" }); // no fade: check the end state directly
    await page.goto("/services/commercial/retail-space-development");
    await hydrated(page);
    await page.getByRole("tab", { name: "Project Gallery" }).click();
    const panel = page.getByRole("tabpanel", { name: "Project Gallery" });
    const tiles = panel.getByRole("figure");
    await expect(tiles).toHaveCount(6);
    const caption = (i: number) => tiles.nth(i).locator("figcaption");
    await expect(caption(0)).toHaveText("Boutique Fashion Store");
    await expect(caption(0)).toHaveCSS("opacity", "0");

    await tiles.nth(0).hover();
    await expect(caption(0)).toHaveCSS("opacity", "1");
    await expect(caption(1)).toHaveCSS("opacity", "0");

    await page.mouse.move(5, 5);
    await tiles.nth(1).focus();
    await expect(caption(1)).toHaveCSS("opacity", "1");
    await page.keyboard.press("Tab");
    await expect(tiles.nth(2)).toBeFocused();
    await expect(caption(2)).toHaveCSS("opacity", "1");
    await expect(caption(1)).toHaveCSS("opacity", "0");
  });
});

test.describe("FAQ accordion on /services", () => {
  test("opens one answer at a time; clicking the open one closes it", async ({ page }) => {
    await page.goto("/services");
    await hydrated(page);
    // Each entry is a <details> with its question as a heading in the summary (decision 116).
    const first = page.getByRole("group").filter({ has: page.getByRole("heading", { name: "How long does a typical project take?" }) });
    const second = page.getByRole("group").filter({ has: page.getByRole("heading", { name: "Do you take care of permits and inspections?" }) });
    await first.getByRole("heading").click();
    await expect(first).toHaveJSProperty("open", true);
    await expect(page.getByText("A room renovation usually takes 4-8 weeks")).toBeVisible();
    await second.getByRole("heading").click();
    await expect(first).toHaveJSProperty("open", false);
    await expect(second).toHaveJSProperty("open", true);
    await expect(page.getByText("A room renovation usually takes 4-8 weeks")).toBeHidden();
    await second.getByRole("heading").click();
    await expect(second).toHaveJSProperty("open", false);
  });
});

test.describe("lean pages", () => {
  test("carousel and slider code loads only on pages that use them, and embla only when a carousel is used", async ({ page }) => {
    const requested = scriptsRequested(page);
    const scripts = async (path: string) => {
      requested.length = 0;
      await page.goto(path);
      await hydrated(page);
      await page.waitForLoadState("networkidle");
      return [...requested];
    };
    const office = await scripts("/services/commercial/office-design");
    expect(office.filter((f) => /^(ImageCarousel|HeroSlideshow|Carousel)/.test(f))).toEqual([]);
    // Home's slideshow fades: the slider's sliding motion and the carousel stay off its page.
    const home = await scripts("/");
    expect(home.filter((f) => /^(ImageCarousel|HeroSlideshowTrack|Carousel)/.test(f))).toEqual([]);

    // The basement page's carousel is on the first screen, but scrolls natively until it is used.
    const basement = await scripts("/services/residential/luxury-lifestyle-basement");
    expect(basement.some((f) => f.startsWith("ImageCarousel-"))).toBe(true);
    expect(basement.some((f) => f.startsWith("HeroSlideshowTrack-"))).toBe(false);
    expect(basement.some((f) => f.startsWith("CarouselEngine-"))).toBe(false);
    await page.getByRole("group", { name: "Luxury Lifestyle Basements", exact: true }).and(page.locator('[aria-roledescription="carousel"]')).hover();
    await expect.poll(() => requested.some((f) => f.startsWith("CarouselEngine-"))).toBe(true);

    // The commercial slider is on the first screen: embla comes in time for its first move (5 s).
    const construction = await scripts("/services/commercial/commercial-building-construction");
    expect(construction.some((f) => f.startsWith("HeroSlideshowTrack-"))).toBe(true);
    expect(construction.some((f) => f.startsWith("CarouselEngine-"))).toBe(false);
    await expect.poll(() => requested.some((f) => f.startsWith("CarouselEngine-")), { timeout: 6000 }).toBe(true);
  });

  test("a tab panel's code loads when the panel is first shown; its markup shows at once; a button pressed meanwhile works, and keeps focus", async ({ page }) => {
    const requested = scriptsRequested(page);
    await page.goto("/services/commercial/commercial-interior-design");
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    // Cards and projects are only in the panels not shown yet (Commercial Spaces, Design Portfolio).
    expect(requested.filter((f) => /^(CardsSection|ProjectsSection|ImageCarousel)-/.test(f))).toEqual([]);
    await expect(page.getByText("Boutique Hotel Lobby & Lounge")).toBeHidden();

    // A slow network: the visitor is in the panel before its code arrives.
    const release = await holdRequests(page, /\/ProjectsSection-[\w-]+\.js$/);
    await page.getByRole("tab", { name: "Design Portfolio" }).click();
    const panel = page.getByRole("tabpanel", { name: "Design Portfolio" });
    const region = panel.getByRole("group", { name: "Boutique Hotel Lobby & Lounge", exact: true }).and(page.locator('[aria-roledescription="carousel"]'));
    await expect(region).toBeVisible();
    await expect.poll(() => requested.some((f) => f.startsWith("ProjectsSection-"))).toBe(true);
    // Pressed before its code has come: it moves the carousel once the code is there.
    await region.getByRole("button", { name: "Next slide" }).click();
    await expect(region.getByText(/^Slide \d of \d$/)).toHaveText("Slide 1 of 3");

    await release();
    await expect(region.getByText(/^Slide \d of \d$/)).toHaveText("Slide 2 of 3");
    await expect(region.getByRole("button", { name: "Next slide" }), "focus stays on the button pressed").toBeFocused();
    await page.keyboard.press("Enter");
    await expect(region.getByText(/^Slide \d of \d$/)).toHaveText("Slide 3 of 3");
  });

  test("sections and tab panels that need no React keep their markup and never load their code; their blocks fade in, and their links open their pages", async ({ page }) => {
    const requested = scriptsRequested(page);
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto("/services/commercial/commercial-interior-design");
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    // The slider and the tab bar are React's; the process, the closing band and the Overview and
    // Commercial Spaces panels (a split, features, cards) need none (decision 167).
    const keptCode = /^(ProcessSection|CtaSection|SplitSection|FeaturesSection|CardsSection)-/;
    expect(requested.filter((f) => keptCode.test(f))).toEqual([]);
    expect(requested.some((f) => f.startsWith("TabsSection-"))).toBe(true);

    // Below the fold, a step of the process waits hidden, and fades in once scrolled to.
    const step = page.getByRole("heading", { name: "Discovery", exact: true });
    const block = page.locator(".reveal").filter({ has: step });
    await expect(block).toHaveClass(/reveal-pending/);
    await step.scrollIntoViewIfNeeded();
    await expect(block).toHaveClass(/reveal-shown/);

    // The tabs work; a kept panel shows its markup and still loads nothing. Its cards wait while
    // it is not shown, and fade in when its tab opens it, as a panel drawn by React does.
    const card = page.locator(".reveal").filter({ has: page.getByRole("heading", { name: "Corporate Offices", includeHidden: true }) });
    await expect(card).toHaveClass(/reveal-pending/);
    await page.getByRole("tab", { name: "Commercial Spaces" }).click();
    await expect(page.getByRole("tabpanel", { name: "Commercial Spaces" }).getByRole("heading", { name: "Commercial Spaces" })).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await expect(card).toHaveClass(/reveal-shown/);
    await expect(card).toHaveCSS("opacity", "1");
    await page.getByRole("tab", { name: "Overview" }).click();
    await expect(page.getByRole("tabpanel", { name: "Overview" }).getByRole("heading", { name: "Interiors With Purpose" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(requested.filter((f) => keptCode.test(f))).toEqual([]);

    // A link in kept markup is an ordinary link: it opens its page.
    await page.getByRole("link", { name: "Schedule a Consultation" }).click();
    await expect(page).toHaveURL("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("a client navigation draws sections that need no React with their code", async ({ page }) => {
    const requested = scriptsRequested(page);
    await page.goto("/services/commercial/commercial-building-construction");
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    expect(requested.some((f) => f.startsWith("ProcessSection-")), "kept on the first page").toBe(false);
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" }).click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Commercial Interior Design", exact: true }).click();
    await expect(page).toHaveURL("/services/commercial/commercial-interior-design");
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage), "a client navigation, not a page load").toBe(true);
    await expect(page.getByRole("heading", { name: "Our Design Process" })).toBeVisible();
    // No markup to keep: the route's clientLoader brought every part the page shows.
    expect(requested.some((f) => f.startsWith("ProcessSection-"))).toBe(true);
  });

  test("from one service page to another in the client, the kept sections and panels are the new page's", async ({ page }) => {
    await page.goto("/services/commercial/commercial-building-construction");
    await hydrated(page);
    await expect(page.getByRole("heading", { name: "Let's Build Your Next Commercial Project" })).toBeVisible();
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" }).click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Commercial Project Management", exact: true }).click();
    await expect(page).toHaveURL("/services/commercial/commercial-project-management");
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage), "a client navigation, not a page load").toBe(true);
    await expect(page.getByRole("tabpanel", { name: "Overview" }).getByRole("heading", { name: "Your Project, Under Control" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Keep Your Next Project on Track" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Building Spaces Where Business Thrives" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Let's Build Your Next Commercial Project" })).toHaveCount(0);
  });

  test("a tab panel opened before a client navigation, and the next page's panels, work as React's own", async ({ page }) => {
    await page.goto("/services");
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await page.getByRole("tab", { name: "Commercial" }).click();
    await expect(page.getByRole("tabpanel", { name: "Commercial" }).getByRole("link", { name: /^Learn More\s?:\s?Commercial Interior Design$/ })).toBeVisible();
    // The header's menu is React Router's: a client navigation (the panel's cards are kept
    // markup, whose links are ordinary links, decision 167).
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" }).click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Commercial Interior Design", exact: true }).click();
    await expect(page).toHaveURL("/services/commercial/commercial-interior-design");
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage), "a client navigation, not a page load").toBe(true);
    await page.getByRole("tab", { name: "Design Portfolio" }).click();
    const region = await carouselReady(page, "Boutique Hotel Lobby & Lounge");
    await region.getByRole("button", { name: "Next slide" }).click();
    await expect(region.getByText(/^Slide \d of \d$/)).toHaveText("Slide 2 of 3");
  });

  test("a carousel control used before embla has loaded still moves the carousel", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto("/services/residential/interior-exterior-remodelling");
    await hydrated(page);
    const region = page.getByRole("group", { name: "Interior & Exterior Remodelling", exact: true }).and(page.locator('[aria-roledescription="carousel"]'));
    await page.route(/CarouselEngine-/, async (route) => {
      await new Promise((r) => setTimeout(r, 400)); // a slow network: the click lands first
      await route.continue();
    });
    await region.getByRole("button", { name: "Next slide" }).click();
    await expect(region.getByText(/^Slide \d of \d$/)).toHaveText("Slide 2 of 5");
  });
});

test.describe("layout", () => {
  test("no horizontal overflow at 320 px on any services page", async ({ page }) => {
    budgetPerItem(SERVICE_ROUTES.length, 5_000);
    await page.setViewportSize({ width: 320, height: 720 });
    for (const path of SERVICE_ROUTES) {
      await page.goto(path);
      await hydrated(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBe(0);
    }
  });
});
