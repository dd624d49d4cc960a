/**
 * The forms with a leads endpoint (decision 095). The committed company.md names none (the demo
 * shows SPEC's console-only forms, tested in contact.spec.ts), so this file builds the site again
 * from a copy of content/ whose company file names one on another origin, serves it on its own
 * port, and answers the endpoint with `page.route`, as the plugin answers (its real answers are
 * checked in tests/contract/site.test.ts). The page's CSP applies: a request it did not allow
 * would never reach the route.
 */
import fs from "node:fs";
import path from "node:path";
import type { Page, Request, Route } from "@playwright/test";
import { axe } from "./axe";
import { company, sectionsOf, telHref } from "./content";
import { expect, serveSiteBuiltFrom, test } from "./fixtures";

const API = "https://leads.example.org/wp-json/studio-companion/v1";
const SHOTS = process.env.LEADS_SCREENSHOTS;

let site = "";

test.describe.configure({ mode: "serial" });

serveSiteBuiltFrom(
  "leads",
  (content) => {
    fs.cpSync(path.resolve("content"), content, { recursive: true });
    const company = path.join(content, "site", "company.md");
    fs.writeFileSync(company, fs.readFileSync(company, "utf8").replace(/^(cmsApiUrl: .*)$/m, `$1\nleadsApiUrl: ${API}`));
    return content;
  },
  (url, log) => {
    site = url;
    // With the endpoint set, the build does not warn that the forms send nothing (tests/unit/build-empty-snapshot.test.ts: without it, it does).
    expect(log).toContain("Content OK");
    expect(log).not.toContain("has no leadsApiUrl");
  },
);

/** Answers `{API}/{path}` like the plugin: CORS for the site's origin, the preflight, then `answer`. */
async function endpoint(page: Page, route: string, answer: (r: Route) => Promise<void>) {
  const requests: Request[] = [];
  await page.route(`${API}/${route}`, async (r) => {
    const cors = { "Access-Control-Allow-Origin": site, "Access-Control-Allow-Methods": "GET, POST, OPTIONS", "Access-Control-Allow-Headers": "Content-Type", Vary: "Origin" };
    if (r.request().method() === "OPTIONS") return r.fulfill({ status: 200, headers: cors });
    requests.push(r.request());
    await answer(r);
  });
  return requests;
}
const reply = (r: Route, status: number, body: unknown, headers: Record<string, string> = {}) =>
  r.fulfill({ status, contentType: "application/json", body: JSON.stringify(body), headers: { "Access-Control-Allow-Origin": site, Vary: "Origin", ...headers } });

const TYPED = { Name: "Ana Souza", Email: "ana@example.com", Phone: "+1 905 555 0100", Subject: "Kitchen renovation", Message: "We would like a quote for a new kitchen." };

async function fillContact(page: Page) {
  await page.goto(`${site}/contact`);
  const form = page.getByRole("form", { name: "Send Us a Message" });
  for (const [label, value] of Object.entries(TYPED)) await form.getByRole("textbox", { name: label }).fill(value);
  return form;
}

async function expectKept(page: Page) {
  const form = page.getByRole("form", { name: "Send Us a Message" });
  for (const [label, value] of Object.entries(TYPED)) await expect(form.getByRole("textbox", { name: label })).toHaveValue(value);
}

// The studio's address from company.md; the rest is what was typed, encoded as RFC 6068 asks.
const MAILTO =
  `mailto:${company().email}?subject=Kitchen%20renovation&body=We%20would%20like%20a%20quote%20for%20a%20new%20kitchen.%0D%0A%0D%0AAna%20Souza%0D%0Aana%40example.com%0D%0A%2B1%20905%20555%200100`;

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false });
};

