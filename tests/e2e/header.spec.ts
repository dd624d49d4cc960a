import { company, telHref } from "./content";
import { expect, holdHydrationUntilInteraction, test } from "./fixtures";

const RESIDENTIAL = ["Interior Design", "Home Staging", "Space Planning", "Luxury Lifestyle Basement", "Interior & Exterior Remodelling", "Project Management", "Interior Architectural Design", "Custom Home Building", "General Contracting", "Energy-Efficient Homes"];
const COMMERCIAL = ["Office Design", "Retail Spaces", "Hospitality Design", "Commercial Building Construction", "Office Renovations & Fit-Outs", "Retail Space Development", "Commercial Project Management", "Commercial Interior Design"];

test.describe("header on desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("is fixed and lists SPEC's menu in order", async ({ page }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    const items = nav.locator(":scope > ul > li > a, :scope > ul > li > button");
    await expect(items).toHaveText(["Home", "About", "Services", "Portfolio", "Blog", "FAQ", "Certificate", "Contact"]);
    const header = page.getByRole("banner");
    expect(await header.evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
    await page.mouse.wheel(0, 1500);
    await expect(header).toBeInViewport();
  });

  test("highlights the item whose path the URL equals or starts with; Home only on /", async ({ page }) => {
    const nav = page.getByRole("navigation", { name: "Main" });
    await page.goto("/");
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    const current = () => nav.locator(":scope > ul > li > [aria-current]");
    await expect(current()).toHaveText(["Home"]);
    await page.goto("/services/residential/interior-design");
    await expect(nav.getByRole("button", { name: "Services" })).toHaveAttribute("aria-current", "true");
    await expect(current()).toHaveText(["Services"]);
    await page.goto("/services");
    await expect(nav.getByRole("button", { name: "Services" })).toHaveAttribute("aria-current", "page");
    await page.goto("/blog/a-post-published-after-the-build");
    await expect(nav.getByRole("link", { name: "Blog" })).toHaveAttribute("aria-current", "true");
    await expect(current()).toHaveText(["Blog"]);
    await page.goto("/about");
    await expect(current()).toHaveText(["About"]);
  });

  test("Services opens a dropdown with Residential and Commercial submenus; clicking it again closes it", async ({ page }) => {
    await page.goto("/about");
    const services = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" });
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await services.click();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("link", { name: "Residential", exact: true })).toHaveAttribute("href", "/services/residential");
    await expect(page.getByRole("link", { name: "Commercial", exact: true })).toHaveAttribute("href", "/services/commercial");
    const res = page.getByRole("list", { name: "Residential services" }).getByRole("link");
    await expect(res).toHaveText(RESIDENTIAL);
    expect(await res.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(
      RESIDENTIAL.map((_, i) => `/services/residential/${["interior-design", "home-staging", "space-planning", "luxury-lifestyle-basement", "interior-exterior-remodelling", "project-management", "interior-architectural-design", "custom-home-building", "general-contracting", "energy-efficient-homes"][i]}`),
    );
    const com = page.getByRole("list", { name: "Commercial services" }).getByRole("link");
    await expect(com).toHaveText(COMMERCIAL);
    expect(await com.evaluateAll((as) => as.map((a) => a.getAttribute("href")!.split("/").slice(0, 3).join("/")))).toEqual(COMMERCIAL.map(() => "/services/commercial"));
    await services.click();
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("list", { name: "Residential services" })).toBeHidden();
  });

  test("closes on Escape (focus back on Services), on a click outside and on navigation", async ({ page }) => {
    await page.goto("/about");
    const services = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" });
    await services.click();
    await page.keyboard.press("Escape");
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(services).toBeFocused();
    await services.click();
    await page.mouse.click(640, 600);
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await services.click();
    await page.getByRole("list", { name: "Commercial services" }).getByRole("link", { name: "Office Design" }).click();
    await expect(page).toHaveURL("/services/commercial/office-design");
    await expect(services).toHaveAttribute("aria-expanded", "false");
  });

  test("works by keyboard alone", async ({ page }) => {
    await page.goto("/about");
    const services = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" });
    await services.focus();
    await page.keyboard.press("Enter");
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Residential", exact: true })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("list", { name: "Residential services" }).getByRole("link", { name: "Interior Design" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/services/residential/interior-design");
  });

  test("closes when the keyboard's focus moves on past its last link, or back before its button; Shift+Tab into it keeps it open (decision 175)", async ({ page }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    const services = nav.getByRole("button", { name: "Services" });
    const residential = page.getByRole("list", { name: "Residential services" });
    await services.focus();
    await page.keyboard.press("Enter");
    await expect(services).toHaveAttribute("aria-expanded", "true");
    // Every link of the menu in turn, the menu open all along, then Portfolio: the menu closes.
    const links = 2 + RESIDENTIAL.length + COMMERCIAL.length + 1; // the two groups, their services, View all services
    for (let i = 0; i < links; i++) {
      await page.keyboard.press("Tab");
      await expect(services).toHaveAttribute("aria-expanded", "true");
    }
    await expect(page.getByRole("link", { name: "View all services" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Portfolio" })).toBeFocused();
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(residential).toBeHidden();
    // Back into it from its first link to its button: still open; then before the button: closed.
    await services.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Shift+Tab");
    await expect(services).toBeFocused();
    await expect(residential).toBeVisible();
    await page.keyboard.press("Shift+Tab");
    await expect(nav.getByRole("link", { name: "About" })).toBeFocused();
    await expect(residential).toBeHidden();
  });

  test("has a skip link to the main content", async ({ page }) => {
    await page.goto("/about");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
  });
});

test.describe("header on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the toggle opens a stacked menu; groups open one at a time; it closes on navigation and Escape", async ({ page }) => {
    await page.goto("/about");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    for (const name of ["Home", "About", "Services", "Portfolio", "Blog", "FAQ", "Certificate", "Contact"]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
    // Each group is a <details> whose summary opens it (decision 116): found by its text.
    const residential = menu.getByText("Residential", { exact: true });
    const commercial = menu.getByText("Commercial", { exact: true });
    await residential.click();
    await expect(menu.getByRole("list", { name: "Residential services" })).toBeVisible();
    await commercial.click();
    await expect(menu.getByRole("list", { name: "Commercial services" })).toBeVisible();
    await expect(menu.getByRole("list", { name: "Residential services" })).toBeHidden();
    await commercial.click();
    await expect(menu.getByRole("list", { name: "Commercial services" })).toBeHidden();

    await menu.getByRole("link", { name: "Portfolio" }).click();
    await expect(page).toHaveURL("/portfolio");
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });
  test("the menu ends with Book a Consultation and a call to the studio's number, each a full-width button", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    const book = menu.getByRole("link", { name: "Book a Consultation" });
    const call = menu.getByRole("link", { name: `Call ${company().phone}` });
    await expect(book).toHaveAttribute("href", "/contact");
    await expect(call).toHaveAttribute("href", telHref(company().phone));
    await expect(call).toBeInViewport();
    const [b, c] = [(await book.boundingBox())!, (await call.boundingBox())!];
    expect(c.y).toBeGreaterThan(b.y);
    expect(c.width).toBe(b.width);
    expect(c.height).toBeGreaterThanOrEqual(44);
  });

  test("a menu opened before React has hydrated stays open once it has", async ({ page }) => {
    // /portfolio ships React; its menu is a popover that works before React (decision 116), and
    // the visitor's tap is what starts hydration.
    await holdHydrationUntilInteraction(page);
    await page.goto("/portfolio", { waitUntil: "domcontentloaded" });
    await page.waitForLoadState("load");
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(false);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
  });
});

