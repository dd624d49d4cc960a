import type { Page } from "@playwright/test";
import { expect, hydratedIfReact, test } from "./fixtures";

/**
 * Decision 177: a page left open across a deploy asks for code the host no longer has (every
 * deploy names its files by their content). The page reloads onto the new deploy once, keeping
 * what was typed in the contact form; a file missing for good shows the error screen, no loop.
 */

const CRASH = "Unexpected Application Error!";

/**
 * The host answers 404 for `file` (as it does once a deploy has removed it): the first `times`
 * requests, or all of them. Before the 404 a request waits for `until`, when given.
 */
async function goneAfterDeploy(page: Page, file: RegExp, { times = Infinity, until }: { times?: number; until?: Promise<void> } = {}) {
  let answered = 0;
  await page.route(
    (url) => file.test(url.pathname),
    async (route) => {
      if (answered >= times) return route.fallback();
      answered++;
      await until;
      await route.fulfill({ status: 404, contentType: "text/html", body: "Not found" });
    },
  );
}

/** Counts the page's loads, and notes in the tab whether the crash screen was ever on it. */
async function watch(page: Page) {
  let loads = 0;
  page.on("load", () => loads++);
  await page.addInitScript({
    content: `new MutationObserver(() => {
      if (document.body && document.body.textContent.includes(${JSON.stringify(CRASH)})) sessionStorage.setItem("crash-seen", "1");
    }).observe(document, { subtree: true, childList: true, characterData: true });`,
  });
  return { loads: () => loads, crashSeen: () => page.evaluate(() => sessionStorage.getItem("crash-seen") === "1") };
}

const firstTile = (page: Page) => page.getByRole("main").getByRole("list", { name: /^Images 1–/ }).getByRole("button").first();

test.describe("a page open across a deploy", () => {
  test("the gallery's lightbox, gone from the host, reloads the page once and opens on the next click; no crash screen", async ({ page }) => {
    const seen = await watch(page);
    await page.goto("/gallary");
    await goneAfterDeploy(page, /\/assets\/GalleryLightbox-[\w-]+\.js$/, { times: 1 });
    const reloaded = page.waitForEvent("load");
    await firstTile(page).click();
    await reloaded;
    await page.waitForFunction(hydratedIfReact);
    expect(seen.loads()).toBe(2);
    await firstTile(page).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await seen.crashSeen()).toBe(false);
  });

  test("a file missing for good: one reload, then the error screen stays", async ({ page }) => {
    const seen = await watch(page);
    await page.goto("/gallary");
    await goneAfterDeploy(page, /\/assets\/GalleryLightbox-[\w-]+\.js$/);
    const reloaded = page.waitForEvent("load");
    await firstTile(page).click();
    await reloaded;
    await page.waitForFunction(hydratedIfReact);
    await firstTile(page).click();
    await expect(page.getByRole("heading", { name: CRASH })).toBeVisible();
    await expect(page.getByText(/Failed to fetch dynamically imported module/)).toBeVisible();
    expect(seen.loads()).toBe(2);
    expect(await seen.crashSeen()).toBe(true); // the watch above sees the screen when it is there
  });

  test("the contact form: typed text survives the reload and the message sends", async ({ page }) => {
    const seen = await watch(page);
    await page.goto("/contact");
    let release!: () => void;
    // The form's rules load when it is first focused; they are gone by the time the host answers.
    await goneAfterDeploy(page, /\/assets\/contact-form-[\w-]+\.js$/, { times: 1, until: new Promise<void>((r) => (release = r)) });
    const form = page.getByRole("form", { name: "Send Us a Message" });
    const typed = {
      Name: "Ada Lovelace",
      Email: "ada@example.com",
      "Phone (optional)": "+1 905 555 0100",
      Subject: "Kitchen",
      Message: "A new kitchen for a small flat, please.",
    };
    for (const [name, value] of Object.entries(typed)) await form.getByRole("textbox", { name }).fill(value);
    const reloaded = page.waitForEvent("load");
    release();
    await reloaded;
    await page.waitForFunction(hydratedIfReact);
    expect(seen.loads()).toBe(2);
    for (const [name, value] of Object.entries(typed)) await expect(form.getByRole("textbox", { name })).toHaveValue(value);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message Sent")).toBeVisible();
    await expect(form.getByRole("textbox", { name: "Name" })).toHaveValue("");
    expect(await seen.crashSeen()).toBe(false);
  });
});
