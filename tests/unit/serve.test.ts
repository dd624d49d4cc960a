/**
 * npm start under hostile requests (decision 078): it never crashes, redirects stay on the site,
 * other methods get 405, and every response carries `_headers`' security headers. Loopback only.
 */
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCsp } from "../../app/features/admin/headers";
import { headersFile, headersFor } from "../../scripts/lib/security";
import { serve } from "../../scripts/serve";
import { writeFiles } from "../fixtures/files";

let dir: string;
let server: http.Server;
let port: number;

interface RawResponse {
  status: number;
  headers: Record<string, string>;
}

/** One request as raw bytes on a fresh loopback connection, so any request line can be sent. */
function raw(method: string, target: string | Buffer, extra = ""): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.setTimeout(5000, () => socket.destroy(new Error(`timeout on ${String(target)}`)));
    socket.on("data", (c) => chunks.push(c));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("latin1");
      const [head = ""] = text.split("\r\n\r\n");
      const [statusLine = "", ...lines] = head.split("\r\n");
      const m = /^HTTP\/1\.1 (\d{3})/.exec(statusLine);
      if (!m) return reject(new Error(`no HTTP answer for ${JSON.stringify(String(target))}: ${JSON.stringify(text.slice(0, 80))}`));
      const headers: Record<string, string> = {};
      for (const l of lines) {
        const i = l.indexOf(":");
        headers[l.slice(0, i).toLowerCase()] = l.slice(i + 1).trim();
      }
      resolve({ status: Number(m[1]), headers });
    });
    socket.write(Buffer.concat([Buffer.from(`${method} `), Buffer.isBuffer(target) ? target : Buffer.from(target, "utf8"), Buffer.from(` HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n${extra}\r\n`)]));
  });
}