test.describe("footer", () => {
  test("has SPEC's quick links, six service entries to /services and the company details", async ({ page }) => {
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    const quick = footer.getByRole("navigation", { name: "Quick Links" }).getByRole("link");
    await expect(quick).toHaveText(["Home", "About", "Services", "Portfolio", "Blog", "Contact"]);
    expect(await quick.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(["/", "/about", "/services", "/portfolio", "/blog", "/contact"]);
    const services = footer.getByRole("navigation", { name: "Services" }).getByRole("link");
    await expect(services).toHaveText(["Interior Design", "Space Planning", "Color Consultation", "Furniture Selection", "Home Staging", "Project Management"]);
    expect(new Set(await services.evaluateAll((as) => as.map((a) => a.getAttribute("href"))))).toEqual(new Set(["/services"]));
    await expect(footer).toContainText("Creating beautiful, comfortable spaces that reflect your personality and meet your needs.");
    const { address, phone, email, social } = company();
    await expect(footer).toContainText(`${address.city}, ${address.region}`);
    await expect(footer.getByRole("link", { name: phone })).toHaveAttribute("href", telHref(phone));
    await expect(footer.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
    for (const [name, href] of [["Instagram", social.instagram], ["Facebook", social.facebook], ["LinkedIn", social.linkedin]] as const) {
      await expect(footer.getByRole("link", { name })).toHaveAttribute("href", href);
    }
  });

  test("links the pages no menu lists, the offers, the gallery and the privacy policy, and they open (decisions 181, 219)", async ({ page }) => {
    await page.goto("/");
    const more = page.getByRole("contentinfo").getByRole("navigation", { name: "More pages" }).getByRole("link");
    await expect(more).toHaveText(["Current Offers", "Gallery", "Privacy"]);
    expect(await more.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(["/offers", "/gallary", "/privacy"]);
    await more.nth(1).click();
    await expect(page).toHaveURL(/\/gallary$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("scrolling", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("navigation scrolls to the top; a hash scrolls its target clear of the fixed header", async ({ page }) => {
    await page.goto("/about");
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL("/contact");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);


    // Home's Project Management card lands on /services#project-management, below the fixed header.
    await page.goto("/");
    await page.getByRole("link", { name: /Project Management/ }).first().click();
    await expect(page).toHaveURL("/services#project-management");
    const headerBottom = await page.getByRole("banner").evaluate((el) => el.getBoundingClientRect().bottom);
    const target = page.locator("#project-management");
    await expect.poll(() => target.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeGreaterThanOrEqual(Math.floor(headerBottom));
    await expect(target).toBeInViewport();
  });
});
