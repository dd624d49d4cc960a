import { describe, expect, it } from "vitest";
import { LEAD_TEXT, leadFailureText, mailtoHref, referringPage, sendLead, sendSubscriber, type Answer } from "~/features/leads/leads";
import type { ContactMessage } from "~/features/leads/contact-form";

const BASE = "https://cms.example.com/blog/wp-json/studio-companion/v1";
const MESSAGE: ContactMessage = { name: "Ana Souza", email: "ana@example.com", phone: "", subject: "Kitchen renovation", message: "We would like a quote for a new kitchen." };

interface Call {
  url: string;
  init: RequestInit;
}

/** A fetch that records the request and answers with `res` (or throws, like a network failure). */
function fakeFetch(res: Response | Error) {
  const calls: Call[] = [];
  const fn = async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    if (res instanceof Error) throw res;
    return res;
  };
  return { calls, fn };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });

const invalidLead = (fields: Record<string, unknown>) => json(400, { code: "studio_invalid_lead", message: "Some fields are not valid.", data: { status: 400, fields } });
const rateLimited = (headers: Record<string, string>, retry_after?: unknown) =>
  json(429, { code: "studio_rate_limited", message: "Too many requests. Please try again in 10 minutes.", data: { status: 429, fields: {}, retry_after } }, headers);

describe("sendLead: the request", () => {
  it("posts the form as JSON to {base}/leads, with the honeypot and without credentials", async () => {
    const f = fakeFetch(json(201, { status: "received" }));
    await sendLead(BASE, MESSAGE, "", f.fn);
    expect(f.calls).toHaveLength(1);
    const [{ url, init }] = f.calls as [Call];
    expect(url).toBe(`${BASE}/leads`);
    expect(init.method).toBe("POST");
    expect(init.headers).toEqual({ "Content-Type": "application/json" });
    expect(init.credentials).toBe("omit");
    expect(init.mode).toBe("cors");
    expect(init.signal).toBeInstanceOf(AbortSignal);
    expect(JSON.parse(String(init.body))).toEqual({
      name: "Ana Souza",
      email: "ana@example.com",
      subject: "Kitchen renovation",
      message: "We would like a quote for a new kitchen.",
      website: "",
    });
  });

  it("sends the phone when one is typed, and whatever a bot put in the honeypot", async () => {
    const f = fakeFetch(json(201, { status: "received" }));
    await sendLead(BASE, { ...MESSAGE, phone: "+1 905 555 0100" }, "https://spam.example", f.fn);
    expect(JSON.parse(String(f.calls[0]!.init.body))).toEqual({ ...MESSAGE, phone: "+1 905 555 0100", website: "https://spam.example" });
  });
});

describe("the page a lead came from", () => {
  it("is sent as the path of this site's page the visitor came from, and only then", async () => {
    const f = fakeFetch(json(201, { status: "received" }));
    await sendLead(BASE, MESSAGE, "", f.fn, "/services/residential/custom-home-building");
    const { phone: _, ...rest } = MESSAGE;
    expect(JSON.parse(String(f.calls[0]!.init.body))).toEqual({ ...rest, website: "", page: "/services/residential/custom-home-building" });
    const here = "https://maple.example/contact";
    expect(referringPage("https://maple.example/offers/bedroom-bundle-deal?utm_source=x#terms", here)).toBe("/offers/bedroom-bundle-deal");
    // Another site, the form's own page, no referrer (typed in, or a policy that sends none), or nonsense: none.
    for (const referrer of ["https://www.google.com/search?q=kitchen", "https://maple.example/contact", "", "not a url", "http://maple.example/offers"]) {
      expect(referringPage(referrer, here), referrer).toBe("");
    }
  });
});

