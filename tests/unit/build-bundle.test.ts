/**
 * `npm run build` runs scripts/build.ts bundled, with plain `node`, not tsx (decision 163,
 * scripts/build/run-bundled.mjs): where the bundle goes, that a build which needs no content
 * check loads none, that no module's `import.meta` answers for the bundle's folder, and that the
 * bundled build runs as `npm run build` starts it: a broken file is named, exit 1, and bundles
 * no build has run for a week leave `.cache/build-code`.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import type { Metafile } from "esbuild";
import { BUNDLES_DIR, ENTRY_FILE, bundleBuild } from "../../scripts/build/run-bundled.mjs";
import { BUILD_ENV, BUILD_NODE_ARGS } from "../../scripts/lib/build-command";
import { breakField, copyContent } from "../fixtures/files";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "build-bundle-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** The project files in the outputs `from` loads before it runs: its static imports, followed; not those behind `import()`. */
function loadedAtStart(metafile: Metafile, from: string): { inputs: Set<string>; packages: Set<string> } {
  const inputs = new Set<string>();
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (out: string) => {
    if (seen.has(out)) return;
    seen.add(out);
    const output = metafile.outputs[out]!;
    for (const input of Object.keys(output.inputs)) inputs.add(input);
    for (const imp of output.imports) {
      if (imp.kind !== "import-statement") continue;
      if (imp.external) packages.add(imp.path);
      else visit(imp.path);
    }
  };
  visit(from);
  return { inputs, packages };
}

describe("the build's bundle", () => {
  it("is a folder in .cache/build-code named by its digest, made once for the same code", async () => {
    const first = await bundleBuild();
    expect(path.relative(process.cwd(), first.dir)).toMatch(/^\.cache\/build-code\/[0-9a-f]{16}$/);
    const entry = path.join(first.dir, ENTRY_FILE);
    const written = fs.statSync(entry).mtimeMs;
    const writes = vi.spyOn(fs, "writeFileSync");
    try {
      const again = await bundleBuild();
      expect(again.dir).toBe(first.dir);
      expect(writes).not.toHaveBeenCalled();
    } finally {
      writes.mockRestore();
    }
    expect(fs.statSync(entry).mtimeMs).toBe(written);
    // A folder a pruning left half removed is written again whole.
    const chunk = fs.readdirSync(first.dir).find((f) => f.startsWith("chunk-"))!;
    fs.rmSync(path.join(first.dir, chunk));
    expect((await bundleBuild()).dir).toBe(first.dir);
    expect(fs.existsSync(path.join(first.dir, chunk))).toBe(true);
  });

  it("starts without the content check, jsdom or the editor's files: an unchanged build never loads them", async () => {
    const { dir, metafile } = await bundleBuild();
    const entry = Object.keys(metafile.outputs).find((o) => path.basename(o) === ENTRY_FILE)!;
    expect(path.basename(path.dirname(entry))).toBe("out");
    const { inputs, packages } = loadedAtStart(metafile, entry);
    expect(inputs).toContain("scripts/build.ts");
    expect(inputs).toContain("scripts/build/build-stamp.ts");
    for (const later of ["scripts/check-content.ts", "app/content/registry.server.ts", "app/features/admin/host.server.ts"]) expect(inputs).not.toContain(later);
    for (const pkg of ["jsdom", "yaml"]) expect(packages).not.toContain(pkg);
    // They are in the bundle, behind `import()`.
    expect(Object.values(metafile.outputs).some((o) => "scripts/check-content.ts" in o.inputs)).toBe(true);
    expect(fs.readdirSync(dir).length).toBe(Object.keys(metafile.outputs).length);
  });

  it("leaves no module's import.meta to the bundle's folder: each is its source file's", async () => {
    const { dir } = await bundleBuild();
    // Not where quoted: the bundling's own plugin names it in its message.
    for (const file of fs.readdirSync(dir)) expect(fs.readFileSync(path.join(dir, file), "utf8"), file).not.toMatch(/(?<!["'`])\bimport\.meta\b/);
  });

  it("runs as npm run build starts it: a broken content file is named and the build stops with exit 1; bundles unused for a week are removed", async () => {
    const { dir } = await bundleBuild();
    const content = copyContent(path.join(tmp, "content"));
    breakField(content, "offers", "title", "5");
    const old = path.join(BUNDLES_DIR, "0000000000000000");
    fs.mkdirSync(old, { recursive: true });
    fs.writeFileSync(path.join(old, ENTRY_FILE), "");
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 3600_000);
    fs.utimesSync(old, eightDaysAgo, eightDaysAgo);
    fs.utimesSync(dir, eightDaysAgo, eightDaysAgo);
    const build = path.resolve(".tmp", `build-bundle-${process.pid}`);
    try {
      const res = spawnSync(process.execPath, [...BUILD_NODE_ARGS], { env: { ...process.env, ...BUILD_ENV, CONTENT_DIR: content, BUILD_DIR: build }, encoding: "utf8" });
      expect(res.status, res.stdout + res.stderr).toBe(1);
      expect(res.stderr).toMatch(/offers\/[^:]+\.md: title: expected text, got a number/);
      // One message, not a stack trace.
      expect(res.stderr).not.toMatch(/^\s+at /m);
      expect(fs.existsSync(old)).toBe(false);
      // The one it ran is kept, marked used today.
      expect(fs.statSync(dir).mtimeMs).toBeGreaterThan(Date.now() - 3600_000);
    } finally {
      fs.rmSync(old, { recursive: true, force: true });
      fs.rmSync(build, { recursive: true, force: true });
    }
  }, 120_000);

  it("runs when started through a symlinked folder (a script that did not know itself would do nothing and exit 0)", () => {
    const content = copyContent(path.join(tmp, "content-link"));
    breakField(content, "reviews", "rating", "ten");
    const link = path.join(tmp, "project");
    fs.symlinkSync(process.cwd(), link);
    const build = path.resolve(".tmp", `build-bundle-link-${process.pid}`);
    try {
      // The script named through the link (a working folder is always its real path).
      const args = [...BUILD_NODE_ARGS.slice(0, -1), path.join(link, BUILD_NODE_ARGS.at(-1)!)];
      const res = spawnSync(process.execPath, args, { cwd: link, env: { ...process.env, ...BUILD_ENV, CONTENT_DIR: content, BUILD_DIR: build }, encoding: "utf8" });
      expect(res.status, res.stdout + res.stderr).toBe(1);
      expect(res.stderr).toMatch(/reviews\/[^:]+\.md: rating: /);
    } finally {
      fs.rmSync(build, { recursive: true, force: true });
    }
  }, 120_000);
});
