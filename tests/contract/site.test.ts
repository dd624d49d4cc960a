/**
 * The built site against a real WordPress with the Studio Companion plugin, in Chromium:
 * the site is built from a copy of content/ whose company file points at this WordPress,
 * served by npm start's server on 127.0.0.1, and used as an editor and a visitor would.
 *
 *   npm run test:contract
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import type http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { chromium, type Browser, type Page } from "playwright";
import { mailsIn, settled, type Stored } from "./wp-mail";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_ARGS } from "../../playwright.config";
import { chromiumPath } from "../../app/content/environment.server";
import { createStaticServer } from "../../scripts/serve";
import { freePort, startWordPress, type WordPressStack } from "../../scripts/wordpress/stack";

const ROOT = path.resolve(import.meta.dirname, "../..");
const PLUGIN = path.join(ROOT, "wordpress-plugin", "studio-companion");
const HELPER = path.join(ROOT, "scripts", "wordpress", "php", "plugin-test.php");
const TEST_HOOKS = path.join(ROOT, "scripts", "wordpress", "php", "test-mu-plugins", "studio-test-hooks.php");
const CHROMIUM = chromiumPath();
const started = Date.now();
const progress = (line: string) => console.log(`[site ${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s] ${line}`);

let wp: WordPressStack;
let server: http.Server;
let browser: Browser;
let site = "";
let tmp = "";
let editorPassword = "";

async function php<T = unknown>(command: string, arg = ""): Promise<T> {
  settled(wp.dir);
  return JSON.parse(await wp.runPhp(HELPER, [command, arg])) as T;
}

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;

async function rest(method: string, route: string, body?: unknown): Promise<{ status: number; json: { id?: number } & Record<string, unknown> }> {
  const res = await fetch(`${wp.api}/${route}`, {
    method,
    headers: { authorization: basic("clara", editorPassword), "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as { id?: number } & Record<string, unknown> };
}

/** A copy of content/ whose company file names this WordPress as the CMS and as the leads endpoint. */
function contentFor(api: string, leadsApi: string): string {
  const dir = path.join(tmp, "content");
  fs.cpSync(path.join(ROOT, "content"), dir, { recursive: true });
  const file = path.join(dir, "site", "company.md");
  const text = fs.readFileSync(file, "utf8").replace(/^cmsApiUrl: .*$/m, `cmsApiUrl: ${api}\nleadsApiUrl: ${leadsApi}`);
  fs.writeFileSync(file, text);
  return dir;
}

beforeAll(async () => {
  // Inside the project: the build's server bundle resolves react from node_modules.
  fs.mkdirSync(path.join(ROOT, ".tmp"), { recursive: true });
  tmp = fs.mkdtempSync(path.join(ROOT, ".tmp", "site-contract-"));
  progress("starting WordPress with the Studio Companion plugin…");
  wp = await startWordPress({ log: progress, plugins: [PLUGIN], muPlugins: [TEST_HOOKS] });
  const port = await freePort();
  site = `http://127.0.0.1:${port}`;
  await php("set-options", JSON.stringify({ studio_companion_site_url: `${site}/`, studio_companion_rate_limit: 1000 }));
  editorPassword = (await php<{ password: string }>("app-password", "clara")).password;

  progress("building the site against this WordPress…");
  const build = spawnSync(process.execPath, ["--import", "tsx", "scripts/build.ts"], {
    cwd: ROOT,
    env: { ...process.env, CONTENT_DIR: contentFor(wp.api, `${wp.url}/wp-json/studio-companion/v1`), BUILD_DIR: path.join(tmp, "build") },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (build.status !== 0) throw new Error(`build failed:\n${build.stdout.slice(-4000)}\n${build.stderr.slice(-4000)}`);
  server = createStaticServer(path.join(tmp, "build", "client"));
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  progress(`site on ${site}`);
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(null)));
  await wp?.stop();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
}, 60_000);

async function openPreview(url: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(url);
  return page;
}

async function signIn(page: Page, user: string, password: string) {
  await page.getByLabel("WordPress user name").fill(user);
  await page.getByLabel("Application password").fill(password);
  await page.getByRole("button", { name: "Show preview" }).click();
}

