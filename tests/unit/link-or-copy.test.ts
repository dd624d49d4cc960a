import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { linkOrCopy } from "../../scripts/build/files";

/**
 * How the build puts a cached page into build/client (decision 143): a hard link where the file
 * system allows one, a copy where it does not, and never a write into a file that is there (it
 * may be another name of a cached page).
 */
let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "link-or-copy-"));
});
afterEach(() => {
  vi.restoreAllMocks();
  fs.rmSync(dir, { recursive: true, force: true });
});

const at = (name: string) => path.join(dir, name);

it("links the file, creating the folder, so that nothing is written", () => {
  fs.writeFileSync(at("entry.html"), "<p>cached</p>");
  linkOrCopy(at("entry.html"), at("client/blog/post.html"));
  expect(fs.readFileSync(at("client/blog/post.html"), "utf8")).toBe("<p>cached</p>");
  expect(fs.statSync(at("client/blog/post.html")).ino).toBe(fs.statSync(at("entry.html")).ino);
});

it("replaces a file that is there without writing into it: the file's other name keeps its bytes", () => {
  fs.writeFileSync(at("old-entry.html"), "<p>old</p>");
  fs.linkSync(at("old-entry.html"), at("post.html"));
  fs.writeFileSync(at("new-entry.html"), "<p>new</p>");
  linkOrCopy(at("new-entry.html"), at("post.html"));
  expect(fs.readFileSync(at("post.html"), "utf8")).toBe("<p>new</p>");
  expect(fs.readFileSync(at("old-entry.html"), "utf8")).toBe("<p>old</p>");
});

it.each(["EXDEV", "EPERM", "EMLINK"])("copies when the file system cannot link (%s), still replacing what is there", (code) => {
  fs.writeFileSync(at("old-entry.html"), "<p>old</p>");
  fs.linkSync(at("old-entry.html"), at("post.html"));
  fs.writeFileSync(at("entry.html"), "<p>cached</p>");
  vi.spyOn(fs, "linkSync").mockImplementation(() => {
    throw Object.assign(new Error(`${code}: cannot link`), { code });
  });
  linkOrCopy(at("entry.html"), at("post.html"));
  expect(fs.readFileSync(at("post.html"), "utf8")).toBe("<p>cached</p>");
  expect(fs.statSync(at("post.html")).ino).not.toBe(fs.statSync(at("entry.html")).ino);
  expect(fs.readFileSync(at("old-entry.html"), "utf8")).toBe("<p>old</p>");
});

it("fails when the file to link is missing, and leaves no file behind", () => {
  fs.writeFileSync(at("post.html"), "<p>stale</p>");
  expect(() => linkOrCopy(at("missing.html"), at("post.html"))).toThrow(/ENOENT/);
  expect(fs.existsSync(at("post.html"))).toBe(false);
});
