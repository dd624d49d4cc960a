/**
 * Netlify's own local server (netlify dev --offline, installed on first use into
 * .cache/netlify-cli): the generated `_redirects` under Netlify's rules, where a file that
 * exists always wins over a non-forced rule. `netlify dev` serves `/about/` as it is (production
 * Netlify's Pretty URLs redirect it; npm start imitates that), sends no `_headers` on redirects,
 * and its static server's `Cache-Control` replaces `_headers`' one: the caching rules are checked
 * with the CLI's own `_headers` code instead (decision 099).
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { expect, it } from "vitest";
import { ensureNetlifyCli, startNetlify } from "../../scripts/hosts/netlify";
import { headersFor } from "../../scripts/lib/security";
import { adminHeaders } from "~/features/admin/headers";
import { describeHost, describeVariant } from "./checks";
import { BUILD, variantBuild, workDir } from "./site";
import { hostTestsPort } from "../../app/content/environment.server";
import { expectArchiveAnswers, writeArchiveSite } from "./archive";

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
  const { site, text } = writeArchiveSite(work, "any");
  expect(text).toContain("\n/blog/:p1/:p2/:slug /blog/:slug 301\n");
  // Offset 9 again: the default build's runtime has stopped.
  const host = await startNetlify({ dir: site, port: hostTestsPort(9), workDir: work });
  try {
    // Netlify decodes the request before it matches, and encodes the slug again.
    await expectArchiveAnswers(host.origin, "/blog/caf%C3%A9-0", []);
  } finally {
    await host.stop();
  }
}, 600_000);
