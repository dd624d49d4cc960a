/** A plain nginx (Debian's) with the configuration the build wrote: build/nginx/site.conf. */
import path from "node:path";
import { expect, it } from "vitest";
import { startNginx } from "../../scripts/hosts/nginx";
import { describeHost } from "./checks";
import { BUILD, get, workDir } from "./site";
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
