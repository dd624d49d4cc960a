import { describe, expect, it } from "vitest";
import { CLOUDFLARE_STATIC_REDIRECTS, type DeployHost, LIVE_PREFIXES, REDIRECTS, cloudflareRedirectsWarning, SHELL_FILE, deployHostSetting, liveNotFoundFile, redirectsFile } from "../../scripts/lib/host-rules";
import { hostFilePath } from "../../scripts/lib/host-file-path";

describe("hostFilePath", () => {
  it("serves folders' index pages as name.html, keeps the root index, and decodes percent-encoded names", () => {
    expect(hostFilePath("about/index.html")).toBe("about.html");
    expect(hostFilePath("blog/caf%C3%A9-tips/index.html")).toBe("blog/café-tips.html");
    expect(hostFilePath("index.html")).toBe("index.html");
    expect(hostFilePath("blog/caf%C3%A9-tips.data")).toBe("blog/café-tips.data");
    expect(hostFilePath("assets/app-1.js")).toBe("assets/app-1.js");
    expect(hostFilePath("blog/100%-wool/index.html")).toBe("blog/100%-wool.html"); // not valid encoding: kept
  });
});

describe("redirectsFile (decision 099)", () => {
  it("warns when Cloudflare Pages would apply only part of the old addresses, and not before", () => {
    const old = (n: number) => Array.from({ length: n }, (_, i) => ({ from: `/2021/03/post-${i}`, to: `/blog/post-${i}` }));
    // Each path is written twice (with and without WordPress's trailing slash), the old ones after the site's own rules.
    const own = 2 * REDIRECTS.length;
    const fits = Math.floor((CLOUDFLARE_STATIC_REDIRECTS - own) / 2);
    expect(cloudflareRedirectsWarning(redirectsFile("cloudflare-pages", old(fits)), "cloudflare-pages")).toBeNull();
    const over = redirectsFile("cloudflare-pages", old(fits + 5));
    expect(cloudflareRedirectsWarning(over, "cloudflare-pages")).toBe(
      `_redirects has ${own + 2 * (fits + 5)} static rules; Cloudflare Pages applies only the first ${CLOUDFLARE_STATIC_REDIRECTS}, so ${own + 2 * (fits + 5) - CLOUDFLARE_STATIC_REDIRECTS} old WordPress addresses will not redirect there (use Bulk Redirects in Cloudflare's dashboard for the rest; decision 113).`,
    );
    expect(cloudflareRedirectsWarning(redirectsFile("any", old(fits + 5)), "any")).not.toBeNull();
    expect(cloudflareRedirectsWarning(redirectsFile("netlify", old(fits + 5)), "netlify")).toBeNull();
  });

  const rules = (host: DeployHost) =>
    redirectsFile(host)
      .split("\n")
      .filter((l) => l && !l.startsWith("#"))
      .map((l) => l.split(/\s+/));

  it("never gives Cloudflare Pages a 200 rewrite: it applies _redirects before files, so one would shadow built pages", () => {
    for (const host of ["any", "cloudflare-pages"] as const) {
      expect(rules(host).filter(([, , status]) => status === "200"), host).toEqual([]);
    }
  });

  it("any: the 301s, and Netlify-only 404 rewrites to each live prefix's copy of the shell", () => {
    expect(rules("any")).toEqual([
      ...REDIRECTS.flatMap(([from, to]) => [
        [from, to, "301"],
        [`${from}/`, to, "301"],
      ]),
      ...LIVE_PREFIXES.map((p) => [`${p}*`, `/${liveNotFoundFile(p)}`, "404"]),
    ]);
  });

  it("netlify: new slugs get the shell with 200", () => {
    expect(rules("netlify").slice(2 * REDIRECTS.length)).toEqual(LIVE_PREFIXES.map((p) => [`${p}*`, `/${SHELL_FILE}`, "200"]));
  });

  it("DEPLOY_HOST: empty means any; anything else unknown fails the build with the choices", () => {
    expect(deployHostSetting(undefined)).toBe("any");
    expect(deployHostSetting("")).toBe("any");
    expect(deployHostSetting("netlify")).toBe("netlify");
    expect(() => deployHostSetting("vercel")).toThrow('DEPLOY_HOST: expected one of any, cloudflare-pages, netlify, got "vercel"');
  });
});
