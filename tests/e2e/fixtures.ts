import { spawn } from "node:child_process";
import fs from "node:fs";
import type http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { test as base, expect, type Page, type Route } from "@playwright/test";
import { walk } from "../../scripts/build/files";
import { HYDRATION_DEADLINE_MS } from "../../scripts/build/hydration";
import { STAMP_FILE } from "../../scripts/build/build-stamp";
import { buildToday } from "../../app/content/build-day.server";
import { createStaticServer } from "../../scripts/serve";

export const BUILD_DIR = path.resolve("build/client");

/**
 * Tests never depend on the internet: every request to a host other than this machine is aborted.
 * Pages hydrate after their first paint (scripts/build/hydration.ts), a moment after `load`, so
 * `page.goto` and `page.reload` also wait until React has hydrated the page (`<html data-hydrated>`)
 * before a test clicks or types, as a visitor's first tap would also start hydration at once.
 * Pages that ship no React (decision 116) have nothing to wait for: `load` is enough there.
 * Pass `{ waitUntil: "commit" | "domcontentloaded" }` to look at a page before that.
 */
/** In the page: true once React has hydrated it, or at once on a page that ships no React. */
export const hydratedIfReact = () => !("__reactRouterContext" in window) || document.documentElement.hasAttribute("data-hydrated");

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
      const hydrated = () => page.waitForFunction(hydratedIfReact);
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
 * The day the served build took as today (decision 182): the one in its stamp (npm test builds
 * for a fixed day), else `SITE_TODAY` or the studio's date now, as the build would take it.
 */
export function builtDay(): string {
  try {
    const stamp = JSON.parse(fs.readFileSync(path.join(path.dirname(BUILD_DIR), STAMP_FILE), "utf8")) as { inputs?: { date?: unknown } };
    if (typeof stamp.inputs?.date === "string") return stamp.inputs.date;
  } catch {
    // No stamp: the build was interrupted or edited while it ran.
  }
  return buildToday();
}

/** Midday on `day` in Mississauga: 17:00 UTC is noon in winter and 13:00 in summer, that day either way. */
export const noonOn = (day: string) => new Date(`${day}T17:00:00Z`);

/**
 * Holds the page's requests for `url` (a slow network) until the returned function is called,
 * which lets them go and stops holding new ones.
 */
export async function holdRequests(page: Page, url: RegExp | ((u: URL) => boolean)): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const handler = async (route: Route) => {
    await released;
    await route.fallback();
  };
  await page.route(url, handler);
  return async () => {
    release();
    await page.unroute(url, handler);
  };
}

/**
 * Leaves the hydration gate (scripts/build/hydration.ts) only a visitor's interaction to start
 * React: the browser reports no largest paint (as in a background tab) and the gate's deadline
 * never fires. A test can then act before hydration however slow the machine is, with no race
 * against the 5 s deadline.
 */
export async function holdHydrationUntilInteraction(page: Page): Promise<void> {
  await page.addInitScript(silenceLargestPaint);
  await page.addInitScript((deadline: number) => {
    const later = window.setTimeout;
    window.setTimeout = ((fn: TimerHandler, ms?: number, ...args: unknown[]) => (ms === deadline ? 0 : later(fn, ms, ...args))) as typeof window.setTimeout;
  }, HYDRATION_DEADLINE_MS);
}

/** An init script: the browser never reports a largest paint (as in a background tab), so the gate waits. */
export function silenceLargestPaint() {
  const observe = PerformanceObserver.prototype.observe;
  PerformanceObserver.prototype.observe = function (this: PerformanceObserver, options?: PerformanceObserverInit) {
    if (options?.type === "largest-contentful-paint") return;
    return observe.call(this, options);
  };
}

/**
 * For a test whose work grows with a count (images on a page, pages of a list, clicks of Load
 * More): raises this test's time budget by `perItemMs` for each of `count` items, so the budget
 * grows with the content instead of being one fixed figure (issue 23). Prefer one test per item
 * where the items are pages or records.
 */
export function budgetPerItem(count: number, perItemMs: number): void {
  test.setTimeout(test.info().timeout + count * perItemMs);
}

/** How long a build may print nothing before it is taken for hung (a stage's longest silence, many times over). */
export const BUILD_STALL_MS = 300_000;

/**
 * Builds the site again as a child process (a variant of the build under test) and resolves
 * with its exit status and output. Its time is not budgeted, because it grows with the pages and
 * with whatever else shares the cores (issue 23): the test has no timeout while the build runs,
 * and the build is taken for hung only when it prints nothing for BUILD_STALL_MS (it prints a
 * line per stage and per prerendered page). Asynchronous, so the worker stays responsive.
 */
export async function buildAgain(env: Record<string, string>): Promise<{ status: number | null; log: string }> {
  const timeout = test.info().timeout;
  const started = Date.now();
  test.setTimeout(0);
  try {
    const chunks: string[] = [];
    const status = await new Promise<number | null>((resolve, reject) => {
      // For the day the build under test took as today (decision 182): what a page says of the
      // day (an offer running, a review's "2 weeks ago") is then the same in both builds.
      const child = spawn(process.execPath, ["--import", "tsx", "scripts/build.ts"], { env: { ...process.env, SITE_TODAY: builtDay(), ...env } });
      let stall: NodeJS.Timeout;
      const quiet = () => {
        clearTimeout(stall);
        stall = setTimeout(() => {
          child.kill("SIGKILL");
          reject(new Error(`The build printed nothing for ${BUILD_STALL_MS / 1000} s; taken for hung. Its output:\n${chunks.join("").slice(-4000)}`));
        }, BUILD_STALL_MS);
      };
      quiet();
      const out = (d: Buffer) => {
        chunks.push(d.toString());
        quiet();
      };
      child.stdout.on("data", out);
      child.stderr.on("data", out);
      child.on("close", (code) => {
        clearTimeout(stall);
        resolve(code);
      });
    });
    return { status, log: chunks.join("") };
  } finally {
    // The budget counts from the test's start: what follows the build gets its usual time again.
    test.setTimeout(timeout + (Date.now() - started));
  }
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

/**
 * For a spec whose site is built from content of its own: before its tests, `makeContent` writes
 * that content under a folder of `.tmp` (the path it is given) and returns the content folder;
 * the site is built from it and served on a free port of this machine, and `onBuilt` gets its
 * address and the build's log. After the tests, the server stops and the folder goes.
 */
export function serveSiteBuiltFrom(name: string, makeContent: (dir: string) => string, onBuilt: (site: string, log: string) => void): void {
  let tmp = "";
  let server: http.Server | undefined;
  test.beforeAll(async () => {
    fs.mkdirSync(path.resolve(".tmp"), { recursive: true });
    tmp = fs.mkdtempSync(path.resolve(".tmp", `${name}-build-`));
    const content = makeContent(path.join(tmp, "content"));
    const { status, log } = await buildAgain({ CONTENT_DIR: content, BUILD_DIR: path.join(tmp, "build") });
    expect(status, log.slice(-4000)).toBe(0);
    server = createStaticServer(path.join(tmp, "build", "client"));
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    onBuilt(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, log);
  });
  test.afterAll(async () => {
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(null)));
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });
}
