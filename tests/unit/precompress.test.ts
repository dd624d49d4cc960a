import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { precompressAssets } from "../../scripts/build/precompress";

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

    expect(await precompressAssets(out, cache)).toEqual({ files: 2, compressed: 2 });
    const gz = fs.readFileSync(path.join(out, "assets", "app-abc123.js.gz"));
    expect(zlib.gunzipSync(gz).toString()).toBe(js);
    expect(gz.length).toBeLessThan(zlib.gzipSync(js, { level: 9 }).length);
    expect(fs.existsSync(path.join(out, "assets", "font-0a1b2c.woff2.gz"))).toBe(false);

    // A second build with the same hashed names takes them from the cache.
    fs.rmSync(path.join(out, "assets", "app-abc123.js.gz"));
    expect(await precompressAssets(out, cache)).toEqual({ files: 2, compressed: 0 });
    expect(fs.readFileSync(path.join(out, "assets", "app-abc123.js.gz")).equals(gz)).toBe(true);
  });
});