const SECURITY = Object.entries(headersFor("/")).filter(([k]) => k !== "Cache-Control");
function expectSecurityHeaders(res: RawResponse) {
  for (const [k, v] of SECURITY) expect(res.headers[k.toLowerCase()], k).toBe(v);
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "serve-"));
  writeFiles(dir, [
    ["index.html", "home"],
    ["about.html", "about"],
    ["404.html", "not found"],
    ["__spa-fallback.html", "shell"],
    ["assets/app-1.js", "x"],
    ["admin/index.html", "editor"],
    ["admin/config.yml", "backend: {}"],
  ]);
  server = await serve({ dir, port: 0 });
  const addr = server.address();
  port = typeof addr === "object" && addr ? addr.port : 0;
});
afterAll(() => {
  server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("methods", () => {
  it.each(["POST", "PUT", "DELETE", "PATCH", "OPTIONS"])("%s gets 405 with Allow: GET, HEAD and the security headers", async (method) => {
    const res = await raw(method, "/contact", "Content-Length: 0\r\n");
    expect(res.status).toBe(405);
    expect(res.headers["allow"]).toBe("GET, HEAD");
    expectSecurityHeaders(res);
  });

  it("GET and HEAD answer 200", async () => {
    expect((await raw("GET", "/about")).status).toBe(200);
    expect((await raw("HEAD", "/about")).status).toBe(200);
  });
});

describe("redirects stay on the site and are built from the encoded path", () => {
  it.each([
    ["/%2Fevil.example/", "/evil.example"],
    ["/%5Cevil.example/", "/evil.example"],
    ["/%2f%5C%2F/evil.example/", "/evil.example"],
    ["//evil.example/", "/evil.example"],
    ["///evil.example//", "/evil.example"],
    ["/\\evil.example/", "/evil.example"],
    ["/\\/evil.example.html", "/evil.example"],
    ["/a%0d%0aX:1/", "/a%0d%0aX:1"],
    ["/caf%C3%A9/", "/caf%C3%A9"],
    ["/caf%c3%a9%20x/", "/caf%c3%a9%20x"],
    ["/about/?q=a%20b", "/about?q=a%20b"],
    ["/about.html", "/about"],
    ["/gallery?x=1", "/gallary?x=1"],
  ])("%s → %s", async (from, to) => {
    const res = await raw("GET", from);
    expect(res.status).toBe(301);
    expect(res.headers["location"]).toBe(to);
    expect(res.headers["x"]).toBeUndefined();
    expectSecurityHeaders(res);
  });
});

describe("security headers on every response", () => {
  it("404, 200, and 304", async () => {
    expectSecurityHeaders(await raw("GET", "/no/such/page"));
    const ok = await raw("GET", "/about");
    expectSecurityHeaders(ok);
    const etag = ok.headers["etag"]!;
    const notModified = await raw("GET", "/about", `If-None-Match: ${etag}\r\n`);
    expect(notModified.status).toBe(304);
    expectSecurityHeaders(notModified);
  });
});

/** The headers `_headers` (as the build writes it) gives one path pattern, in its own block. */
function headersBlock(pattern: string): Record<string, string> {
  const block = headersFile().split(/\n(?=\S)/).find((b) => b.split("\n")[0] === pattern);
  expect(block, `_headers has a block for ${pattern}`).toBeDefined();
  const out: Record<string, string> = {};
  for (const line of block!.split("\n").slice(1)) {
    const m = /^ {2}([\w-]+): (.*)$/.exec(line);
    if (m) out[m[1]!.toLowerCase()] = m[2]!;
  }
  return out;
}

describe("the editor at /admin (issue 26)", () => {
  it.each(["/admin", "/admin/config.yml", "/admin/", "/admin/nope.js"])("%s gets /admin's CSP from _headers, not the site's", async (target) => {
    const res = await raw("GET", target);
    const wanted = headersBlock(target === "/admin" ? "/admin" : "/admin/*");
    expect(res.headers["content-security-policy"]).toBe(adminCsp());
    expect(wanted["content-security-policy"]).toBe(adminCsp());
    expect(res.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("serves the editor's page at /admin, and public pages keep the site's CSP", async () => {
    expect((await raw("GET", "/admin")).status).toBe(200);
    expect((await raw("GET", "/about")).headers["content-security-policy"]).toBe("frame-ancestors 'none'");
    expect((await raw("GET", "/administration")).headers["content-security-policy"]).toBe("frame-ancestors 'none'");
  });
});

describe("no request path takes the server down", () => {
  it("a few thousand random and encoded paths each get an answer, and the site still serves", async () => {
    // A seeded generator, so a failure names a path that can be replayed.
    let seed = 15;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const PIECES = ["/", "//", "\\", "%", "%0", "%zz", "%00", "%0d%0a", "%0D%0AX:1", "%2F", "%5C", "%2e%2e", "..", ".", "%C3%A9", "%C3", "%FF", "%E0%80%AF", "é", "日本", "a", "about", ".html", "?", "?q=%0d%0a", "#", "blog/", "gallery", "%25", "'", '"', "<", ">", "{", "|", "^", "`"];
    const RAW_BYTES = [0x00, 0x01, 0x07, 0x09, 0x0b, 0x7f, 0x80, 0xc3, 0xff];
    const started = Date.now();
    let count = 0;
    for (let i = 0; i < 3000 && Date.now() - started < 60_000; i++) {
      let target: string | Buffer = "/" + Array.from({ length: 1 + rand(8) }, () => PIECES[rand(PIECES.length)]).join("");
      if (i % 10 === 0) target = Buffer.concat([Buffer.from(target), Buffer.from([RAW_BYTES[rand(RAW_BYTES.length)]!]), Buffer.from("x/")]);
      if (i % 500 === 1) target = "/" + "a/".repeat(5000 + rand(20_000));
      const res = await raw(["GET", "HEAD", "POST"][rand(3)]!, target);
      expect(res.status, JSON.stringify(String(target)).slice(0, 200)).toBeGreaterThanOrEqual(200);
      if (res.headers["location"] !== undefined) expect(res.headers["location"]).toMatch(/^\/(?![/\\])/);
      count++;
    }
    expect(count).toBeGreaterThanOrEqual(1000);
    expect((await raw("GET", "/about")).status).toBe(200);
  }, 90_000);
});
