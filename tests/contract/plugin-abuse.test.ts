/**
 * The Studio Companion plugin against a hostile visitor and a careless setting (issue 26), on a
 * real WordPress (scripts/wordpress): spoofed X-Forwarded-For with and without a trusted proxy,
 * IPv4-mapped addresses, one source trying to use up everyone's lead limit, a mail bomb through
 * the newsletter form, an opt-out signed up again, the token option's autoload, and the Previewer
 * role reading a draft and trying to edit, create and upload. Decisions 101, 102 and 104.
 *
 * In the stack every request reaches PHP from nginx on 127.0.0.1, so "the proxy" is 127.0.0.1 and
 * X-Forwarded-For is what the test sends, as a CDN would pass it on.
 *
 *   npm run test:contract
 */
import path from "node:path";
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWordPress, type WordPressStack } from "../../scripts/wordpress/stack";
import { mailsIn, settled, type Mail, type Stored } from "./wp-mail";

const ROOT = path.resolve(import.meta.dirname, "../..");
const PLUGIN = path.join(ROOT, "wordpress-plugin", "studio-companion");
const HELPER = path.join(ROOT, "scripts", "wordpress", "php", "plugin-test.php");
const TEST_HOOKS = path.join(ROOT, "scripts", "wordpress", "php", "test-mu-plugins", "studio-test-hooks.php");
const SITE = "https://www.maple-mortar.example";
const TOKEN = `github_pat_${"a1".repeat(30)}`;

let wp: WordPressStack | undefined;
let startError: unknown;
let adminAuth = "";
let previewerAuth = "";

function stack(): WordPressStack {
  if (!wp) throw new Error(`WordPress did not start: ${(startError as Error)?.message ?? "unknown reason"}`);
  return wp;
}
const ns = (route: string) => `${stack().url}/wp-json/studio-companion/v1/${route}`;
async function php<T = unknown>(...args: string[]): Promise<T> {
  settled(stack().dir);
  return JSON.parse(await stack().runPhp(HELPER, args)) as T;
}
const setOptions = (o: Record<string, unknown>) => php("set-options", JSON.stringify(o));

interface Res {
  status: number;
  text: string;
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}
async function request(url: string, init: RequestInit = {}): Promise<Res> {
  const res = await fetch(url, { ...init, redirect: "manual", signal: AbortSignal.timeout(30_000) });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, text, json };
}
const post = (route: string, body: unknown, xff?: string) =>
  request(ns(route), { method: "POST", headers: { "content-type": "application/json", origin: SITE, ...(xff === undefined ? {} : { "x-forwarded-for": xff }) }, body: JSON.stringify(body) });
/** A lead the honeypot swallows: counted by the rate limit, never stored or mailed. */
const botLead = { name: "Bot", email: "bot@example.com", subject: "Hello", message: "Buy cheap things now.", website: "spam" };
const rest = (method: string, route: string, auth: string, body?: unknown, headers: Record<string, string> = {}) =>
  request(`${stack().api}/${route}`, { method, headers: { authorization: auth, ...(body === undefined || body instanceof Uint8Array ? {} : { "content-type": "application/json" }), ...headers }, body: body === undefined ? undefined : body instanceof Uint8Array ? (body as BodyInit) : JSON.stringify(body) });

beforeAll(async () => {
  try {
    wp = await startWordPress({ log: (l) => console.log(`[plugin-abuse] ${l}`), plugins: [PLUGIN], muPlugins: [TEST_HOOKS] });
  } catch (err) {
    startError = err;
    return;
  }
  await setOptions({ studio_companion_site_url: SITE, studio_companion_github_token: TOKEN, studio_companion_rate_limit: 2, studio_companion_rate_window: 10 });
  const admin = await php<{ password: string }>("app-password", "clara");
  adminAuth = `Basic ${Buffer.from(`clara:${admin.password}`).toString("base64")}`;
  await php("user", "studio_previewer");
  const previewer = await php<{ password: string }>("app-password", "test-studio_previewer");
  previewerAuth = `Basic ${Buffer.from(`test-studio_previewer:${previewer.password}`).toString("base64")}`;
}, 240_000);

afterAll(async () => {
  await wp?.stop();
}, 60_000);

