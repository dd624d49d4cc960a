import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { createSanitizer } from "~/cms/sanitize";
import { fetchDraft, type DraftOptions } from "~/features/preview/draft";
import { previewTarget } from "~/features/preview/target";

const sanitizer = createSanitizer(new JSDOM("").window as unknown as Parameters<typeof createSanitizer>[0]);
const API = "https://cms.example.com/blog/wp-json/wp/v2";
const CREDS = { user: "editor", password: "abcd efgh ijkl mnop qrst uvwx" };

interface Call {
  url: string;
  init: RequestInit | undefined;
}

function fakeFetch(answer: (url: string) => { status: number; body: unknown }) {
  const calls: Call[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = String(input);
    calls.push({ url, init });
    const a = answer(url);
    return new Response(JSON.stringify(a.body), { status: a.status, headers: { "Content-Type": "application/json" } });
  };
  return { fetch, calls };
}

const options = (fetch: typeof globalThis.fetch): DraftOptions => ({ cmsApiUrl: API, teamName: "Studio Team", sanitizer, fetch });

const draft = {
  id: 42,
  slug: "",
  generated_slug: "warm-minimalism",
  status: "draft",
  date: "2026-11-20T10:00:00",
  modified: "2026-11-21T09:30:00",
  title: { rendered: "Warm minimalism: a how-to", raw: "Warm minimalism: a how-to" },
  excerpt: { rendered: "<p>Less, but warmer.</p>", protected: false },
  content: { rendered: '<p>Body<img src=x onerror="alert(1)"></p><script>alert(2)</script>', protected: false },
  _links: { "wp:attachment": [{ href: "https://cms.example.com/blog/wp-json/wp/v2/media?parent=42" }] },
};

describe("previewTarget", () => {
  it.each([
    ["?type=post&id=42", { kind: "posts", id: 42, autosave: false }],
    ["?type=posts&id=42&autosave=1", { kind: "posts", id: 42, autosave: true }],
    ["?type=portfolio&id=7", { kind: "portfolio", id: 7, autosave: false }],
    ["?type=faq&id=3", { kind: "faq", id: 3, autosave: false }],
    ["?type=page&id=3", null],
    ["?type=post&id=0", null],
    ["?type=post&id=4x", null],
    ["?type=post", null],
    ["", null],
  ])("%s", (search, expected) => {
    expect(previewTarget(search)).toEqual(expected);
  });
});