describe("/preview against WordPress", () => {
  it("opens a draft from WordPress's Preview link with a valid application password, and not with a wrong one or none", async () => {
    const created = await rest("POST", "posts", { title: "Draft: a calmer hallway", content: "<p>Still writing this one.</p>", status: "draft" });
    expect(created.status).toBe(201);
    const autosave = await rest("POST", `posts/${created.json.id}/autosaves`, { title: "Draft: a calmer hallway", content: "<p>Still writing this one.</p>" });
    const link = String(autosave.json.preview_link);
    expect(link).toBe(`${site}/preview?type=posts&id=${created.json.id}`);

    const page = await openPreview(link);
    await page.getByRole("heading", { level: 1, name: "Preview a draft" }).waitFor();
    await signIn(page, "clara", "abcd efgh ijkl mnop qrst uvwx");
    expect(await page.getByRole("alert").textContent()).toBe("WordPress did not accept this user name and application password.");

    await signIn(page, "clara", editorPassword);
    await page.getByRole("heading", { level: 1, name: "Draft a calmer hallway" }).waitFor();
    expect(await page.getByText("Still writing this one.").isVisible()).toBe(true);
    expect(await page.getByRole("complementary", { name: "Preview, not published" }).isVisible()).toBe(true);

    // The draft is still not public.
    const anon = await fetch(`${wp.api}/posts/${created.json.id}`);
    expect(anon.status).toBe(401);
    await page.close();
  });

  it("a user with the plugin's Previewer role, which the page asks for, sees the draft too (view context)", async () => {
    const created = await rest("POST", "posts", { title: "Draft: a quieter study", content: "<p>Only for previewers.</p>", status: "draft" });
    expect(created.status).toBe(201);
    await php("user", "studio_previewer");
    const { password } = await php<{ password: string }>("app-password", "test-studio_previewer");
    const page = await openPreview(`${site}/preview?type=posts&id=${created.json.id}`);
    await page.getByRole("heading", { level: 1, name: "Preview a draft" }).waitFor();
    expect(await page.getByText("the role “Previewer”", { exact: false }).isVisible()).toBe(true);
    await signIn(page, "test-studio_previewer", password);
    await page.getByRole("heading", { level: 1, name: "Draft a quieter study" }).waitFor();
    expect(await page.getByText("Only for previewers.").isVisible()).toBe(true);
    await page.close();
  });

  it("shows unsaved changes to a published post from its autosave", async () => {
    const created = await rest("POST", "posts", { title: "Published hallway", content: "<p>Live text.</p>", status: "publish" });
    const autosave = await rest("POST", `posts/${created.json.id}/autosaves`, { title: "Published hallway, edited", content: "<p>Changes not yet saved.</p>" });
    const link = String(autosave.json.preview_link);
    expect(link).toBe(`${site}/preview?type=posts&id=${created.json.id}&autosave=1`);
    const page = await openPreview(link);
    await signIn(page, "clara", editorPassword);
    await page.getByRole("heading", { level: 1, name: "Published hallway edited" }).waitFor();
    expect(await page.getByText("Changes not yet saved.").isVisible()).toBe(true);
    await page.close();
  });
});

const mails = () => mailsIn(wp.dir);

/** A page of the built site once React has hydrated it (after the first paint, decision 061): a submit before that posts natively. */
async function visit(p: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(`${site}${p}`);
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
  return page;
}

