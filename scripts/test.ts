/**
 * npm test — every test: typecheck, unit tests (Vitest), a fresh build, browser tests
 * (Playwright driving Debian's Chromium against the build served by npm start).
 * Installs Chromium itself when it is missing and we are root; otherwise says how.
 * Ends with one line: `tests: N passed, N failed`.
 */
import { spawnSync, type SpawnSyncOptions } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const TMP = path.resolve(".tmp");

function run(title: string, cmd: string, args: string[], opts: SpawnSyncOptions = {}): boolean {
  console.log(`\n━━ ${title} ━━`);
  const res = spawnSync(cmd, args, { stdio: "inherit", ...opts, env: { ...process.env, ...opts.env } });
  return res.status === 0;
}

function ensureChromium(): void {
  if (fs.existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    console.error(`Chromium is missing at ${CHROMIUM}: install Debian's package with "sudo apt-get install -y chromium" and run npm test again.`);
    process.exit(1);
  }
  console.log("Chromium is missing: installing Debian's chromium package (apt-get)…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const ok =
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env }).status === 0 &&
    spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env }).status === 0;
  if (!ok || !fs.existsSync(CHROMIUM)) {
    console.error(`Could not install Chromium with apt-get: install Debian's package with "apt-get install -y chromium" and run npm test again.`);
    process.exit(1);
  }
}

function count(file: string, read: (json: any) => { passed: number; failed: number }) {
  try {
    return read(JSON.parse(fs.readFileSync(file, "utf8")));
  } catch {
    return { passed: 0, failed: 0 };
  }
}

function main() {
  const only = process.argv.slice(2);
  fs.rmSync(TMP, { recursive: true, force: true });
  fs.mkdirSync(TMP, { recursive: true });
  const node = process.execPath;
  const bin = (p: string) => path.resolve("node_modules", p);
  const results: Record<string, boolean> = {};

  if (!only.length || only.includes("typecheck")) {
    results.typecheck =
      run("Typecheck", node, [bin("@react-router/dev/bin.js"), "typegen"]) &&
      run("", node, [bin("typescript/bin/tsc"), "--noEmit"]) &&
      run("", node, [bin("typescript/bin/tsc"), "--noEmit", "-p", "scripts/images"]);
  }
  if (!only.length || only.includes("unit")) {
    results.unit = run("Unit tests (Vitest)", node, [bin("vitest/vitest.mjs"), "run", "--reporter=default", "--reporter=json", `--outputFile.json=${TMP}/vitest.json`]);
  }
  if (!only.length || only.includes("e2e")) {
    ensureChromium();
    results.build = run("Build", node, ["--import", "tsx", "scripts/build.ts"]);
    if (results.build) {
      results.e2e = run("Browser tests (Playwright + Chromium)", node, [bin("@playwright/test/cli.js"), "test"], { env: { PW_REPORTER: "1" } });
    }
  }

  const unit = count(`${TMP}/vitest.json`, (j) => ({ passed: j.numPassedTests ?? 0, failed: j.numFailedTests ?? 0 }));
  const e2e = count(`${TMP}/playwright.json`, (j) => ({ passed: j.stats?.expected ?? 0, failed: (j.stats?.unexpected ?? 0) + (j.stats?.flaky ?? 0) }));
  const failedSteps = Object.entries(results).filter(([, ok]) => !ok).map(([k]) => k);
  console.log(`\nSteps: ${Object.entries(results).map(([k, ok]) => `${k} ${ok ? "ok" : "FAILED"}`).join(", ")}`);
  const failed = unit.failed + e2e.failed + (failedSteps.some((s) => s === "typecheck" || s === "build") ? 1 : 0);
  console.log(`tests: ${unit.passed + e2e.passed} passed, ${failed} failed`);
  process.exit(failedSteps.length ? 1 : 0);
}

main();
