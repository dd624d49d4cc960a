/**
 * The media policy (scripts/snapshot/media-policy.ts, decision 073): images only from the CMS
 * origin and the company file's mediaHosts, never from special addresses (unless the CMS itself
 * is on one, and then only that exact origin), never through a redirect elsewhere; a pixel cap.
 * The CMS of these tests is itself on loopback (127.0.0.1): an "internal" server on 127.0.0.2
 * counts the requests it gets, and must get none. The REST API's own requests follow a redirect
 * only within the CMS (scripts/snapshot/cms-fetch.ts, decision 207).
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SMALL_SITE_FILE } from "../../fixtures/cms/site-data";
import { imageBytes } from "../../fixtures/wp-server/images";
import { startWpServer, type FaultRule, type WpServer } from "../../fixtures/wp-server/server";
import { isSpecialAddress, mediaGate } from "../../../scripts/snapshot/media-policy";
import { onCms } from "../../../scripts/snapshot/cms-fetch";
import { FAST, copyDir, readJson, runCli, tmpDir } from "./helpers";

describe("special addresses", () => {
  it.each([
    ["127.0.0.1", true], ["127.0.0.2", true], ["10.1.2.3", true], ["172.16.0.1", true], ["172.31.255.255", true], ["192.168.1.1", true],
    ["169.254.169.254", true], ["100.64.0.1", true], ["0.0.0.0", true], ["224.0.0.1", true], ["::1", true], ["::", true], ["fe80::1", true],
    ["fd00::1", true], ["::ffff:127.0.0.1", true], ["::ffff:10.0.0.1", true],
    ["93.184.216.34", false], ["172.32.0.1", false], ["8.8.8.8", false], ["2606:4700::1111", false], ["::ffff:93.184.216.34", false],
  ] as const)("%s → %s", (ip, special) => {
    expect(isSpecialAddress(ip)).toBe(special);
  });
});

describe("the gate", () => {
  const dnsTable: Record<string, string[]> = {
    "cms.example.com": ["93.184.216.34"],
    "cdn.example.net": ["151.101.1.1"],
    "evil.example.net": ["151.101.1.2"],
    "rebind.example.net": ["151.101.1.3", "10.0.0.5"],
    "metadata.example.net": ["169.254.169.254"],
    "localhost": ["127.0.0.1", "::1"],
  };
  const lookup = async (h: string) => {
    const a = dnsTable[h];
    if (!a) throw Object.assign(new Error("not found"), { code: "ENOTFOUND" });
    return a;
  };
  const hosts = ["cdn.example.net", "rebind.example.net", "metadata.example.net", "127.0.0.2"];

  it("a public CMS: its origin and listed public hosts only", async () => {
    const gate = mediaGate({ cmsOrigin: "https://cms.example.com", mediaHosts: () => hosts, lookup });
    expect(await gate("https://cms.example.com/wp-content/uploads/a.jpg")).toBeNull();
    expect(await gate("https://cdn.example.net/a.jpg")).toBeNull();
    expect(await gate("http://cms.example.com/wp-content/uploads/a.jpg")).toBe("host cms.example.com is neither the CMS (https://cms.example.com) nor listed in mediaHosts of content/site/company.md");
    expect(await gate("https://evil.example.net/a.jpg")).toBe("host evil.example.net is neither the CMS (https://cms.example.com) nor listed in mediaHosts of content/site/company.md");
    expect(await gate("https://rebind.example.net/a.jpg")).toBe("host rebind.example.net resolves to 10.0.0.5, a loopback, private or link-local address");
    expect(await gate("https://metadata.example.net/latest/meta-data/")).toBe("host metadata.example.net resolves to 169.254.169.254, a loopback, private or link-local address");
    expect(await gate("http://127.0.0.2/a.jpg")).toBe("host 127.0.0.2 resolves to 127.0.0.2, a loopback, private or link-local address");
    expect(await gate("https://user:pw@cdn.example.net/a.jpg")).toBe("URL with credentials");
  });

  it("a CMS on loopback (local development): that exact origin only", async () => {
    let asked = 0;
    const gate = mediaGate({ cmsOrigin: "http://localhost:8080", mediaHosts: () => (asked++, hosts), lookup });
    expect(await gate("http://localhost:8080/wp-content/uploads/a.jpg")).toBeNull();
    expect(asked).toBe(0); // the company file is read only when an image is elsewhere
    expect(await gate("http://localhost:8081/a.jpg")).toMatch(/^host localhost:8081 is neither the CMS/);
    expect(await gate("http://127.0.0.2/a.jpg")).toBe("host 127.0.0.2 resolves to 127.0.0.2, a loopback, private or link-local address");
    expect(asked).toBe(1);
  });
});

describe("where a REST request's redirect may go (decision 207)", () => {
  const on = (base: string, url: string) => onCms(new URL(base), new URL(url));
  it.each([
    ["https://cms.example.com/wp-json/wp/v2", "https://cms.example.com/blog/wp-json/wp/v2/posts", true],
    ["http://cms.example.com/wp-json/wp/v2", "https://cms.example.com/wp-json/wp/v2/posts", true],
    ["http://localhost:8080/wp-json/wp/v2", "http://localhost:8080/index.php?rest_route=/wp/v2/posts", true],
    ["https://cms.example.com/wp-json/wp/v2", "http://cms.example.com/wp-json/wp/v2/posts", false],
    ["http://localhost:8080/wp-json/wp/v2", "https://localhost/wp-json/wp/v2/posts", false],
    ["http://localhost:8080/wp-json/wp/v2", "http://localhost:8081/wp-json/wp/v2/posts", false],
    ["https://cms.example.com/wp-json/wp/v2", "https://www.cms.example.com/wp-json/wp/v2/posts", false],
    ["https://cms.example.com/wp-json/wp/v2", "http://169.254.169.254/latest/meta-data/", false],
    ["https://cms.example.com/wp-json/wp/v2", "https://user:pw@cms.example.com/wp-json/wp/v2/posts", false],
    // As a Location header writes them, resolved against the hop (cmsOnlyFetch does): a path, a
    // host without a scheme, a written default port, capitals, an IPv6 host.
    ["https://cms.example.com/wp-json/wp/v2", new URL("/wp-json/wp/v2/posts?page=2", "https://cms.example.com/wp-json/wp/v2/posts").href, true],
    ["https://cms.example.com/wp-json/wp/v2", new URL("//169.254.169.254/latest/", "https://cms.example.com/wp-json/wp/v2/posts").href, false],
    ["https://cms.example.com/wp-json/wp/v2", new URL("/\\evil.example/x", "https://cms.example.com/wp-json/wp/v2/posts").href, false],
    ["https://cms.example.com/wp-json/wp/v2", "https://CMS.Example.COM:443/wp-json/wp/v2/posts", true],
    ["http://[::1]:8080/wp-json/wp/v2", "http://[::1]:8080/wp-json/wp/v2/posts", true],
    ["http://[::1]:8080/wp-json/wp/v2", "http://[::2]:8080/wp-json/wp/v2/posts", false],
  ] as const)("from %s to %s: %s", (base, url, ok) => {
    expect(on(base, url)).toBe(ok);
  });
});

describe("snapshot runs against a CMS on 127.0.0.1 and an internal server on 127.0.0.2", () => {
  let cms: WpServer;
  let internal: http.Server;
  let internalUrl = "";
  const hits: string[] = [];
  let template = "";
  /** Lets 127.0.0.2 through (the defence under test must stop it, not the test's fetch). */
  const loopbackFetch: typeof fetch = async (input, init) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
    if (!url.hostname.startsWith("127.")) throw new TypeError("fetch failed", { cause: { code: "ENOTFOUND" } });
    return fetch(input, init);
  };

  beforeAll(async () => {
    const jpeg = await imageBytes({ file: "secret.jpg", width: 40, height: 30, format: "jpeg" });
    internal = http.createServer((req, res) => {
      hits.push(req.url ?? "");
      res.writeHead(200, { "Content-Type": "image/jpeg", "Content-Length": String(jpeg.length) });
      res.end(jpeg);
    });
    await new Promise<void>((r) => internal.listen(0, "127.0.0.2", r));
    internalUrl = `http://127.0.0.2:${(internal.address() as AddressInfo).port}`;
    cms = await startWpServer({ port: 0, data: readJson(SMALL_SITE_FILE) });
    template = path.join(tmpDir(), "cms");
    const first = await runCli(["--cms", cms.url, "--out", template, ...FAST], { fetch: loopbackFetch });
    expect(first.code, first.stderr).toBe(0);
  });
  afterAll(async () => {
    await cms?.close();
    await new Promise((r) => internal?.close(r));
  });

  async function run(faults: FaultRule[], args: string[] = [], mediaHosts: string[] = []) {
    const out = path.join(tmpDir(), "cms");
    copyDir(template, out);
    cms.setFaults(faults);
    hits.length = 0;
    try {
      return { out, run: await runCli(["--cms", cms.url, "--out", out, "--full", ...FAST, ...args], { fetch: loopbackFetch, companyMediaHosts: () => mediaHosts }) };
    } finally {
      cms.clearFaults();
    }
  }
  const bodyImage = (src: string): FaultRule => ({ type: "replace-html", field: "content", html: `<p>See <img src="${src}" alt="Plan"></p>`, ids: [102], match: "/posts?" });

  it("refuses an image on another loopback host, even when mediaHosts lists it", async () => {
    for (const hosts of [[], ["127.0.0.2"]]) {
      const { run: r, out } = await run([bodyImage(`${internalUrl}/secret.jpg`)], [], hosts);
      expect(r.code, r.stderr).toBe(0);
      const why = hosts.length
        ? "host 127.0.0.2 resolves to 127.0.0.2, a loopback, private or link-local address"
        : `host ${new URL(internalUrl).host} is neither the CMS (${new URL(cms.url).origin}) nor listed in mediaHosts of content/site/company.md`;
      expect(r.warnings).toContain(`warning: media ${internalUrl}/secret.jpg (in posts id 102, slug "entry-ideas"): refused: ${why}; image left out`);
      expect(hits).toEqual([]);
      expect(fs.readFileSync(path.join(out, "posts.json"), "utf8")).not.toContain("127.0.0.2");
    }
  });

  it("follows a redirect within the CMS origin, and refuses one to another host without asking it", async () => {
    const media = readJson<{ file: string }[]>(path.join(template, "media.json"));
    const cover = readJson<{ url: string }[]>(path.join(template, "media.json")).find((m) => m.url.includes("entry-cover"))!.url;
    const other = readJson<{ url: string }[]>(path.join(template, "media.json")).find((m) => !m.url.includes("entry-cover"))!.url;
    expect(media.length).toBeGreaterThan(1);
    const within = await run([{ type: "redirect", location: other, match: "entry-cover", times: 1 }]);
    expect(within.run.code, within.run.stderr).toBe(0);
    expect(within.run.warnings.filter((w) => w.includes("media "))).toEqual([]);
    const away = await run([{ type: "redirect", location: `${internalUrl}/secret.jpg`, match: "entry-cover" }]);
    expect(away.run.code, away.run.stderr).toBe(0);
    expect(away.run.warnings).toContain(
      `warning: media ${cover} (in posts id 102, slug "entry-ideas"): refused after a redirect to ${internalUrl}/secret.jpg: host ${new URL(internalUrl).host} is neither the CMS (${new URL(cms.url).origin}) nor listed in mediaHosts of content/site/company.md; image left out`,
    );
    expect(hits).toEqual([]);
  });

  // The REST API's own requests (decision 207): a hostile CMS must not point the snapshot at an
  // internal address through a redirect, nor learn from the failure what answered there.
  it("follows a redirect of a REST request within the CMS; one to another host is not followed: the run fails naming it, the other host is asked nothing, the snapshot is left as it was", async () => {
    const within = await run([{ type: "redirect", location: `${cms.url}/posts?redirected=1`, match: "/posts?", times: 1 }]);
    expect(within.run.code, `${within.run.stdout}\n${within.run.stderr}`).toBe(0);

    const before = fs.readFileSync(path.join(template, "posts.json"), "utf8");
    const away = await run([{ type: "redirect", location: `${internalUrl}/latest/meta-data/`, match: "/posts?" }]);
    expect(away.run.code).toBe(1);
    expect(away.run.stderr).toContain(`Redirected to ${internalUrl}/latest/meta-data/, away from the CMS (${new URL(cms.url).origin}): not followed. If WordPress's REST API has moved there, give the snapshot that address`);
    expect(hits).toEqual([]);
    expect(fs.readFileSync(path.join(away.out, "posts.json"), "utf8")).toBe(before);
  });

  it("leaves out an image over the pixel cap, with a warning, and the run goes on", async () => {
    const { run: r } = await run([], ["--max-image-pixels", "1000"]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.warnings.some((w) => /^warning: media http:\/\/127\.0\.0\.1:\d+\/.+ \(in \w+ id \d+, slug "[^"]+"\): too many pixels: \d+×\d+ \(limit 1000\); image left out$/.test(w)), r.warnings.join("\n")).toBe(true);
  });
});
