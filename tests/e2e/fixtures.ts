import fs from "node:fs";
import path from "node:path";
import { test as base, expect } from "@playwright/test";

export const BUILD_DIR = path.resolve("build/client");

/** Tests never depend on the internet: every request to a host other than this machine is aborted. */
export const test = base.extend<{ blockExternal: void }>({
  blockExternal: [
    async ({ context }, use) => {
      await context.route(
        (url) => !["127.0.0.1", "localhost", "[::1]"].includes(url.hostname),
        (route) => route.abort("blockedbyclient"),
      );
      await use();
    },
    { auto: true },
  ],
});
export { expect };

function walk(dir: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else out.push(p);
  }
  return out;
}

/** Every page URL the build wrote (from build/client's HTML files), without the 404, shell and redirect stubs. */
export function builtPages(): string[] {
  return walk(BUILD_DIR)
    .filter((f) => f.endsWith(".html"))
    .map((f) => path.relative(BUILD_DIR, f).split(path.sep).join("/"))
    .filter((rel) => !rel.endsWith("404.html") && !rel.startsWith("__"))
    .filter((rel) => !fs.readFileSync(path.join(BUILD_DIR, rel), "utf8").includes('http-equiv="refresh"'))
    .map((rel) => (rel === "index.html" ? "/" : `/${rel.replace(/\.html$/, "")}`))
    .sort();
}

/** URL-encodes each path segment, as a browser sends it. */
export function urlFor(pagePath: string): string {
  return pagePath.split("/").map(encodeURIComponent).join("/");
}
