import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { precompressAssets, precompressEditor } from "../../scripts/build/precompress";

describe("precompressAssets", () => {
  it("writes a .gz beside each script, stylesheet and SVG that gunzips to the original, smaller than gzip -9", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "gz-"));
    const out = path.join(root, "client");
    const cache = path.join(root, "cache");
    fs.mkdirSync(path.join(out, "assets"), { recursive: true });
    const js = Array.from({ length: 400 }, (_, i) => `export const item${i} = { id: ${i}, label: "Item ${i}", done: ${i % 3 === 0} };`).join("\n");
    fs.writeFileSync(path.join(out, "assets", "app-abc123.js"), js);
    fs.writeFileSync(path.join(out, "assets", "root-def456.css"), "body{margin:0}".repeat(50));
    fs.writeFileSync(path.join(out, "assets", "font-0a1b2c.woff2"), "not compressible");

    expect(await precompressAssets(out, cache)).toEqual({ files: 2, compressed: 2, pruned: 0 });
    const gz = fs.readFileSync(path.join(out, "assets", "app-abc123.js.gz"));
    expect(zlib.gunzipSync(gz).toString()).toBe(js);
    expect(gz.length).toBeLessThan(zlib.gzipSync(js, { level: 9 }).length);
    expect(fs.existsSync(path.join(out, "assets", "font-0a1b2c.woff2.gz"))).toBe(false);

    // A second build with the same hashed names takes them from the cache.
    fs.rmSync(path.join(out, "assets", "app-abc123.js.gz"));
    expect(await precompressAssets(out, cache)).toEqual({ files: 2, compressed: 0, pruned: 0 });
    expect(fs.readFileSync(path.join(out, "assets", "app-abc123.js.gz")).equals(gz)).toBe(true);
  });

  it("keeps the entries builds use and removes those no build has used for a week, with what an interrupted build left", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "gz-"));
    const out = path.join(root, "client");
    const cache = path.join(root, "cache");
    fs.mkdirSync(path.join(out, "assets"), { recursive: true });
    fs.writeFileSync(path.join(out, "assets", "app-abc123.js"), "export const a = 1;\n".repeat(50));
    await precompressAssets(out, cache);
    const daysAgo = (n: number) => new Date(Date.now() - n * 24 * 3600_000);
    const entry = (name: string, days: number, body = "x") => {
      fs.writeFileSync(path.join(cache, name), body);
      fs.utimesSync(path.join(cache, name), daysAgo(days), daysAgo(days));
    };
    // The asset this build has, last used 30 days ago: used now, so kept.
    fs.utimesSync(path.join(cache, "app-abc123.js.gz"), daysAgo(30), daysAgo(30));
    entry("old-chunk-111111.js.gz", 8); // no build has had it for 8 days
    entry("recent-chunk-222222.js.gz", 6); // another build folder's, used 6 days ago
    entry("app-abc123.js.gz.4242.tmp", 8); // an interrupted build's aside
    entry("app-abc123.js.gz.4343.tmp", 0); // a build writing at this moment

    expect(await precompressAssets(out, cache)).toEqual({ files: 1, compressed: 0, pruned: 2 });
    expect(fs.readdirSync(cache).sort()).toEqual(["app-abc123.js.gz", "app-abc123.js.gz.4343.tmp", "recent-chunk-222222.js.gz"]);
    expect(Date.now() - fs.statSync(path.join(cache, "app-abc123.js.gz")).mtimeMs).toBeLessThan(3600_000);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(out, "assets", "app-abc123.js.gz"))).toString()).toBe("export const a = 1;\n".repeat(50));
  });
});

describe("precompressEditor (decision 181)", () => {
  it("writes a .gz beside each of /admin's scripts over 1 KB, cached by content since their names are not", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "gz-editor-"));
    const out = path.join(root, "client");
    const cache = path.join(root, "cache");
    const admin = path.join(out, "admin");
    fs.mkdirSync(admin, { recursive: true });
    const big = Array.from({ length: 400 }, (_, i) => `window.widget${i} = function () { return ${i}; };`).join("\n");
    fs.writeFileSync(path.join(admin, "decap-cms.js"), big);
    fs.writeFileSync(path.join(admin, "tiny.js"), "x=1");
    fs.writeFileSync(path.join(admin, "index.html"), "<!doctype html>".repeat(100));

    expect(await precompressEditor(out, cache)).toEqual({ files: 1, compressed: 1 });
    expect(zlib.gunzipSync(fs.readFileSync(path.join(admin, "decap-cms.js.gz"))).toString()).toBe(big);
    expect(fs.existsSync(path.join(admin, "tiny.js.gz"))).toBe(false);
    expect(fs.existsSync(path.join(admin, "index.html.gz"))).toBe(false);

    // The same file again, in a fresh folder: from the cache. A new version of it under the same name: compressed anew.
    fs.rmSync(path.join(admin, "decap-cms.js.gz"));
    expect(await precompressEditor(out, cache)).toEqual({ files: 1, compressed: 0 });
    fs.writeFileSync(path.join(admin, "decap-cms.js"), `${big}\nwindow.v2 = true;`);
    expect(await precompressEditor(out, cache)).toEqual({ files: 1, compressed: 1 });
    expect(zlib.gunzipSync(fs.readFileSync(path.join(admin, "decap-cms.js.gz"))).toString()).toBe(`${big}\nwindow.v2 = true;`);
  });
});

