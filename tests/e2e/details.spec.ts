import fs from "node:fs";
import path from "node:path";
import { initials } from "../../app/lib/initials";
import { addressLine } from "../../app/lib/map-embed";
import { decodeEntities } from "../../app/lib/text";
import { company, contactPanel, testimonialAuthors } from "./content";
import { BUILD_DIR, expect, test } from "./fixtures";

/** Issue 17, "Details a visitor notices": article titles, testimonial initials, the contact map. */

test.describe("article titles keep word breaks", () => {
  test("a dash between words becomes a space in the heading", async ({ page }) => {
    await page.goto("/blog/layered-lighting-guide");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Layered lighting a room by room guide");
    await page.goto("/blog/caf%C3%A9-style-kitchens");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Café style kitchens bistro comfort at home");
  });
});

test("testimonial initials take letters only", async ({ page }) => {
  // The page's testimonials as its content file has them; "Priya & Daniel Mehta" → "PD" (the & is no letter) is app/lib/initials.test.ts's.
  const authors = testimonialAuthors("services/residential/custom-home-building.md");
  expect(authors.length).toBeGreaterThan(0);
  await page.goto("/services/residential/custom-home-building");
  for (const author of authors) {
    const quotes = page.getByRole("figure").filter({ hasText: author });
    await expect(quotes).toHaveCount(1);
    await expect(quotes.locator("figcaption > span").first()).toHaveText(initials(author));
  }
});

test.describe("contact map", () => {
  test("shows the address printed beside it, with a referrer policy no broader than the site's", async ({ page }) => {
    await page.goto("/contact");
    const a = company().address;
    const address = page.getByRole("main").locator("address");
    for (const line of [a.street, `${a.city}, ${a.region} ${a.postalCode}`, a.country]) await expect(address).toContainText(line);
    const map = page.getByTitle(contactPanel().mapTitle, { exact: true });
    // Its address comes once the visitor nears it (decision 215).
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute("src", /^https:/);
    const src = new URL((await map.getAttribute("src"))!);
    expect(src.origin + src.pathname).toBe("https://www.google.com/maps");
    // One line: street, city, region code and postal code, country ("2150 Example Boulevard, Suite 400, Mississauga, ON L5B 0A0, Canada").
    expect(src.searchParams.get("q")).toBe(addressLine(a));
    await expect(map).toHaveAttribute("referrerpolicy", "strict-origin-when-cross-origin");
  });
});

test("the app shell has the site's name as its title until a route sets its own", () => {
  const shell = fs.readFileSync(path.join(BUILD_DIR, "__spa-fallback.html"), "utf8");
  expect([...shell.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decodeEntities(m[1]!))).toEqual([company().name]);
});
