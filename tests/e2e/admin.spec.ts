/**
 * The editor at /admin in its local mode (`npm run admin`), on a copy of content/: what an
 * editor saves lands in the files on disk, changing only the edited line; an invalid value is
 * refused with a readable message and writes nothing. Port: ADMIN_E2E_PORT (default 4392).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { parse } from "yaml";
import { startAdmin } from "../../scripts/admin/serve";
import { CONFIG_FILE } from "../../app/features/admin/config.server";
import { company } from "./content";
import { builtPages } from "./fixtures";

const PORT = Number(process.env.ADMIN_E2E_PORT ?? 4392);

test.describe.configure({ mode: "serial", timeout: 120_000 });

let root: string;
let server: { url: string; close: () => Promise<void> };
let before: Map<string, Buffer>;

function snapshot(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const rel of fs.readdirSync(dir, { recursive: true }).map(String)) {
    const abs = path.join(dir, rel);
    if (fs.statSync(abs).isFile()) files.set(rel.split(path.sep).join("/"), fs.readFileSync(abs));
  }
  return files;
}

/** Files whose bytes differ from `before` (added and removed files count too). */
function changedFiles(): string[] {
  const now = snapshot(path.join(root, "content"));
  const names = new Set([...before.keys(), ...now.keys()]);
  return [...names].filter((n) => !before.get(n)?.equals(now.get(n) ?? Buffer.alloc(0)) || !now.has(n)).sort();
}

/** A file of the copy, once it ends in a newline (a save in progress may be caught half-written). */
const read = (rel: string) => {
  const text = fs.readFileSync(path.join(root, "content", rel), "utf8");
  return text.endsWith("\n") ? text : "";
};

/** Lines of `rel` that differ from the original, as [before, after] pairs. */
function changedLines(rel: string): [string, string][] {
  const a = before.get(rel)!.toString("utf8").split("\n");
  const b = fs.readFileSync(path.join(root, "content", rel), "utf8").split("\n");
  expect(b.length, `${rel} keeps its number of lines`).toBe(a.length);
  return a.flatMap((line, i): [string, string][] => (line === b[i] ? [] : [[line, b[i]!]]));
}

/** Opens an entry by its address; the local mode's "Login" (no password) comes first in a new page. */
async function openEntry(page: Page, hash: string, { login = true } = {}) {
  await page.context().route((url) => url.hostname !== "127.0.0.1", (route) => route.abort("blockedbyclient"));
  // A change of the address's #hash alone keeps the previous entry's editor: the page is left
  // first, so the entry loads in a document of its own. (Reloading raced with the editor's own
  // change of address after a Publish: the reload was aborted and the test waited out its time.)
  if (!login) await page.goto("about:blank");
  await page.goto(`${server.url}#/collections/${hash}`);
  if (login) await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Changes saved", { exact: false })).toBeVisible({ timeout: 30_000 });
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
}

test.beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "admin-e2e-"));
  fs.cpSync(path.resolve("content"), path.join(root, "content"), { recursive: true });
  before = snapshot(path.join(root, "content"));
  server = await startAdmin({ port: PORT, root, quiet: true });
});

