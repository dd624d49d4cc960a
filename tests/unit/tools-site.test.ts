/**
 * The editor and the preview as a site of their own (issue 26, decision 105): with TOOLS_DIR
 * the build moves /admin and /preview out of the public site into a second folder for a
 * subdomain, never indexed, with /admin's own CSP; the public site keeps neither.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { adminCsp } from "../../app/features/admin/headers";
import { TOOLS_NOINDEX, writeToolsSite } from "../../scripts/build/tools-site";

const dirs: string[] = [];
function fakeBuild(): { out: string; tools: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "tools-site-"));
  dirs.push(root);
  const out = path.join(root, "client");
  for (const [f, body] of [
    ["index.html", "home"],
    ["about.html", "about"],
    ["preview.html", "preview shell"],
    ["404.html", "not found"],
    ["admin/index.html", "editor"],
    ["admin/config.yml", "backend: {}"],
    ["assets/app-1.js", "x"],
    ["sitemap.xml", "<urlset/>"],
    ["rss.xml", "<rss/>"],
    ["robots.txt", "User-agent: *\nAllow: /\n"],
    ["_headers", "/*\n  X-Frame-Options: DENY\n"],
  ] as const) {
    fs.mkdirSync(path.dirname(path.join(out, f)), { recursive: true });
    fs.writeFileSync(path.join(out, f), body);
  }
  return { out, tools: path.join(root, "tools") };
}
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe("TOOLS_DIR: the editor and the preview on their own origin", () => {
  it("the public site keeps neither /admin nor /preview; its pages stay", () => {
    const { out, tools } = fakeBuild();
    expect(writeToolsSite(out, tools).sort()).toEqual(["admin", "preview.html"]);
    expect(fs.existsSync(path.join(out, "admin"))).toBe(false);
    expect(fs.existsSync(path.join(out, "preview.html"))).toBe(false);
    for (const f of ["index.html", "about.html", "404.html", "assets/app-1.js", "sitemap.xml"]) expect(fs.existsSync(path.join(out, f)), f).toBe(true);
  });

  it("the tools site has the editor, the preview and what they load, is never indexed, and sends /admin's CSP", () => {
    const { out, tools } = fakeBuild();
    writeToolsSite(out, tools);
    for (const f of ["admin/index.html", "admin/config.yml", "preview.html", "assets/app-1.js", "about.html", "404.html"]) expect(fs.existsSync(path.join(tools, f)), f).toBe(true);
    expect(fs.existsSync(path.join(tools, "sitemap.xml")) || fs.existsSync(path.join(tools, "rss.xml"))).toBe(false);
    expect(fs.readFileSync(path.join(tools, "robots.txt"), "utf8")).toBe("User-agent: *\nDisallow: /\n");
    const headers = fs.readFileSync(path.join(tools, "_headers"), "utf8");
    expect(headers.endsWith(TOOLS_NOINDEX)).toBe(true);
    expect(headers).toContain(`/admin/*\n  ! Content-Security-Policy\n  ! Cache-Control\n  Content-Security-Policy: ${adminCsp()}\n`);
  });

  it("refuses a TOOLS_DIR inside the public site's folder (it would be deployed with it)", () => {
    const { out } = fakeBuild();
    expect(() => writeToolsSite(out, path.join(out, "tools"))).toThrow(/outside the public site/);
    expect(fs.existsSync(path.join(out, "admin/index.html"))).toBe(true);
  });
});
