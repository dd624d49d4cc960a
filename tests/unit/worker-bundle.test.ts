/**
 * The prerender workers run one bundled JavaScript file with plain `node`, not tsx (decision 161,
 * scripts/build/worker-bundle.ts): what the bundle holds, that it runs as a worker without tsx,
 * that the paths its modules make from `import.meta` are their source files', and that bundles
 * no build has run for a week leave `.cache/worker`.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import os from "node:os";
import { build } from "esbuild";
import { workerBundle } from "../../scripts/build/worker-bundle";
import { sourceMeta } from "../../scripts/lib/source-meta.mjs";
import { rendererSources } from "../../scripts/build/page-cache";

describe("the prerender workers' bundle", () => {
  it("is one .mjs in .cache/worker named by its digest", async () => {
    const bundle = await workerBundle();
    expect(path.relative(process.cwd(), bundle.file)).toMatch(/^\.cache\/worker\/prerender-workers-[0-9a-f]{16}\.mjs$/);
    expect(fs.existsSync(bundle.file)).toBe(true);
  });

  it("the page cache's fingerprint covers what renders a page, this bundling among it, and not the search index the worker may write after (decision 162)", async () => {
    const sources = await rendererSources();
    expect(sources).toEqual(expect.arrayContaining(["scripts/build/prerender-workers.ts", "scripts/build/worker-bundle.ts", "scripts/build/csp.ts", "scripts/build/direct-render.ts", "app/content/inputs.server.ts"]));
    expect(sources).not.toContain("scripts/build/search-index.ts");
    expect(sources).not.toContain("scripts/build/worker-main.ts");
  });

  it("leaves no module's import.meta to the bundle's location: each is its source file's", async () => {
    const code = fs.readFileSync((await workerBundle()).file, "utf8");
    expect(code).not.toMatch(/\bimport\.meta\b/);
    // The page script's source is found from its module's URL (scripts/build/page-script.ts).
    expect(code).toContain(JSON.stringify(pathToFileURL(path.resolve("scripts/build/page-script.ts")).href));
    // Jsdom is required from its module's place (app/features/collections/recheck.server.ts).
    expect(code).toContain(`createRequire(${JSON.stringify(pathToFileURL(path.resolve("app/features/collections/recheck.server.ts")).href)})`);
  });

  it("runs as a started worker with plain node: it loads, sees its input end, and exits 0 with nothing written", async () => {
    const { file } = await workerBundle();
    const res = spawnSync(process.execPath, [file, "--started"], { input: "", encoding: "utf8", env: { ...process.env, NODE_ENV: "production" } });
    expect(res.stderr).toBe("");
    expect(res.status).toBe(0);
    expect(res.stdout).toBe("");
  });

  it("removes bundles no build has run for a week, and keeps this build's", async () => {
    const { file } = await workerBundle();
    const dir = path.dirname(file);
    const old = path.join(dir, "prerender-workers-0000000000000000.mjs");
    const recent = path.join(dir, "prerender-workers-1111111111111111.mjs");
    fs.writeFileSync(old, "");
    fs.writeFileSync(recent, "");
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 3600_000);
    fs.utimesSync(old, eightDaysAgo, eightDaysAgo);
    const { atime, mtime } = fs.statSync(file);
    fs.utimesSync(file, eightDaysAgo, eightDaysAgo);
    try {
      // A new process's first bundle: made again (same bytes, same name), marked used, and the old one pruned.
      const res = spawnSync(process.execPath, ["--import", "tsx", "-e", 'const { workerBundle } = await import("./scripts/build/worker-bundle.ts"); console.log((await workerBundle()).file);'], { encoding: "utf8" });
      expect(res.stdout.trim()).toBe(file);
      expect(fs.existsSync(old)).toBe(false);
      expect(fs.existsSync(recent)).toBe(true);
      expect(fs.existsSync(file)).toBe(true);
    } finally {
      fs.rmSync(old, { force: true });
      fs.rmSync(recent, { force: true });
      if (fs.existsSync(file) && fs.statSync(file).mtimeMs < Date.now() - 24 * 3600_000) fs.utimesSync(file, atime, mtime);
    }
  });

  it("stops, naming the file, when a module uses import.meta beyond url, filename and dirname (it would answer for .cache/worker)", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "import-meta-"));
    const probe = path.join(dir, "probe.ts");
    fs.writeFileSync(probe, 'export const here = import.meta.resolve("./other.ts");\n');
    try {
      // The bundling's own plugin, on a module of its own.
      await expect(build({ entryPoints: [probe], bundle: true, write: false, format: "esm", platform: "node", logLevel: "silent", plugins: [sourceMeta()] })).rejects.toThrow(/probe\.ts uses `import\.meta` beyond url, filename and dirname/);
      // Its url, filename and dirname are written as the file's own.
      fs.writeFileSync(probe, "export const here = [import.meta.url, import.meta.filename, import.meta.dirname];\n");
      const res = await build({ entryPoints: [probe], bundle: true, write: false, format: "esm", platform: "node", logLevel: "silent", plugins: [sourceMeta()] });
      const code = res.outputFiles[0]!.text;
      for (const value of [pathToFileURL(probe).href, probe, dir]) expect(code).toContain(JSON.stringify(value));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
