// The browser bundle's minify cache (decision 141): Vite with `cachedTerser` writes exactly what
// Vite's own `minify: "terser"` writes, reuses a chunk's result only for the same code, and
// survives a damaged entry.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { build, createLogger, type InlineConfig } from "vite";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { cachedTerser, minifyCacheFile, viteTerserOptions } from "../../scripts/build/minify-cache";

let root: string;
let cache: string;

// Code whose minified form depends on each option Vite passes: ES module scope (`module`), a
// loop closure and `await` (`safari10`), a `/*#__PURE__*/` call (annotations), a dynamic import
// (a second chunk, named by placeholder in the first), and CSS (minified by Vite, not terser).
const MAIN = `import "./style.css";
export const items = [];
for (let i = 0; i < 3; i++) items.push(() => i);
const unused = /*#__PURE__*/ makeThing();
function makeThing() { return { created: Date.now() }; }
export async function later() {
  const { greet } = await import("./lazy.js");
  return greet(items.length);
}
document.title = String(items.length);
document.addEventListener("click", () => later().then((text) => (document.title = text)));
`;
const LAZY = (word: string) => `export function greet(count) {
  const message = "${word}, " + count + " items";
  if (count > 100) { console.log("many"); }
  return message.toUpperCase();
}
`;

function writeProject(lazyWord = "hello") {
  fs.writeFileSync(path.join(root, "index.html"), `<!doctype html><html><head><title>t</title></head><body><script type="module" src="/main.js"></script></body></html>`);
  fs.writeFileSync(path.join(root, "main.js"), MAIN);
  fs.writeFileSync(path.join(root, "lazy.js"), LAZY(lazyWord));
  fs.writeFileSync(path.join(root, "style.css"), `body {  color : #ff0000 ;  margin: 0px 0px }\n.card   { padding: 10px }\n`);
}

/** Builds the project into `out`; returns every file's bytes and what the plugin logged. */
async function buildInto(out: string, config: Partial<InlineConfig>): Promise<{ files: Record<string, string>; log: string[] }> {
  const log: string[] = [];
  const logger = createLogger("info");
  logger.info = (msg) => void log.push(msg);
  await build({ root, logLevel: "info", customLogger: logger, configFile: false, build: { outDir: out, emptyOutDir: true, reportCompressedSize: false }, ...config });
  const files: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else files[path.relative(out, p)] = fs.readFileSync(p, "utf8");
    }
  };
  walk(out);
  return { files, log };
}

