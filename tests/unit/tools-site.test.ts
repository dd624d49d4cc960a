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
import { TOOLS_MARKER, TOOLS_NOINDEX, toolsDirProblem, writeToolsSite } from "../../scripts/build/tools-site";
import { writeFiles } from "../fixtures/files";

const dirs: string[] = [];
function fakeBuild(): { out: string; tools: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "tools-site-"));
  dirs.push(root);
  const out = path.join(root, "client");
  writeFiles(out, [
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
  ]);
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

describe("TOOLS_DIR never deletes what the step did not write", () => {
  /** A project in a temporary folder: base/project/{package.json, content/, build/client/}. */
  function fakeProject(): { base: string; root: string; out: string } {
    const base = fs.mkdtempSync(path.join(os.tmpdir(), "tools-site-project-"));
    dirs.push(base);
    const root = path.join(base, "project");
    const out = path.join(root, "build", "client");
    for (const f of ["package.json", "content/pages/about.md", "build/client/index.html", "build/client/admin/index.html", "build/server/index.js"]) {
      fs.mkdirSync(path.dirname(path.join(root, f)), { recursive: true });
      fs.writeFileSync(path.join(root, f), "x");
    }
    fs.writeFileSync(path.join(base, "neighbour.txt"), "keep");
    return { base, root, out };
  }
  const intact = ({ base, root }: { base: string; root: string }) => {
    for (const f of ["project/package.json", "project/content/pages/about.md", "project/build/client/index.html", "project/build/client/admin/index.html", "project/build/server/index.js", "neighbour.txt"]) {
      expect(fs.existsSync(path.join(base, f)), f).toBe(true);
    }
    expect(fs.existsSync(path.join(root, TOOLS_MARKER)) || fs.existsSync(path.join(base, TOOLS_MARKER))).toBe(false);
  };

  it.each([
    ["the project (TOOLS_DIR=.)", (p: { root: string }) => p.root, /is the project .* or one of its parents/],
    ["a parent of the project (TOOLS_DIR=..)", (p: { base: string }) => p.base, /is the project .* or one of its parents/],
    ["the build folder (TOOLS_DIR=build)", (p: { root: string }) => path.join(p.root, "build"), /holds the public site's folder/],
  ])("refuses %s, naming TOOLS_DIR, and deletes nothing", (_what, pick, why) => {
    const p = fakeProject();
    expect(() => writeToolsSite(p.out, pick(p as { base: string; root: string }), p.root)).toThrow(why);
    expect(() => writeToolsSite(p.out, pick(p as { base: string; root: string }), p.root)).toThrow(/^TOOLS_DIR /);
    intact(p);
  });

  it("refuses the home folder", () => {
    const p = fakeProject();
    const home = path.join(p.base, "home");
    fs.mkdirSync(home);
    fs.writeFileSync(path.join(home, "notes.txt"), "mine");
    expect(toolsDirProblem(p.out, home, p.root, home)).toMatch(/^TOOLS_DIR .* is the home folder/);
    expect(() => writeToolsSite(p.out, home, p.root)).toThrow(/^TOOLS_DIR /);
    expect(fs.readFileSync(path.join(home, "notes.txt"), "utf8")).toBe("mine");
    intact(p);
  });

  it("refuses a folder with files it did not write; writes a missing or empty one and clears its own on the next build", () => {
    const p = fakeProject();
    const other = path.join(p.base, "documents");
    fs.mkdirSync(other);
    fs.writeFileSync(path.join(other, "thesis.txt"), "mine");
    expect(() => writeToolsSite(p.out, other, p.root)).toThrow(/TOOLS_DIR .* did not write/);
    expect(fs.readFileSync(path.join(other, "thesis.txt"), "utf8")).toBe("mine");

    const tools = path.join(p.base, "tools");
    writeToolsSite(p.out, tools, p.root);
    expect(fs.existsSync(path.join(tools, TOOLS_MARKER))).toBe(true);
    fs.writeFileSync(path.join(tools, "stale.html"), "old");
    fs.mkdirSync(path.join(p.out, "admin"), { recursive: true });
    fs.writeFileSync(path.join(p.out, "admin/index.html"), "editor");
    writeToolsSite(p.out, tools, p.root);
    expect(fs.existsSync(path.join(tools, "stale.html"))).toBe(false);
    expect(fs.existsSync(path.join(tools, "admin/index.html"))).toBe(true);

    const empty = path.join(p.base, "empty");
    fs.mkdirSync(empty);
    fs.mkdirSync(path.join(p.out, "admin"), { recursive: true });
    fs.writeFileSync(path.join(p.out, "admin/index.html"), "editor");
    expect(writeToolsSite(p.out, empty, p.root)).toEqual(["admin"]);
  });
});
