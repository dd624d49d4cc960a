/**
 * DNS rebinding against the snapshot's media download (issue 26, decision 100): a host listed in
 * mediaHosts answers a public address when the policy checks it and 127.0.0.1 when the download
 * connects. The run uses the network as in production (no test `fetch`), with a resolver that
 * does exactly that; the internal server on 127.0.0.1 counts what reaches it, and must see nothing.
 * Also: IPv6 spellings of special addresses (hex IPv4-mapped, fec0::/10).
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SMALL_SITE_FILE } from "../../fixtures/cms/site-data";
import { imageBytes } from "../../fixtures/wp-server/images";
import { startWpServer, type WpServer } from "../../fixtures/wp-server/server";
import { isSpecialAddress, mediaGate } from "../../../scripts/snapshot/media-policy";
import { FAST, readJson, runCli, tmpDir } from "./helpers";

describe("special addresses in every IPv6 spelling", () => {
  it.each([
    ["::ffff:7f00:1", true], // 127.0.0.1 as WHATWG URLs write it
    ["::ffff:7F00:0001", true],
    ["::ffff:a00:5", true], // 10.0.0.5
    ["::ffff:a9fe:a9fe", true], // 169.254.169.254
    ["0:0:0:0:0:ffff:c0a8:101", true], // 192.168.1.1
    ["::7f00:1", true], // IPv4-compatible (deprecated)
    ["fec0::1", true], // site-local (deprecated), fec0::/10
    ["feff:ffff::1", true],
    ["2002:7f00:1::1", true], // 6to4 of 127.0.0.1
    ["64:ff9b::a00:1", true],
    ["::ffff:5db8:d822", false], // 93.184.216.34
    ["2002:5db8:d822::1", false],
    ["2606:4700::1111", false],
  ] as const)("%s → %s", (ip, special) => {
    expect(isSpecialAddress(ip)).toBe(special);
  });

  it("the gate refuses http://[::ffff:127.0.0.1]/ (its host is [::ffff:7f00:1]) even when mediaHosts lists it", async () => {
    const gate = mediaGate({ cmsOrigin: "https://cms.example.com", mediaHosts: () => ["[::ffff:7f00:1]", "[fec0::1]"], lookup: async () => ["93.184.216.34"] });
    expect(await gate("http://[::ffff:127.0.0.1]/a.jpg")).toBe("host ::ffff:7f00:1 resolves to ::ffff:7f00:1, a loopback, private or link-local address");
    expect(await gate("http://[fec0::1]/a.jpg")).toBe("host fec0::1 resolves to fec0::1, a loopback, private or link-local address");
  });
});

describe("DNS rebinding: the address connected to is the address checked", () => {
  let cms: WpServer;
  let internal: http.Server;
  let port = 0;
  const hits: string[] = [];

  beforeAll(async () => {
    const jpeg = await imageBytes({ file: "secret.jpg", width: 40, height: 30, format: "jpeg" });
    internal = http.createServer((req, res) => {
      hits.push(req.url ?? "");
      res.writeHead(200, { "Content-Type": "image/jpeg", "Content-Length": String(jpeg.length) }).end(jpeg);
    });
    await new Promise<void>((r) => internal.listen(0, "127.0.0.1", r));
    port = (internal.address() as AddressInfo).port;
    cms = await startWpServer({ port: 0, data: readJson(SMALL_SITE_FILE) });
  });
  afterAll(async () => {
    await cms?.close();
    await new Promise((r) => internal?.close(r));
  });

  it("a name that answers public first and 127.0.0.1 next reaches nothing; the CMS's own images still download", async () => {
    const asked: string[] = [];
    // The rebinding resolver: the first answer for "localhost" is public, every later one loopback.
    const lookup = async (host: string) => {
      asked.push(host);
      if (host !== "localhost") throw Object.assign(new Error("not found"), { code: "ENOTFOUND" });
      return asked.filter((h) => h === "localhost").length === 1 ? ["93.184.216.34"] : ["127.0.0.1"];
    };
    const src = `http://localhost:${port}/secret.jpg`;
    cms.setFaults([{ type: "replace-html", field: "content", html: `<p>See <img src="${src}" alt="Plan"></p>`, ids: [102], match: "/posts?" }]);
    const out = path.join(tmpDir(), "cms");
    try {
      const run = await runCli(["--cms", cms.url, "--out", out, "--full", ...FAST], { fetch: undefined, lookup, companyMediaHosts: () => [`localhost:${port}`] });
      expect(run.code, run.stderr).toBe(0);
      expect(run.warnings.filter((w) => w.includes("media "))).toEqual([
        `warning: media ${src} (in posts id 102, slug "entry-ideas"): refused: host localhost resolved to 127.0.0.1 when connecting, a loopback, private or link-local address; image left out`,
      ]);
      expect(hits).toEqual([]);
      expect(asked.filter((h) => h === "localhost").length).toBeGreaterThanOrEqual(2);
      // The pinned fetch downloaded the CMS's images (its origin is on 127.0.0.1, allowed for local development).
      expect(readJson<unknown[]>(path.join(out, "media.json")).length).toBeGreaterThan(0);
      expect(fs.readdirSync(path.join(out, "media")).length).toBeGreaterThan(0);
    } finally {
      cms.clearFaults();
    }
  });
});