const viteTerser = (out: string) => buildInto(out, { build: { outDir: out, emptyOutDir: true, reportCompressedSize: false, minify: "terser" } });
const cached = (out: string) => buildInto(out, { plugins: [cachedTerser(cache)], build: { outDir: out, emptyOutDir: true, reportCompressedSize: false, minify: false, cssMinify: true } });
const pluginLine = (log: string[]) => log.find((l) => l.startsWith("terser:"));

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "minify-cache-"));
  cache = path.join(root, ".cache", "minify");
  writeProject();
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("cachedTerser", () => {
  test("writes what Vite's own terser minify writes, byte for byte, then the same again from the cache alone", async () => {
    const reference = await viteTerser(path.join(root, "out-vite"));
    const chunks = Object.keys(reference.files).filter((f) => f.endsWith(".js"));
    expect(chunks).toHaveLength(2);
    // Minified: no comment, no loop variable left as written.
    expect(reference.files[chunks[0]!]).not.toContain("for (let i = 0");

    const first = await cached(path.join(root, "out-first"));
    expect(first.files).toEqual(reference.files);
    expect(pluginLine(first.log)).toBe("terser: 2 chunks minified, 0 from .cache/minify");
    expect(fs.readdirSync(cache).filter((f) => f.endsWith(".json"))).toHaveLength(2);

    const second = await cached(path.join(root, "out-second"));
    expect(second.files).toEqual(reference.files);
    expect(pluginLine(second.log)).toBe("terser: 0 chunks minified, 2 from .cache/minify");
  });

  test("a changed module minifies its own chunk again and no other; the page's bytes follow the change", async () => {
    await cached(path.join(root, "out-warm"));
    writeProject("goodbye");
    try {
      const reference = await viteTerser(path.join(root, "out-vite-2"));
      const rebuilt = await cached(path.join(root, "out-changed"));
      expect(rebuilt.files).toEqual(reference.files);
      // The lazy chunk is new; the entry's code names it by a placeholder, so it is reused
      // (its final bytes still change: Rollup fills in the new file name after minifying).
      expect(pluginLine(rebuilt.log)).toBe("terser: 1 chunk minified, 1 from .cache/minify");
      expect(Object.values(rebuilt.files).join("\n")).toContain("goodbye");
      expect(Object.values(rebuilt.files).join("\n")).not.toContain("hello");
    } finally {
      writeProject();
    }
  });

  test("a damaged or emptied entry is minified again and written over, never used", async () => {
    await cached(path.join(root, "out-before-damage"));
    const entries = fs.readdirSync(cache).filter((f) => f.endsWith(".json"));
    // One entry cut short, one holding JSON without code: as a crash or a hand edit would leave them.
    for (const [i, name] of entries.entries()) {
      const file = path.join(cache, name);
      fs.writeFileSync(file, i === 0 ? fs.readFileSync(file, "utf8").slice(0, 20) : `{"map":null}`);
    }
    const reference = await viteTerser(path.join(root, "out-vite-3"));
    const rebuilt = await cached(path.join(root, "out-after-damage"));
    expect(rebuilt.files).toEqual(reference.files);
    expect(pluginLine(rebuilt.log)).toBe("terser: 2 chunks minified, 0 from .cache/minify");
    for (const name of entries) if (fs.existsSync(path.join(cache, name))) expect(() => JSON.parse(fs.readFileSync(path.join(cache, name), "utf8")) as unknown).not.toThrow();
    // No temporary file is left behind.
    expect(fs.readdirSync(cache).filter((f) => !f.endsWith(".json"))).toEqual([]);
  });

  test("an entry a build uses is marked used; one no build has used for a week is removed", async () => {
    fs.rmSync(cache, { recursive: true, force: true });
    await cached(path.join(root, "out-mark"));
    const entries = fs.readdirSync(cache).filter((f) => f.endsWith(".json"));
    expect(entries).toHaveLength(2);
    const weeksAgo = new Date(Date.now() - 15 * 24 * 3600_000);
    for (const name of entries) fs.utimesSync(path.join(cache, name), weeksAgo, weeksAgo);
    const stale = path.join(cache, `${"0".repeat(64)}.json`);
    fs.writeFileSync(stale, JSON.stringify({ code: "var old=1;" }));
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 3600_000);
    fs.utimesSync(stale, eightDaysAgo, eightDaysAgo);

    const rebuilt = await cached(path.join(root, "out-prune"));
    expect(pluginLine(rebuilt.log)).toBe("terser: 0 chunks minified, 2 from .cache/minify; 1 unused for a week removed");
    expect(fs.existsSync(stale)).toBe(false);
    expect(fs.readdirSync(cache).filter((f) => f.endsWith(".json")).sort()).toEqual([...entries].sort());
    for (const name of entries) expect(Date.now() - fs.statSync(path.join(cache, name)).mtimeMs).toBeLessThan(3600_000);
  });

  test("the key names terser's version, every option and every byte of the code", () => {
    const es = viteTerserOptions({ format: "es" });
    expect(es).toEqual({ safari10: true, format: { preserve_annotations: undefined }, sourceMap: false, module: true, toplevel: false });
    const file = minifyCacheFile(cache, "let a = 1;", es);
    expect(minifyCacheFile(cache, "let a = 1;", es)).toBe(file);
    expect(minifyCacheFile(cache, "let a = 2;", es)).not.toBe(file);
    expect(minifyCacheFile(cache, "let a = 1;", viteTerserOptions({ format: "es", sourcemap: true }))).not.toBe(file);
    expect(minifyCacheFile(cache, "let a = 1;", viteTerserOptions({ format: "cjs" }))).not.toBe(file);
    expect(path.dirname(file)).toBe(cache);
  });
});
