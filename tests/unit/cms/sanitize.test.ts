/**
 * One policy, two sanitisers: the same payload and keep-list tests run
 * against createSanitizer(jsdom window) in Node and createSanitizer(window)
 * in a real Chromium, and both must give the same output. In the browser the
 * output is also put into the page to prove nothing runs.
 */
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { JSDOM } from "jsdom";
import { chromium, type Browser } from "playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PURIFY_CONFIG, SANITIZE_POLICY, checkUrl, createSanitizer } from "../../../app/cms/sanitize";
import { FORBIDDEN_PATTERNS, SCRIPT_PAYLOADS } from "../../fixtures/cms/payloads";
import { CHROMIUM_PACKAGE, chromiumPath } from "~/content/environment.server";

/** Inputs that must come out exactly so (what the policy keeps and how). */
const KEEP: [name: string, input: string, output: string][] = [
  ["headings and paragraphs", "<h2>Plan</h2><h3>Light</h3><p>Text <strong>bold</strong> <em>em</em> <br>line</p>", "<h2>Plan</h2><h3>Light</h3><p>Text <strong>bold</strong> <em>em</em> <br>line</p>"],
  ["lists", "<ul><li>a</li></ul><ol start=\"3\"><li>b</li></ol>", "<ul><li>a</li></ul><ol start=\"3\"><li>b</li></ol>"],
  ["internal link", '<a href="/contact">Contact</a>', '<a href="/contact">Contact</a>'],
  ["anchor link", '<a href="#plan">Plan</a>', '<a href="#plan">Plan</a>'],
  ["external link gets rel", '<a href="https://example.org/x">x</a>', '<a href="https://example.org/x" rel="noopener noreferrer">x</a>'],
  ["external link: target _blank kept, rel replaced", '<a href="https://example.org" target="_blank" rel="opener">x</a>', '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>'],
  ["other targets dropped", '<a href="/x" target="_top">x</a>', '<a href="/x">x</a>'],
  ["mailto and tel", '<a href="mailto:hello@example.com">m</a><a href="tel:+19055550142">t</a>', '<a href="mailto:hello@example.com">m</a><a href="tel:+19055550142">t</a>'],
  ["image", '<img src="https://cms.example.com/a.jpg" alt="Oak" width="640" height="480">', '<img src="https://cms.example.com/a.jpg" alt="Oak" width="640" height="480" loading="lazy" decoding="async">'],
  ["local image", '<img src="/_cms/media/3f9a1c0b2e4d5a6f.jpg" alt="">', '<img src="/_cms/media/3f9a1c0b2e4d5a6f.jpg" alt="" loading="lazy" decoding="async">'],
  ["figure", '<figure class="wp-block-image size-large"><img src="https://cms.example.com/a.jpg" alt="a"><figcaption class="wp-element-caption">Cap</figcaption></figure>', '<figure class="wp-block-image size-large"><img src="https://cms.example.com/a.jpg" alt="a" loading="lazy" decoding="async"><figcaption class="wp-element-caption">Cap</figcaption></figure>'],
  ["table", '<table><thead><tr><th scope="col">W</th></tr></thead><tbody><tr><td colspan="2">x</td></tr></tbody></table>', '<table><thead><tr><th scope="col">W</th></tr></thead><tbody><tr><td colspan="2">x</td></tr></tbody></table>'],
  ["blockquote", '<blockquote class="wp-block-quote" cite="https://example.org/q"><p>Q</p><cite>Someone</cite></blockquote>', '<blockquote class="wp-block-quote" cite="https://example.org/q"><p>Q</p><cite>Someone</cite></blockquote>'],
  ["entities in plain text stay as sent", "Designer&#8217;s &amp; &lt;b&gt; &nbsp;x", "Designer&#8217;s &amp; &lt;b&gt; &nbsp;x"],
  ["entities beside tags: characters, with &amp; &lt; &gt; &nbsp; kept", "<em>Designer&#8217;s</em> &amp; &lt;b&gt; &nbsp;x", "<em>Designer’s</em> &amp; &lt;b&gt; &nbsp;x"],
  ["WordPress comments go", "<!-- wp:paragraph --><p>x</p><!-- /wp:paragraph -->", "<p>x</p>"],
  ["only WordPress's own classes", '<p class="has-text-align-center fixed inset-0 aligncenter">x</p>', '<p class="has-text-align-center aligncenter">x</p>'],
  [
    "YouTube embed, locked down",
    '<iframe width="560" height="315" src="https://www.youtube.com/embed/abc123" title="Tour" allow="autoplay; camera" allowfullscreen></iframe>',
    '<iframe width="560" height="315" src="https://www.youtube.com/embed/abc123" allowfullscreen="" sandbox="allow-scripts allow-same-origin allow-presentation allow-popups" allow="encrypted-media; fullscreen; picture-in-picture" referrerpolicy="strict-origin-when-cross-origin" loading="lazy" title="Tour"></iframe>',
  ],
  [
    "Vimeo embed",
    '<iframe src="https://player.vimeo.com/video/76979871"></iframe>',
    '<iframe src="https://player.vimeo.com/video/76979871" sandbox="allow-scripts allow-same-origin allow-presentation allow-popups" allow="encrypted-media; fullscreen; picture-in-picture" referrerpolicy="strict-origin-when-cross-origin" loading="lazy" title="Embedded video"></iframe>',
  ],
  ["iframe from another host goes", '<p>a</p><iframe src="https://maps.example.com/embed"></iframe>', "<p>a</p>"],
  ["YouTube outside /embed/ goes", '<iframe src="https://www.youtube.com/watch?v=abc"></iframe>', ""],
  ["http YouTube goes", '<iframe src="http://www.youtube.com/embed/abc"></iframe>', ""],
  ["inline styles go", '<p style="color:red">x</p>', "<p>x</p>"],
  ["forms go, their text stays", '<form action="/x"><label>Email</label><input name="e"><button>Send</button></form>', "EmailSend"],
  ["scripts go with their content", "<p>a</p><script>alert(1)</script><p>b</p>", "<p>a</p><p>b</p>"],
  ["bad sizes go", '<img src="https://a.example/x.jpg" width="100%" height="9e9">', '<img src="https://a.example/x.jpg" loading="lazy" decoding="async">'],
  // Text and attribute values are never edited: only whole `on*` attributes go (decision 077).
  ["'=' and on…= words in text survive", "<p>get one = half price, buy onsale=2 or ones = 3</p>", "<p>get one = half price, buy onsale=2 or ones = 3</p>"],
  ["a code sample with a handler, as text", "<pre><code>&lt;img src=x onerror=alert(1)&gt; el onclick=alert(1)</code></pre>", "<pre><code>&lt;img src=x onerror=alert(1)&gt; el onclick=alert(1)</code></pre>"],
  ["alt and title texts with on…=", '<img src="/_cms/media/a.jpg" alt="Pick one = free" title="x onload=1">', '<img src="/_cms/media/a.jpg" alt="Pick one = free" title="x onload=1" loading="lazy" decoding="async">'],
  ["URLs with on… parameters", '<a href="/deals/onsale=1">Deals</a><a href="https://example.org/?a=1&amp;onlyone=2">x</a>', '<a href="/deals/onsale=1">Deals</a><a href="https://example.org/?a=1&amp;onlyone=2" rel="noopener noreferrer">x</a>'],
  ["a handler beside kept attributes goes, the rest stays", '<a href="/x" onclick="alert(1)" title="go on=1">x</a>', '<a href="/x" title="go on=1">x</a>'],
  // WordPress's blocks (decision 201): the Details block's disclosure and a gallery's column count stay; nothing else comes with them.
  ["details block", '<details class="wp-block-details"><summary>Cost?</summary><p>6 %</p></details>', '<details class="wp-block-details"><summary>Cost?</summary><p>6 %</p></details>'],
  ["details opened by the editor: open kept as a bare flag, its handler goes", '<details open="open" ontoggle="window.__pwned=1"><summary onclick="alert(1)" style="display:none">Q</summary>A</details>', '<details open=""><summary>Q</summary>A</details>'],
  ["open on anything but details goes", '<p open>x</p><dialog open>d</dialog><summary open>s</summary>', "<p>x</p>d<summary>s</summary>"],
  ["gallery column counts 1 to 8 and default stay", '<figure class="wp-block-gallery columns-3"></figure><figure class="columns-default columns-8"></figure>', '<figure class="wp-block-gallery columns-3"></figure><figure class="columns-default columns-8"></figure>'],
  ["other columns- names go", '<div class="columns-9 columns-12 columns-3xl columns-auto xcolumns-3 columns-3:hover">x</div>', "<div>x</div>"],
  ["relative image (not a site path) goes", '<img src="x.jpg"><img src="//cdn.example/x.jpg">', '<img src="//cdn.example/x.jpg" loading="lazy" decoding="async">'],
];

