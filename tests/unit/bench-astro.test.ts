/**
 * The bench's Astro reference (scripts/bench/astro.ts, decision 160) builds pages with our
 * chrome, cut from one of our built post pages: what it cuts, and the part it names when one is
 * missing (the bench then says the reference was not measured, rather than timing a bare page).
 */
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { chromeOf } from "../../scripts/bench/astro";

const page = (o: { header?: boolean; cta?: boolean; siteName?: boolean } = {}) =>
  [
    '<!DOCTYPE html><html lang="en-CA"><head><meta charset="utf-8"/><title>A post</title>',
    o.siteName === false ? "" : '<meta property="og:site_name" content="Maple &amp; Mortar Interiors"/>',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/><link rel="canonical" href="https://x.example/blog/a"/><link rel="stylesheet" href="/assets/root.css"/>',
    "</head><body>",
    o.header === false ? "" : '<header data-site-header="" class="site-header"><nav>Menu</nav></header>',
    '<main id="main"><article><header class="container"><h1>A post</h1></header><p>Body</p></article>',
    o.cta === false ? "" : '<section aria-labelledby="h1"><h2 id="h1">Planning a project?</h2></section>',
    '</main><footer class="site-footer">Footer</footer><script>"use strict";</script></body></html>',
  ].join("");

describe("the Astro reference's chrome (npm run bench)", () => {
  it("takes the site header, the call to action after the article, the footer with its scripts, and the head's icon, font, feed and stylesheet links", () => {
    expect(chromeOf(page())).toEqual({
      siteName: "Maple & Mortar Interiors",
      headLinks: '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/><link rel="stylesheet" href="/assets/root.css"/>',
      header: '<header data-site-header="" class="site-header"><nav>Menu</nav></header>',
      cta: '<section aria-labelledby="h1"><h2 id="h1">Planning a project?</h2></section>',
      footer: '<footer class="site-footer">Footer</footer><script>"use strict";</script>',
    });
  });

  it("names the part a page lacks", () => {
    expect(() => chromeOf(page({ header: false }))).toThrow("the built post page has no site header");
    expect(() => chromeOf(page({ cta: false }))).toThrow("the built post page has no call to action");
    expect(() => chromeOf(page({ siteName: false }))).toThrow("the built post page has no og:site_name");
  });

  it("the reference's pages read the four parts it cuts (scripts/bench/astro/src)", () => {
    const used = ["src/layouts/Page.astro", "src/pages/blog/[slug].astro"].map((f) => fs.readFileSync(`scripts/bench/astro/${f}`, "utf8")).join("\n");
    for (const part of ["siteName", "headLinks", "header", "cta", "footer"]) expect(used).toContain(`chrome.${part}`);
  });
});
