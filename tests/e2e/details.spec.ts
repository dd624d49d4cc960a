import fs from "node:fs";
import path from "node:path";
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
  await page.goto("/services/residential/custom-home-building");
  const quotes = page.getByRole("figure").filter({ hasText: "Priya & Daniel Mehta" });
  await expect(quotes).toHaveCount(1);
  await expect(quotes.locator("figcaption > span").first()).toHaveText("PD");
  await expect(page.getByRole("figure").filter({ hasText: "Laura Chen" }).locator("figcaption > span").first()).toHaveText("LC");
});

test.describe("contact map", () => {
  test("shows the address printed beside it, with a referrer policy no broader than the site's", async ({ page }) => {
    await page.goto("/contact");
    const address = page.getByRole("main").locator("address");
    for (const line of ["2150 Example Boulevard, Suite 400", "Mississauga, Ontario L5B 0A0", "Canada"]) await expect(address).toContainText(line);
    const map = page.getByTitle("Map showing our Mississauga studio");
    const src = new URL((await map.getAttribute("src"))!);
    expect(src.origin + src.pathname).toBe("https://www.google.com/maps");
    expect(src.searchParams.get("q")).toBe("2150 Example Boulevard, Suite 400, Mississauga, ON L5B 0A0, Canada");
    await expect(map).toHaveAttribute("referrerpolicy", "strict-origin-when-cross-origin");
  });
});

test("the app shell has the site's name as its title until a route sets its own", () => {
  const shell = fs.readFileSync(path.join(BUILD_DIR, "__spa-fallback.html"), "utf8");
  expect(shell.match(/<title>[^<]*<\/title>/g)).toEqual(["<title>Maple &amp; Mortar Interiors</title>"]);
});
