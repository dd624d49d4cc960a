import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import type { Page } from "@playwright/test";
import { isCurrent } from "../../app/features/offers/validity";
import { pageTitle } from "../../app/lib/seo";
import { company } from "./content";
import { builtDay, expect, noonOn, test } from "./fixtures";

// SPEC's three offers, by slug; titles, excerpts and validity windows are read from their content files.
const SLUGS = ["spring-sale-living-room", "bedroom-bundle-deal", "bogo-home-accessories"];
const day = (v: Date | string) => (v instanceof Date ? v.toISOString().slice(0, 10) : v);
const offers = SLUGS.map((slug) => {
  const data = matter(fs.readFileSync(path.resolve("content/offers", `${slug}.md`), "utf8")).data as {
    title: string;
    excerpt: string;
    date: Date | string;
    validFrom: Date | string;
    validUntil: Date | string;
    author?: string;
  };
  // An offer without an author is the team's (company.md's teamName).
  const author = data.author ?? company().teamName;
  return { slug, title: data.title, excerpt: data.excerpt, author, date: day(data.date), validFrom: day(data.validFrom), validUntil: day(data.validUntil) };
});
const bySlug = (slug: string) => offers.find((o) => o.slug === slug)!;
// The offers running on the build's day (npm test builds for a fixed one, decision 182), newest
// first as the site lists them (decision 082). The browser's clock is set to that day too.
const today = builtDay();
const listed = offers.filter((o) => isCurrent(o, today)).sort((a, b) => b.date.localeCompare(a.date));
const ended = offers.filter((o) => !listed.includes(o));

const long = (iso: string) => new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-US", { month: "long", day: "2-digit", year: "numeric", timeZone: "UTC" });
const cards = (page: Page) => page.getByRole("main").getByRole("article");
const search = (page: Page) => page.getByRole("searchbox", { name: "Search offers" });
const status = (page: Page) => page.getByRole("main").getByRole("status");

async function open(page: Page) {
  await page.goto("/offers");
  await page.waitForFunction(() => (window as unknown as { __reactRouterRouteModules?: object }).__reactRouterRouteModules);
}

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(noonOn(today));
});