// ── The client address ───────────────────────────────────────────────────────
describe("rate limit: the client address behind a proxy", () => {
  /** Sends `n` bot leads, each with its X-Forwarded-For; the statuses. */
  const send = async (xffs: (string | undefined)[]) => {
    const out: number[] = [];
    for (const xff of xffs) out.push((await post("leads", botLead, xff)).status);
    return out;
  };
  const fresh = async (proxies: string) => {
    await setOptions({ studio_companion_trusted_proxies: proxies });
    await php("clear-rate-limits");
  };

  it("keeps no address in its counters: a counter's name is a keyed hash of the address, not the plain hash anyone could rebuild by hashing every IPv4 address (decision 219)", async () => {
    await fresh("");
    expect(await send([undefined])).toEqual([201]);
    const { keys } = await php<{ keys: string[] }>("rate-limit-keys");
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^studio_rl_[0-9a-f]{32}$/);
    const plain = createHash("sha256").update("leads|127.0.0.1").digest("hex").slice(0, 32);
    expect(keys[0]).not.toBe(`studio_rl_${plain}`);
  });

  it("without a trusted proxy, ignores X-Forwarded-For: a client that rotates it is still one client", async () => {
    await fresh("");
    expect(await send(["203.0.113.1", "203.0.113.2", "203.0.113.3"])).toEqual([201, 201, 429]);
  });

  it("with a trusted proxy, counts each visitor apart: one visitor's 429 leaves another's leads through", async () => {
    await fresh("127.0.0.1");
    expect(await send(["203.0.113.5", "203.0.113.5", "203.0.113.5"])).toEqual([201, 201, 429]);
    expect(await send(["198.51.100.7"])).toEqual([201]);
  });

  it("reads X-Forwarded-For from the right: entries a visitor writes to the left of the proxy's are never believed", async () => {
    await fresh("127.0.0.1\n10.0.0.0/8");
    // The CDN (10.0.0.2) appended the real address; the visitor forged everything left of it.
    expect(await send(["1.1.1.1, 203.0.113.5, 10.0.0.2", "2.2.2.2, 203.0.113.5, 10.0.0.2", "198.51.100.7, 203.0.113.5, 10.0.0.2"])).toEqual([201, 201, 429]);
    // Garbage where the proxy's entry should be: counted as the proxy, not as a made-up visitor.
    expect(await send(["203.0.113.77, not-an-address", "203.0.113.78, not-an-address", "203.0.113.79, not-an-address"])).toEqual([201, 201, 429]);
  });

  it("behind Cloudflare, reads the proxy's own CF-Connecting-IP when set: a Worker that writes X-Forwarded-For from Cloudflare's addresses is one client (decision 223)", async () => {
    // A Cloudflare Worker calling the CMS: it arrives from a Cloudflare address (trusted), with an
    // X-Forwarded-For it wrote and Cloudflare's own CF-Connecting-IP for Workers.
    const worker = (xff: string) =>
      request(ns("leads"), { method: "POST", headers: { "content-type": "application/json", origin: SITE, "x-forwarded-for": `${xff}, 2a06:98c0:3600::103`, "cf-connecting-ip": "2a06:98c0:3600::103" }, body: JSON.stringify(botLead) });
    // A visitor through a Cloudflare edge (173.245.48.7), which appends what it saw to X-Forwarded-For.
    const visitor = (ip: string) => request(ns("leads"), { method: "POST", headers: { "content-type": "application/json", origin: SITE, "x-forwarded-for": "6.6.6.6, 173.245.48.7", "cf-connecting-ip": ip }, body: JSON.stringify(botLead) });
    // Straight to the origin's nginx (127.0.0.1), past Cloudflare: nginx appends the sender's own address.
    const direct = (ip: string) => request(ns("leads"), { method: "POST", headers: { "content-type": "application/json", origin: SITE, "x-forwarded-for": "203.0.113.99", "cf-connecting-ip": ip }, body: JSON.stringify(botLead) });
    /** Sent one after another, in order. */
    const statuses = async (sends: (() => Promise<Res>)[]) => {
      const out: number[] = [];
      for (const send of sends) out.push((await send()).status);
      return out;
    };
    // Trusted: the origin's nginx (127.0.0.1), a front server of the studio's own on a public address
    // (203.0.113.200), and Cloudflare's ranges, which alone set CF-Connecting-IP.
    await fresh("127.0.0.1\n203.0.113.200\n2a06:98c0::/29\n173.245.48.0/20");
    // Reading X-Forwarded-For, the Worker picks a new address each time and is never limited.
    expect(await statuses([() => worker("203.0.113.1"), () => worker("203.0.113.2"), () => worker("203.0.113.3")])).toEqual([201, 201, 201]);
    try {
      await setOptions({ studio_companion_client_header: "CF-Connecting-IP", studio_companion_header_proxies: "2a06:98c0::/29\n173.245.48.0/20" });
      await php("clear-rate-limits");
      expect(await statuses([() => worker("203.0.113.4")])).toEqual([201]);
      expect(await statuses([() => worker("203.0.113.5")])).toEqual([201]);
      expect(await statuses([() => worker("203.0.113.6")])).toEqual([429]);
      // Trusted addresses the Worker copies into its own X-Forwarded-For change nothing: the first
      // Cloudflare hop from the right is where its header is read.
      expect(await statuses([() => worker("198.51.100.77, 127.0.0.1"), () => worker("198.51.100.78, 203.0.113.200")])).toEqual([429, 429]);
      // Real visitors are each their own, whatever X-Forwarded-For says. The header holds one address:
      // a list or garbage is not believed, and those requests count as the proxy, together.
      expect(await statuses([() => visitor("198.51.100.7"), () => visitor("198.51.100.8")])).toEqual([201, 201]);
      expect(await statuses([() => visitor("198.51.100.9, 198.51.100.10"), () => visitor("198.51.100.9, 198.51.100.11"), () => visitor("not-an-address")])).toEqual([201, 201, 429]);
      // Sent past Cloudflare, the header is the sender's own writing: counted by the address nginx saw.
      expect(await statuses([() => direct("198.51.100.21"), () => direct("198.51.100.22"), () => direct("198.51.100.23")])).toEqual([201, 201, 429]);
      // Sent to the studio's own front server on a public address, past Cloudflare: the same.
      const viaFront = (ip: string) => request(ns("leads"), { method: "POST", headers: { "content-type": "application/json", origin: SITE, "x-forwarded-for": "203.0.113.98, 203.0.113.200", "cf-connecting-ip": ip }, body: JSON.stringify(botLead) });
      expect(await statuses([() => viaFront("198.51.100.31"), () => viaFront("198.51.100.32"), () => viaFront("198.51.100.33")])).toEqual([201, 201, 429]);
    } finally {
      await setOptions({ studio_companion_client_header: "", studio_companion_header_proxies: "" });
    }
  });

  it("says on the settings page when the client address header would not be read: no proxies to read it from, or one that is not trusted", async () => {
    const page = async () => {
      settled(stack().dir);
      const html = await stack().runPhp(HELPER, ["settings-page"]);
      return (/<p class="notice notice-warning inline" role="alert">([^<]*)<\/p>/.exec(html)?.[1] ?? "").replace(/&#0?39;/g, "'");
    };
    try {
      await setOptions({ studio_companion_trusted_proxies: "127.0.0.1\n173.245.48.0/20", studio_companion_client_header: "", studio_companion_header_proxies: "" });
      expect(await page()).toBe("");
      await setOptions({ studio_companion_client_header: "CF-Connecting-IP" });
      expect(await page()).toBe("CF-Connecting-IP is not read: list the addresses of the proxy that sets it (Cloudflare's ranges) here. Until then X-Forwarded-For counts, which a Cloudflare Worker can write.");
      await setOptions({ studio_companion_header_proxies: "173.245.48.0/20\n2a06:98c0::/29" });
      expect(await page()).toBe("Not under Trusted proxies, so never read from: 2a06:98c0::/29. Add them there too.");
      await setOptions({ studio_companion_trusted_proxies: "127.0.0.1\n173.245.48.0/20\n2a06:98c0::/29" });
      expect(await page()).toBe("");
    } finally {
      await setOptions({ studio_companion_client_header: "", studio_companion_header_proxies: "", studio_companion_trusted_proxies: "" });
    }
  });

  it("keeps only one header's name as the client address header, never X-Forwarded-For", async () => {
    await setOptions({ studio_companion_client_header: "CF-Connecting-IP" });
    for (const bad of ["X-Forwarded-For", "CF-Connecting-IP: 1.2.3.4", "a b"]) {
      await setOptions({ studio_companion_client_header: bad });
      expect(await php("get-option", "studio_companion_client_header"), bad).toEqual({ value: "CF-Connecting-IP" });
    }
    await setOptions({ studio_companion_client_header: "" });
    expect(await php("get-option", "studio_companion_client_header")).toEqual({ value: "" });
  });

  it("a request straight to WordPress (not from a trusted proxy) cannot pick its address with the header", async () => {
    await fresh("10.0.0.0/8"); // the CDN's range; this request comes from 127.0.0.1, outside it
    expect(await send(["10.0.0.9, 203.0.113.1", "203.0.113.2", "203.0.113.3"])).toEqual([201, 201, 429]);
  });

  it("counts requests that arrive at once: of 12 parallel leads from one client, the limit's 2 go through and 10 get 429", async () => {
    await fresh("");
    // Each read of the limit's setting, between reading the client's count and writing it back,
    // is held 200 ms (the test hooks): the requests overlap there every run.
    await setOptions({ studio_test_slow_rate_limit: 200 });
    const statuses = await Promise.all(Array.from({ length: 12 }, () => post("leads", botLead).then((r) => r.status))).finally(() => setOptions({ studio_test_slow_rate_limit: 0 }));
    expect(statuses.filter((s) => s === 201)).toHaveLength(2);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  }, 120_000);

  it("on a database without named locks (GET_LOCK an error), the forms still work, counted and stored as before", async () => {
    await fresh("");
    await setOptions({ studio_test_no_locks: 1, studio_test_no_locks_hits: 0 });
    try {
      expect(await send([undefined, undefined, undefined])).toEqual([201, 201, 429]);
      const res = await post("subscribers", { email: "nolock@example.org" });
      expect(res.status).toBe(202);
      expect((await php<Stored[]>("posts", "subscriber")).filter((s) => s.meta.email === "nolock@example.org")).toHaveLength(1);
      // The locks did fail: three leads and a sign-up (its rate limit and its address), one each.
      expect(await php("get-option", "studio_test_no_locks_hits")).toEqual({ value: "5" });
    } finally {
      await setOptions({ studio_test_no_locks: 0 });
    }
  });

  it("an IPv4-mapped address (::ffff:a.b.c.d, ::ffff:cb00:7109) is its IPv4 address, not one /64 shared by every IPv4 visitor", async () => {
    await fresh("127.0.0.1");
    expect(await send(["::ffff:203.0.113.9", "::ffff:cb00:7109", "203.0.113.9"])).toEqual([201, 201, 429]);
    expect(await send(["::ffff:203.0.113.10"])).toEqual([201]);
  });

  it("counts an IPv6 visitor by its /64 and its /48 too: rotating through a free /48's networks gets ten times the limit, not 65,536 times (decision 208)", async () => {
    await fresh("127.0.0.1");
    // One /64: the limit (2), as an IPv4 address.
    expect(await send(["2001:db8:abcd:1::1", "2001:db8:abcd:1::2", "2001:db8:abcd:1:ffff::9"])).toEqual([201, 201, 429]);
    // Each lead from a /64 of its own, all in 2001:db8:abcd::/48: 2 × 10 in the window, the first
    // /64's two included, then 429 however new the /64.
    const rotating = Array.from({ length: 19 }, (_, i) => `2001:db8:abcd:${(i + 2).toString(16)}::1`);
    expect(await send(rotating)).toEqual([...Array<number>(18).fill(201), 429]);
    // Another /48 is another network.
    expect(await send(["2001:db8:abce:1::1"])).toEqual([201]);
  }, 120_000);

  it("keeps only addresses and CIDR ranges in the setting", async () => {
    await setOptions({ studio_companion_trusted_proxies: "173.245.48.0/20, not-a-proxy\n2400:cb00::/32 10.0.0.0/99" });
    expect(await php("get-option", "studio_companion_trusted_proxies")).toEqual({ value: "173.245.48.0/20\n2400:cb00::/32" });
  });

  it("refuses ranges wider than /8 (IPv4) or /16 (IPv6), 0.0.0.0/0 and ::/0 included, and keeps the narrow ones", async () => {
    await setOptions({ studio_companion_trusted_proxies: "0.0.0.0/0 ::/0 10.0.0.0/7 ::ffff:0.0.0.0/96 2000::/3 2400:cb00::/15\n10.0.0.0/8 2400:cb00::/16 ::ffff:10.0.0.0/104 192.0.2.7" });
    expect(await php("get-option", "studio_companion_trusted_proxies")).toEqual({ value: "10.0.0.0/8\n2400:cb00::/16\n::ffff:10.0.0.0/104\n192.0.2.7" });
    // The settings screen names the refusal.
    const screen = await php<{ errors?: unknown }>("proxies-errors", "0.0.0.0/0");
    expect(JSON.stringify(screen)).toContain("wider than a /8");
    await setOptions({ studio_companion_trusted_proxies: "" });
  });
});

