import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { pageNeedsReact, type ReactHandle } from "../../app/features/site/react-page";

const staticPage: ReactHandle = { react: false };
const sectionsPage: ReactHandle = { react: "sections" };
import { detailSpeculationRules, SPECULATION_RULES } from "../../app/features/site/speculation";
import { typesNeedReact } from "../../app/features/sections/react-types";
import { contentSecurityPolicy, finishPage, inlineScripts, sha256 } from "../../scripts/build/csp";
import { addPageScript, pageScript, viewerScript } from "../../scripts/build/page-script";
import { VIEWER_ATTR } from "../../app/features/collections/image-viewer";

const SOURCES = { cmsOrigin: "https://cms.example.com", mapOrigin: "https://maps.example.com" };
const RULES = `<script type="speculationrules">${SPECULATION_RULES}</script>`;
const plainPage = (main: string) =>
  `<!DOCTYPE html><html><head></head><body><header data-site-header="" class="site-header"><button popovertarget="m">Menu</button><nav id="m" popover="auto"></nav></header><main id="main">${main}</main><footer>f</footer>${RULES}</body></html>`;

describe("which pages ship React (decision 116)", () => {
  const leaf = (handle: unknown, data?: unknown) => [{ handle: undefined, data: {} }, { handle, data }];

  it("a route that says nothing keeps React, and so does the app shell (the root alone)", () => {
    expect(pageNeedsReact(leaf(undefined))).toBe(true);
    expect(pageNeedsReact([{ handle: undefined, data: {} }])).toBe(true);
    expect(pageNeedsReact([])).toBe(true);
  });

  it("a plain route ships none; only the deepest route decides", () => {
    expect(pageNeedsReact(leaf(staticPage))).toBe(false);
    expect(pageNeedsReact([{ handle: staticPage }, { handle: undefined }])).toBe(true);
  });

  it("a page of sections needs React only for a carousel, slider, tabs, the slideshow or the contact form", () => {
    expect(pageNeedsReact(leaf(sectionsPage, { types: ["hero", "cards", "faq", "cta"] }))).toBe(false);
    for (const t of ["carousel", "slider", "tabs", "slideshow", "contact"]) expect(pageNeedsReact(leaf(sectionsPage, { types: ["hero", t] })), t).toBe(true);
    expect(typesNeedReact([])).toBe(false);
  });

  it("a page of sections whose data has no type list keeps React rather than losing a widget", () => {
    expect(pageNeedsReact(leaf(sectionsPage, null))).toBe(true);
    expect(pageNeedsReact(leaf(sectionsPage, { types: "carousel" }))).toBe(true);
  });

  it("a handle of another shape is not taken for the flag", () => {
    expect(pageNeedsReact(leaf({ react: "no" }))).toBe(true);
    expect(pageNeedsReact(leaf({ hydrate: false }))).toBe(true);
  });
});

