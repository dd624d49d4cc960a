import fs from "node:fs";
import path from "node:path";
import { test as base, expect } from "@playwright/test";

export const BUILD_DIR = path.resolve("build/client");

/**
 * Tests never depend on the internet: every request to a host other than this machine is aborted.
 * Pages hydrate after their first paint (scripts/build/hydration.ts), a moment after `load`, so
 * `page.goto` and `page.reload` also wait until React has hydrated the page (`<html data-hydrated>`)
 * before a test clicks or types, as a visitor's first tap would also start hydration at once.
 * Pass `{ waitUntil: "commit" | "domcontentloaded" }` to look at a page before that.
 */
export const test = base.extend<{ blockExternal: void }>({
  blockExternal: [
    async ({ context }, use) => {
      await context.route(
        (url) => !["127.0.0.1", "localhost", "[::1]"].includes(url.hostname),
        (route) => route.abort("blockedbyclient"),
      );
      await use();
    },
    { auto: true },
  ],
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const hydrated = () => page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if ((options?.waitUntil ?? "load") === "load") await hydrated();
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        if ((options?.waitUntil ?? "load") === "load") await hydrated();
        return response;
      };
    }
    await use(page);
  },
});
export { expect };

/**
 * For a test whose work grows with a count (images on a page, pages of a list, clicks of Load
 * More): raises this test's time budget by `perItemMs` for each of `count` items, so the budget
 * grows with the content instead of being one fixed figure (issue 23). Prefer one test per item
 * where the items are pages or records.
 */
export function budgetPerItem(count: number, perItemMs: number): void {
  test.setTimeout(test.info().timeout + count * perItemMs);
}

/**
 * The time budget of a test that builds the site again (a variant of the build under test):
 * six times as long as the build under test took on this machine (scripts/build.ts writes
 * build/timing.json), so it scales with the site and the machine and holds while the browser
 * workers and another build share the cores; without that record, 2 minutes plus 4 s per
 * built page.
 */
export function budgetForAnotherBuild(): number {
  try {
    const { seconds } = JSON.parse(fs.readFileSync(path.join(BUILD_DIR, "..", "timing.json"), "utf8")) as { seconds: number };
    if (seconds > 0) return Math.max(120_000, Math.round(6 * seconds * 1000)) + 60_000;
  } catch {
    // No record: the build under test was not made by scripts/build.ts.
  }
  return 120_000 + 4_000 * builtPages().length;
}

function walk(dir: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else out.push(p);
  }
  return out;
}

/**
 * Every page URL the build wrote (from build/client's HTML files), without the 404, the redirect
 * stubs, the editor at /admin and the app shell in its places (`__spa-fallback.html`, and browser-only routes such as
 * `/preview`, which the build writes as a noindex copy of the shell).
 */
export function builtPages(): string[] {
  return walk(BUILD_DIR)
    .filter((f) => f.endsWith(".html"))
    .map((f) => path.relative(BUILD_DIR, f).split(path.sep).join("/"))
    // admin/: the editor (Decap), a static page of its own with its own tests (admin.spec.ts).
    .filter((rel) => !rel.endsWith("404.html") && !rel.startsWith("__") && !rel.startsWith("admin/"))
    .filter((rel) => {
      const html = fs.readFileSync(path.join(BUILD_DIR, rel), "utf8");
      return !html.includes('http-equiv="refresh"') && !html.includes('"isSpaMode":true');
    })
    .map((rel) => (rel === "index.html" ? "/" : `/${rel.replace(/\.html$/, "")}`))
    .sort();
}

/** URL-encodes each path segment, as a browser sends it. */
export function urlFor(pagePath: string): string {
  return pagePath.split("/").map(encodeURIComponent).join("/");
}