// ── Newsletter ───────────────────────────────────────────────────────────────
describe("newsletter: one address cannot be mail-bombed, an opt-out stays out", () => {
  const subscribers = () => php<Stored[]>("posts", "subscriber");
  const find = async (email: string) => (await subscribers()).find((s) => s.meta.email === email)!;
  const mailsTo = (email: string): Mail[] => mailsIn(stack().dir).filter((m) => m.to === email);
  const link = (mail: Mail, action: string) => mail.message.match(new RegExp(`https?://\\S+/subscribers/${action}\\?token=[\\w.]+`))![0];
  // The per-address mail limit is under test, not the per-client one: this client may send plenty.
  beforeAll(async () => {
    if (wp) await setOptions({ studio_companion_rate_limit: 1000 });
  });
  afterAll(async () => {
    if (wp) await setOptions({ studio_companion_rate_limit: 2 });
  });
  const signUp = async (email: string, times = 1) => {
    for (let i = 0; i < times; i++) {
      const res = await post("subscribers", { email });
      expect(res.status).toBe(202);
      expect(res.json).toEqual({ status: "pending" });
    }
  };
  const now = () => Math.floor(Date.now() / 1000);

  it("sends one confirmation an hour and three a day per address, however often the form is sent", async () => {
    await signUp("victim@example.com", 5);
    expect(mailsTo("victim@example.com")).toHaveLength(1);

    // The last mail 61 minutes ago (and one more earlier today): a third goes, a fourth does not.
    await php("set-mail-times", "victim@example.com", `${now() - 7200},${now() - 3660}`);
    await signUp("victim@example.com", 3);
    expect(mailsTo("victim@example.com")).toHaveLength(2);

    // Three today, none in the last hour: nothing until a day has passed since the first.
    await php("set-mail-times", "victim@example.com", `${now() - 20000},${now() - 10000},${now() - 5000}`);
    await signUp("victim@example.com");
    expect(mailsTo("victim@example.com")).toHaveLength(2);
    await php("set-mail-times", "victim@example.com", `${now() - 90000},${now() - 10000},${now() - 5000}`);
    await signUp("victim@example.com");
    expect(mailsTo("victim@example.com")).toHaveLength(3);
  }, 180_000);

  it("a subscriber deleted on request leaves nothing named after the address: its mailbox's mail times go too (decision 219)", async () => {
    await signUp("leaving@example.org");
    expect(mailsTo("leaving@example.org")).toHaveLength(1);
    expect((await php<{ value: string | null }>("mail-times", "leaving@example.org")).value).toMatch(/^\d+$/);
    expect(await php("delete-subscriber", "leaving@example.org")).toEqual({ deleted: true });
    expect(await php("mail-times", "leaving@example.org")).toEqual({ value: null });
  });

  it("counts an address's +tag variants (and Gmail's dotted spellings) against one limit", async () => {
    await signUp("target+1@example.net");
    await signUp("target+2@example.net");
    await signUp("Target+news@example.net");
    await signUp("target@example.net");
    const toTarget = mailsIn(stack().dir).filter((m) => /^target(\+[^@]*)?@example\.net$/i.test(String(m.to)));
    expect(toTarget).toHaveLength(1);
    await signUp("jane.doe+a@gmail.com");
    await signUp("j.a.n.e.d.o.e@googlemail.com");
    await signUp("janedoe@gmail.com");
    const toJane = mailsIn(stack().dir).filter((m) => /@(gmail|googlemail)\.com$/.test(String(m.to)));
    expect(toJane).toHaveLength(1);
    // Another mailbox keeps its own limit.
    await signUp("other+1@example.net");
    expect(mailsTo("other+1@example.net")).toHaveLength(1);
  }, 180_000);

  it("sends at most one mail an hour to a mailbox however many sign-ups arrive at once", async () => {
    const burst = Array.from({ length: 12 }, (_, i) => post("subscribers", { email: i % 2 ? `burst+${i}@example.org` : "burst@example.org" }));
    for (const res of await Promise.all(burst)) expect(res.status).toBe(202);
    expect(mailsIn(stack().dir).filter((m) => /^burst(\+\d+)?@example\.org$/.test(String(m.to)))).toHaveLength(1);
    // Twelve at once for one exact address: one mail as well.
    const same = Array.from({ length: 12 }, () => post("subscribers", { email: "same@example.org" }));
    for (const res of await Promise.all(same)) expect(res.status).toBe(202);
    expect(mailsTo("same@example.org")).toHaveLength(1);
  }, 180_000);

  it("sends at most the site's hourly limit of confirmation mails, whatever the addresses (a catch-all domain's each have a limit of their own); the rest send nothing, and wp-admin says so (decision 229)", async () => {
    const raw = async (...args: string[]) => (settled(stack().dir), stack().runPhp(HELPER, args));
    await php("delete-options", JSON.stringify(["studio_companion_mail_site", "studio_companion_held_mails"]));
    expect(await raw("notices", "administrator")).not.toContain("newsletter confirmation");
    await setOptions({ studio_test_confirmations_per_hour: 3 });
    try {
      for (const n of [1, 2, 3, 4, 5]) await signUp(`spray${n}@catch-all.example`);
      const sprayed = () => mailsIn(stack().dir).filter((m) => String(m.to).endsWith("@catch-all.example")).map((m) => m.to).sort();
      expect(sprayed()).toEqual(["spray1@catch-all.example", "spray2@catch-all.example", "spray3@catch-all.example"]);
      expect((await find("spray5@catch-all.example")).meta.status).toBe("pending");
      const notice = await raw("notices", "administrator");
      expect(notice).toContain("2 newsletter confirmation e-mails were not sent in the last day.");
      expect(notice).toContain("More than 3 sign-ups arrived within an hour");
      expect(await raw("notices", "editor")).not.toContain("newsletter confirmation");
      // An hour after those mails, the site sends again: the one held back signs up again and gets its mail.
      // The two held back gave their mailboxes' slots back: nothing is kept for them.
      expect(await php("mail-times", "spray4@catch-all.example")).toEqual({ value: null });
      await setOptions({ studio_companion_mail_site: `${now() - 3700},${now() - 3650},${now() - 3601}` });
      await signUp("spray5@catch-all.example");
      expect(sprayed()).toEqual(["spray1@catch-all.example", "spray2@catch-all.example", "spray3@catch-all.example", "spray5@catch-all.example"]);
    } finally {
      await setOptions({ studio_test_confirmations_per_hour: 0 });
      await php("delete-options", JSON.stringify(["studio_companion_mail_site", "studio_companion_held_mails"]));
    }
  }, 180_000);

  it("keeps one subscriber for an address however many first sign-ups for it arrive at once", async () => {
    // Each new subscriber post is held back 300 ms before it is inserted (the test hooks), so the
    // sign-ups overlap between looking the address up and inserting its post, every run.
    await setOptions({ studio_test_slow_subscriber: 300 });
    const same = Array.from({ length: 12 }, () => post("subscribers", { email: "twins@example.org" }));
    const answers = await Promise.all(same).finally(() => setOptions({ studio_test_slow_subscriber: 0 }));
    for (const res of answers) {
      expect(res.status).toBe(202);
      expect(res.json).toEqual({ status: "pending" });
    }
    const stored = (await subscribers()).filter((s) => s.meta.email === "twins@example.org");
    expect(stored).toHaveLength(1);
    expect(stored[0]!.meta.status).toBe("pending");
    // Its one mail confirms that one post.
    const mails = mailsTo("twins@example.org");
    expect(mails).toHaveLength(1);
    expect((await request(link(mails[0]!, "confirm"), { method: "POST" })).text).toContain("Your subscription is confirmed");
    expect((await find("twins@example.org")).meta.status).toBe("confirmed");
    // A later sign-up finds that one post.
    await signUp("twins@example.org");
    expect((await subscribers()).filter((s) => s.meta.email === "twins@example.org")).toHaveLength(1);
  }, 180_000);

  it("gives the address's lock back before the confirmation mail goes (a request holds it only for its lookup and status)", async () => {
    await setOptions({ studio_test_check_lock: 1, studio_test_lock_free: "" });
    try {
      await signUp("handback@example.org");
      expect(mailsTo("handback@example.org")).toHaveLength(1);
      expect(await php("get-option", "studio_test_lock_free")).toEqual({ value: "1" });
    } finally {
      await setOptions({ studio_test_check_lock: 0 });
    }
  });

  it("keeps an unsubscribed address unsubscribed when it is signed up again, until its owner presses the new link's button", async () => {
    await signUp("leaver@example.com");
    const [first] = mailsTo("leaver@example.com");
    expect((await request(link(first!, "confirm"), { method: "POST" })).text).toContain("Your subscription is confirmed");
    expect((await request(link(first!, "unsubscribe"), { method: "POST" })).text).toContain("You are unsubscribed");

    await php("set-mail-times", "leaver@example.com", "");
    await signUp("leaver@example.com");
    expect((await find("leaver@example.com")).meta.status).toBe("unsubscribed");
    const mails = mailsTo("leaver@example.com");
    expect(mails).toHaveLength(2);

    // The confirm link from before the unsubscribe is dead; the new one's page changes nothing by itself.
    const old = await request(link(first!, "confirm"), { method: "POST" });
    expect(old.status).toBe(400);
    expect(old.text).toContain("This link is not valid");
    expect((await find("leaver@example.com")).meta.status).toBe("unsubscribed");
    const fresh = link(mails[1]!, "confirm");
    expect((await request(fresh)).text).toContain("Confirm my subscription");
    expect((await find("leaver@example.com")).meta.status).toBe("unsubscribed");
    expect((await request(fresh, { method: "POST" })).text).toContain("Your subscription is confirmed");
    expect((await find("leaver@example.com")).meta.status).toBe("confirmed");
    // The first mail's unsubscribe link still works (it never expires).
    expect((await request(link(first!, "unsubscribe"), { method: "POST" })).text).toContain("You are unsubscribed");
  }, 180_000);
});