describe("fetchDraft", () => {
  it("asks the CMS for the draft in edit context with the application password, uncached and without cookies", async () => {
    const f = fakeFetch(() => ({ status: 200, body: draft }));
    const r = await fetchDraft({ kind: "posts", id: 42, autosave: false }, CREDS, options(f.fetch));
    expect(f.calls).toHaveLength(1);
    expect(f.calls[0]!.url).toBe(`${API}/posts/42?context=edit&_embed=1`);
    const init = f.calls[0]!.init!;
    expect(init.cache).toBe("no-store");
    expect(init.credentials).toBe("omit");
    expect((init.headers as Record<string, string>).Authorization).toBe(`Basic ${Buffer.from(`${CREDS.user}:${CREDS.password}`).toString("base64")}`);
    expect(r.state).toBe("ok");
    if (r.state !== "ok" || r.view.kind !== "posts") throw new Error("expected an article");
    expect(r.view.title).toMatch(/^Warm minimalism a how/); // the article template's title rule
    expect(r.view.slug).toBe("warm-minimalism");
    expect(r.view.author).toBe("Studio Team");
    expect(r.view.html).toBe("<p>Body</p>"); // sanitised with the site's policy: no script, no handler
  });

  it("asks again in view context when WordPress keeps edit context from the user (a Previewer), with the same password", async () => {
    const f = fakeFetch((url) => (url.includes("context=edit") ? { status: 403, body: { code: "rest_forbidden_context", message: "Sorry, you are not allowed to edit this post." } } : { status: 200, body: draft }));
    const r = await fetchDraft({ kind: "posts", id: 42, autosave: false }, CREDS, options(f.fetch));
    expect(f.calls.map((c) => c.url)).toEqual([`${API}/posts/42?context=edit&_embed=1`, `${API}/posts/42?context=view&_embed=1`]);
    expect((f.calls[1]!.init!.headers as Record<string, string>).Authorization).toBe(`Basic ${Buffer.from(`${CREDS.user}:${CREDS.password}`).toString("base64")}`);
    expect(r.state).toBe("ok");
    // Any other refusal is not retried.
    const other = fakeFetch(() => ({ status: 403, body: { code: "rest_forbidden" } }));
    expect(await fetchDraft({ kind: "posts", id: 42, autosave: false }, CREDS, options(other.fetch))).toEqual({ state: "unauthorized" });
    expect(other.calls).toHaveLength(1);
  });

  it("says unauthorized for WordPress's 401 and 403", async () => {
    for (const status of [401, 403]) {
      const f = fakeFetch(() => ({ status, body: { code: "incorrect_password", message: "The password you entered is incorrect." } }));
      expect(await fetchDraft({ kind: "posts", id: 42, autosave: false }, CREDS, options(f.fetch))).toEqual({ state: "unauthorized" });
    }
  });

  it("tells a missing record from a missing post type", async () => {
    const gone = fakeFetch(() => ({ status: 404, body: { code: "rest_post_invalid_id" } }));
    expect(await fetchDraft({ kind: "posts", id: 42, autosave: false }, CREDS, options(gone.fetch))).toEqual({ state: "not-found" });
    const noType = fakeFetch(() => ({ status: 404, body: { code: "rest_no_route" } }));
    expect(await fetchDraft({ kind: "faq", id: 42, autosave: false }, CREDS, options(noType.fetch))).toEqual({ state: "error", message: "This WordPress has no faq type." });
  });

  it("says unavailable when the CMS cannot be reached", async () => {
    const fetch: typeof globalThis.fetch = async () => {
      throw new TypeError("Failed to fetch");
    };
    expect(await fetchDraft({ kind: "posts", id: 42, autosave: false }, CREDS, options(fetch))).toEqual({ state: "unavailable" });
  });

  it("sends the password for a portfolio item's attachments only to the CMS origin", async () => {
    const media = [{ id: 9, source_url: "https://cms.example.com/blog/wp-content/uploads/a.jpg", alt_text: "Oak bench", title: { rendered: "Bench" } }];
    for (const [href, withAuth] of [
      ["https://cms.example.com/blog/wp-json/wp/v2/media?parent=42", true],
      ["https://elsewhere.example.net/wp-json/wp/v2/media?parent=42", false],
    ] as const) {
      const f = fakeFetch((url) => (url.includes("/media") ? { status: 200, body: media } : { status: 200, body: { ...draft, _links: { "wp:attachment": [{ href }] } } }));
      const r = await fetchDraft({ kind: "portfolio", id: 42, autosave: false }, CREDS, options(f.fetch));
      const mediaCall = f.calls.find((c) => c.url.includes("/media"))!;
      expect(new URL(mediaCall.url).origin).toBe(new URL(href).origin);
      expect("Authorization" in ((mediaCall.init!.headers as Record<string, string>) ?? {})).toBe(withAuth);
      if (r.state !== "ok" || r.view.kind !== "portfolio") throw new Error("expected a portfolio item");
      expect(r.view.attachments).toEqual([{ src: media[0]!.source_url, alt: "Oak bench", title: "Bench" }]);
    }
  });

  it("reports an FAQ draft without an answer instead of showing an empty page", async () => {
    const f = fakeFetch(() => ({ status: 200, body: { ...draft, content: { rendered: "" } } }));
    expect(await fetchDraft({ kind: "faq", id: 42, autosave: false }, CREDS, options(f.fetch))).toEqual({
      state: "error",
      message: "This FAQ has no question or no answer yet: the site would not show it.",
    });
  });

  it("shows the newest autosave's title and content over a published item when the link asks for it", async () => {
    const published = { ...draft, slug: "warm-minimalism", status: "publish" };
    const autosaves = [
      { id: 99, parent: 42, title: { rendered: "Warm minimalism, revised" }, content: { rendered: "<p>Unsaved changes.</p>" }, excerpt: { rendered: "" } },
      { id: 98, parent: 42, title: { rendered: "Older autosave" }, content: { rendered: "<p>Old.</p>" } },
    ];
    const f = fakeFetch((url) => ({ status: 200, body: url.includes("/autosaves") ? autosaves : published }));
    const r = await fetchDraft({ kind: "posts", id: 42, autosave: true }, CREDS, options(f.fetch));
    expect(f.calls.map((c) => c.url)).toEqual([`${API}/posts/42?context=edit&_embed=1`, `${API}/posts/42/autosaves?context=edit`]);
    expect(f.calls.every((c) => (c.init!.headers as Record<string, string>).Authorization?.startsWith("Basic "))).toBe(true);
    if (r.state !== "ok" || r.view.kind !== "posts") throw new Error("expected an article");
    expect([r.view.title, r.view.html, r.view.slug]).toEqual(["Warm minimalism revised", "<p>Unsaved changes.</p>", "warm-minimalism"]);

    const none = fakeFetch((url) => ({ status: 200, body: url.includes("/autosaves") ? [] : published }));
    const saved = await fetchDraft({ kind: "posts", id: 42, autosave: true }, CREDS, options(none.fetch));
    if (saved.state !== "ok" || saved.view.kind !== "posts") throw new Error("expected an article");
    expect(saved.view.html).toBe("<p>Body</p>");
    expect(saved).not.toHaveProperty("notice");
  });

  it.each([403, 401])("says so when WordPress refuses the autosave (%i, a Previewer), instead of silently showing the saved version", async (status) => {
    const published = { ...draft, slug: "warm-minimalism", status: "publish" };
    const refused = { code: "rest_cannot_read", message: "Sorry, you are not allowed to view autosaves of this post.", data: { status } };
    const f = fakeFetch((url) => (url.includes("/autosaves") ? { status, body: refused } : { status: 200, body: published }));
    const r = await fetchDraft({ kind: "posts", id: 42, autosave: true }, CREDS, options(f.fetch));
    if (r.state !== "ok" || r.view.kind !== "posts") throw new Error("expected an article");
    expect(r.view.html).toBe("<p>Body</p>");
    expect(r.notice).toBe("Unsaved changes can't be shown to a Previewer: this is the last saved version.");
  });
});
