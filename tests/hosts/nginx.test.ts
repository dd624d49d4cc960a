/** A plain nginx (Debian's) with the configuration the build wrote: build/nginx/site.conf and old-addresses.conf. */
import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { startNginx } from "../../scripts/hosts/nginx";
import { OLD_ADDRESSES_CONF } from "../../scripts/lib/nginx";
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
  oldAddresses: { queries: true, slashHops: 1 },
});

it("nginx: the rule files of the other hosts are not served, and /x/ redirects never leave the site", async () => {
  const host = await startNginx({ dir: BUILD, siteConf: path.join(path.dirname(BUILD), "nginx", "site.conf"), port: hostTestsPort(7), workDir: workDir("nginx-2") });
  try {
    for (const f of ["/_redirects", "/_headers"]) expect((await get(host.origin, f)).status, f).toBe(404);
    for (const [from, to] of [["//evil.example/", "/evil.example"], ["/%5Cevil.example/", "/%5Cevil.example"], ["/about/?q=1", "/about?q=1"], ["/gallery/", "/gallary"]]) {
      const res = await get(host.origin, from!);
      expect(res.status, from).toBe(301);
      expect(res.headers.get("location"), from).toBe(to);
    }
  } finally {
    await host.stop();
  }
});

it("nginx: the old addresses are looked up in the maps of old-addresses.conf, not tested one `if` at a time; a query that no rule names is the page (decision 187)", async () => {
  const siteConf = path.join(path.dirname(BUILD), "nginx", "site.conf");
  const rule = oldAddressRules().find((r) => r.query)!;
  expect(rule, "an old query address in the build").toBeDefined();
  // site.conf holds a fixed number of `if`s whatever the snapshot: 10,000 posts are 10,000 map entries, not 10,000 `if`s.
  // Paths whose target has a query (decision 216), other paths, ?p=, ?page_id=, ?cat=, and /x/ → /x.
  const conf = fs.readFileSync(siteConf, "utf8");
  expect(conf.split("\n").filter((l) => l.startsWith("if ")).length).toBeLessThanOrEqual(6);
  expect(conf).not.toContain(rule.to);
  const maps = fs.readFileSync(path.join(path.dirname(siteConf), OLD_ADDRESSES_CONF), "utf8");
  expect(maps).toContain(`"${rule.from}?${rule.query!.name}=${rule.query!.value}" "${encodeURI(rule.to)}";`);
  const host = await startNginx({ dir: BUILD, siteConf, port: hostTestsPort(8), workDir: workDir("nginx-3") });
  try {
    const page = await get(host.origin, rule.from);
    expect(page.status).toBe(200);
    for (const query of [`${rule.query!.name}=${rule.query!.value}`, `utm_source=x&${rule.query!.name}=${rule.query!.value}`]) {
      const matched = await get(host.origin, `${rule.from}?${query}`);
      expect(matched.status, query).toBe(301);
      expect(matched.headers.get("location"), query).toBe(encodeURI(rule.to));
    }
    for (const other of [`${rule.query!.name}=999999999`, "utm_source=newsletter", `utm_source=x&${rule.query!.name}=999999999`]) {
      const res = await get(host.origin, `${rule.from}?${other}`);
      expect(res.status, other).toBe(200);
      expect(res.text === page.text, `${rule.from}?${other} is the page itself`).toBe(true);
    }
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