describe("newsletter: nothing kept longer than it is needed (decision 221)", () => {
  const DAY = 86_400;
  const now = () => Math.floor(Date.now() / 1000);
  const subscribers = () => php<Stored[]>("posts", "subscriber");
  const find = async (email: string) => (await subscribers()).find((s) => s.meta.email === email);
  const mailsTo = (email: string): Mail[] => mailsIn(stack().dir).filter((m) => m.to === email);
  const link = (mail: Mail, action: string) => mail.message.match(new RegExp(`https?://\\S+/subscribers/${action}\\?token=[\\w.]+`))![0];
  const names = async () => (await php<{ names: string[] }>("mail-option-names")).names;
  const signUp = async (email: string) => {
    const res = await post("subscribers", { email });
    expect(res.status).toBe(202);
    return (await find(email))!;
  };
  /** The subscriber's last sign-up `seconds` ago, and its post as old. */
  const signedUpAgo = async (id: number, seconds: number, asked: string = String(now() - seconds)) => {
    await php("set-meta", String(id), "_studio_asked", asked);
    await php("age", String(id), String(Math.ceil(seconds / 60)));
  };
  beforeAll(async () => {
    if (wp) await setOptions({ studio_companion_rate_limit: 1000 });
  });
  afterAll(async () => {
    if (wp) await setOptions({ studio_companion_rate_limit: 2 });
  });

  it("deletes a subscriber nobody confirmed a week and a day after its last sign-up, with its mail times; the confirmed, the unsubscribed and the lately signed up stay", async () => {
    const stale = await signUp("stale@example.org");
    const legacy = await signUp("legacy@example.org"); // signed up before 1.6.0: no time of its own, its post's date
    const again = await signUp("again@example.org");
    const young = await signUp("young@example.org");
    const member = await signUp("member@example.org");
    const leaver = await signUp("gone-out@example.org");
    expect((await request(link(mailsTo("member@example.org")[0]!, "confirm"), { method: "POST" })).text).toContain("Your subscription is confirmed");
    expect((await request(link(mailsTo("gone-out@example.org")[0]!, "unsubscribe"), { method: "POST" })).text).toContain("You are unsubscribed");
    const week = 7 * DAY;
    await signedUpAgo(stale.id, week + DAY + 60);
    await signedUpAgo(legacy.id, week + 2 * DAY, "");
    await signedUpAgo(again.id, 30 * DAY);
    await signUp("again@example.org"); // a month ago, and again now
    await signedUpAgo(young.id, week + DAY - 3600);
    await signedUpAgo(member.id, 30 * DAY);
    await signedUpAgo(leaver.id, 30 * DAY);
    // Its mail a day and more ago: the sweep takes its mail times with it.
    await php("set-mail-times", "stale@example.org", `${now() - DAY - 60}`);

    expect(await php("prune")).toEqual({ subscribers: 2, mailboxes: 1 });
    expect(await find("stale@example.org")).toBeUndefined();
    expect(await find("legacy@example.org")).toBeUndefined();
    expect(await php("mail-times", "stale@example.org")).toEqual({ value: null });
    for (const [email, status] of [["again@example.org", "pending"], ["young@example.org", "pending"], ["member@example.org", "confirmed"], ["gone-out@example.org", "unsubscribed"]]) {
      expect((await find(email!))?.meta.status, email).toBe(status);
    }
    // Its old link finds nothing; signing up again starts afresh, with a mail at once.
    const dead = await request(link(mailsTo("stale@example.org")[0]!, "confirm"), { method: "POST" });
    expect(dead.status).toBe(400);
    expect(dead.text).toContain("This link is not valid");
    expect((await signUp("stale@example.org")).meta.status).toBe("pending");
    expect(mailsTo("stale@example.org")).toHaveLength(2);
  }, 180_000);

  it("a stale +tag spelling's deletion leaves its mailbox's limit: another spelling mailed today gets no fresh day", async () => {
    const old = await signUp("sibling+1@example.org");
    await signedUpAgo(old.id, 8 * DAY + 60);
    // The mailbox had its mail today (this sign-up's); sibling+2 shares it.
    await signUp("sibling+2@example.org");
    const toSibling = () => mailsIn(stack().dir).filter((m) => /^sibling\+\d@example\.org$/.test(String(m.to)));
    expect(toSibling()).toHaveLength(1);
    const { subscribers: deleted } = await php<{ subscribers: number }>("prune");
    expect(deleted).toBe(1);
    expect(await find("sibling+1@example.org")).toBeUndefined();
    expect((await php<{ value: string | null }>("mail-times", "sibling+2@example.org")).value).toMatch(/^\d+$/);
    await signUp("sibling+2@example.org");
    expect(toSibling()).toHaveLength(1);
  });

  it("deletes a mailbox's mail times once its last mail is a day old, those of plugin 1.5.0's names too, and no other", async () => {
    await php("set-mail-times", "quiet@example.org", `${now() - DAY - 60}`);
    const busy = `${now() - DAY - 60},${now() - 3000}`;
    await php("set-mail-times", "busy@example.org", busy);
    const old = `studio_companion_mail_${createHash("sha256").update("before@example.org").digest("hex").slice(0, 40)}`;
    await setOptions({ [old]: String(now() - DAY - 120) });
    expect(await php("prune")).toEqual({ subscribers: 0, mailboxes: 2 });
    expect(await php("mail-times", "quiet@example.org")).toEqual({ value: null });
    expect(await php("mail-times", "busy@example.org")).toEqual({ value: busy });
    expect(await php("get-option", old)).toEqual({ value: false });
  });

  it("names a mailbox's mail times by a keyed hash of the mailbox, not the plain hash anyone could rebuild from a list of addresses", async () => {
    const before = new Set(await names());
    await signUp("hashed+news@example.org");
    const added = (await names()).filter((n) => !before.has(n) && n !== "studio_companion_mail_site");
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/^studio_companion_mail_[0-9a-f]{40}$/);
    const plain = createHash("sha256").update("hashed@example.org").digest("hex").slice(0, 40);
    expect(added[0]).not.toBe(`studio_companion_mail_${plain}`);
  });

  it("runs once a day from WP-Cron while the plugin is active, and leaves no event behind when it is deactivated", async () => {
    const scheduled = () => php<{ in: number; schedule: string | false }[]>("scheduled", "studio_companion_prune");
    const [event, ...more] = await scheduled();
    expect(more).toEqual([]);
    expect(event!.schedule).toBe("daily");
    expect(event!.in).toBeLessThanOrEqual(DAY);
    // The event is what prunes.
    await php("set-mail-times", "cron@example.org", `${now() - 2 * DAY}`);
    expect(await php("cron-all", "studio_companion_prune")).toEqual({ ran: 1 });
    expect(await php("mail-times", "cron@example.org")).toEqual({ value: null });
    try {
      expect(await php("plugin", "off")).toEqual({ active: false });
      expect(await scheduled()).toEqual([]);
    } finally {
      expect(await php("plugin", "on")).toEqual({ active: true });
    }
    expect((await scheduled()).map((e) => e.schedule)).toEqual(["daily"]);
  });
});


