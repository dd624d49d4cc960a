/**
 * The CMS prerender workers (decision 066) write exactly what React Router's own prerender
 * writes: the site is built again with the workers forced on (PRERENDER_WORKERS=1) and every
 * file is compared with the build under test. Runs here, after the main build.
 */
import fs from "node:fs";
import path from "node:path";
import { BUILD_DIR, buildAgain, expect, test } from "./fixtures";

function files(dir: string, base = dir, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) files(p, base, out);
    else out.push(path.relative(base, p));
  }
  return out.sort();
}

/** Where two files first differ, with some text either side, for the failure message. */
function firstDifference(name: string, a: string, b: string): string {
  const x = fs.readFileSync(a, "latin1");
  const y = fs.readFileSync(b, "latin1");
  let i = 0;
  while (i < x.length && x[i] === y[i]) i++;
  const at = (s: string) => JSON.stringify(s.slice(Math.max(0, i - 200), i + 300));
  return `${name} at byte ${i} (${x.length} vs ${y.length} bytes)\n  workers: ${at(x)}\n  main:    ${at(y)}`;
}

test("a build whose CMS pages come from the workers is identical, file for file, to React Router's", async () => {
  const variant = path.resolve(".tmp", `workers-build-${process.pid}`);
  try {
    // A page cache of its own, empty: every page is rendered by the workers, none copied (decision 120).
    const { status, log } = await buildAgain({ PRERENDER_WORKERS: "1", BUILD_DIR: variant, PAGE_CACHE_DIR: path.join(variant, "page-cache") });
    expect(status, log).toBe(0);
    expect(log).toMatch(/\b[1-9]\d* CMS pages prerendered in parallel workers/);
    const out = path.join(variant, "client");
    const built = files(BUILD_DIR);
    expect(files(out)).toEqual(built);
    const different = built.filter((f) => !fs.readFileSync(path.join(out, f)).equals(fs.readFileSync(path.join(BUILD_DIR, f))));
    expect(different, different.map((f) => firstDifference(f, path.join(out, f), path.join(BUILD_DIR, f))).join("\n")).toEqual([]);
    expect(fs.existsSync(path.join(variant, "prerender-server"))).toBe(false);
  } finally {
    fs.rmSync(variant, { recursive: true, force: true });
  }
});
