/**
 * npm test — every test: typecheck, unit tests (Vitest), a fresh build, browser tests
 * (Playwright driving Debian's Chromium against the build served by npm start).
 * Installs Chromium itself, before the first suite that drives it, when it is missing
 * and we are root; otherwise says how. Ends with the failing tests by name, if any, and one
 * line: `tests: N passed, N failed` (order and counting rules: scripts/lib/test-run.ts).
 */
import { spawnSync, type SpawnSyncOptions } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { duration, planSteps, runSteps, tally, type Counts, type Step } from "./lib/test-run";
import { BUILD_ENV, BUILD_NODE_ARGS } from "./lib/build-command";
import { ensureDebianBrowser } from "./lib/debian-browser";
import { playwrightFailures, unhandledFailures, vitestFailures } from "./lib/test-reports";
import { UNHANDLED_REPORT } from "./lib/vitest-unhandled-reporter";
import { testDay } from "./lib/test-day";
import { CHROMIUM_PACKAGE, chromiumPath, scratchDir, siteToday } from "../app/content/environment.server";

const CHROMIUM = chromiumPath();
const TMP = scratchDir();
const node = process.execPath;
const bin = (p: string) => path.resolve("node_modules", p);

function run(title: string, cmd: string, args: string[], opts: SpawnSyncOptions = {}): boolean {
  if (title) console.log(`\n━━ ${title} ━━`);
  const res = spawnSync(cmd, args, { stdio: "inherit", ...opts, env: { ...process.env, ...opts.env } });
  if (res.error) console.error(`${cmd} could not start: ${res.error.message}`);
  return res.status === 0;
}

/** Null when Chromium is there (installing it if we can), else one sentence saying what to do. */
function ensureChromium(): string | null {
  const started = Date.now();
  const missing = !fs.existsSync(CHROMIUM);
  const problem = ensureDebianBrowser({ binary: CHROMIUM, pkg: CHROMIUM_PACKAGE, command: "npm test" });
  if (missing && !problem) console.log(`Chromium installed in ${duration(Date.now() - started)} (not counted in the steps' times).`);
  return problem;
}

function exec(step: Step): boolean {
  switch (step.name) {
    case "typecheck":
      return (
        run(step.title, node, [bin("@react-router/dev/bin.js"), "typegen"]) &&
        run("", node, [bin("typescript/bin/tsc"), "--noEmit"]) &&
        run("", node, [bin("typescript/bin/tsc"), "--noEmit", "-p", "scripts/images"])
      );
    case "unit":
      return run(step.title, node, [bin("vitest/vitest.mjs"), "run", "--reporter=default", "--reporter=json", `--outputFile.json=${TMP}/vitest.json`, "--reporter=./scripts/lib/vitest-unhandled-reporter.ts"]);
    case "build": {
      // A fixed day, so the offers' tests do not depend on the calendar (decision 182).
      const day = siteToday() ?? testDay();
      if (day) console.log(`\n━━ ${step.title} ━━\nBuilding for SITE_TODAY=${day}: the first day on which the most offers in content/offers run (decision 182).`);
      return run(day ? "" : step.title, node, [...BUILD_NODE_ARGS], { env: { ...BUILD_ENV, ...(day ? { SITE_TODAY: day } : {}) } });
    }
    case "e2e":
      return run(step.title, node, [bin("@playwright/test/cli.js"), "test"], { env: { PW_REPORTER: "1" } });
  }
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

const num = (v: unknown): number => (typeof v === "number" ? v : 0);

function counts(step: Step): Counts | null {
  if (step.report === "vitest") {
    const j = readJson(`${TMP}/vitest.json`) as { numPassedTests?: unknown; numFailedTests?: unknown } | null;
    return j ? { passed: num(j.numPassedTests), failed: num(j.numFailedTests), failures: [...vitestFailures(j, process.cwd()), ...unhandledFailures(readJson(`${TMP}/${UNHANDLED_REPORT}`))] } : null;
  }
  if (step.report === "playwright") {
    const j = readJson(`${TMP}/playwright.json`) as { stats?: { expected?: unknown; unexpected?: unknown; flaky?: unknown } } | null;
    return j?.stats ? { passed: num(j.stats.expected), failed: num(j.stats.unexpected) + num(j.stats.flaky), failures: playwrightFailures(j) } : null;
  }
  return null;
}

function main() {
  fs.rmSync(TMP, { recursive: true, force: true });
  fs.mkdirSync(TMP, { recursive: true });
  const outcomes = runSteps(planSteps(process.argv.slice(2)), {
    exec,
    counts,
    ensureChromium: () => {
      const why = ensureChromium();
      if (why) console.error(why);
      return why;
    },
  });
  const t = tally(outcomes);
  console.log(`\n${t.lines.join("\n")}`);
  process.exit(t.ok ? 0 : 1);
}

main();
