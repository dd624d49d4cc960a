/**
 * The CMS prerender workers (decision 066) write exactly what React Router's own prerender
 * writes: the site is built again with the workers forced on (PRERENDER_WORKERS=1) and every
 * file is compared with the build under test. Runs here, after the main build. And the server
 * entry's one-pass render (decision 139), with a plain page's links written without React
 * Router's hooks (decision 150), writes exactly what React Router's streamed one does, and so
 * does the workers' render without React Router's handler (decision 158).
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { BUILD_DIR, buildAgain, builtPages, expect, test, urlFor } from "./fixtures";
import type { ThreeWays } from "./render-three-ways";

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
    // Each worker renders a collection's first pages through React Router's handler, the others without it (decision 158).
    const [, rendered, direct] = /\b(\d+) CMS pages prerendered in parallel workers \((\d+) without React Router's request handler\)/.exec(log) ?? [];
    expect(Number(rendered), log).toBeGreaterThan(0);
    expect(Number(direct)).toBeGreaterThan(0);
    expect(Number(direct)).toBeLessThan(Number(rendered));
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

test("a plain page is rendered in one pass, byte for byte what React Router's streamed render writes; a page with React is streamed", async () => {
  const { appBuildKey, findAppBuild } = await import("../../scripts/build/app-build");
  // The bundles the build under test used, as the app build cache keeps them (decision 129).
  const kept = findAppBuild(await appBuildKey());
  expect("dir" in kept, JSON.stringify(kept)).toBe(true);
  const serverDir = path.join((kept as { dir: string }).dir, "server");
  // The server build's links are app/ui/Link.server.tsx's (vite.config.ts serverLink, decision 150):
  // the one-pass render writes a plain page's links itself, and must match React Router's.
  // Once: the components' `~/ui/Link` and the entry's `~/ui/Link.server` are one module, so the
  // entry's PlainPageLinks is the context the links read (two copies would be ServerLink and ServerLink$1).
  const serverLinks = files(serverDir).filter((f) => f.endsWith(".js")).flatMap((f) => fs.readFileSync(path.join(serverDir, f), "utf8").match(/function ServerLink(\$\d+)?\(/g) ?? []);
  expect(serverLinks).toEqual(["function ServerLink("]);
  const pages = builtPages();
  // Each page's HTML three ways, in a process that runs React's production build as the workers do
  // (./render-three-ways.ts): the one-pass render, what the build's entry answered, and React
  // Router's streamed render on a context of its own.
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "three-ways-"));
  let renders: Map<string, ThreeWays>;
  try {
    fs.writeFileSync(path.join(tmp, "pages.json"), JSON.stringify(pages.map((page) => [page, `http://localhost${urlFor(page)}/`.replace(/\/\/$/, "/")])));
    await promisify(execFile)(process.execPath, ["--import", "tsx", path.resolve("tests/e2e/render-three-ways.ts"), serverDir, path.join(tmp, "pages.json"), path.join(tmp, "out.json")], { env: { ...process.env, NODE_ENV: "production" }, maxBuffer: 64 * 1024 * 1024 });
    renders = new Map(JSON.parse(fs.readFileSync(path.join(tmp, "out.json"), "utf8")) as [string, ThreeWays][]);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  expect([...renders.keys()].sort()).toEqual([...pages].sort());
  expect([...renders].filter(([, r]) => r.statuses.join() !== "200,200").map(([page, r]) => `${page}: ${r.statuses.join()}`)).toEqual([]);
  const different = [...renders].filter(([, r]) => r.answered !== r.streamed || (r.onePass !== undefined && r.onePass !== r.answered)).map(([page, r]) => `${page}\n  answered: ${r.answered?.slice(0, 300)}\n  streamed: ${r.streamed?.slice(0, 300)}`);
  expect(different).toEqual([]);
  // Which pages ship React in the browser: the build's own pages say (React Router's context script, decision 116).
  const react = pages.filter((p) => fs.readFileSync(path.join(BUILD_DIR, p === "/" ? "index.html" : `${p.slice(1)}.html`), "utf8").includes("window.__reactRouterContext"));
  expect(react.length).toBeGreaterThan(3);
  expect([...renders].filter(([, r]) => r.onePass === undefined).map(([page]) => page).sort()).toEqual([...react].sort());
  expect(pages.length - react.length).toBeGreaterThan(20);
  // The prerender workers' way (decision 158): each CMS collection's first page through React
  // Router's handler, every next one without it, from the same entry context, to the same bytes.
  const details = pages.filter((p) => /^\/(blog|portfolio|faq)\/./.test(p));
  const firsts = ["blog", "portfolio", "faq"].map((c) => details.find((p) => p.startsWith(`/${c}/`)));
  expect(firsts.every(Boolean)).toBe(true);
  const direct = [...renders].filter(([, r]) => r.direct !== undefined);
  expect(direct.map(([page]) => page).sort()).toEqual(details.filter((p) => !firsts.includes(p)).sort());
  expect(direct.filter(([, r]) => r.direct !== r.answered).map(([page, r]) => `${page}\n  direct:   ${r.direct?.slice(0, 300)}\n  answered: ${r.answered?.slice(0, 300)}`)).toEqual([]);
  expect(direct.filter(([, r]) => r.contextDiffers?.length !== 0).map(([page, r]) => `${page}: ${r.contextDiffers?.join(", ")}`)).toEqual([]);
});
