import { expect, test } from "./fixtures";

/**
 * Forms post (DESIGN.md, decision 079): a submit before hydration or with scripts failing sends
 * the fields in a POST body to the page itself, never into a URL; the static host (here npm
 * start) answers 405 and keeps nothing, and the visitor is told so.
 */
test.describe("forms post, so a submit without scripts puts nothing in a URL", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form posts to /contact; the visitor sees that nothing was sent", async ({ page }) => {
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Send Us a Message" });
    await form.getByRole("textbox", { name: "Name" }).fill("Ana Lima");
    await form.getByRole("textbox", { name: "Email" }).fill("ana@example.com");
    await form.getByRole("textbox", { name: "Subject" }).fill("Kitchen");
    await form.getByRole("textbox", { name: "Message" }).fill("Please call me about my kitchen.");
    const [request] = await Promise.all([page.waitForRequest((r) => r.resourceType() === "document"), form.getByRole("button", { name: "Send Message" }).click()]);
    expect(request.method()).toBe("POST");
    expect(new URL(request.url()).pathname + new URL(request.url()).search).toBe("/contact");
    expect(request.postData()).toContain("email=ana%40example.com");
    const response = await request.response();
    expect(response?.status()).toBe(405);
    expect(response?.headers()["allow"]).toBe("GET, HEAD");
    await expect(page.getByRole("heading", { name: "Nothing was sent" })).toBeVisible();
    expect(page.url()).not.toContain("?");
    expect(page.url()).not.toContain("ana");
    await page.getByRole("link", { name: "Back to the page" }).click();
    await expect(page).toHaveURL("/contact");
  });

  for (const path of ["/blog", "/offers"]) {
    test(`the newsletter form on ${path} posts to ${path}`, async ({ page }) => {
      await page.goto(path);
      await page.getByRole("textbox", { name: "Email address" }).fill("ana@example.com");
      const [request] = await Promise.all([page.waitForRequest((r) => r.resourceType() === "document"), page.getByRole("button", { name: "Subscribe Now" }).click()]);
      expect(request.method()).toBe("POST");
      expect(new URL(request.url()).pathname + new URL(request.url()).search).toBe(path);
      expect(request.postData()).toBe("email=ana%40example.com");
      await expect(page.getByRole("heading", { name: "Nothing was sent" })).toBeVisible();
      expect(page.url()).not.toContain("ana");
    });
  }
});
