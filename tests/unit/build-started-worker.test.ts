import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { APP_BUILD_VERSION } from "../../scripts/build/app-build";
import { breakField, copyContent } from "../fixtures/files";

/**
 * React Router's worker starts as the build checks its content (decisions 134 and 144): a build
 * that stops at the content check must not leave it behind, waiting for work.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "started-worker-"));

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The prerender workers whose environment holds `text` (a child has its build's environment). */
function workersWith(text: string): string[] {
  return fs.readdirSync("/proc").filter((pid) => {
    if (!/^\d+$/.test(pid)) return false;
    try {
      return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("prerender-workers") && fs.readFileSync(`/proc/${pid}/environ`, "utf8").split("\0").includes(text);
    } catch {
      return false;
    }
  });
}

describe("React Router's worker, started ahead", () => {
  it("goes when the build stops at the content check: exit 1, the problem named, no worker left", async () => {
    const content = copyContent(path.join(dir, "content"));
    breakField(content, "offers", "title", "5");
    // The build's temporary folder, this test's own: the worker's list would go there.
    const tmp = path.join(dir, "tmp");
    fs.mkdirSync(tmp);
    const mark = `STARTED_WORKER_TEST=${process.pid}-${Date.now()}`;
    const res = spawnSync(process.execPath, ["--import", "tsx", "scripts/build.ts"], {
      env: { ...process.env, CONTENT_DIR: content, BUILD_DIR: path.resolve(".tmp", `started-worker-${process.pid}`), TMPDIR: tmp, STARTED_WORKER_TEST: mark.split("=")[1] },
      encoding: "utf8",
    });
    expect(res.status, res.stdout + res.stderr).toBe(1);
    expect(res.stdout + res.stderr).toMatch(/offers\/[^:]+\.md: title: expected text, got a number/);
    // It sees its stdin close when the build exits, and exits in turn.
    let left = workersWith(mark);
    for (let i = 0; i < 50 && left.length; i++) {
      await new Promise((r) => setTimeout(r, 100));
      left = workersWith(mark);
    }
    expect(left).toEqual([]);
    // And it left nothing in the temporary folder.
    expect(fs.readdirSync(tmp).filter((f) => f.startsWith("prerender-"))).toEqual([]);
  }, 120_000);

  it("takes the kept server build in ahead of the check (decision 135), and a build that stops at the check removes it; a broken file the bundles' key reads is named by the check", () => {
    const content = copyContent(path.join(dir, "content-company"));
    const build = path.resolve(".tmp", `started-worker-kept-${process.pid}`);
    const cache = path.join(dir, "app-build");
    const env = { ...process.env, CONTENT_DIR: content, BUILD_DIR: build, APP_BUILD_CACHE_DIR: cache };
    // A kept entry for the code as it is: its key as the build makes it, made from no file.
    const key = spawnSync(process.execPath, ["--import", "tsx", "-e", 'import("./scripts/build/app-build.ts").then(async (m) => console.log(await m.appBuildKey()))'], { env, encoding: "utf8" });
    expect(key.status, key.stderr).toBe(0);
    const entry = path.join(cache, key.stdout.trim(), "entry");
    fs.mkdirSync(path.join(entry, "server"), { recursive: true });
    fs.writeFileSync(path.join(entry, "inputs.json"), JSON.stringify({ version: APP_BUILD_VERSION, files: {} }));
    fs.writeFileSync(path.join(entry, "server", "index.js"), "export const prerender = [];\n");
    try {
      // Found before the check, its server build put in place (what the build does before its check).
      const found = spawnSync(process.execPath, ["--import", "tsx", "-e", 'import("./scripts/build/prerender.ts").then(async (m) => console.log(JSON.stringify(await m.findKeptBundles())))'], { env, encoding: "utf8" });
      expect(found.status, found.stderr).toBe(0);
      expect(JSON.parse(found.stdout.trim().split("\n").pop()!)).toEqual({ dir: entry });
      expect(fs.readFileSync(path.join(build, "prerender-server", "index.js"), "utf8")).toBe("export const prerender = [];\n");
      // A reviews file broken: the check stops the build, with the server build already in place.
      breakField(content, "reviews", "rating", "ten");
      let res = spawnSync(process.execPath, ["--import", "tsx", "scripts/build.ts"], { env, encoding: "utf8" });
      expect(res.status, res.stdout + res.stderr).toBe(1);
      expect(res.stdout + res.stderr).toMatch(/reviews\/[^:]+\.md: rating: /);
      expect(fs.existsSync(path.join(build, "prerender-server"))).toBe(false);
      // The company's name broken: the bundles' key cannot be made before the check, which names the file and field.
      const company = path.join(content, "site", "company.md");
      fs.writeFileSync(company, fs.readFileSync(company, "utf8").replace(/^name: .*$/m, "name: 5"));
      res = spawnSync(process.execPath, ["--import", "tsx", "scripts/build.ts"], { env, encoding: "utf8" });
      expect(res.status, res.stdout + res.stderr).toBe(1);
      expect(res.stderr).toMatch(/^Content has 2 problems:$/m);
      expect(res.stderr).toMatch(/site\/company\.md: name: expected text, got a number/);
      expect(fs.existsSync(path.join(build, "prerender-server"))).toBe(false);
    } finally {
      fs.rmSync(build, { recursive: true, force: true });
    }
  }, 120_000);
});