describe("the page script", () => {
  it("is small: at most 3 KB gzip, and far less", () => {
    const bytes = zlib.gzipSync(pageScript(), { level: 9 }).length;
    expect(bytes).toBeLessThanOrEqual(3 * 1024);
    expect(bytes).toBeLessThan(1024);
  });

  it("goes at the end of a page with the site header, and nowhere else", () => {
    const out = addPageScript(plainPage("<p>x</p>"));
    expect(out.endsWith(`<script>${pageScript()}</script></body></html>`)).toBe(true);
    const stub = '<!DOCTYPE html><html><head><meta http-equiv="refresh" content="0;url=/a"/></head><body></body></html>';
    expect(addPageScript(stub)).toBe(stub);
  });

  it("on a page with React, is followed by the speculation rules for its links to detail pages (decision 156), which the CSP allows by their hash", () => {
    const react = plainPage("<p>x</p>").replace(RULES, '<script>window.__reactRouterContext = {};</script><script type="module">import("/assets/entry.client.js")</script>');
    const out = addPageScript(react);
    // And by the image viewer's script: such a page may render a portfolio item published after the build (decision 210).
    expect(out.endsWith(`<script>${pageScript()}</script><script>${viewerScript()}</script><script type="speculationrules">${detailSpeculationRules()}</script></body></html>`)).toBe(true);
    const csp = contentSecurityPolicy(finishPage(react, SOURCES), SOURCES);
    expect(csp).toContain(sha256(detailSpeculationRules()));
    expect(csp).toContain(sha256(viewerScript()));
  });

  it("a page without React gets the image viewer's script only where project images are, allowed by its hash (decision 210)", () => {
    const plain = addPageScript(plainPage("<p>x</p>"));
    expect(plain).not.toContain(viewerScript());
    const images = plainPage(`<a href="/_img/a-1600.webp" ${VIEWER_ATTR}="v"><img alt="A kitchen"></a><dialog id="v"></dialog>`);
    expect(addPageScript(images)).toContain(`<script>${pageScript()}</script><script>${viewerScript()}</script></body>`);
    expect(contentSecurityPolicy(finishPage(images, SOURCES), SOURCES)).toContain(sha256(viewerScript()));
    expect(zlib.gzipSync(viewerScript(), { level: 9 }).length).toBeLessThan(1536);
  });
});

describe("a plain page's CSP", () => {
  const finished = finishPage(plainPage("<p>x</p>"), SOURCES);
  const scriptSrc = contentSecurityPolicy(finished, SOURCES).split("; ").find((d) => d.startsWith("script-src "))!;

  it("allows the page script and the speculation rules by their hashes, and nothing inline else", () => {
    expect(scriptSrc).toBe(`script-src 'self' ${sha256(SPECULATION_RULES)} ${sha256(pageScript())}`);
    expect(finished).not.toContain('type="module"');
  });

  it("never allows speculation rules a CMS record smuggles into <main> (they could prefetch anywhere)", () => {
    const hostile = `<script type="speculationrules">{"prerender":[{"source":"list","urls":["https://evil.example/"]}]}</script>`;
    const html = plainPage(`<article>${hostile}</article>`);
    expect(inlineScripts(html)).not.toContain(hostile.replace(/<\/?script[^>]*>/g, ""));
    expect(contentSecurityPolicy(html, SOURCES)).not.toContain(sha256('{"prerender":[{"source":"list","urls":["https://evil.example/"]}]}'));
  });
});

describe("the speculation rules", () => {
  const rules = JSON.parse(SPECULATION_RULES) as { prefetch: { eagerness: string; where: unknown }[] };

  it("prefetch same-site links on hover (moderate), never the editor, the draft preview or feeds", () => {
    expect(rules.prefetch).toHaveLength(1);
    expect(rules.prefetch[0]!.eagerness).toBe("moderate");
    const where = JSON.stringify(rules.prefetch[0]!.where);
    for (const p of ['"/*"', "/admin", "/preview", "/*.xml"]) expect(where).toContain(p);
    expect(SPECULATION_RULES).not.toContain("prerender");
  });

  it("on a page with React, prefetch only the collections' detail pages (decision 156) and the links of markup kept without its code (decision 167), on hover", () => {
    expect(JSON.parse(detailSpeculationRules())).toEqual({
      prefetch: [
        { source: "document", where: { and: [{ or: [{ href_matches: "/blog/*" }, { href_matches: "/portfolio/*" }, { href_matches: "/faq/*" }] }, { not: { selector_matches: "[rel~=nofollow]" } }] }, eagerness: "moderate" },
        {
          source: "document",
          where: {
            and: [
              { selector_matches: ["[data-held-section] a", "[data-kept-panel] a"] },
              { href_matches: "/*" },
              { not: { href_matches: "/admin{/*}?" } },
              { not: { href_matches: "/preview" } },
              { not: { href_matches: "/*.xml" } },
              { not: { selector_matches: "[rel~=nofollow]" } },
            ],
          },
          eagerness: "moderate",
        },
      ],
    });
  });
});
