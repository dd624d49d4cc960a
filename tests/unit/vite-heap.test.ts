/**
 * Vite's heap has a ceiling (decision 142: `BUILD_VITE_HEAP_MB`, 448 MB by default), so that its
 * process does not carry ~300 MB of garbage beside the build's others. A build whose Vite runs out
 * of it is not a failed deploy: the bundles are built again without one, and the build says so.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vite-heap-"));
// Inside the project, as every build folder (Vite resolves the app from it).
const buildDir = path.resolve(".tmp", `vite-heap-${process.pid}`);

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(buildDir, { recursive: true, force: true });
});

describe("Vite's heap ceiling", () => {
  it("builds the site all the same when Vite runs out of it, and says how to raise it", () => {
    const res = spawnSync(process.execPath, ["--import", "tsx", "scripts/build.ts"], {
      env: { ...process.env, BUILD_DIR: buildDir, APP_BUILD_CACHE_DIR: path.join(dir, "app-build"), PAGE_CACHE_DIR: path.join(dir, "pages"), BUILD_VITE_HEAP_MB: "40" },
      encoding: "utf8",
    });
    const log = `${res.stdout}\n${res.stderr}`;
    expect(res.status, log.slice(-4000)).toBe(0);
    expect(log).toContain("note: Vite ran out of its 40 MB heap (BUILD_VITE_HEAP_MB); building the bundles again without a ceiling");
    // The first run's fatal error is not shown: the second run's output is the build's.
    expect(log).not.toMatch(/heap out of memory/i);
    expect(res.stdout).toMatch(/^ {2}bundles built \(/m);
    expect(fs.readFileSync(path.join(buildDir, "client", "index.html"), "utf8")).toContain("</html>");
  }, 0);
});
