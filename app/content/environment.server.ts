/**
 * The one reader of environment variables and output folders (DESIGN.md "Layout"). Every
 * setting is a function read at call time, so a test may set a variable between two calls.
 *
 * Imported by the `.server.ts` readers of app/, the build scripts, the root config files and the
 * tests (scripts/ imports app/, never the other way). Never by a module the browser loads: this
 * file is Node only. Imported by relative path: the config loaders of Vite and React Router do
 * not resolve `~/`.
 */
import crypto from "node:crypto";
import path from "node:path";
import { isCalendarDay } from "../lib/calendar-day";

/**
 * The project folder, where npm runs. The working directory, not this file's folder: the
 * readers in app/ are bundled into React Router's server build, where this file has no folder.
 */
export function projectRoot(): string {
  return process.cwd();
}

// ── Inputs ──────────────────────────────────────────────────────────────────────────────────

/** content/: everything an editor may change. `CONTENT_DIR` builds from another copy (tests, bench). */
export function contentDir(): string {
  return path.resolve(process.env.CONTENT_DIR ?? path.join(projectRoot(), "content"));
}

/** content/cms/: the committed CMS snapshot, written only by `npm run snapshot`. */
export function snapshotDir(): string {
  return path.join(contentDir(), "cms");
}

/** content/cms/media/: the images the snapshot downloaded, served under `/_cms/media/`. */
export function cmsMediaDir(): string {
  return path.join(snapshotDir(), "media");
}

// ── Caches (kept between builds) ────────────────────────────────────────────────────────────

/** .cache/: work kept between builds (Zopfli results, sanitiser re-checks), each tool in its own folder. */
export function cacheDir(): string {
  return path.join(projectRoot(), ".cache");
}

/** .cache/img/: processed image variants, served under `/_img/`. `IMAGE_CACHE_DIR` moves it (tests). */
export function imageCacheDir(): string {
  return path.resolve(process.env.IMAGE_CACHE_DIR ?? path.join(cacheDir(), "img"));
}

/**
 * .cache/minify/: the browser bundle's chunks as terser minified them, by terser's version, its
 * options and the chunk's code (decision 141). `MINIFY_CACHE_DIR` moves it (tests, the bench).
 * Safe to delete.
 */
export function minifyCacheDir(): string {
  return path.resolve(process.env.MINIFY_CACHE_DIR ?? path.join(cacheDir(), "minify"));
}

/**
 * .cache/pages/: finished CMS detail pages kept for the next build, by the inputs they read
 * (decision 120); one subfolder per content folder, so the bench's generated site and the real
 * one do not evict each other. `PAGE_CACHE_DIR` moves it (tests). Safe to delete.
 */
export function pageCacheDir(): string {
  return path.join(path.resolve(process.env.PAGE_CACHE_DIR ?? path.join(cacheDir(), "pages")), contentKey());
}

/**
 * .cache/app-build/: `react-router build`'s bundles (server and browser) by everything they were
 * made from (decision 129), reused while none of it changes. `APP_BUILD_CACHE_DIR` moves it (tests).
 * Safe to delete.
 */
export function appBuildCacheDir(): string {
  return path.resolve(process.env.APP_BUILD_CACHE_DIR ?? path.join(cacheDir(), "app-build"));
}

/** Where vite.config.ts's `record-build-inputs` plugin lists the files one bundle was made from (`app-inputs.<environment>.json`). */
export function appInputsFile(environment: string): string {
  return path.join(buildDir(), `app-inputs.${environment}.json`);
}

function contentKey(): string {
  return crypto.createHash("sha256").update(contentDir()).digest("hex").slice(0, 12);
}

/** .tmp/: scratch output of the test and bench tools (reports, variant builds). */
export function scratchDir(): string {
  return path.join(projectRoot(), ".tmp");
}

// ── Outputs ─────────────────────────────────────────────────────────────────────────────────

/** build/: React Router's build folder. `BUILD_DIR` builds a variant beside the real one (tests). */
export function buildDir(): string {
  return path.resolve(projectRoot(), process.env.BUILD_DIR ?? "build");
}

/** build/client/: the static site, as deployed. */
export function clientDir(): string {
  return path.join(buildDir(), "client");
}

/**
 * build/prerender-server/: a copy of React Router's server build for the prerender workers
 * (vite.config.ts keeps it, or scripts/build/app-build.ts restores it from .cache/app-build;
 * scripts/build/prerender.ts removes it).
 */
export function serverCopyDir(): string {
  return path.join(buildDir(), "prerender-server");
}

/**
 * `TOOLS_DIR`: when set, the build writes the editor (/admin) and the draft preview (/preview) as
 * a second site in that folder, for their own subdomain, and leaves both out of build/client
 * (decision 105). Unset: both stay in build/client.
 */
export function toolsDir(): string | undefined {
  return process.env.TOOLS_DIR ? path.resolve(process.env.TOOLS_DIR) : undefined;
}

// ── Flags ───────────────────────────────────────────────────────────────────────────────────

/** `CONTENT_NO_CACHE`: content readers read the files on every call instead of once a build (dev, tests). */
export function contentNoCache(): boolean {
  return Boolean(process.env.CONTENT_NO_CACHE);
}

