/**
 * /privacy (decision 219): the footer's last line and the forms' small print lead there, and the
 * page is content/pages/privacy.md's text, read as headings, paragraphs and points, with no script.
 */
import { frontmatter, sectionsOf } from "./content";
import { expect, test } from "./fixtures";

interface TextSection {
  note?: string;
  parts: { heading: string; paragraphs?: string[]; points?: string[] }[];
  buttons?: { label: string; to: string }[];
}
const text = () => sectionsOf<TextSection>("pages/privacy.md", "text")[0]!;

test("the footer of a page leads to the privacy policy, which shows each part of its text under its own heading", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
  await page.goto("/contact");
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy", exact: true }).click();
  await expect(page).toHaveURL("/privacy");
  await expect(page).toHaveTitle(/^Privacy Policy \| /);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  const { note, parts, buttons } = text();
  const main = page.getByRole("main");
  // The parts' headings are the page's h2s, in the file's order.
  await expect(main.getByRole("heading", { level: 2 })).toHaveText(parts.map((p) => p.heading));
  if (note) await expect(main.getByText(note, { exact: true })).toBeVisible();
  for (const part of parts) {
    for (const p of part.paragraphs ?? []) await expect(main.getByText(p, { exact: true })).toBeVisible();
    if (part.points?.length) {
      const list = main.getByRole("list").filter({ has: page.getByRole("listitem").getByText(part.points[0]!, { exact: true }) });
      await expect(list.getByRole("listitem")).toHaveText(part.points);
    }
  }
  for (const b of buttons ?? []) await expect(main.getByRole("link", { name: b.label })).toHaveAttribute("href", b.to);
  // A page of words: nothing to hydrate, no script requested after the contact page's.
  scripts.length = 0;
  await page.reload();
  await page.waitForLoadState("networkidle");
  expect(scripts.filter((s) => new URL(s).pathname.startsWith("/assets/"))).toEqual([]);
});

test("the contact form and the newsletter say under their buttons what the details are for, and link to the privacy policy in the content's words", async ({ page }) => {
  const form = sectionsOf<{ form: { title: string; note?: string; privacyLink?: string } }>("pages/contact.md", "contact")[0]!.form;
  const newsletter = frontmatter<{ newsletter: { heading: string; note?: string; privacyLink?: string } }>("pages/blog.md").newsletter;
  expect(form.privacyLink && newsletter.privacyLink, "the committed copy links both forms to the policy").toBeTruthy();
  await page.goto("/contact");
  const contact = page.getByRole("form", { name: form.title });
  await expect(contact.getByText(form.note!)).toBeVisible();
  await expect(contact.getByRole("link", { name: form.privacyLink })).toHaveAttribute("href", "/privacy");
  await page.goto("/blog");
  const signUp = page.locator("section").filter({ has: page.getByRole("heading", { name: newsletter.heading }) });
  await expect(signUp.getByText(newsletter.note!)).toBeVisible();
  await signUp.getByRole("link", { name: newsletter.privacyLink }).click();
  await expect(page).toHaveURL("/privacy");
});

test("the small print costs the forms' pages no schema code: /contact, /blog and /offers load no zod when they open", async ({ page, request }) => {
  for (const p of ["/contact", "/blog", "/offers"]) {
    const scripts = new Set<string>();
    page.on("request", (r) => r.resourceType() === "script" && scripts.add(new URL(r.url()).pathname));
    await page.goto(p);
    await page.waitForLoadState("networkidle");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    // zod's error code, in every build of it: the mark of schema code in a chunk.
    const withZod: string[] = [];
    for (const s of scripts) if ((await (await request.get(s)).text()).includes("invalid_type")) withZod.push(s);
    expect(withZod, p).toEqual([]);
    page.removeAllListeners("request");
  }
});