test.describe("/offers", () => {
  test("the static HTML has the hero, the current offers and the newsletter before JavaScript runs", async ({ browser }) => {
    const ctx = await browser.newContext({ javaScriptEnabled: false });
    const page = await ctx.newPage();
    await page.goto("/offers");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByPlaceholder("Search offers...")).toBeVisible();
    await expect(page.getByRole("button", { name: "Search", exact: true })).toBeVisible();
    await expect(cards(page).getByRole("heading")).toHaveText(listed.map((o) => o.title));
    for (const o of ended) await expect(page.getByRole("heading", { name: o.title })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Get the Best Deals in Your Inbox" })).toBeVisible();
    await ctx.close();
  });

  test("each card shows image, date, author, title, excerpt and a View Offer link to /offers/{slug}", async ({ page }) => {
    await open(page);
    await expect(cards(page)).toHaveCount(listed.length);
    for (const o of listed) {
      const card = cards(page).filter({ has: page.getByRole("heading", { name: o.title }) });
      await expect(card.getByRole("img")).toHaveAttribute("alt", /\S/);
      await expect(card.locator("time")).toHaveText(/^[A-Z][a-z]+ \d{2}, \d{4}$/);
      await expect(card.getByText(o.author)).toBeVisible();
      await expect(card.getByText(o.excerpt)).toBeVisible();
      const link = card.getByRole("link", { name: /^View Offer/ });
      await expect(link).toHaveText("View Offer");
      await expect(link).toHaveAttribute("href", `/offers/${o.slug}`);
    }
  });

  test("filters live, case-insensitively, over title or excerpt, with SPEC's messages", async ({ page }) => {
    await open(page);
    await expect(status(page)).toHaveText("");

    await search(page).fill("HOME ACCESSORIES");
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).getByRole("heading")).toHaveText(bySlug("bogo-home-accessories").title);
    await expect(status(page)).toHaveText('Showing results for "HOME ACCESSORIES"');

    // A word only in the bedroom bundle's excerpt, typed in mixed case.
    const bedroom = bySlug("bedroom-bundle-deal");
    expect(bedroom.title.toLowerCase()).not.toContain("nightstands");
    expect(bedroom.excerpt.toLowerCase()).toContain("nightstands");
    await search(page).fill("NightStands");
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).getByRole("heading")).toHaveText(bedroom.title);
    await expect(status(page)).toHaveText('Showing results for "NightStands"');

    await search(page).fill("wallpaper");
    await expect(cards(page)).toHaveCount(0);
    await expect(status(page)).toHaveText('No results found for "wallpaper"');

    // An offer that has ended is not searched.
    await search(page).fill("SPRING SALE");
    await expect(cards(page)).toHaveCount(0);
    await expect(status(page)).toHaveText('No results found for "SPRING SALE"');

    await search(page).fill("");
    await expect(cards(page)).toHaveCount(listed.length);
    await expect(status(page)).toHaveText("");

    // Blank (only spaces) shows every offer too.
    await search(page).fill("   ");
    await expect(cards(page)).toHaveCount(listed.length);
    await expect(status(page)).toHaveText("");
  });

  test("the Search button only prevents the reload; Clear search brings every offer back", async ({ page }) => {
    await open(page);
    await search(page).fill("bogo-nothing");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/offers$/);
    await expect(status(page)).toHaveText('No results found for "bogo-nothing"');
    await search(page).press("Enter");
    await expect(page).toHaveURL(/\/offers$/);
    await expect(search(page)).toHaveValue("bogo-nothing");

    await page.getByRole("button", { name: "Clear search" }).click();
    await expect(cards(page)).toHaveCount(listed.length);
    await expect(search(page)).toBeFocused();
    await expect(search(page)).toHaveValue("");
  });

  test("the newsletter e-mail is required and checked by the browser; Subscribe Now sends nothing", async ({ page }) => {
    await open(page);
    const block = page.getByRole("region", { name: "Get the Best Deals in Your Inbox" });
    const email = block.getByRole("textbox", { name: "Email address" });
    await expect(email).toHaveAttribute("type", "email");
    await expect(email).toHaveAttribute("required", "");

    const requests: string[] = [];
    page.on("request", (r) => requests.push(r.url()));
    const subscribe = block.getByRole("button", { name: "Subscribe Now" });

    await subscribe.click();
    expect(await email.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    await expect(email).toBeFocused();

    await email.fill("not-an-email");
    await subscribe.click();
    expect(await email.evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);

    await email.fill("reader@example.com");
    expect(await email.evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(true);
    await subscribe.click();
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/offers$/);
    expect(requests).toEqual([]);
  });

  test("View Offer opens the offer's own page, never the not-found page", async ({ page }) => {
    await open(page);
    const first = listed[0]!;
    await page.getByRole("link", { name: `View Offer: ${first.title}` }).click();
    await expect(page).toHaveURL(`/offers/${first.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.title);
    await expect(page.getByText("Oops! Page not found")).toHaveCount(0);
  });

  test("keyboard: the search, every View Offer link and the newsletter are reachable with a visible focus", async ({ page }) => {
    await open(page);
    await search(page).focus();
    const reached: string[] = [];
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      const info = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        // A card's link draws its focus ring around the whole card.
        const ring = getComputedStyle(el.closest("article") ?? el);
        const own = getComputedStyle(el);
        return {
          name: el.getAttribute("aria-label") ?? el.textContent?.trim() ?? "",
          visible: own.outlineStyle !== "none" || ring.boxShadow.includes("rgb(154, 79, 44)"),
        };
      });
      reached.push(info.name);
      expect(info.visible, info.name).toBe(true);
    }
    for (const o of listed) expect(reached).toContain(`View Offer: ${o.title}`);
    expect(reached).toContain("Subscribe Now");
  });
});

test.describe("/offers/{slug}", () => {
  for (const o of offers) {
    test(`${o.slug} is a static page with the offer's title, date, author, image and body`, async ({ request, page }) => {
      const res = await request.get(`/offers/${o.slug}`, { maxRedirects: 0 });
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toContain(o.title.replace(/&/g, "&amp;"));

      await page.goto(`/offers/${o.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(o.title);
      const article = page.getByRole("main").getByRole("article").first();
      await expect(article.locator("time").first()).toHaveText(/^[A-Z][a-z]+ \d{2}, \d{4}$/);
      await expect(article.getByText(o.author).first()).toBeVisible();
      await expect(article.getByRole("img").first()).toHaveAttribute("alt", /\S/);
      expect(await article.locator("p").count()).toBeGreaterThan(2);
      await expect(page).toHaveTitle(pageTitle(o.title, company().name));
      await expect(article.getByText(`Valid ${long(o.validFrom)} to ${long(o.validUntil)}`)).toBeVisible();
      // The other current offers are offered underneath, and All offers goes back.
      await expect(page.getByRole("link", { name: /^View Offer: / })).toHaveText(listed.filter((x) => x !== o).map(() => "View Offer"));
      await page.getByRole("link", { name: "All offers" }).click();
      await expect(page).toHaveURL(/\/offers$/);
    });
  }

  test("at 1280 px the other offers' heading and cards stand in the middle of their section, not at a left edge of their own", async ({ page }) => {
    const heading = (matter(fs.readFileSync(path.resolve("content/pages/offers.md"), "utf8")).data as { offerPage: { moreHeading: string } }).offerPage.moreHeading;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/offers/${listed[0]!.slug}`);
    const section = page.getByRole("region", { name: heading });
    await expect(section.getByRole("link", { name: /^View Offer: / })).toHaveCount(listed.length - 1);
    const middle = await section.evaluate((el) => { const r = el.getBoundingClientRect(); return r.left + r.width / 2; });
    // Where the heading's words and the cards are drawn, not their boxes (a heading's box is the row's width).
    const words = await section.getByRole("heading", { name: heading }).evaluate((h) => { const range = document.createRange(); range.selectNodeContents(h); const r = range.getBoundingClientRect(); return r.left + r.width / 2; });
    const cards = await section.getByRole("listitem").evaluateAll((items) => { const rs = items.map((i) => i.getBoundingClientRect()); return (Math.min(...rs.map((r) => r.left)) + Math.max(...rs.map((r) => r.right))) / 2; });
    expect(Math.abs(words - middle), "heading").toBeLessThanOrEqual(1);
    expect(Math.abs(cards - middle), "cards").toBeLessThanOrEqual(1);
  });
});

