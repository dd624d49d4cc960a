import { company, contactPanel, telHref } from "./content";
import { expect, test } from "./fixtures";

test.describe("contact", () => {
  test("shows the Get In Touch panel with address, e-mail, phone and a lazily loaded map", async ({ page }) => {
    await page.goto("/contact");
    const { address, email, phone } = company();
    await expect(page.getByRole("heading", { name: "Get In Touch" })).toBeVisible();
    await expect(page.getByText(`${address.city}, ${address.region}`).first()).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
    await expect(main.getByRole("link", { name: phone })).toHaveAttribute("href", telHref(phone));
    // Each whole line, icon and label too, is the link: a finger's target, not one line of text.
    for (const name of [email, phone]) expect((await main.getByRole("link", { name }).boundingBox())!.height).toBeGreaterThanOrEqual(44);
    const map = page.locator("iframe").and(page.getByTitle(contactPanel().mapTitle, { exact: true }));
    await expect(map).toHaveAttribute("loading", "lazy");
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute("src", /^https:\/\/www\.google\.com\/maps/);
  });

  test("on a phone the map asks the maps service nothing while the page loads, nor until the visitor comes near it; then it loads (decision 215)", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 640 });
    const asked: string[] = [];
    page.on("request", (r) => {
      if (r.url().startsWith("https://www.google.com/maps")) asked.push(r.url());
    });
    await page.route("https://www.google.com/**", (route) => route.abort());
    const res = await page.goto("/contact", { waitUntil: "load" });
    // Not in the HTML: nothing for the browser to fetch on its own.
    const html = await res!.text();
    expect(html).toMatch(/<iframe [^>]*title="[^"]+"/);
    expect(html).not.toMatch(/<iframe [^>]*\ssrc="/);
    const map = page.locator("iframe").and(page.getByTitle(contactPanel().mapTitle, { exact: true }));
    // page.goto waited for hydration too (./fixtures.ts): the map's script has run.
    await page.waitForTimeout(300);
    expect(asked).toEqual([]);
    expect(await map.getAttribute("src")).toBeNull();
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute("src", /^https:\/\/www\.google\.com\/maps\?.*output=embed/);
    await expect.poll(() => asked.length).toBe(1);
  });

  test("under the map, directions to the printed address in Google Maps: the way there when the map does not load, a finger's target on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    // The map's frame never loads here (no network), as behind a content blocker.
    await page.route("https://www.google.com/**", (route) => route.abort());
    await page.goto("/contact");
    const { address } = company();
    const link = page.getByRole("main").getByRole("link", { name: contactPanel().directions });
    await link.scrollIntoViewIfNeeded();
    await expect(link).toBeVisible();
    const href = new URL((await link.getAttribute("href"))!);
    expect(href.origin + href.pathname).toBe("https://www.google.com/maps/dir/");
    expect(href.searchParams.get("api")).toBe("1");
    expect(href.searchParams.get("destination")).toBe(`${address.street}, ${address.city}, ${address.regionCode} ${address.postalCode}, ${address.country}`);
    expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  });

  test("on a phone the hero's Send Us a Message opens the page at the form, clear of the fixed header", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Send Us a Message" });
    await expect(form).not.toBeInViewport();
    await page.getByRole("main").getByRole("link", { name: "Send Us a Message" }).click();
    await expect(page).toHaveURL(/\/contact#message$/);
    const title = page.getByRole("heading", { name: "Send Us a Message", level: 2 });
    await expect(title).toBeInViewport();
    const header = (await page.getByRole("banner").boundingBox())!;
    expect((await title.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
    await expect(form.getByRole("textbox", { name: "Name" })).toBeInViewport();
  });

  test("the four FAQ topics", async ({ page }) => {
    await page.goto("/contact");
    const faq = page.locator("section").filter({ has: page.getByRole("heading", { name: "Frequently Asked Questions" }) });
    await expect(faq.locator("dt")).toHaveCount(4);
    await expect(faq).toContainText("4 to 6 weeks");
    await expect(faq).toContainText("several months");
    await expect(faq).toContainText(/remote|virtual/i);
    await expect(faq).toContainText(/hourly.*flat-fee|flat-fee.*hourly/);
    await expect(faq).toContainText("written proposal");
  });

  test("validates on submit with SPEC's message under each field", async ({ page }) => {
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Send Us a Message" });
    await expect(form.getByText("Name must be at least 2 characters.")).toHaveCount(0);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByText("Name must be at least 2 characters.")).toBeVisible();
    await expect(form.getByText("Please enter a valid email address.")).toBeVisible();
    await expect(form.getByText("Subject must be at least 3 characters.")).toBeVisible();
    await expect(form.getByText("Message must be at least 10 characters.")).toBeVisible();
    await expect(form.getByRole("textbox", { name: "Name" })).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByRole("textbox", { name: "Name" })).toHaveAccessibleDescription("Name must be at least 2 characters.");

    // Just short of each minimum, then just enough: messages go field by field.
    await form.getByRole("textbox", { name: "Name" }).fill("A");
    await form.getByRole("textbox", { name: "Email" }).fill("ana@example");
    await form.getByRole("textbox", { name: "Subject" }).fill("Hi");
    await form.getByRole("textbox", { name: "Message" }).fill("Too short");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByText("Name must be at least 2 characters.")).toBeVisible();
    await expect(form.getByText("Please enter a valid email address.")).toBeVisible();
    await expect(form.getByText("Subject must be at least 3 characters.")).toBeVisible();
    await expect(form.getByText("Message must be at least 10 characters.")).toBeVisible();

    await form.getByRole("textbox", { name: "Name" }).fill("Al");
    await form.getByRole("textbox", { name: "Subject" }).fill("Hey");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByText("Name must be at least 2 characters.")).toHaveCount(0);
    await expect(form.getByText("Subject must be at least 3 characters.")).toHaveCount(0);
    await expect(form.getByText("Please enter a valid email address.")).toBeVisible();
    await expect(form.getByText("Message must be at least 10 characters.")).toBeVisible();
  });

  test("once a submit has found a field wrong, its message goes as soon as the field is right, and comes back if it is wrong again", async ({ page }) => {
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Send Us a Message" });
    await form.getByRole("button", { name: "Send Message" }).click();
    const name = form.getByRole("textbox", { name: "Name" });
    await expect(name).toHaveAccessibleDescription("Name must be at least 2 characters.");
    await name.fill("Ana Souza");
    await expect(form.getByText("Name must be at least 2 characters.")).toHaveCount(0);
    await expect(name).not.toHaveAttribute("aria-invalid", "true");
    // The other fields, not yet touched, keep theirs.
    await expect(form.getByText("Please enter a valid email address.")).toBeVisible();
    await name.fill("A");
    await expect(name).toHaveAccessibleDescription("Name must be at least 2 characters.");
  });

  test("submitting shows Sending..., then about 1 s later a Message Sent toast, logs the data and resets", async ({ page }) => {
    const logs: string[] = [];
    page.on("console", async (m) => {
      if (m.type() === "log") logs.push((await Promise.all(m.args().map((a) => a.jsonValue().catch(() => "")))).map((v) => JSON.stringify(v)).join(" "));
    });
    // The page's own clock: when the form was submitted and when the toast first appeared.
    await page.addInitScript(() => {
      const w = window as unknown as { __submittedAt?: number; __toastAt?: number };
      document.addEventListener("submit", () => (w.__submittedAt ??= performance.now()), true);
      new MutationObserver(() => {
        if (w.__toastAt === undefined && document.querySelector("[data-sonner-toast]")?.textContent?.includes("Message Sent")) w.__toastAt = performance.now();
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Send Us a Message" });
    await form.getByRole("textbox", { name: "Name" }).fill("Ana Souza");
    await form.getByRole("textbox", { name: "Email" }).fill("ana@example.com");
    await form.getByRole("textbox", { name: "Subject" }).fill("Kitchen renovation");
    await form.getByRole("textbox", { name: "Message" }).fill("We would like a quote for a new kitchen.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await expect(page.getByText("Message Sent")).toBeVisible();
    // No fixed upper bound (the machine may be busy): the toast never comes before the second.
    const { submittedAt, toastAt } = await page.evaluate(() => {
      const w = window as unknown as { __submittedAt: number; __toastAt: number };
      return { submittedAt: w.__submittedAt, toastAt: w.__toastAt };
    });
    expect(toastAt - submittedAt).toBeGreaterThanOrEqual(1000);
    await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
    await expect(form.getByRole("textbox", { name: "Name" })).toHaveValue("");
    await expect(form.getByRole("textbox", { name: "Message" })).toHaveValue("");
    expect(logs.some((l) => l.includes("ana@example.com") && l.includes("Kitchen renovation"))).toBe(true);
  });
});

test.describe("contact form, for a visitor who cannot see it (decision 200)", () => {
  test("the required fields say so; the toast's live region is in the page before the toast; the button keeps the focus while the message is sent, and after", async ({ page }) => {
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Send Us a Message" });
    for (const name of ["Name", "Email", "Subject", "Message"]) await expect(form.getByRole("textbox", { name, exact: true })).toHaveAttribute("aria-required", "true");
    await expect(form.getByRole("textbox", { name: "Phone (optional)" })).not.toHaveAttribute("aria-required");
    await form.getByRole("textbox", { name: "Name", exact: true }).fill("Ana Souza");
    await form.getByRole("textbox", { name: "Email", exact: true }).fill("ana@example.com");
    await form.getByRole("textbox", { name: "Subject", exact: true }).fill("Kitchen renovation");
    await form.getByRole("textbox", { name: "Message", exact: true }).fill("We would like a quote for a new kitchen.");
    await expect(page.getByRole("region", { name: /^Notifications/ })).toHaveAttribute("aria-live", "polite");
    await expect(page.getByText("Message Sent")).toHaveCount(0);
    await form.getByRole("button", { name: "Send Message" }).focus();
    await page.keyboard.press("Enter");
    const sending = form.getByRole("button", { name: "Sending..." });
    await expect(sending).toBeFocused();
    await expect(sending).toHaveAttribute("aria-disabled", "true");
    await expect(page.getByText("Message Sent")).toBeVisible();
    await expect(form.getByRole("button", { name: "Send Message" })).toBeFocused();
  });
});
