/**
 * Netlify's own local server (netlify dev --offline, installed on first use into
 * .cache/netlify-cli): the generated `_redirects` under Netlify's rules, where a file that
 * exists always wins over a non-forced rule. `netlify dev` serves `/about/` as it is (production
 * Netlify's Pretty URLs redirect it; npm start imitates that), sends no `_headers` on redirects,
 * and its static server's `Cache-Control` replaces `_headers`' one: the caching rules are checked
 * with the CLI's own `_headers` code instead (decision 099).
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { expect, it } from "vitest";
import { ensureNetlifyCli, startNetlify } from "../../scripts/hosts/netlify";
import { headersFor } from "../../scripts/lib/security";
import { adminHeaders } from "~/features/admin/headers";
import { describeHost, describeVariant } from "./checks";
import { BUILD, get, variantBuild, workDir } from "./site";
import { hostTestsPort } from "../../app/content/environment.server";
import { oldAddresses } from "../../app/features/collections/old-addresses";
import { builtPathTest, builtPatternTest } from "../../scripts/build/old-addresses";
import { redirectsFile } from "../../scripts/lib/host-rules";
import { writeFiles } from "../fixtures/files";
import { ARCHIVE_API, ARCHIVE_POSTS, archiveFiles, archiveRecords } from "../fixtures/large-archive";

describeHost({
  name: "Netlify (netlify dev), default build",
  start: () => startNetlify({ dir: BUILD, port: hostTestsPort(9), workDir: workDir("netlify") }),
  newSlugStatus: 404,
  newSlugData: 404,
  trailingSlash: { status: 200 },
  admin: { page: "/admin" },
  headersOnRedirects: false,
  cacheControlFromHeaders: false,
  oldAddresses: { queries: true, slashHops: 1 },
});

describeVariant({
  name: "Netlify, DEPLOY_HOST=netlify",
  start: () => startNetlify({ dir: variantBuild("netlify"), port: hostTestsPort(14), workDir: workDir("netlify-variant") }),
  newSlugStatus: 200,
});

interface NetlifyHeaderRule {
  forRegExp: RegExp;
  values: Record<string, string>;
}

it("Netlify's own _headers code gives pages, /assets/* and /admin the caching and CSP of _headers", async () => {
  const cli = path.dirname(path.dirname(ensureNetlifyCli()));
  const parser = path.join(cli, "..", "@netlify", "headers-parser", "lib", "index.js");
  const { parseAllHeaders } = (await import(pathToFileURL(parser).href)) as {
    parseAllHeaders: (o: { headersFiles: string[]; minimal: boolean; configHeaders: unknown[] }) => Promise<{ headers: NetlifyHeaderRule[]; errors: unknown[] }>;
  };
  const { headers, errors } = await parseAllHeaders({ headersFiles: [path.join(BUILD, "_headers")], minimal: false, configHeaders: [] });
  expect(errors).toEqual([]);
  // As netlify dev merges them (netlify-cli's utils/headers.js): every matching rule, later ones win.
  const forPath = (p: string) => Object.assign({}, ...headers.filter((h) => h.forRegExp.test(p)).map((h) => h.values)) as Record<string, string>;
  expect(forPath("/about")["Cache-Control"]).toBe(headersFor("/")["Cache-Control"]);
  expect(forPath("/assets/entry.client-x.js")["Cache-Control"]).toBe(headersFor("/assets/x.js")["Cache-Control"]);
  for (const p of ["/admin", "/admin/config.yml"]) {
    for (const [k, v] of adminHeaders()) expect(forPath(p)[k], `${p} ${k}`).toBe(v);
  }
});

it("a large archive past Cloudflare's 2,000 static rules (decision 137): the default build's grouped rules answer the same on Netlify, in one hop, and built pages win", async () => {
  const work = workDir("netlify-archive");
  const site = path.join(work, "site");
  fs.rmSync(site, { recursive: true, force: true });
  writeFiles(site, archiveFiles());
  const { rules } = oldAddresses({ apiUrl: ARCHIVE_API, records: archiveRecords(), isBuilt: builtPathTest(site) });
  const text = redirectsFile("any", rules, builtPatternTest(site));
  expect(text).toContain("\n/blog/:p1/:p2/:slug /blog/:slug 301\n");
  fs.writeFileSync(path.join(site, "_redirects"), text);
  // Offset 9 again: the default build's runtime has stopped.
  const host = await startNetlify({ dir: site, port: hostTestsPort(9), workDir: work });
  try {
    for (const [from, to] of [
      ["/blog/2015/01/caf%C3%A9-0/", "/blog/caf%C3%A9-0"],
      // Netlify decodes the request before it matches, and encodes the slug again.
      ["/blog/2015/01/caf%c3%a9-0/", "/blog/caf%C3%A9-0"],
      ["/blog/2020/06/old-post-5/", "/blog/post-5"],
      ["/blog/2019/05/post-4/", "/blog/post-4"],
      ["/blog/2019/05/post-4", "/blog/post-4"],
      [`/blog/2026/12/post-${ARCHIVE_POSTS - 1}/`, `/blog/post-${ARCHIVE_POSTS - 1}`],
      ["/blog/portfolio/project-29/", "/portfolio/project-29"],
    ]) {
      const res = await get(host.origin, from!);
      expect(res.status, from).toBe(301);
      expect(res.headers.get("location"), from).toBe(to);
    }
    for (const [page, body] of [["/services/residential/kitchens", "a three-segment page"], ["/blog/post-4", "post-4"]]) {
      const res = await get(host.origin, page!);
      expect(res.status, page).toBe(200);
      expect(res.text, page).toBe(body);
    }
  } finally {
    await host.stop();
  }
}, 600_000);
