/** A plain nginx (Debian's) with the configuration the build wrote: build/nginx/site.conf. */
import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { startNginx } from "../../scripts/hosts/nginx";
import { QUERY_RULES_LOCATION } from "../../scripts/lib/nginx";
import { describeHost } from "./checks";
import { BUILD, get, oldAddressRules, workDir } from "./site";
import { hostTestsPort } from "../../app/content/environment.server";

const PORT = hostTestsPort(1);

describeHost({
  name: "nginx (build/nginx/site.conf)",
  start: () => startNginx({ dir: BUILD, siteConf: path.join(path.dirname(BUILD), "nginx", "site.conf"), port: PORT, workDir: workDir("nginx") }),
  newSlugStatus: 200,
  newSlugData: 404,
  trailingSlash: { status: 301, location: "/about" },
  admin: { page: "/admin" },
  headersOnRedirects: true,
  cacheControlFromHeaders: true,
  oldAddresses: { queries: true, slashHops: 2 },
});

it("nginx: the rule files of the other hosts are not served, and /x/ redirects never leave the site", async () => {
  const host = await startNginx({ dir: BUILD, siteConf: path.join(path.dirname(BUILD), "nginx", "site.conf"), port: hostTestsPort(7), workDir: workDir("nginx-2") });
  try {
    for (const f of ["/_redirects", "/_headers"]) expect((await get(host.origin, f)).status, f).toBe(404);
    for (const [from, to] of [["//evil.example/", "/evil.example"], ["/%5Cevil.example/", "/%5Cevil.example"], ["/about/?q=1", "/about?q=1"]]) {
      const res = await get(host.origin, from!);
      expect(res.status, from).toBe(301);
      expect(res.headers.get("location"), from).toBe(to);
    }
  } finally {
    await host.stop();
  }
});

it("nginx: a path's old `?p=` rules are tested only for a request with a query string, in a location of their own; without a matching one it is the page", async () => {
  const siteConf = path.join(path.dirname(BUILD), "nginx", "site.conf");
  const rule = oldAddressRules().find((r) => r.query)!;
  expect(rule, "an old query address in the build").toBeDefined();
  // The page's own location tests none of them (decision 140): 10,000 posts are 10,000 `if`s.
  const conf = fs.readFileSync(siteConf, "utf8");
  const own = conf.slice(conf.indexOf(`location = "${rule.from}" {`)).split("\n}\n")[0]!;
  expect(own).toContain('if ($args != "")');
  expect(own).not.toContain("$arg_");
  const host = await startNginx({ dir: BUILD, siteConf, port: hostTestsPort(8), workDir: workDir("nginx-3") });
  try {
    const page = await get(host.origin, rule.from);
    expect(page.status).toBe(200);
    const matched = await get(host.origin, `${rule.from}?${rule.query!.name}=${rule.query!.value}`);
    expect(matched.status).toBe(301);
    expect(matched.headers.get("location")).toBe(encodeURI(rule.to));
    for (const other of [`${rule.query!.name}=999999999`, "utm_source=newsletter", `utm_source=x&${rule.query!.name}=999999999`]) {
      const res = await get(host.origin, `${rule.from}?${other}`);
      expect(res.status, other).toBe(200);
      expect(res.text === page.text, `${rule.from}?${other} is the page itself`).toBe(true);
    }
    // The rules' own location answers only nginx's internal redirect.
    for (const target of [`${QUERY_RULES_LOCATION}/0`, `${QUERY_RULES_LOCATION}/0?${rule.query!.name}=${rule.query!.value}`]) expect((await get(host.origin, target)).status, target).toBe(404);
  } finally {
    await host.stop();
  }
});

it("nginx: compressed answers say they vary by Accept-Encoding, and the data files are compressed too", async () => {
  const host = await startNginx({ dir: BUILD, siteConf: path.join(path.dirname(BUILD), "nginx", "site.conf"), port: hostTestsPort(20), workDir: workDir("nginx-4") });
  const gzipped = (target: string) => fetch(`${host.origin}${target}`, { headers: { "Accept-Encoding": "gzip" }, decompress: false } as RequestInit);
  try {
    const script = fs.readdirSync(path.join(BUILD, "assets")).find((f) => f.endsWith(".js") && fs.existsSync(path.join(BUILD, "assets", `${f}.gz`)))!;
    // /admin's editor (5 MB) too: precompressed by the build (decision 181).
    for (const target of [`/assets/${script}`, "/_data/links.json", "/sitemap.xml", "/rss.xml", "/admin/decap-cms.js"]) {
      const res = await gzipped(target);
      expect(res.status, target).toBe(200);
      expect(res.headers.get("content-encoding"), target).toBe("gzip");
      expect(res.headers.get("vary"), target).toMatch(/Accept-Encoding/);
    }
  } finally {
    await host.stop();
  }
});