test.describe("contact form with a leads endpoint", () => {
  test("shows Sending... on a disabled button while the lead is in flight, then Message Sent and an empty form on 201", async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const requests = await endpoint(page, "leads", async (r) => {
      await held;
      await reply(r, 201, { status: "received" });
    });
    const form = await fillContact(page);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await expect.poll(() => requests.length).toBe(1);
    const req = requests[0]!;
    expect(req.method()).toBe("POST");
    expect(req.headers()["content-type"]).toBe("application/json");
    expect(req.headers()["cookie"]).toBeUndefined();
    expect(req.postDataJSON()).toEqual({ name: "Ana Souza", email: "ana@example.com", phone: "+1 905 555 0100", subject: "Kitchen renovation", message: "We would like a quote for a new kitchen.", website: "" });
    await expect(page.getByText("Message Sent")).toHaveCount(0);
    release();
    await expect(page.getByText("Message Sent")).toBeVisible();
    await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
    for (const label of Object.keys(TYPED)) await expect(form.getByRole("textbox", { name: label })).toHaveValue("");
    await expect(page.getByRole("alert").filter({ hasText: "not sent" })).toHaveCount(0);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await shot(page, `contact-sent-${width}`);
    }
  });

  test("puts the server's messages under their fields on 400, focuses the first, and keeps what was typed", async ({ page }) => {
    await endpoint(page, "leads", (r) =>
      reply(r, 400, {
        code: "studio_invalid_lead",
        message: "Some fields are not valid.",
        data: { status: 400, fields: { email: "Please enter a valid email address.", message: "Message must be at most 5000 characters." } },
      }),
    );
    const form = await fillContact(page);
    await form.getByRole("button", { name: "Send Message" }).click();
    const email = form.getByRole("textbox", { name: "Email" });
    await expect(email).toHaveAccessibleDescription("Please enter a valid email address.");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toBeFocused();
    await expect(form.getByRole("textbox", { name: "Message" })).toHaveAccessibleDescription("Message must be at most 5000 characters.");
    await expect(form.getByRole("textbox", { name: "Name" })).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Message Sent")).toHaveCount(0);
    await expectKept(page);
  });

  for (const [name, answer, text] of [
    [
      "429",
      (r: Route) =>
        reply(r, 429, { code: "studio_rate_limited", message: "Too many requests. Please try again in 10 minutes.", data: { status: 429, fields: {}, retry_after: 600 } }, { "Retry-After": "600" }),
      "Too many requests. Please try again in 10 minutes. Everything you typed is still here, or send it by e-mail.",
    ],
    ["a network failure", (r: Route) => r.abort("internetdisconnected"), "Something went wrong on our side. Everything you typed is still here: try again in a moment, or send it by e-mail."],
    [
      "403 (the site's origin not set in the plugin)",
      (r: Route) => reply(r, 403, { code: "studio_forbidden_origin", message: "Forms are accepted only from the site.", data: { status: 403, fields: {} } }),
      "Something went wrong on our side. Everything you typed is still here: try again in a moment, or send it by e-mail.",
    ],
  ] as const) {
    test(`on ${name}: an error with a mailto: link holding the message, and everything typed kept`, async ({ page }) => {
      await endpoint(page, "leads", answer);
      const form = await fillContact(page);
      const button = form.getByRole("button", { name: "Send Message" });
      await button.click();
      const alert = page.getByRole("alert").filter({ hasText: "Your message was not sent." });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText(text);
      const link = alert.getByRole("link", { name: `Email your message to ${company().email}` });
      await expect(link).toHaveAttribute("href", MAILTO);
      await expect(alert.getByRole("link", { name: `or call ${company().phone}` })).toHaveAttribute("href", telHref(company().phone));
      // The notice has the focus and is on screen.
      await expect(alert).toBeFocused();
      await expect(alert).toBeInViewport();
      await expectKept(page);
      await expect(page.getByText("Message Sent")).toHaveCount(0);
      // The next Tab from the button reaches the link.
      await button.focus();
      await page.keyboard.press("Tab");
      await expect(link).toBeFocused();
      if (name === "429") {
        for (const width of [375, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          await alert.scrollIntoViewIfNeeded();
          await shot(page, `contact-error-${width}`);
        }
        // A new try clears the old notice, even when this one stops at the browser's own checks.
        await form.getByLabel("Name", { exact: true }).fill("Z");
        await button.click();
        await expect(form.getByText("Name must be at least 2 characters.")).toBeVisible();
        await expect(alert).toHaveCount(0);
      }
    });
  }

  test("on a phone, offline: the notice says so, comes into view with the focus, and offers e-mail and a call", async ({ page, context }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const form = await fillContact(page);
    // The code a send needs came with the first touch of the form (decision 177).
    await page.waitForLoadState("networkidle");
    await context.setOffline(true);
    await form.getByRole("button", { name: "Send Message" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Your message was not sent." });
    await expect(alert).toContainText("Your device seems to be offline. Everything you typed is still here: send it again once you are connected, or send it by e-mail.");
    await expect(alert).toBeFocused();
    await expect(alert).toBeInViewport({ ratio: 1 });
    const call = alert.getByRole("link", { name: `or call ${company().phone}` });
    expect((await call.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await expectKept(page);
    await context.setOffline(false);
  });

  test("the lead names the page the visitor came to the form from, whether the browser loaded the form or React Router brought it (decision 196)", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const requests = await endpoint(page, "leads", (r) => reply(r, 201, { status: "received" }));
    const hydratedHere = () => expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    const send = async () => {
      await expect(page).toHaveURL(`${site}/contact`);
      await hydratedHere();
      const form = page.getByRole("form", { name: "Send Us a Message" });
      for (const [label, value] of Object.entries(TYPED)) await form.getByRole("textbox", { name: label }).fill(value);
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByText("Message Sent")).toBeVisible();
      return (requests.at(-1)!.postDataJSON() as { page?: string }).page;
    };
    const book = () => page.getByRole("banner").getByRole("link", { name: "Book a Consultation" }).click();
    // A page without React: the browser loads /contact, and its referrer is the page.
    await page.goto(`${site}/services/residential/custom-home-building`);
    await book();
    expect(await send()).toBe("/services/residential/custom-home-building");
    // A page with React, hydrated: React Router brings the visitor to /contact without a load.
    await page.goto(`${site}/offers`);
    await hydratedHere();
    await book();
    expect(await send()).toBe("/offers");
    // /about (no React) → home (loaded, its referrer /about) → /contact by React Router: home, not /about.
    await page.goto(`${site}/about`);
    await page.getByRole("banner").getByRole("link", { name: /, home$/ }).click();
    await expect(page).toHaveURL(`${site}/`);
    await hydratedHere();
    await book();
    expect(await send()).toBe("/");
    // Opened directly: none.
    await page.goto(`${site}/contact`);
    expect(await send()).toBeUndefined();
  });

  test("has a honeypot named website that people cannot see, reach or hear", async ({ page }) => {
    await page.goto(`${site}/contact`);
    const form = page.getByRole("form", { name: "Send Us a Message" });
    const trap = form.locator('input[name="website"]');
    await expect(trap).toHaveCount(1);
    await expect(trap).toHaveAttribute("tabindex", "-1");
    await expect(trap).toHaveAttribute("autocomplete", "off");
    await expect(trap).not.toBeInViewport();
    await expect(form.getByRole("textbox", { name: "Website" })).toHaveCount(0);
    await form.getByRole("textbox", { name: "Message" }).focus();
    // Past the trap: the small print's link to the privacy policy (decision 219), then the button.
    const { privacyLink } = sectionsOf<{ form: { privacyLink?: string } }>("pages/contact.md", "contact")[0]!.form;
    if (privacyLink) {
      await page.keyboard.press("Tab");
      await expect(form.getByRole("link", { name: privacyLink })).toBeFocused();
    }
    await page.keyboard.press("Tab");
    await expect(form.getByRole("button", { name: "Send Message" })).toBeFocused();
  });
});

test.describe("newsletter with a leads endpoint", () => {
  for (const p of ["/blog", "/offers"]) {
    test(`${p}: sends the address to the subscribers endpoint and says to check the inbox on 202`, async ({ page }) => {
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      const requests = await endpoint(page, "subscribers", async (r) => {
        await held;
        await reply(r, 202, { status: "pending" });
      });
      await page.goto(`${site}${p}`);
      const box = page.getByRole("textbox", { name: "Email address" });
      await box.fill("nia@example.com");
      await page.getByRole("button", { name: "Subscribe Now" }).click();
      await expect(page.getByRole("button", { name: "Subscribing..." })).toBeDisabled();
      await expect.poll(() => requests.length).toBe(1);
      expect(requests[0]!.postDataJSON()).toEqual({ email: "nia@example.com", website: "" });
      expect(requests[0]!.headers()["content-type"]).toBe("application/json");
      release();
      await expect(page.getByRole("status").filter({ hasText: "Almost there! Check your inbox for a link to confirm your subscription." })).toBeVisible();
      await expect(box).toHaveValue("");
      if (p === "/blog") {
        for (const width of [375, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          await page.getByRole("status").filter({ hasText: "Almost there" }).scrollIntoViewIfNeeded();
          await shot(page, `newsletter-pending-${width}`);
        }
      }
    });
  }

  test("on 429 says so and keeps the address", async ({ page }) => {
    await endpoint(page, "subscribers", (r) =>
      reply(r, 429, { code: "studio_rate_limited", message: "Too many requests. Please try again in 10 minutes.", data: { status: 429, fields: {}, retry_after: 600 } }, { "Retry-After": "600" }),
    );
    await page.goto(`${site}/blog`);
    const box = page.getByRole("textbox", { name: "Email address" });
    await box.fill("nia@example.com");
    await page.getByRole("button", { name: "Subscribe Now" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Too many requests. Please try again in 10 minutes." })).toBeVisible();
    await expect(box).toHaveValue("nia@example.com");
  });
});

test.describe("accessibility of the states", () => {
  test.use({ reducedMotion: "reduce" });
  test("no axe violations on /contact with the error shown, or on /blog with the sign-up pending", async ({ page }) => {
    await endpoint(page, "leads", (r) => r.abort("internetdisconnected"));
    await endpoint(page, "subscribers", (r) => reply(r, 202, { status: "pending" }));
    await fillContact(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Your message was not sent." })).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await page.goto(`${site}/blog`);
    await page.getByRole("textbox", { name: "Email address" }).fill("nia@example.com");
    await page.getByRole("button", { name: "Subscribe Now" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Check your inbox" })).toBeVisible();
    expect(await axe(page)).toEqual([]);
  });
});
