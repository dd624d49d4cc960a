import { company, reviews, sectionsOf } from "./content";
import { builtDay, expect, test } from "./fixtures";
import { relativeDay } from "../../app/lib/relative-day";

const TITLES = ["Transform Your Space", "Cozy & Comfortable", "Uniquely Yours"];

type Page = import("@playwright/test").Page;

/** The visible slide's heading (hidden slides are out of the accessibility tree). */
function activeSlideTitle(page: Page) {
  return page.getByRole("group", { name: /of 3$/ }).getByRole("heading");
}

/** Takes control of the page's clock and restarts the slideshow timer from a known point. */
async function controlClock(page: Page) {
  await page.clock.pauseAt(Date.now() + 1000);
  await page.getByRole("button", { name: "Go to slide 1: Transform Your Space" }).click();
  await page.mouse.click(5, 790); // move focus and the pointer off the slideshow
}

test.describe("home", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("has SPEC's sections in order", async ({ page }) => {
    await page.goto("/");
    const headings = await page.locator("main h2").evaluateAll((hs) => hs.map((h) => h.textContent?.trim()));
    const order = ["Our Services", "Featured Projects", "Our Design Process", "Design Insights", "What Our Clients Say"];
    const positions = order.map((h) => headings.indexOf(h));
    expect(positions.every((p) => p >= 0), JSON.stringify(headings)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    // The hero's three slides come first, the closing call to action last.
    expect(headings.slice(0, 3)).toEqual(TITLES);
    await expect(page.getByRole("main").getByRole("region").last().getByRole("link", { name: "Book a Consultation" })).toHaveAttribute("href", "/contact");
  });

  test("hero: three slides with SPEC's buttons", async ({ page }) => {
    await page.goto("/");
    const slides = page.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(3);
    await expect(page.getByRole("group", { name: /of 3$/ })).toHaveCount(1);
    const buttons = [["Explore Services", "/services"], ["View Portfolio", "/portfolio"], ["Get Started", "/contact"]];
    for (const [i, [name, href]] of buttons.entries()) {
      // Slides not on show are hidden from assistive technology: read them all, as the HTML has them.
      await expect(slides.nth(i).getByRole("heading", { includeHidden: true })).toHaveText(TITLES[i]!);
      await expect(slides.nth(i).getByRole("link", { name, includeHidden: true })).toHaveAttribute("href", href!);
    }
    await expect(page.getByRole("button", { name: /^Go to slide/ })).toHaveCount(3);
  });

  test("hero advances every 6 s and wraps; arrows wrap both ways; dots select", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await controlClock(page);
    await expect(activeSlideTitle(page)).toHaveText(TITLES[0]!);
    await page.clock.runFor(5_900);
    await expect(activeSlideTitle(page)).toHaveText(TITLES[0]!);
    await page.clock.runFor(200);
    await expect(activeSlideTitle(page)).toHaveText(TITLES[1]!);
    await page.clock.runFor(6_000);
    await expect(activeSlideTitle(page)).toHaveText(TITLES[2]!);
    await page.clock.runFor(6_000);
    await expect(activeSlideTitle(page)).toHaveText(TITLES[0]!);

    await page.getByRole("button", { name: "Previous slide" }).click();
    await expect(activeSlideTitle(page)).toHaveText(TITLES[2]!);
    await page.getByRole("button", { name: "Next slide" }).click();
    await expect(activeSlideTitle(page)).toHaveText(TITLES[0]!);
    await page.getByRole("button", { name: "Go to slide 2: Cozy & Comfortable" }).click();
    await expect(activeSlideTitle(page)).toHaveText(TITLES[1]!);
    await expect(page.getByRole("button", { name: "Go to slide 2: Cozy & Comfortable" })).toHaveAttribute("aria-current", "true");
  });

  test("hero pauses while hovered or focused, and on the pause button", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await controlClock(page);
    await page.getByRole("group", { name: "1 of 3" }).hover();
    await page.clock.runFor(20_000);
    await expect(activeSlideTitle(page)).toHaveText(TITLES[0]!);
    await page.mouse.move(5, 790);
    await page.clock.runFor(6_100);
    await expect(activeSlideTitle(page)).toHaveText(TITLES[1]!);

    await page.getByRole("button", { name: "Next slide" }).focus();
    await page.mouse.move(5, 790);
    await page.clock.runFor(20_000);
    await expect(activeSlideTitle(page)).toHaveText(TITLES[1]!);
    await page.getByRole("button", { name: "Pause slideshow" }).click();
    await page.mouse.click(5, 790);
    await page.clock.runFor(20_000);
    await expect(activeSlideTitle(page)).toHaveText(TITLES[1]!);
    // A click on Play plays at once, though the button keeps the focus (only keyboard focus pauses).
    await page.getByRole("button", { name: "Play slideshow" }).click();
    await page.mouse.move(5, 790);
    await expect(page.getByRole("button", { name: "Pause slideshow" })).toBeFocused();
    await page.clock.runFor(6_100);
    await expect(activeSlideTitle(page)).toHaveText(TITLES[2]!);
  });

  test("on a phone the hero has its pause button too, beside the arrows, and it stops the slideshow (decision 175)", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.clock.install();
    await page.goto("/");
    await controlClock(page);
    const pause = page.getByRole("button", { name: "Pause slideshow" });
    await expect(pause).toBeInViewport();
    const next = await page.getByRole("button", { name: "Next slide" }).boundingBox();
    const box = await pause.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(44); // a finger's target, like the arrows
    expect(Math.abs(box!.y - next!.y)).toBeLessThan(1);
    await pause.click();
    await page.mouse.click(5, 790);
    await page.clock.runFor(20_000);
    await expect(activeSlideTitle(page)).toHaveText(TITLES[0]!);
    await expect(page.getByRole("button", { name: "Play slideshow" })).toBeVisible();
  });

  test("on a phone a slide's picture keeps in view the side its file names, the others their centre (decision 195)", async ({ page }) => {
    const slides = sectionsOf<{ slides: { heading: string; image: { alt: string; focus?: string } }[] }>("pages/home.md", "slideshow")[0]!.slides;
    expect(slides.map((s) => s.image.focus)).toEqual([undefined, undefined, "right"]);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/");
    // The same photo may show elsewhere on the page (a project's card): the slideshow's own.
    const slideshow = page.getByRole("group", { name: /of 3$/ });
    await expect(slideshow.getByRole("img", { name: slides[0]!.image.alt })).toHaveCSS("object-position", "50% 50%");
    await page.getByRole("button", { name: `Go to slide 3: ${slides[2]!.heading}` }).click();
    const kitchen = slideshow.getByRole("img", { name: slides[2]!.image.alt });
    await expect(kitchen).toHaveCSS("object-position", "100% 50%");
    // A phone takes the photo's right-hand 3:4 cut (decision 203), whose right edge is the photo's,
    // and its tall box crops that cut still: the picture's right edge is the box's.
    await expect.poll(() => kitchen.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-3x4-right-\d+\.avif$/);
    const [box, natural] = await kitchen.evaluate((img: HTMLImageElement) => [img.getBoundingClientRect().width / img.getBoundingClientRect().height, img.naturalWidth / img.naturalHeight]);
    expect(natural).toBeGreaterThan(box!);
  });

  test("hero stays still under prefers-reduced-motion, its button offering Play, which plays it (decision 199)", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.goto("/");
    await controlClock(page);
    await page.clock.runFor(30_000);
    await expect(activeSlideTitle(page)).toHaveText(TITLES[0]!);
    // It is still, and its button says so (it said "Pause slideshow", and its first press paused nothing).
    await expect(page.getByRole("button", { name: "Pause slideshow" })).toHaveCount(0);
    await page.getByRole("button", { name: "Play slideshow" }).click();
    await page.mouse.move(5, 790);
    await expect(page.getByRole("button", { name: "Pause slideshow" })).toBeVisible();
    await page.clock.runFor(6_100);
    await expect(activeSlideTitle(page)).toHaveText(TITLES[1]!);
  });

  test("hero says politely which slide the visitor chose, and nothing for the slides it shows by itself (decision 199)", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await controlClock(page);
    const status = page.getByRole("region", { name: "Highlights" }).getByRole("status");
    await expect(status).toHaveText("Slide 1 of 3"); // controlClock chose the first slide
    await page.getByRole("button", { name: "Next slide" }).click();
    await expect(status).toHaveText("Slide 2 of 3");
    await page.getByRole("button", { name: "Previous slide" }).click();
    await expect(status).toHaveText("Slide 1 of 3");
    await page.getByRole("button", { name: "Previous slide" }).click(); // wraps
    await expect(status).toHaveText("Slide 3 of 3");
    await page.getByRole("button", { name: "Go to slide 2: Cozy & Comfortable" }).click();
    await expect(status).toHaveText("Slide 2 of 3");

    await page.mouse.click(5, 790); // the slideshow moves on by itself, silently
    await page.clock.runFor(6_100);
    await expect(activeSlideTitle(page)).toHaveText(TITLES[2]!);
    await expect(status).toHaveText("");
    // A later choice is said again, even of a slide it said before.
    await page.getByRole("button", { name: "Previous slide" }).click();
    await expect(status).toHaveText("Slide 2 of 3");
  });

  test("Our Services: three cards to the hubs and project management, and View All Services", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("section").filter({ has: page.getByRole("heading", { name: "Our Services" }) });
    const cards = section.getByRole("listitem");
    await expect(cards).toHaveCount(3);
    await expect(cards.getByRole("heading")).toHaveText(["Residential", "Commercial", "Project Management"]);
    expect(await cards.getByRole("link").evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual([
      "/services/residential",
      "/services/commercial",
      "/services#project-management",
    ]);
    await expect(section.getByRole("link", { name: "View All Services" })).toHaveAttribute("href", "/services");
  });

  test("Our Design Process: four steps and a link to About", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("section").filter({ has: page.getByRole("heading", { name: "Our Design Process" }) });
    await expect(section.getByRole("listitem").getByRole("heading")).toHaveText([
      "Step 1: Consultation",
      "Step 2: Concept Development",
      "Step 3: Design Refinement",
      "Step 4: Implementation",
    ]);
    await expect(section.getByRole("link", { name: "Learn more about us" })).toHaveAttribute("href", "/about");
  });

  test("What Our Clients Say: the reviews of content/reviews in order, with rating, relative date and initials, and the reviews link", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("section").filter({ has: page.getByRole("heading", { name: "What Our Clients Say" }) });
    const items = section.getByRole("listitem");
    const expected = reviews();
    await expect(items).toHaveCount(expected.length);
    for (const [i, r] of expected.entries()) {
      const item = items.nth(i);
      await expect(item).toContainText(r.author);
      // The day it was left, as how long before the build's day (app/lib/relative-day.test.ts has the wording).
      await expect(item.locator(`time[datetime="${r.date}"]`)).toHaveText(relativeDay(r.date, builtDay()));
      await expect(item).toContainText(r.initials);
      await expect(item.getByRole("img", { name: `Rated ${r.rating} out of 5` })).toBeVisible();
    }
    await expect(section.getByRole("link", { name: /View all reviews/ })).toHaveAttribute("href", company().reviewsUrl);
  });
});