describe("sendLead: the answers", () => {
  const cases: [string, Response | Error, Answer][] = [
    ["201 received", json(201, { status: "received" }), { kind: "sent" }],
    [
      "400 with field messages (unknown fields and non-strings dropped)",
      invalidLead({ name: "Name must be at least 2 characters.", subject: "Subject must be at least 3 characters.", website: "nope", message: 5 }),
      { kind: "invalid", fields: { name: "Name must be at least 2 characters.", subject: "Subject must be at least 3 characters." } },
    ],
    ["400 with no field message (e.g. invalid JSON)", json(400, { code: "studio_invalid_json", message: "Send the form as a JSON object (Content-Type: application/json).", data: { status: 400, fields: {} } }), { kind: "failed" }],
    ["400 with fields but another code", json(400, { code: "rest_invalid", data: { fields: { name: "x" } } }), { kind: "failed" }],
    ["429 with Retry-After", rateLimited({ "Retry-After": "600" }, 600), { kind: "rate-limited", message: "Too many requests. Please try again in 10 minutes.", retryAfter: 600 }],
    ["429 with only data.retry_after", rateLimited({}, 540), { kind: "rate-limited", message: "Too many requests. Please try again in 10 minutes.", retryAfter: 540 }],
    ["429 that is not JSON", new Response("slow down", { status: 429 }), { kind: "rate-limited", message: LEAD_TEXT.rateLimited, retryAfter: null }],
    ["403 forbidden origin", json(403, { code: "studio_forbidden_origin", message: "This origin may not send forms.", data: { status: 403, fields: {} } }), { kind: "failed" }],
    ["500", json(500, { code: "studio_lead_not_saved", message: "x", data: { status: 500, fields: {} } }), { kind: "failed" }],
    ["a network failure", new TypeError("Failed to fetch"), { kind: "failed" }],
    ["201 that is not JSON", new Response("<html>ok</html>", { status: 201 }), { kind: "failed" }],
    ["200 with the right body but the wrong status", json(200, { status: "received" }), { kind: "failed" }],
    ["a JSON list", json(400, [{ code: "studio_invalid_lead" }]), { kind: "failed" }],
  ];
  for (const [name, res, answer] of cases) {
    it(name, async () => {
      expect(await sendLead(BASE, MESSAGE, "", fakeFetch(res).fn)).toEqual(answer);
    });
  }
});

describe("sendSubscriber", () => {
  it("posts {email, website} to {base}/subscribers and takes 202 pending as sent", async () => {
    const f = fakeFetch(json(202, { status: "pending" }));
    expect(await sendSubscriber(BASE, "nia@example.com", "", f.fn)).toEqual({ kind: "sent" });
    expect(f.calls[0]!.url).toBe(`${BASE}/subscribers`);
    expect(f.calls[0]!.init.credentials).toBe("omit");
    expect(JSON.parse(String(f.calls[0]!.init.body))).toEqual({ email: "nia@example.com", website: "" });
  });

  it("maps 400 studio_invalid_subscriber to the e-mail's message, and a lead's 201 answer to a failure", async () => {
    const bad = json(400, { code: "studio_invalid_subscriber", message: "x", data: { status: 400, fields: { email: "Please enter a valid email address." } } });
    expect(await sendSubscriber(BASE, "a@b", "", fakeFetch(bad).fn)).toEqual({ kind: "invalid", fields: { email: "Please enter a valid email address." } });
    expect(await sendSubscriber(BASE, "nia@example.com", "", fakeFetch(json(201, { status: "received" })).fn)).toEqual({ kind: "failed" });
  });
});

describe("what the visitor reads on a failure", () => {
  it("the rate limit's own message, or the general one", () => {
    expect(leadFailureText({ kind: "rate-limited", message: "Too many requests. Please try again in 10 minutes.", retryAfter: 600 })).toBe(
      "Too many requests. Please try again in 10 minutes. Everything you typed is still here, or send it by e-mail.",
    );
    expect(leadFailureText({ kind: "failed" })).toBe("Something went wrong on our side. Everything you typed is still here: try again in a moment, or send it by e-mail.");
    // Not blamed on the studio when the visitor's device says it is offline.
    expect(leadFailureText({ kind: "failed" }, false)).toBe("Your device seems to be offline. Everything you typed is still here: send it again once you are connected, or send it by e-mail.");
  });

  it("a mailto: link with the subject and the message, name, e-mail and phone percent-encoded, CRLF between lines", () => {
    const m: ContactMessage = { name: "Zoë O'Neil", email: "zoe+home@example.com", phone: "+1 (905) 555-0100", subject: "Kitchen & bath: 50% ideas?", message: "Hello,\nA quote please = soon #1" };
    expect(mailtoHref("hello@example.com", m)).toBe(
      "mailto:hello@example.com?subject=Kitchen%20%26%20bath%3A%2050%25%20ideas%3F" +
        "&body=Hello%2C%0D%0AA%20quote%20please%20%3D%20soon%20%231%0D%0A%0D%0AZo%C3%AB%20O'Neil%0D%0Azoe%2Bhome%40example.com%0D%0A%2B1%20(905)%20555-0100",
    );
    expect(mailtoHref("hello@example.com", MESSAGE)).toBe(
      "mailto:hello@example.com?subject=Kitchen%20renovation&body=We%20would%20like%20a%20quote%20for%20a%20new%20kitchen.%0D%0A%0D%0AAna%20Souza%0D%0Aana%40example.com",
    );
  });
});
