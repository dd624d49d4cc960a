import type { Page, Route } from "@playwright/test";
import { axe } from "./axe";
import { company } from "./content";
import { expect, test } from "./fixtures";

/**
 * /preview in Chromium against the built site, with the CMS answered here the way WordPress's
 * REST API answers application passwords (401 for a wrong one, the draft in edit context for
 * the right one). The same flow runs against a real WordPress in tests/contract.
 */
const CMS = company().cmsApiUrl;
const USER = "editor";
const PASSWORD = "abcd EFGH ijkl MNOP qrst UVWX";
const GOOD = `Basic ${Buffer.from(`${USER}:${PASSWORD}`).toString("base64")}`;

const draft = {
  id: 77,
  slug: "",
  generated_slug: "quiet-luxury-draft",
  status: "draft",
  date: "2026-11-20T10:00:00",
  title: { rendered: "Quiet luxury for small rooms", raw: "Quiet luxury for small rooms" },
  excerpt: { rendered: "<p>Soft textures.</p>" },
  content: { rendered: '<p>A first paragraph the editor is still writing.</p><img src="https://x.invalid/a.png" alt="" onerror="window.__pwned=1">' },
};

interface Seen {
  auth: (string | undefined)[];
  urls: string[];
}

async function fakeWordPress(page: Page): Promise<Seen> {
  const seen: Seen = { auth: [], urls: [] };
  await page.route(`${CMS}/**`, async (route: Route) => {
    const req = route.request();
    seen.urls.push(req.url());
    seen.auth.push(req.headers()["authorization"]);
    const cors = { "Access-Control-Allow-Origin": new URL(page.url() || "http://127.0.0.1").origin, "Access-Control-Allow-Headers": "Authorization", "Content-Type": "application/json" };
    if (req.method() === "OPTIONS") return route.fulfill({ status: 200, headers: cors, body: "" });
    const url = new URL(req.url());
    if (url.pathname.endsWith("/posts/77") && url.searchParams.get("context") === "edit") {
      if (req.headers()["authorization"] !== GOOD) {
        return route.fulfill({ status: 401, headers: cors, body: JSON.stringify({ code: "incorrect_password", message: "The password you entered is incorrect.", data: { status: 401 } }) });
      }
      return route.fulfill({ status: 200, headers: cors, body: JSON.stringify(draft) });
    }
    return route.fulfill({ status: 404, headers: cors, body: JSON.stringify({ code: "rest_post_invalid_id" }) });
  });
  return seen;
}

/** Whether the password is anywhere in the tab's storage (sessionStorage also holds React Router's scroll positions). */
const stored = (page: Page, area: "sessionStorage" | "localStorage") =>
  page.evaluate(([a, p]) => Object.values(window[a as "sessionStorage"]).some((v) => String(v).includes(p!)), [area, PASSWORD] as const);

async function signIn(page: Page, user: string, password: string) {
  await page.getByLabel("WordPress user name").fill(user);
  await page.getByLabel("Application password").fill(password);
  await page.getByRole("button", { name: "Show preview" }).click();
}

test.describe("draft preview", () => {
  test("is a noindex page that is not in the sitemap", async ({ request }) => {
    const res = await request.get("/preview?type=post&id=77");
    expect(res.status()).toBe(200);
    expect(await res.text()).toContain('<meta name="robots" content="noindex"/>');
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).not.toContain("/preview");
  });

  test("asks for an application password, refuses a wrong one, then shows the draft on the article template", async ({ page }) => {
    const seen = await fakeWordPress(page);
    await page.goto("/preview?type=post&id=77");
    await expect(page).toHaveTitle(/^Preview, not published \| /);
    // One robots tag, the shell's: the page hydrated adds none.
    await expect(page.locator('meta[name="robots"]')).toHaveCount(1);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.getByRole("heading", { level: 1, name: "Preview a draft" })).toBeVisible();
    expect(seen.urls, "nothing is asked of WordPress before the editor signs in").toEqual([]);

    await signIn(page, USER, "wrong password");
    await expect(page.getByRole("alert")).toHaveText("WordPress did not accept this user name and application password.");
    expect(await page.evaluate(() => sessionStorage.getItem("preview-credentials")), "a refused password is not kept").toBeNull();

    await signIn(page, USER, PASSWORD);
    await expect(page.getByRole("heading", { level: 1, name: "Quiet luxury for small rooms" })).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Preview, not published" })).toContainText("Only you can see this page.");
    await expect(page.getByText("A first paragraph the editor is still writing.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to all articles" })).toHaveAttribute("href", "/blog");
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned), "the draft's HTML is sanitised").toBeUndefined();
    expect(seen.urls.at(-1)).toBe(`${CMS}/posts/77?context=edit&_embed=1`);
    expect(seen.auth.at(-1)).toBe(GOOD);

    // Kept for this tab only: a reload shows the draft again without asking, and nothing is in localStorage.
    expect(await stored(page, "sessionStorage")).toBe(true);
    expect(await stored(page, "localStorage")).toBe(false);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Quiet luxury for small rooms" })).toBeVisible();

    await page.getByRole("button", { name: "Sign out of preview" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Preview a draft" })).toBeVisible();
    expect(await stored(page, "sessionStorage")).toBe(false);
  });

  test("the password is sent to no host but the CMS", async ({ page, context }) => {
    const elsewhere: string[] = [];
    await context.route((url) => !url.href.startsWith(CMS), async (route) => {
      if (route.request().headers()["authorization"]) elsewhere.push(route.request().url());
      await route.fallback();
    });
    await fakeWordPress(page);
    await page.goto("/preview?type=post&id=77");
    await signIn(page, USER, PASSWORD);
    await expect(page.getByRole("heading", { level: 1, name: "Quiet luxury for small rooms" })).toBeVisible();
    expect(elsewhere).toEqual([]);
  });

  test("a link without a type and id says how to open a preview", async ({ page }) => {
    await page.goto("/preview");
    await expect(page.getByRole("alert")).toHaveText("This preview link is incomplete. Open the draft in WordPress and press Preview.");
  });

  test("a record WordPress does not have says so", async ({ page }) => {
    await fakeWordPress(page);
    await page.goto("/preview?type=faq&id=5");
    await signIn(page, USER, PASSWORD);
    await expect(page.getByRole("alert")).toHaveText("WordPress has nothing to preview with this id: it may have been deleted.");
  });

  for (const width of [375, 1280]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
      test("the sign-in form and the draft have no axe violations", async ({ page }) => {
        await fakeWordPress(page);
        await page.goto("/preview?type=post&id=77");
        await expect(page).toHaveTitle(/^Preview, not published/);
        expect(await axe(page)).toEqual([]);
        await signIn(page, USER, PASSWORD);
        await expect(page.getByRole("heading", { level: 1, name: "Quiet luxury for small rooms" })).toBeVisible();
        expect(await axe(page)).toEqual([]);
      });
    });
  }
});