const TEXT: [input: string, output: string][] = [
  ["Design &amp; <b>Build</b><script>x</script>", "Design &amp; Build"],
  ["Kitchens &amp; Baths", "Kitchens &amp; Baths"],
  ["Kitchens & Baths", "Kitchens & Baths"],
  ['<img src=x onerror="alert(1)">Oak', "Oak"],
  ["Buy one = get one", "Buy one = get one"],
  ["<b>Buy one = get one</b> /deals/onsale=1", "Buy one = get one /deals/onsale=1"],
];

let browser: Browser;
let browserResults: { html: string[]; keep: string[]; text: string[]; pwned: unknown; dialogs: number };
const node = createSanitizer(new JSDOM("").window as unknown as Parameters<typeof createSanitizer>[0]);
const nodeResults = {
  html: SCRIPT_PAYLOADS.map((p) => node.html(p)),
  keep: KEEP.map(([, input]) => node.html(input)),
  text: TEXT.map(([input]) => node.text(input)),
};

const CHROMIUM = chromiumPath();

beforeAll(async () => {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: install Debian's ${CHROMIUM_PACKAGE} or set CHROMIUM_PATH`);
  const bundle = await build({
    entryPoints: [path.resolve("app/cms/sanitize.ts")],
    bundle: true,
    format: "iife",
    globalName: "CmsSanitize",
    platform: "browser",
    write: false,
    logLevel: "silent",
  });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"] });
  const page = await browser.newPage();
  let dialogs = 0;
  page.on("dialog", (d) => {
    dialogs++;
    void d.dismiss();
  });
  await page.route("**/*", (route) => (route.request().url().startsWith("data:") ? route.continue() : route.abort()));
  await page.setContent("<!DOCTYPE html><html><head></head><body><main id=out></main></body></html>");
  await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
  const res = await page.evaluate(
    ({ payloads, keep, text }) => {
      const w = window as unknown as { CmsSanitize: { createSanitizer: typeof createSanitizer }; __pwned?: unknown };
      const s = w.CmsSanitize.createSanitizer(window);
      const html = payloads.map((p) => s.html(p));
      // Render every sanitised payload into the live page.
      document.getElementById("out")!.innerHTML = html.join("\n");
      return { html, keep: keep.map((k) => s.html(k)), text: text.map((t) => s.text(t)) };
    },
    { payloads: [...SCRIPT_PAYLOADS], keep: KEEP.map(([, i]) => i), text: TEXT.map(([i]) => i) },
  );
  await page.waitForTimeout(150); // let onload/onerror/autofocus handlers fire, if any survived
  const pwned = await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned);
  browserResults = { ...res, pwned, dialogs };
});

