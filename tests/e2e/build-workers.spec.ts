/**
 * The CMS prerender workers (decision 066) write exactly what React Router's own prerender
 * writes: the site is built again with the workers forced on (PRERENDER_WORKERS=1) and every
 * file is compared with the build under test. Runs here, after the main build. And the server
 * entry's one-pass render (decision 139) writes exactly what React Router's streamed one does.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type EntryContext, type ServerBuild } from "react-router";
import { BUILD_DIR, buildAgain, builtPages, expect, test, urlFor } from "./fixtures";

/** What app/entry.server.tsx exports besides the render React Router calls (decision 139). */
interface EntryModule {
  renderInOnePass(context: EntryContext, url: string): string | undefined;
  streamed(request: Request, status: number, headers: Headers, context: EntryContext): Promise<Response>;
}

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

test("a plain page is rendered in one pass, byte for byte what React Router's streamed render writes; a page with React is streamed", async () => {
  const { appBuildKey, findAppBuild } = await import("../../scripts/build/app-build");
  // The bundles the build under test used, as the app build cache keeps them (decision 129).
  const kept = findAppBuild(await appBuildKey());
  expect("dir" in kept, JSON.stringify(kept)).toBe(true);
  const server = (await import(pathToFileURL(path.join((kept as { dir: string }).dir, "server", "index.js")).href)) as ServerBuild;
  const entry = server.entry.module as unknown as EntryModule;
  const pages = builtPages();
  const onePass: string[] = [];
  const streamedOnly: string[] = [];
  const different: string[] = [];
  const handler = createRequestHandler(
    {
      ...server,
      prerender: pages,
      entry: {
        ...server.entry,
        module: {
          ...server.entry.module,
          // Both renders of each page, from the same context: the one-pass render must not use up
          // what the streamed one reads.
          default: async (request: Request, status: number, headers: Headers, context: EntryContext) => {
            const html = entry.renderInOnePass(context, request.url);
            const res = await entry.streamed(request, status, headers, context);
            const streamedHtml = await res.text();
            const page = new URL(request.url).pathname.replace(/(.)\/$/, "$1");
            if (html === undefined) streamedOnly.push(page);
            else {
              onePass.push(page);
              if (html !== streamedHtml) different.push(`${page}\n  one pass: ${html.slice(0, 300)}\n  streamed: ${streamedHtml.slice(0, 300)}`);
            }
            return new Response(streamedHtml, { status: res.status, headers: res.headers });
          },
        },
      },
    },
    "production",
  );
  for (const page of pages) {
    const res = await handler(new Request(`http://localhost${urlFor(page)}/`.replace(/\/\/$/, "/")));
    expect(res.status, page).toBe(200);
    await res.text();
  }
  expect(different).toEqual([]);
  // Which pages ship React in the browser: the build's own pages say (React Router's context script, decision 116).
  const react = pages.filter((p) => fs.readFileSync(path.join(BUILD_DIR, p === "/" ? "index.html" : `${decodeURIComponent(p).slice(1)}.html`), "utf8").includes("window.__reactRouterContext"));
  expect(react.length).toBeGreaterThan(3);
  expect(streamedOnly.sort()).toEqual(react.map((p) => decodeURIComponent(p)).sort());
  expect(onePass.length).toBe(pages.length - react.length);
});