test.afterAll(async () => {
  await server?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

test("the admin page is not indexed and has its own CSP", async ({ page }) => {
  const response = await page.goto(server.url);
  expect(response!.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(response!.headers()["content-security-policy"]).toContain("script-src 'self' 'unsafe-eval'");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await expect(page).toHaveTitle("Site editor");
});

test("an invalid value shows the editor's message and writes nothing", async ({ page }) => {
  await openEntry(page, "site/entries/company");
  const email = page.getByLabel("Email", { exact: true });
  await email.fill("hello-at-example");
  await publish(page);
  await expect(page.getByRole("listitem")).toHaveText(["Email didn't match the pattern: must be an e-mail address such as studio@example.com."]);

  await page.getByLabel("Email", { exact: true }).fill("hello@example.com");
  await page.getByLabel("Name", { exact: true }).fill("");
  await publish(page);
  await expect(page.getByRole("listitem")).toHaveText(["Name is required."]);
  expect(changedFiles()).toEqual([]);
});

test("an offer's title and a service page's hero heading are saved, and only those lines change", async ({ page }) => {
  await openEntry(page, "offers/entries/bedroom-bundle-deal");
  await page.getByLabel("Title", { exact: true }).fill("Bedroom Bundle: Save $350");
  await publish(page);
  await expect.poll(() => read("offers/bedroom-bundle-deal.md"), { timeout: 20_000 }).toContain("Save $350");
  expect(changedFiles()).toEqual(["offers/bedroom-bundle-deal.md"]);
  expect(changedLines("offers/bedroom-bundle-deal.md")).toEqual([['title: "Bedroom Bundle: Save $300"', 'title: "Bedroom Bundle: Save $350"']]);

  await openEntry(page, "services-residential/entries/interior-design", { login: false });
  await page.getByLabel("Heading", { exact: true }).first().fill("Interior Design for Real Life");
  await publish(page);
  await expect.poll(() => read("services/residential/interior-design.md"), { timeout: 20_000 }).toContain("Real Life");
  expect(changedFiles()).toEqual(["offers/bedroom-bundle-deal.md", "services/residential/interior-design.md"]);
  expect(changedLines("services/residential/interior-design.md")).toEqual([["    heading: Interior Design", "    heading: Interior Design for Real Life"]]);

  const check = spawnSync(process.execPath, ["--import", "tsx", "scripts/check-content.ts"], {
    env: { ...process.env, CONTENT_DIR: path.join(root, "content") },
    encoding: "utf8",
  });
  expect(check.status, check.stdout + check.stderr).toBe(0);
});

/**
 * In the open entry of `file`: the date field `label` set to `refused` and published is refused
 * with `message` and writes nothing; set to `saved`, it is published and `file` holds `line`.
 */
async function refusedThenSaved(page: Page, file: string, label: string, day: { refused: string; message: string; saved: string; line: string }) {
  const before = read(file);
  await page.getByLabel(label, { exact: true }).fill(day.refused);
  await publish(page);
  await expect(page.getByText(`Failed to persist entry: ${day.message}`, { exact: true })).toBeVisible();
  expect(read(file)).toBe(before);
  await page.getByLabel(label, { exact: true }).fill(day.saved);
  await publish(page);
  await expect.poll(() => read(file), { timeout: 20_000 }).toContain(day.line);
}

test("an offer whose last day is before its first is refused at Publish, in the editor's words, and writes nothing (decision 185)", async ({ page }) => {
  const file = "offers/bedroom-bundle-deal.md";
  const saved = read(file);
  await openEntry(page, "offers/entries/bedroom-bundle-deal");
  await refusedThenSaved(page, file, "Runs until", {
    refused: "2026-10-01",
    message: "“Runs until” (October 1, 2026) is before “Runs from” (November 2, 2026), so the offer would never run. Change one of the two dates, then try again.",
    saved: "2027-02-28",
    line: "validUntil: 2027-02-28",
  });
  // Only the end date's line changed.
  expect(read(file).replace("validUntil: 2027-02-28", "validUntil: 2027-01-31")).toBe(saved);
});

test("a review dated after today is refused at Publish; the day it was left saves as a date (the home page says how long ago)", async ({ page }) => {
  const file = "reviews/01-sarah-thompson.md";
  await page.clock.setFixedTime(new Date("2026-11-16T17:00:00Z"));
  await openEntry(page, "reviews/entries/01-sarah-thompson");
  await expect(page.getByText("The day the client left the review.", { exact: false })).toBeVisible();
  await refusedThenSaved(page, file, "Date", {
    refused: "2026-12-01",
    message: "“Date” (December 1, 2026) is after today (November 16, 2026). Choose the day the client left the review, then try again.",
    saved: "2026-11-09",
    line: "date: 2026-11-09",
  });
  expect(changedLines(file)).toEqual([["date: 2026-11-02", "date: 2026-11-09"]]);
});

test("an entry's View Live opens its page on the site's address", async ({ page }) => {
  await openEntry(page, "offers/entries/bedroom-bundle-deal");
  await expect(page.getByRole("link", { name: "View Live" })).toHaveAttribute("href", `${company().siteUrl}/offers/bedroom-bundle-deal`);
  await openEntry(page, "services-commercial/entries/commercial-interior-design", { login: false });
  await expect(page.getByRole("link", { name: "View Live" })).toHaveAttribute("href", `${company().siteUrl}/services/commercial/commercial-interior-design`);
  await openEntry(page, "pages/entries/gallery", { login: false });
  await expect(page.getByRole("link", { name: "View Live" })).toHaveAttribute("href", `${company().siteUrl}/gallary`);
  // Shown everywhere, on no page of its own: the home page.
  await openEntry(page, "site/entries/company", { login: false });
  await expect(page.getByRole("link", { name: "View Live" })).toHaveAttribute("href", company().siteUrl);
});

test("every entry's View Live address is a page of the built site", () => {
  type Entry = { name: string; folder?: string; preview_path?: string; files?: { name: string; file: string; preview_path?: string }[] };
  const config = parse(fs.readFileSync(CONFIG_FILE, "utf8")) as { collections: Entry[] };
  const addresses: string[] = [];
  for (const c of config.collections) {
    if (c.folder) {
      for (const f of fs.readdirSync(c.folder).filter((n) => n.endsWith(".md") && n.toLowerCase() !== "readme.md")) addresses.push(`/${(c.preview_path ?? "").replace("{{slug}}", path.basename(f, ".md"))}`);
    }
    for (const f of c.files ?? []) addresses.push(`/${f.preview_path ?? ""}`);
  }
  expect(addresses.length).toBeGreaterThan(20);
  // Every page file names its page, but home's (the site's address itself) and the not-found
  // page's copy: without one, an entry's View Live opens the home page.
  const pageFiles = config.collections.find((c) => c.name === "pages")!.files!;
  expect(pageFiles.filter((f) => f.preview_path === undefined).map((f) => f.name)).toEqual(["home", "not-found"]);
  // Every folder of pages names its pattern: offers and both services' groups.
  expect(config.collections.filter((c) => c.preview_path).map((c) => c.preview_path).sort()).toEqual(["offers/{{slug}}", "services/commercial/{{slug}}", "services/residential/{{slug}}"]);
  const built = new Set(builtPages());
  expect(addresses.filter((a) => !built.has(a))).toEqual([]);
});

/** Uploads `file` (a copy of a library photo under that name) as a new gallery entry and publishes it; resolves once the entry is saved. */
async function uploadToGallery(page: Page, file: string, alt: string, title: string) {
  const photo = path.join(root, file);
  fs.copyFileSync(path.join(root, "content/media/library/kitchen-01.jpg"), photo);
  await openEntry(page, "gallery/entries/images");
  await page.getByRole("button", { name: /^Add images/ }).click();
  await page.getByRole("button", { name: "Choose an image" }).last().click();
  await page.locator('input[type="file"]').first().setInputFiles(photo);
  await page.getByRole("button", { name: "Choose selected" }).click();
  await page.getByLabel("Picture description", { exact: true }).last().fill(alt);
  await page.getByLabel("Title", { exact: true }).last().fill(title);
  await publish(page);
  await expect.poll(() => read("gallery/images.md"), { timeout: 20_000 }).toContain(title);
  return photo;
}

test("a picture uploaded in the editor is saved with its gallery entry (the editor's CSP lets it read the upload)", async ({ page }) => {
  const csp: string[] = [];
  page.on("console", (m) => m.text().includes("Content Security Policy") && csp.push(m.text()));
  const photo = await uploadToGallery(page, "IMG_1234.JPG", "A test kitchen photographed from a phone", "Kitchen from a phone");
  expect(read("gallery/images.md")).toContain("  - src: media/library/img_1234.jpg\n");
  expect(fs.readFileSync(path.join(root, "content/media/library/img_1234.jpg")).equals(fs.readFileSync(photo))).toBe(true);
  expect(csp).toEqual([]);
});

test("a picture whose file name has accents and spaces is saved under a plain name the content check accepts (decision 188)", async ({ page }) => {
  await uploadToGallery(page, "Küche Café 02.JPG", "A kitchen photographed by a phone set to German", "Kitchen with an accented file name");
  expect(read("gallery/images.md")).toContain("  - src: media/library/kuche-cafe-02.jpg\n");
  expect(fs.existsSync(path.join(root, "content/media/library/kuche-cafe-02.jpg"))).toBe(true);
  const check = spawnSync(process.execPath, ["--import", "tsx", "scripts/check-content.ts"], {
    env: { ...process.env, CONTENT_DIR: path.join(root, "content") },
    encoding: "utf8",
  });
  expect(check.status, check.stdout + check.stderr).toBe(0);
});

test("fields are named in the editor's words, with a hint where the name says little", async ({ page }) => {
  await openEntry(page, "offers/entries/bedroom-bundle-deal");
  for (const label of ["Picture", "Picture description", "Runs from", "Runs until", "Badge (optional)", "Text blocks"]) await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Add text block" })).toBeVisible();
  await expect(page.getByText("Upload a photo at least 1600 px wide (JPEG, PNG or WebP); the site makes the smaller sizes itself.")).toBeVisible();
  await expect(page.getByText("The last day the offer runs; not before the day it runs from.")).toBeVisible();
  for (const raw of ["Src", "Alt", "Valid until"]) await expect(page.getByText(raw, { exact: true })).toHaveCount(0);
});