/** `BUILD_FULL=1`: the build does its work even when nothing changed since the last one (decision 132). */
export function buildFull(): boolean {
  return process.env.BUILD_FULL === "1";
}

/**
 * `SITE_TODAY=YYYY-MM-DD`: the day the build takes as today on the studio's calendar, instead of
 * the real one (decision 182): npm test builds for a fixed day, so the offers' tests do not fail
 * when the demo offers run out; an editor can also see which offers a coming day will list.
 */
export function siteToday(): string | undefined {
  const v = process.env.SITE_TODAY;
  if (!v) return undefined;
  if (!isCalendarDay(v)) throw new Error(`SITE_TODAY: expected a real date written as YYYY-MM-DD, for example 2026-12-01, got "${v}"`);
  return v;
}

/**
 * `BUILD_VITE_HEAP_MB`: the V8 heap ceiling of `react-router build`'s process, in MB (448 by
 * default, decision 142); a build whose Vite runs out of it runs again without one.
 */
export function viteHeapMb(): number {
  const n = Number(process.env.BUILD_VITE_HEAP_MB);
  return Number.isInteger(n) && n > 0 ? n : 448;
}

/** `BUILD_CPU_PROFILE=<folder>`: each child process of the build writes a V8 CPU profile there (decision 134). */
export function buildCpuProfileDir(): string | undefined {
  return process.env.BUILD_CPU_PROFILE || undefined;
}

/**
 * Every environment variable, for the key of an unchanged build (decision 132): the build keeps
 * its last output only while none of them changed (it cannot know which ones its tools read).
 */
export function environmentVariables(): [string, string | undefined][] {
  return Object.entries(process.env);
}

/** `PRERENDER_WORKERS=1`: the prerender workers take the CMS pages however few there are (tests). */
export function prerenderWorkersForced(): boolean {
  return process.env.PRERENDER_WORKERS === "1";
}

/** The deployment the hosted editor (/admin) writes to: `ADMIN_REPO`, `ADMIN_BRANCH`, `ADMIN_AUTH_URL` at build time. */
export function adminDeployment(): { repo?: string; branch?: string; authUrl?: string } {
  return { repo: process.env.ADMIN_REPO, branch: process.env.ADMIN_BRANCH, authUrl: process.env.ADMIN_AUTH_URL };
}

/**
 * `DEPLOY_HOST`: the host the build writes `_redirects` for — `any` (default, safe on every
 * host), `cloudflare-pages` or `netlify` (decision 099; checked in scripts/lib/host-rules.ts).
 */
export function deployHost(): string | undefined {
  return process.env.DEPLOY_HOST;
}

// ── Servers and tools ───────────────────────────────────────────────────────────────────────

/** `PORT`: npm start's port when `--port` is not given. */
export function servePort(): number {
  return Number(process.env.PORT ?? 3000);
}

/** `ADMIN_PORT`: npm run admin's port when `--port` is not given. */
export function adminPort(): number {
  return Number(process.env.ADMIN_PORT ?? 8090);
}

/** Debian's package of the browser every test drives, and where it puts it (decision 126). */
export const CHROMIUM_PACKAGE = "chromium-headless-shell";

/**
 * `CHROMIUM_PATH`: the browser the unit, browser and contract tests drive: Debian's Chromium
 * headless shell (the same Chromium build as Debian's `chromium`, without the browser's window
 * and its UI renderers; decision 126).
 */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";
}

/** `BENCH_CHROMIUM_PATH`: the browser Lighthouse measures with in `npm run bench`: Debian's full Chromium, as visitors run it. */
export function benchChromiumPath(): string {
  return process.env.BENCH_CHROMIUM_PATH ?? "/usr/bin/chromium";
}

/** Debian's package of the browser `npm run bench` measures with (`benchChromiumPath`). */
export const BENCH_CHROMIUM_PACKAGE = "chromium";

/** `CONTRACT_WP_PORT`: the port the contract tests' WordPress listens on (unset: a free one); the test files run one after the other. */
export function contractWpPort(): number | undefined {
  const v = process.env.CONTRACT_WP_PORT;
  return v ? Number(v) : undefined;
}

/**
 * `HOST_TESTS_PORT`: the first of the 25 ports npm run test:hosts listens on (default 4431, so
 * 4431–4455), for two checkouts running it side by side on one machine. `offset` is a port's
 * place in that block (scripts/hosts/*: npm start 0, nginx 1 and 7, wrangler 2–4 and its
 * inspectors 22–24, netlify dev 9–11 and 14–16).
 */
export function hostTestsPort(offset: number): number {
  const base = Number(process.env.HOST_TESTS_PORT ?? 4431);
  if (!Number.isInteger(base) || base < 1024 || base > 65535 - 24) throw new Error(`HOST_TESTS_PORT: expected a port from 1024 to ${65535 - 24}, got "${process.env.HOST_TESTS_PORT}"`);
  return base + offset;
}

/** `E2E_PORT`: where the browser tests serve the build. */
export function e2ePort(): number {
  return Number(process.env.E2E_PORT ?? 4173);
}

/** `PW_REPORTER`: set by npm test, so Playwright also writes a JSON report it can count. */
export function playwrightJsonReport(): boolean {
  return Boolean(process.env.PW_REPORTER);
}
