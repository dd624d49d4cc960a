/**
 * Cloudflare Pages' own runtime (wrangler pages dev, workerd): `_redirects` applies before
 * static files there, so only rules that never match a built file may be in it (issue 29).
 */
import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { startCloudflarePages } from "../../scripts/hosts/cloudflare-pages";
import { describeHost, describeVariant } from "./checks";
import { BUILD, builtRecordPages, get, read, urlFor, variantBuild, workDir } from "./site";
import { hostTestsPort } from "../../app/content/environment.server";
import { expectArchiveAnswers, writeArchiveSite } from "./archive";

describeHost({
  name: "Cloudflare Pages (wrangler pages dev), default build",
  start: () => startCloudflarePages({ dir: BUILD, port: hostTestsPort(2), workDir: workDir("cloudflare-pages") }),
  newSlugStatus: 404,
  newSlugData: 404,
  // Cloudflare Pages' own "HTML handling": a permanent redirect, with status 308.
  trailingSlash: { status: 308, location: "/about" },
  admin: { page: "/admin/", redirect: { from: "/admin", status: 308 } },
  headersOnRedirects: true,
  cacheControlFromHeaders: true,
  oldAddresses: { queries: false, slashHops: 1 },
});

describeVariant({
  name: "Cloudflare Pages, DEPLOY_HOST=cloudflare-pages",
  start: () => startCloudflarePages({ dir: variantBuild("cloudflare-pages"), port: hostTestsPort(3), workDir: workDir("cloudflare-pages-variant") }),
  newSlugStatus: 404,
  extra: (host) =>
    it("wrangler finds no invalid rule in its _redirects", () => {
      expect(host().log()).not.toContain("invalid redirect rule");
    }),
});

it("the DEPLOY_HOST=netlify output must never go to Cloudflare Pages: its rewrite answers every built post with a redirect to the shell", async () => {
  const page = builtRecordPages().find((p) => p.startsWith("/blog/"))!;
  const host = await startCloudflarePages({ dir: variantBuild("netlify"), port: hostTestsPort(4), workDir: workDir("cloudflare-pages-netlify-output") });
  try {
    const res = await get(host.origin, urlFor(page));
    expect(res.status).toBe(308);
    expect(res.headers.get("location")).toBe("/__spa-fallback");
  } finally {
    await host.stop();
  }
}, 600_000);

it("the default build's _redirects: wrangler skips only the Netlify-only lines (the three 404 rewrites, the ?p= / ?page_id= rules)", () => {
  const log = fs.readFileSync(path.join(workDir("cloudflare-pages"), "cloudflare-pages.log"), "utf8");
  const queryLines = read("_redirects").toString("utf8").split("\n").filter((l) => /^\S+ \w+=\d+ \S+ 301!$/.test(l)).length;
  expect(log).toContain(`Found ${3 + queryLines} invalid redirect rules`);
  expect(log.match(/Got 404\./g)).toHaveLength(3);
});

it("a large archive past Cloudflare's 2,000 static rules (decision 137): wrangler reads every rule of the grouped file, each old address answers 301 in one hop, and built pages are served", async () => {
  const work = workDir("cloudflare-pages-archive");
  const { site } = writeArchiveSite(work, "cloudflare-pages");
  // Offset 4 again: the test above has stopped its runtime.
  const host = await startCloudflarePages({ dir: site, port: hostTestsPort(4), workDir: work });
  try {
    // WordPress's own escapes are carried over as sent, and the page answers there too.
    await expectArchiveAnswers(host.origin, "/blog/caf%c3%a9-0", [["/portfolio/project-29", "project-29"], ["/blog/caf%c3%a9-0", "café-0"]]);
    expect(host.log()).not.toContain("Maximum number of");
    expect(host.log()).not.toContain("invalid redirect rule");
  } finally {
    await host.stop();
  }
}, 600_000);
