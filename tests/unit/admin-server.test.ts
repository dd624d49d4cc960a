/**
 * `npm run admin` under hostile requests (issue 26, decision 106): decap-server behind it writes
 * only under content/ (never content/cms/, never through a link out of it, never by `..`) and
 * answers only pages of its own origin, so another local page or a DNS-rebinding name gets
 * nothing. The editor's own calls still work. Port: a free one (port 0), on 127.0.0.1.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAdmin } from "../../scripts/admin/serve";
import { writeFiles } from "../fixtures/files";

/** Set once the server listens on the free port it was given. */
let PORT = 0;
let OWN = "";

let root: string;
let outside: string;
let server: { close: () => Promise<void> } | undefined;

interface Res {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}
interface Opts {
  /** The Origin header; null sends none (default: the editor's own). */
  origin?: string | null;
  host?: string;
  body?: unknown;
  headers?: Record<string, string>;
}
/** One request with any Host and Origin (fetch would not send a Host of our choosing). */
function send(method: string, target: string, { origin = OWN, host = `127.0.0.1:${PORT}`, body, headers = {} }: Opts = {}): Promise<Res> {
  return new Promise((resolve, reject) => {
    const data = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const req = http.request(
      { host: "127.0.0.1", port: PORT, method, path: target, headers: { host, ...(origin === null ? {} : { origin }), ...(data ? { "content-type": "application/json", "content-length": String(data.length) } : {}), ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
      },
    );
    req.on("error", reject);
    req.end(data);
  });
}
const api = (body: unknown, opts: Omit<Opts, "body"> = {}) => send("POST", "/api/v1", { ...opts, body });
const persist = (p: string, raw = "---\ntitle: Pwned\n---\n", extra: Record<string, unknown> = {}) =>
  api({ action: "persistEntry", params: { branch: "main", dataFiles: [{ slug: "x", path: p, raw, ...extra }], assets: [], options: { commitMessage: "m", useWorkflow: false, status: "draft" } } });
const exists = (rel: string) => fs.existsSync(path.join(root, rel));

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "admin-guard-"));
  outside = fs.mkdtempSync(path.join(os.tmpdir(), "admin-outside-"));
  writeFiles(root, [
    ["package.json", "{}\n"],
    ["content/pages/about.md", "---\ntitle: About\n---\n"],
    ["content/cms/posts.json", "[]\n"],
  ]);
  fs.symlinkSync(outside, path.join(root, "content", "elsewhere"));
  fs.symlinkSync(path.join(root, "package.json"), path.join(root, "content", "pkg.json"));
  const started = await startAdmin({ port: 0, root, quiet: true });
  server = started;
  PORT = started.port;
  OWN = `http://127.0.0.1:${PORT}`;
});

afterAll(async () => {
  await server?.close();
  fs.rmSync(root, { recursive: true, force: true });
  fs.rmSync(outside, { recursive: true, force: true });
});