// ── The token option ─────────────────────────────────────────────────────────
describe("the GitHub token option is never autoloaded", () => {
  const autoload = async () => (await php<{ autoload: string | null }>("autoload", "studio_companion_github_token")).autoload;

  it("after a save, and after it was deleted and saved again", async () => {
    expect(await autoload()).toBe("no");
    await php("delete-options", JSON.stringify(["studio_companion_github_token"]));
    await setOptions({ studio_companion_github_token: TOKEN });
    expect(await autoload()).toBe("no");
  });

  it("an old install's autoloaded row becomes autoload=no on the first request after the upgrade", async () => {
    expect(await php("old-install")).toEqual({ autoload: "yes" });
    expect((await request(`${stack().api}/types`)).status).toBe(200);
    expect(await autoload()).toBe("no");
    expect(await php("get-option", "studio_companion_version")).toEqual({ value: "1.6.0" });
  });
});

// ── Authors in the REST API ─────────────────────────────────────────────────
describe("the REST API tells a visitor an author's name and nothing else (decision 225)", () => {
  const users = (route: string, auth?: string) => request(`${stack().api}/${route}`, auth ? { headers: { authorization: auth } } : {});

  it("refuses the list of users, and its slug= and search= lookups, to a visitor and to the Previewer", async () => {
    // WordPress matches a route's path without regard to case: /wp/v2/Users is the list too.
    for (const route of ["users", "users?slug=clara", "users?search=clara", "users?per_page=100&_fields=slug", "Users?slug=clara"]) {
      for (const auth of [undefined, previewerAuth]) {
        const res = await users(route, auth);
        // 401 to a visitor, 403 to a signed-in user, as WordPress answers a refusal.
        expect(res.status, `${route} ${auth ? "previewer" : "visitor"}`).toBe(auth ? 403 : 401);
        expect(res.json?.code).toBe("rest_user_cannot_view");
        expect(res.text).not.toContain("clara");
      }
    }
  });

  it("answers a HEAD of the list as its GET: refused, with no count of matching logins", async () => {
    for (const auth of [undefined, previewerAuth]) {
      const res = await fetch(`${stack().api}/users?slug=clara`, { method: "HEAD", headers: auth ? { authorization: auth } : {}, redirect: "manual" });
      expect(res.status).toBe(auth ? 403 : 401);
      expect(res.headers.get("x-wp-total")).toBeNull();
    }
  });

  it("an embed of a post (oEmbed) names its author without the author archive's address", async () => {
    const post = (await users("posts?per_page=1")).json[0];
    const embed = await request(`${stack().url}/wp-json/oembed/1.0/embed?url=${encodeURIComponent(post.link)}`);
    expect(embed.status).toBe(200);
    expect(embed.json.author_name).toBeTruthy();
    expect(embed.json).not.toHaveProperty("author_url");
    expect(embed.text).not.toMatch(/\/author\//);
  });

  it("gives one author's id and name only (no login slug, archive link or Gravatar hash), also embedded in a post", async () => {
    const post = (await users("posts?per_page=1&_embed=author")).json[0];
    const author = post._embedded.author[0];
    expect(Object.keys(author).sort()).toEqual(["id", "name"]);
    expect(author.name).toBeTruthy();
    const one = await users(`users/${author.id}`);
    expect(one.status).toBe(200);
    expect(Object.keys(one.json).sort()).toEqual(["id", "name"]);
    expect(one.text).not.toMatch(/gravatar|"slug"|\/author\//);
  });

  it("an author's archive address, wherever WordPress writes it (a byline, an SEO plugin's schema), is the site's About page, not the login slug's", async () => {
    const post = (await users("posts?per_page=1")).json[0];
    expect(await php("author-link", String(post.author))).toEqual({ link: `${SITE}/about` });
    await setOptions({ studio_companion_site_url: "" });
    try {
      expect((await php<{ link: string }>("author-link", String(post.author))).link).toMatch(/\/author\/[^/]+\/$|[?&]author=\d+$/);
    } finally {
      await setOptions({ studio_companion_site_url: SITE });
    }
  });

  it("leaves the list and every field to an administrator (the block editor's author picker reads it)", async () => {
    const res = await users("users?context=edit", adminAuth);
    expect(res.status).toBe(200);
    expect((res.json as { slug: string }[]).map((u) => u.slug)).toContain("clara");
    expect(res.json[0].avatar_urls).toBeTruthy();
  });
});

// ── The Previewer role ───────────────────────────────────────────────────────
describe("the Previewer role reads drafts and nothing else", () => {
  let draft = 0;
  beforeAll(async () => {
    if (!wp) return;
    draft = (await rest("POST", "posts", adminAuth, { title: "Secret draft", content: "<p>Not yet.</p>", status: "draft" })).json.id;
  });

  it("reads a draft post and a private portfolio item through REST (context=view)", async () => {
    const res = await rest("GET", `posts/${draft}`, previewerAuth);
    expect(res.status, res.text).toBe(200);
    expect(res.json.status).toBe("draft");
    expect(res.json.title.rendered).toBe("Secret draft");
    const item = (await rest("POST", "portfolio", adminAuth, { title: "Private loft", status: "private" })).json.id;
    const got = await rest("GET", `portfolio/${item}`, previewerAuth);
    expect(got.status, got.text).toBe(200);
    expect(got.json.title.rendered).toMatch(/Private loft/);
  });

  it("cannot edit, create, delete, upload, read context=edit or read a draft page", async () => {
    const attempts: [string, Promise<Res>, number, string][] = [
      ["edit the draft", rest("POST", `posts/${draft}`, previewerAuth, { title: "Hacked" }), 403, "rest_cannot_edit"],
      ["create a post", rest("POST", "posts", previewerAuth, { title: "Mine", status: "draft" }), 403, "rest_cannot_create"],
      ["delete the draft", rest("DELETE", `posts/${draft}`, previewerAuth), 403, "rest_cannot_delete"],
      ["upload a file", rest("POST", "media", previewerAuth, new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]), { "content-type": "image/gif", "content-disposition": 'attachment; filename="x.gif"' }), 403, "rest_cannot_create"],
      ["read context=edit", rest("GET", `posts/${draft}?context=edit`, previewerAuth), 403, "rest_forbidden_context"],
    ];
    for (const [what, pending, status, code] of attempts) {
      const res = await pending;
      expect(res.status, `${what}: ${res.text}`).toBe(status);
      expect(res.json.code, what).toBe(code);
    }
    const page = (await rest("POST", "pages", adminAuth, { title: "Draft page", status: "draft" })).json.id;
    const pageRes = await rest("GET", `pages/${page}`, previewerAuth);
    expect(pageRes.status).toBe(403);
    expect(pageRes.json.code).toBe("rest_forbidden");
    expect((await rest("GET", `posts/${draft}`, adminAuth)).json.title.rendered).toBe("Secret draft");
  });

  it("a subscriber (no Previewer role) cannot read the draft: the role is what opens it", async () => {
    await php("user", "subscriber");
    const { password } = await php<{ password: string }>("app-password", "test-subscriber");
    const res = await rest("GET", `posts/${draft}`, `Basic ${Buffer.from(`test-subscriber:${password}`).toString("base64")}`);
    expect(res.status).toBe(403);
    expect(res.json.code).toBe("rest_forbidden");
  });
});