test.describe("offers on a phone", () => {
  test.use({ viewport: { width: 320, height: 740 } });

  for (const p of ["/offers", ...SLUGS.map((s) => `/offers/${s}`)]) {
    test(`no horizontal overflow at 320 px on ${p}`, async ({ page }) => {
      await page.goto(p);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    });
  }
});

test.describe("offers that end (decision 082)", () => {
  test("an offer that had ended when the site was built keeps its page, says so and links to the current ones", async ({ page }) => {
    expect(ended.map((o) => o.slug), "the demo's spring sale ran March 14 to April 30, 2026").toEqual(["spring-sale-living-room"]);
    const spring = ended[0]!;
    await page.goto(`/offers/${spring.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(spring.title);
    const notice = page.getByRole("note");
    await expect(notice).toBeVisible();
    await expect(notice).toContainText("This offer ended on April 30, 2026.");
    // Its closing words no longer ask to make the most of it (decision 175).
    await expect(page.getByText("Missed this one?", { exact: true })).toBeVisible();
    await expect(page.getByText("Ready to make the most of this offer?")).toBeHidden();
    await expect(page.getByRole("link", { name: "Book a Consultation" }).last()).toHaveAttribute("href", "/contact");
    await notice.getByRole("link", { name: "See our current offers" }).click();
    await expect(page).toHaveURL(/\/offers$/);
    await expect(cards(page)).toHaveCount(listed.length);
  });

  test("a current offer's page has no ended notice and is indexable", async ({ page }) => {
    await page.goto(`/offers/${listed[0]!.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(listed[0]!.title);
    await expect(page.getByRole("note")).toBeHidden();
    await expect(page.getByText("Ready to make the most of this offer?")).toBeVisible();
    await expect(page.getByText("Missed this one?")).toBeHidden();
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await page.goto(`/offers/${ended[0]!.slug}`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });

  test("an offer that ends after the build is hidden in the visitor's browser before the first paint, and stays hidden once hydrated", async ({ page }) => {
    // The offers in content/ carry this test: without two that run on one day, it says so instead of passing silently.
    expect(listed.length, "content/offers needs two offers that run on the same day").toBeGreaterThanOrEqual(2);
    expect(new Set(listed.map((o) => o.validUntil)).size, "the current demo offers need different end dates").toBe(listed.length);
    const first = [...listed].sort((a, b) => a.validUntil.localeCompare(b.validUntil))[0]!;
    const others = listed.filter((o) => o !== first);
    // Noon in Mississauga on the day after its last day (a fixed clock).
    const next = noonOn(first.validUntil);
    next.setUTCDate(next.getUTCDate() + 1);
    await page.clock.setFixedTime(next);
    const errors: string[] = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    page.on("pageerror", (e) => errors.push(e.message));

    // Without hydration (its scripts held back): the prerendered HTML and the pre-paint script only.
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto("/offers", { waitUntil: "commit" });
    await page.waitForLoadState("load");
    await expect(page.getByRole("heading", { name: first.title })).toBeHidden();
    await expect(cards(page).filter({ visible: true }).getByRole("heading")).toHaveText(others.map((o) => o.title));
    await page.waitForTimeout(500);
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);

    // Hydrated: React leaves it out too, and search does not find it.
    await page.unrouteAll();
    await page.goto("/offers");
    await expect(cards(page).getByRole("heading")).toHaveText(others.map((o) => o.title));
    await search(page).fill(first.title.slice(0, 12));
    await expect(status(page)).toHaveText(`No results found for "${first.title.slice(0, 12).trim()}"`);

    // Its own page says it has ended, in its closing words too; the other offers' pages no longer offer it underneath.
    await page.goto(`/offers/${first.slug}`);
    await expect(page.getByRole("note")).toContainText(`This offer ended on ${long(first.validUntil)}.`);
    await expect(page.getByText("Missed this one?", { exact: true })).toBeVisible();
    await expect(page.getByText("Ready to make the most of this offer?")).toBeHidden();
    await page.goto(`/offers/${others[0]!.slug}`);
    await expect(page.getByRole("link", { name: `View Offer: ${first.title}` })).toHaveCount(0);
    expect(errors.filter((e) => /hydrat|#418|#423|#425/i.test(e))).toEqual([]);
  });

  test("the day before an offer's last day passes, the browser still shows it", async ({ page }) => {
    const first = [...listed].sort((a, b) => a.validUntil.localeCompare(b.validUntil))[0]!;
    await page.clock.setFixedTime(noonOn(first.validUntil));
    await page.goto("/offers");
    await expect(cards(page).getByRole("heading")).toHaveText(listed.map((o) => o.title));
  });
});