describe("the editor's own calls", () => {
  it("reads and writes a file under content/ from its own page (127.0.0.1 and localhost)", async () => {
    const got = await api({ action: "getEntry", params: { branch: "main", path: "content/pages/about.md" } });
    expect(got.status, got.body).toBe(200);
    expect(JSON.parse(got.body).data).toContain("title: About");
    const saved = await persist("content/pages/about.md", "---\ntitle: About us\n---\n");
    expect(saved.status, saved.body).toBe(200);
    expect(fs.readFileSync(path.join(root, "content/pages/about.md"), "utf8")).toContain("About us");
    const viaLocalhost = await api({ action: "getEntry", params: { branch: "main", path: "content/pages/about.md" } }, { origin: `http://localhost:${PORT}`, host: `localhost:${PORT}` });
    expect(viaLocalhost.status).toBe(200);
  });

  it("serves /admin/ with its own CSP", async () => {
    const page = await send("GET", "/admin/", { origin: null });
    expect(page.status).toBe(200);
    expect(page.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  });
});

describe("writes only under content/", () => {
  it.each([
    ["a project file", "package.json"],
    ["a script", "scripts/evil.ts"],
    ["a workflow", ".github/workflows/evil.yml"],
    ["content/ then ..", "content/../package.json"],
    ["a parent folder", "../escaped.md"],
    ["an absolute path", "/tmp/escaped.md"],
    ["backslashes", "content\\..\\package.json"],
    ["the CMS snapshot", "content/cms/posts.json"],
    ["the CMS snapshot in capitals (one folder on a case-insensitive disk)", "content/CMS/posts.json"],
    ["the CMS snapshot with a trailing dot (one folder on Windows)", "content/cms./posts.json"],
    ["a link to a folder outside", "content/elsewhere/evil.md"],
    ["a link to a project file", "content/pkg.json"],
  ])("refuses %s (%s) and writes nothing", async (_what, p) => {
    const res = await persist(p);
    expect(res.status, res.body).toBe(403);
    expect(res.body).toContain("npm run admin refused");
    expect(fs.readFileSync(path.join(root, "package.json"), "utf8")).toBe("{}\n");
    expect(fs.readFileSync(path.join(root, "content/cms/posts.json"), "utf8")).toBe("[]\n");
    expect(exists("scripts/evil.ts") || exists(".github/workflows/evil.yml") || fs.readdirSync(outside).length > 0).toBe(false);
    expect(fs.existsSync(path.join(path.dirname(root), "escaped.md"))).toBe(false);
  });

  it("refuses a move of an entry sent without dataFiles (decap-server then moves entry.path to entry.newPath)", async () => {
    const res = await api({ action: "persistEntry", params: { entry: { path: "content/pages/x.md", raw: "x", newPath: ".github/workflows/evil.yml" }, assets: [] } });
    expect(res.status, res.body).toBe(403);
    const full = await api({ action: "persistEntry", params: { branch: "main", entry: { slug: "x", path: "content/pages/x.md", raw: "x", newPath: ".github/workflows/evil.yml" }, assets: [], options: { commitMessage: "m", useWorkflow: false, status: "draft" } } });
    expect(full.status, full.body).toBe(403);
    expect(exists(".github/workflows/evil.yml") || exists("content/pages/x.md")).toBe(false);
  });

  it("refuses a move out of content/ itself (decap-server moves the whole folder, content/cms/ with it)", async () => {
    fs.writeFileSync(path.join(root, "content/top.md"), "x");
    const res = await persist("content/top.md", "x", { newPath: "content/pages/top.md" });
    expect(res.status, res.body).toBe(403);
    expect(fs.readFileSync(path.join(root, "content/cms/posts.json"), "utf8")).toBe("[]\n");
    expect(exists("content/pages/cms")).toBe(false);
    fs.rmSync(path.join(root, "content/top.md"));
  });

  it("refuses a move, an asset, a media upload or a deletion that leaves content/", async () => {
    const asset = { path: "public/evil.svg", content: Buffer.from("<svg/>").toString("base64"), encoding: "base64" };
    const attempts = [
      await persist("content/pages/about.md", "---\ntitle: x\n---\n", { newPath: "app/root.md" }),
      await api({ action: "persistEntry", params: { branch: "main", dataFiles: [{ slug: "x", path: "content/pages/new.md", raw: "x" }], assets: [asset], options: { commitMessage: "m", useWorkflow: false, status: "draft" } } }),
      await api({ action: "persistMedia", params: { branch: "main", asset, options: { commitMessage: "m" } } }),
      await api({ action: "deleteFile", params: { branch: "main", path: "package.json", options: { commitMessage: "m" } } }),
      await api({ action: "deleteFiles", params: { branch: "main", paths: ["content/pages/about.md", "package.json"], options: { commitMessage: "m" } } }),
    ];
    expect(attempts.map((r) => r.status)).toEqual([403, 403, 403, 403, 403]);
    expect(exists("package.json") && exists("content/pages/about.md")).toBe(true);
    expect(exists("app/root.md") || exists("public/evil.svg") || exists("content/pages/new.md")).toBe(false);
  });

  it("reads nothing outside content/ either, and refuses actions the editor does not use", async () => {
    const reads = [
      await api({ action: "getEntry", params: { branch: "main", path: "package.json" } }),
      await api({ action: "getMediaFile", params: { branch: "main", path: "content/pkg.json" } }),
      await api({ action: "entriesByFolder", params: { branch: "main", folder: ".", extension: "json", depth: 1 } }),
      await api({ action: "entriesByFiles", params: { branch: "main", files: [{ path: "content/pages/about.md" }, { path: "package.json" }] } }),
      await api({ action: "getMedia", params: { branch: "main", mediaFolder: "content/elsewhere" } }),
      await api({ action: "unpublishedEntries", params: { branch: "main" } }),
      await api({ nothing: true }),
    ];
    expect(reads.map((r) => r.status)).toEqual([403, 403, 403, 403, 403, 403, 403]);
  });
});

describe("answers only its own origin", () => {
  it.each([
    ["another local dev server", "http://localhost:3000"],
    ["the same host on another port", "http://127.0.0.1:5173"],
    ["a public site", "https://evil.example"],
    ["a sandboxed frame or file://", "null"],
  ])("an API call from %s (%s) gets 403 and no CORS grant", async (_what, origin) => {
    const res = await api({ action: "getEntry", params: { branch: "main", path: "content/pages/about.md" } }, { origin });
    expect(res.status).toBe(403);
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
    const write = await api({ action: "deleteFile", params: { branch: "main", path: "content/pages/about.md", options: { commitMessage: "m" } } }, { origin });
    expect(write.status).toBe(403);
    expect(exists("content/pages/about.md")).toBe(true);
    const preflight = await send("OPTIONS", "/api/v1", { origin, headers: { "access-control-request-method": "POST", "access-control-request-headers": "content-type" } });
    expect(preflight.status).toBe(403);
    expect(preflight.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("an API call with no Origin (not from a page of the editor) gets 403, however the path is spelled", async () => {
    const body = { action: "getEntry", params: { branch: "main", path: "content/pages/about.md" } };
    for (const target of ["/api/v1", "/API/v1", "/Api/V1/"]) expect((await send("POST", target, { origin: null, body })).status, target).toBe(403);
  });

  it("a DNS-rebinding name (Host: evil.example) gets 403 for the page and the API, even with a matching Origin", async () => {
    const host = `evil.example:${PORT}`;
    expect((await send("GET", "/admin/", { host, origin: null })).status).toBe(403);
    expect((await api({ action: "getEntry", params: { branch: "main", path: "content/pages/about.md" } }, { host, origin: `http://${host}` })).status).toBe(403);
  });
});