// ── Preview on its own origin ────────────────────────────────────────────────
describe("the preview on an origin of its own (decision 105)", () => {
  const TOOLS = "https://edit.maple-mortar.example";
  const cors = async (origin: string) => {
    const res = await fetch(`${stack().api}/posts`, { method: "OPTIONS", headers: { origin, "access-control-request-method": "GET", "access-control-request-headers": "authorization" }, signal: AbortSignal.timeout(30_000) });
    return res.headers.get("access-control-allow-origin");
  };

  it("with a Preview URL, Preview opens that origin's /preview, and it (besides the site) may read drafts from a browser", async () => {
    await setOptions({ studio_companion_preview_url: `${TOOLS}/some/path` });
    expect(await php("get-option", "studio_companion_preview_url")).toEqual({ value: TOOLS });
    const draft = (await rest("POST", "posts", adminAuth, { title: "Elsewhere", status: "draft" })).json.id;
    const autosave = await rest("POST", `posts/${draft}/autosaves`, adminAuth, { title: "Elsewhere", content: "<p>x</p>" });
    expect(autosave.status, autosave.text).toBe(200);
    expect(autosave.json.preview_link).toBe(`${TOOLS}/preview?type=posts&id=${draft}`);
    expect(await cors(TOOLS)).toBe(TOOLS);
    expect(await cors(SITE)).toBe(SITE);
    expect(await cors("https://evil.example")).toBeNull();
  });

  it("refuses a Preview URL that is not an http(s) address, and without one Preview opens the site", async () => {
    await setOptions({ studio_companion_preview_url: "javascript:alert(1)" });
    expect(await php("get-option", "studio_companion_preview_url")).toEqual({ value: TOOLS });
    await setOptions({ studio_companion_preview_url: "" });
    const draft = (await rest("POST", "posts", adminAuth, { title: "Here", status: "draft" })).json.id;
    const autosave = await rest("POST", `posts/${draft}/autosaves`, adminAuth, { title: "Here", content: "<p>y</p>" });
    expect(autosave.json.preview_link).toBe(`${SITE}/preview?type=posts&id=${draft}`);
    expect(await cors(TOOLS)).toBeNull();
  });
});