describe("the forms against the plugin", () => {
  it("a message sent through /contact arrives as a private lead and as a mail with Reply-To the visitor, naming the page the visitor came from", async () => {
    const before = (await php<Stored[]>("posts", "lead")).length;
    const mailsBefore = mails().length;
    // The visitor reads a service, then follows its consultation button to the form.
    // (a page without React: nothing to wait for)
    const page = await browser.newPage();
    await page.goto(`${site}/services/residential/custom-home-building`);
    await page.getByRole("main").getByRole("link", { name: "Start Your Custom Home" }).click();
    await page.waitForURL(`${site}/contact`);
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
    const form = page.getByRole("form", { name: "Send Us a Message" });
    await form.getByRole("textbox", { name: "Name" }).fill("Zoë Müller");
    await form.getByRole("textbox", { name: "Email" }).fill("zoe@example.com");
    await form.getByRole("textbox", { name: "Phone" }).fill("+44 20 7946 0000");
    await form.getByRole("textbox", { name: "Subject" }).fill("Kitchen renovation");
    await form.getByRole("textbox", { name: "Message" }).fill("We would like a quote for a new kitchen in our Victorian terrace.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await page.getByText("Message Sent").waitFor();
    expect(await form.getByRole("textbox", { name: "Name" }).inputValue()).toBe("");

    const stored = await php<Stored[]>("posts", "lead");
    expect(stored).toHaveLength(before + 1);
    const mine = stored.at(-1)!;
    expect(mine.status).toBe("private");
    expect(mine.meta).toMatchObject({
      name: "Zoë Müller",
      email: "zoe@example.com",
      phone: "+44 20 7946 0000",
      subject: "Kitchen renovation",
      message: "We would like a quote for a new kitchen in our Victorian terrace.",
      mailed: "1",
      page: "/services/residential/custom-home-building",
    });
    const sent = mails().slice(mailsBefore);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe("New enquiry from Zoë Müller: Kitchen renovation");
    expect(sent[0]!.message).toContain(`Sent from: ${site}/services/residential/custom-home-building`);
    expect(sent[0]!.headers).toContain("Reply-To: Zoë Müller <zoe@example.com>");
    await page.close();
  });

  it("shows the server's message under the field when the server refuses what the browser let through (its 200-character name limit)", async () => {
    // The rules of SPEC §5 are the same on both sides; the plugin's maximums are not in SPEC.
    const before = (await php<Stored[]>("posts", "lead")).length;
    const page = await visit("/contact");
    const form = page.getByRole("form", { name: "Send Us a Message" });
    const name = form.getByRole("textbox", { name: "Name" });
    await name.fill("A".repeat(201));
    await form.getByRole("textbox", { name: "Email" }).fill("zoe@example.com");
    await form.getByRole("textbox", { name: "Subject" }).fill("Kitchen renovation");
    await form.getByRole("textbox", { name: "Message" }).fill("We would like a quote for a new kitchen.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await form.getByText("Name must be at most 200 characters.").waitFor();
    expect(await name.getAttribute("aria-invalid")).toBe("true");
    expect(await name.inputValue()).toBe("A".repeat(201));
    expect(await page.getByText("Message Sent").count()).toBe(0);
    expect(await php<Stored[]>("posts", "lead")).toHaveLength(before);
    await page.close();
  });

  it("a sign-up through /blog is pending until the confirmation link from the mail is followed and its button pressed", async () => {
    const mailsBefore = mails().length;
    const statusOf = async (email: string) => (await php<Stored[]>("posts", "subscriber")).find((s) => s.meta.email === email)?.meta.status;
    const page = await visit("/blog");
    await page.getByRole("textbox", { name: "Email address" }).fill("nia.okafor@example.com");
    await page.getByRole("button", { name: "Subscribe Now" }).click();
    const status = page.getByRole("status").filter({ hasText: /\S/ });
    await status.waitFor();
    expect(await status.locator("span:not([aria-hidden])").textContent()).toBe("Almost there! Check your inbox for a link to confirm your subscription.");
    expect(await statusOf("nia.okafor@example.com")).toBe("pending");

    const [mail] = mails().slice(mailsBefore);
    expect(mail!.to).toBe("nia.okafor@example.com");
    const link = /https?:\/\/\S+\/subscribers\/confirm\?token=[\w.]+/.exec(mail!.message)?.[0];
    expect(link).toBeTruthy();
    await page.goto(link!);
    expect(await statusOf("nia.okafor@example.com")).toBe("pending");
    await page.getByRole("button", { name: "Confirm my subscription" }).click();
    await page.getByText("Your subscription is confirmed").first().waitFor();
    expect(await statusOf("nia.okafor@example.com")).toBe("confirmed");
    await page.close();
  });
});
