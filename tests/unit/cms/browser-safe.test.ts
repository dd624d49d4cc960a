/**
 * app/cms is bundled for the browser too: it must not import Node-only
 * modules (fs, jsdom, sharp, node:*). esbuild's browser platform refuses them.
 */
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

describe("app/cms in the browser", () => {
  it("bundles for the browser without Node-only imports (every module of app/cms)", async () => {
    const modules = fs.readdirSync("app/cms").filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
    expect(modules).toEqual(expect.arrayContaining(["client.ts", "normalise.ts", "sanitize.ts"]));
    const result = await build({
      entryPoints: modules.map((f) => path.resolve("app/cms", f)),
      outdir: "out",
      bundle: true,
      platform: "browser",
      format: "esm",
      write: false,
      metafile: true,
      logLevel: "silent",
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.filter((i) => /(^|\/)(jsdom|sharp|node:)|^node:/.test(i))).toEqual([]);
    expect(inputs.some((i) => i.includes("dompurify"))).toBe(true);
  });
});