afterAll(async () => {
  await browser?.close();
});

describe.each([
  ["Node (jsdom)", () => nodeResults],
  ["browser (Chromium)", () => browserResults],
])("sanitiser in %s", (_where, results) => {
  it.each(SCRIPT_PAYLOADS.map((p, i) => [i, p] as const))("payload %i is defused: %s", (i) => {
    const out = results().html[i]!;
    for (const pattern of FORBIDDEN_PATTERNS) expect(out).not.toMatch(pattern);
    const doc = new JSDOM(`<body>${out}</body>`).window.document;
    for (const el of doc.body.querySelectorAll("*")) {
      expect(SANITIZE_POLICY.tags as readonly string[]).toContain(el.localName);
      for (const a of el.getAttributeNames()) expect(a).not.toMatch(/^on|^style$|^srcdoc$|^srcset$/);
    }
  });

  it.each(KEEP.map(([name, , output], i) => [name, i, output] as const))("keeps %s", (_name, i, output) => {
    expect(results().keep[i]).toBe(output);
  });

  it.each(TEXT.map(([input, output], i) => [input, i, output] as const))("text field %s", (_input, i, output) => {
    expect(results().text[i]).toBe(output);
  });
});

describe("one policy", () => {
  it("Node and the browser give the same output for every input", () => {
    expect(browserResults.html).toEqual(nodeResults.html);
    expect(browserResults.keep).toEqual(nodeResults.keep);
    expect(browserResults.text).toEqual(nodeResults.text);
  });

  it("rendered in a real page, no payload runs", () => {
    expect(browserResults.pwned).toBeUndefined();
    expect(browserResults.dialogs).toBe(0);
  });

  it("sanitising is idempotent", () => {
    for (const out of [...nodeResults.html, ...nodeResults.keep]) expect(node.html(out)).toBe(out);
  });

  it("the config is the one shared object", () => {
    expect(PURIFY_CONFIG.ALLOWED_TAGS).toEqual([...SANITIZE_POLICY.tags]);
    expect(PURIFY_CONFIG.FORBID_ATTR).toContain("style");
  });

  it.each([
    ["javascript:alert(1)", false],
    [" javascript:alert(1)", false],
    ["java\tscript:alert(1)", false],
    ["JAVASCRIPT:alert(1)", false],
    ["data:text/html,x", false],
    ["vbscript:x", false],
    ["https://example.org", true],
    ["/contact", true],
    ["#top", true],
    ["mailto:a@b.c", true],
  ])("link URL %j allowed: %s", (url, ok) => {
    expect(checkUrl(url, SANITIZE_POLICY.linkProtocols).ok).toBe(ok);
  });
});
