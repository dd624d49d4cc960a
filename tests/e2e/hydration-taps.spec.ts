/**
 * A tap made before React has hydrated the page, on a button only React answers, is held and
 * made again once React has (decision 194, scripts/build/hydration.ts's gate): before, the tap
 * only started the download and the visitor had to tap again. Made once, not twice; buttons the
 * page answers without React (the header's popover menus) are left to the browser.
 */
import type { Page } from "@playwright/test";
import { expect, holdHydrationUntilInteraction, holdRequests, test } from "./fixtures";

/** Opens `url` with its code held back: React cannot hydrate until `release` is called. */
async function openBeforeHydration(page: Page, url: string) {
  await holdHydrationUntilInteraction(page);
  const release = await holdRequests(page, (u) => u.pathname.startsWith("/assets/") && u.pathname.endsWith(".js"));
  await page.goto(url, { waitUntil: "domcontentloaded" });
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
  return release;
}

const hydrated = (page: Page) => expect(page.locator("html")).toHaveAttribute("data-hydrated", "");

test("the gallery's Next, tapped before hydration, turns the page once React is there: to page 2, not 3", async ({ page }) => {
  const release = await openBeforeHydration(page, "/gallary");
  const pager = page.getByRole("navigation", { name: "Gallery pages" });
  const next = pager.getByRole("button", { name: "Next" });
  await next.click();
  // Held, and shown as waiting, while the code loads.
  await expect(next).toHaveAttribute("data-waits-for-hydration", "");
  await expect(pager.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  await release();
  await hydrated(page);
  await expect(pager.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await expect(next).not.toHaveAttribute("data-waits-for-hydration");
  await expect(page.getByRole("list", { name: /^Images 16–20 of \d+$/ })).toBeVisible();
});

test("Load More Projects, tapped before hydration, asks WordPress for the next page once React is there, and once only", async ({ page }) => {
  // WordPress's page 2 answered empty: the list then ends, and Load More goes away (SPEC).
  const asked: string[] = [];
  await page.route(/\/wp-json\/wp\/v2\/portfolio\?page=2&/, (route) => {
    asked.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "application/json", headers: { "access-control-allow-origin": "*" }, body: "[]" });
  });
  const release = await openBeforeHydration(page, "/portfolio");
  const loadMore = page.getByRole("button", { name: "Load More Projects" });
  await loadMore.click();
  await expect(loadMore).toHaveAttribute("data-waits-for-hydration", "");
  expect(asked).toEqual([]);
  await release();
  await hydrated(page);
  await expect.poll(() => asked.length).toBe(1);
  // The empty page ends the list: Load More and the loading line are gone, and nothing was asked again.
  await expect(loadMore).toHaveCount(0);
  await expect(page.getByText("Loading...")).toHaveCount(0);
  expect(asked).toHaveLength(1);
});

test("the header's Services menu, tapped before hydration, opens by itself and stays open after it", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const release = await openBeforeHydration(page, "/portfolio");
  const services = page.getByRole("banner").getByRole("button", { name: "Services" });
  await services.click();
  await expect(services).toHaveAttribute("aria-expanded", "true");
  await release();
  await hydrated(page);
  await expect(services).toHaveAttribute("aria-expanded", "true");
  await expect(services).not.toHaveAttribute("data-waits-for-hydration");
});

test("the contact form, sent before hydration, is sent once React is there: no 405 page, and the message goes (decision 196)", async ({ page }) => {
  const release = await openBeforeHydration(page, "/contact");
  const form = page.getByRole("form", { name: "Send Us a Message" });
  const typed = { Name: "Ana Souza", Email: "ana@example.com", Subject: "Kitchen renovation", Message: "We would like a quote for a new kitchen." };
  for (const [label, value] of Object.entries(typed)) await form.getByRole("textbox", { name: label }).fill(value);
  const send = form.getByRole("button", { name: "Send Message" });
  await send.click();
  // Held, shown as waiting; the browser did not post the form to the page (the static host's 405).
  await expect(send).toHaveAttribute("data-waits-for-hydration", "");
  await expect(page).toHaveURL(/\/contact$/);
  for (const [label, value] of Object.entries(typed)) await expect(form.getByRole("textbox", { name: label })).toHaveValue(value);
  await release();
  await hydrated(page);
  // SPEC's demo send (no leads endpoint): the toast, and the form emptied.
  await expect(page.getByText("Message Sent")).toBeVisible();
  await expect(form.getByRole("textbox", { name: "Name" })).toHaveValue("");
  await expect(send).not.toHaveAttribute("data-waits-for-hydration");
  await expect(page).toHaveURL(/\/contact$/);
});

test("a submit held before hydration goes to the browser when React's code fails to load, instead of waiting for ever", async ({ page }) => {
  await holdHydrationUntilInteraction(page);
  // The client entry, which the boot script imports last with import(), fails once the form is sent.
  let fail!: () => void;
  const failing = new Promise<void>((resolve) => (fail = resolve));
  await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
    await failing;
    await route.abort("failed");
  });
  await page.goto("/contact", { waitUntil: "domcontentloaded" });
  const form = page.getByRole("form", { name: "Send Us a Message" });
  await form.getByRole("textbox", { name: "Name" }).fill("Ana Souza");
  const send = form.getByRole("button", { name: "Send Message" });
  await send.click();
  await expect(send).toHaveAttribute("data-waits-for-hydration", "");
  fail();
  // The browser posts it as it would have without the gate: the static host's page says nothing was kept.
  await expect(page.getByRole("heading", { name: "Nothing was sent" })).toBeVisible();
});
