import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { checkStamp, contentFileDigest, inputKey, removeStamp, STAMP_FILE, writeStamp } from "../../scripts/build/build-stamp";
import { digest } from "../../app/content/inputs.server";

/**
 * The unchanged build (decision 132) on a small project of its own: the build's output is kept
 * only while every kind of input (content, the snapshot, the build's code, packages, environment,
 * date) and every output file are as the last successful build left them.
 * tests/unit/build-incremental.test.ts shows the same on real builds.
 */
let dir: string;
let root: string;
const saved = { CONTENT_DIR: process.env.CONTENT_DIR, BUILD_DIR: process.env.BUILD_DIR, TOOLS_DIR: process.env.TOOLS_DIR, BUILD_FULL: process.env.BUILD_FULL, STAMP_TEST: process.env.STAMP_TEST };
const day = new Date("2026-11-26T15:00:00Z");

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

const key = (now = day) => inputKey(now, root);
/** A build that ends now: the output stamped with the key it started with. */
const stamp = () => expect(writeStamp(key(), key())).toBe(true);
const check = () => checkStamp(key());
const out = (rel: string) => path.join(root, "build", rel);

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "build-stamp-"));
  root = path.join(dir, "project");
  write(path.join(root, "app/routes/home.tsx"), "export default 1;");
  write(path.join(root, "scripts/build/step.ts"), "export const step = 1;");
  write(path.join(root, "public/robots-extra.txt"), "x");
  write(path.join(root, "package-lock.json"), '{"lockfileVersion":3}');
  write(path.join(root, "node_modules/.package-lock.json"), '{"packages":{"node_modules/react":{"version":"19.2.9"}}}');
  write(path.join(root, "content/pages/faq.md"), "---\ntitle: FAQ\n---\n");
  write(path.join(root, "content/cms/posts.json"), JSON.stringify([{ slug: "a", title: "A" }, { slug: "b", title: "B" }]));
  write(out("client/index.html"), "<html>home</html>");
  write(out("client/blog/a.html"), "<html>a</html>");
  write(out("nginx/site.conf"), "server {}");
  process.env.CONTENT_DIR = path.join(root, "content");
  process.env.BUILD_DIR = path.join(root, "build");
  delete process.env.TOOLS_DIR;
  delete process.env.BUILD_FULL;
  delete process.env.STAMP_TEST;
  stamp();
});

afterEach(() => {
  for (const [k, v] of Object.entries(saved)) if (v === undefined) delete process.env[k];
  else process.env[k] = v;
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("a content file's digest for the page plan, from the inputs' key", () => {
  it("is the page cache's digest of its bytes, and the new bytes' once the file is written", () => {
    const file = path.join(root, "content/pages/faq.md");
    key();
    expect(contentFileDigest(file)).toBe(digest(fs.readFileSync(file)));
    // Same size, written later: its stat differs, so it is read again.
    fs.writeFileSync(file, "---\ntitle: FAQs\n---");
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(file, later, later);
    expect(contentFileDigest(file)).toBe(digest(fs.readFileSync(file)));
    expect(contentFileDigest(path.join(root, "content/pages/gone.md"))).toBeUndefined();
  });
});

describe("the unchanged build", () => {
  it("keeps the output when nothing changed", () => {
    expect(fs.existsSync(out(STAMP_FILE))).toBe(true);
    expect(check()).toEqual({ keep: true });
  });

  it("does the work when a content file changes", () => {
    write(path.join(root, "content/pages/faq.md"), "---\ntitle: FAQs\n---\n");
    expect(check()).toEqual({ keep: false, why: "the content folder changed" });
  });

  it("does the work when one snapshot record changes, or a content file is added or removed", () => {
    write(path.join(root, "content/cms/posts.json"), JSON.stringify([{ slug: "a", title: "A" }, { slug: "b", title: "B (revised)" }]));
    expect(check()).toMatchObject({ keep: false, why: "the content folder changed" });
    stamp();
    write(path.join(root, "content/pages/new.md"), "");
    expect(check()).toMatchObject({ keep: false, why: "the content folder changed" });
    stamp();
    fs.rmSync(path.join(root, "content/pages/new.md"));
    expect(check()).toMatchObject({ keep: false, why: "the content folder changed" });
  });

  it("follows symbolic links in the content folder (the bench shares the committed media)", () => {
    write(path.join(dir, "media/photo.jpg"), "jpeg 1");
    fs.symlinkSync(path.join(dir, "media"), path.join(root, "content/media"));
    stamp();
    write(path.join(dir, "media/photo.jpg"), "jpeg 2");
    expect(check()).toMatchObject({ keep: false, why: "the content folder changed" });
  });

  it("does the work when a build script, an app module, a config, the lock file or the installed packages change", () => {
    const edits: [string, string][] = [
      ["scripts/build/step.ts", "export const step = 2;"],
      ["app/routes/home.tsx", "export default 2;"],
      ["vite.config.ts", "export default {};"],
      ["package-lock.json", '{"lockfileVersion":3,"packages":{}}'],
      ["node_modules/.package-lock.json", '{"packages":{"node_modules/react":{"version":"19.2.10"}}}'],
      ["public/robots-extra.txt", "y"],
    ];
    for (const [rel, text] of edits) {
      write(path.join(root, rel), text);
      expect(check(), rel).toEqual({ keep: false, why: "the build's code, configuration or packages changed" });
      stamp();
      expect(check(), rel).toEqual({ keep: true });
    }
  });

  it("does the work when an environment variable changes, or on another day (offers' validity)", () => {
    process.env.STAMP_TEST = "1";
    expect(check()).toEqual({ keep: false, why: "an environment variable changed" });
    delete process.env.STAMP_TEST;
    expect(check()).toEqual({ keep: true });
    // 04:00 UTC on the 27th is still the 26th in Mississauga; 06:00 is not.
    expect(checkStamp(key(new Date("2026-11-27T04:00:00Z")))).toEqual({ keep: true });
    expect(checkStamp(key(new Date("2026-11-27T06:00:00Z")))).toEqual({ keep: false, why: "the date changed (offers' validity)" });
  });

  it("a variable the build's own process sets (sharp sets VIPSHOME when it loads) does not make the build's inputs differ from its start", async () => {
    const saved = process.env.VIPSHOME;
    try {
      delete process.env.VIPSHOME;
      const before = key();
      await import("sharp");
      process.env.VIPSHOME ??= "/target";
      expect(key().environment).toBe(before.environment);
    } finally {
      if (saved === undefined) delete process.env.VIPSHOME;
      else process.env.VIPSHOME = saved;
    }
  });

  it("does the work when an output file was removed, added, edited or touched, even with its time put back", () => {
    fs.rmSync(out("client/blog/a.html"));
    expect(check()).toMatchObject({ keep: false, why: expect.stringMatching(/blog\/a\.html was removed$/) });
    write(out("client/blog/a.html"), "<html>a</html>");
    stamp();

    write(out("client/blog/extra.html"), "");
    expect(check()).toMatchObject({ keep: false, why: expect.stringMatching(/blog\/extra\.html was added$/) });
    fs.rmSync(out("client/blog/extra.html"));
    expect(check()).toEqual({ keep: true });

    // Same size, modification time put back (a whole second, which utimes sets exactly): the change time still moves.
    const file = out("client/index.html");
    fs.utimesSync(file, 1_700_000_000, 1_700_000_000);
    stamp();
    fs.writeFileSync(file, "<html>HOME</html>");
    fs.utimesSync(file, 1_700_000_000, 1_700_000_000);
    expect(check()).toMatchObject({ keep: false, why: expect.stringMatching(/index\.html was changed$/) });
    stamp();

    const now = new Date();
    fs.utimesSync(out("nginx/site.conf"), now, now);
    expect(check()).toMatchObject({ keep: false, why: expect.stringMatching(/site\.conf was changed$/) });
  });

  it("covers the tools site's folder when TOOLS_DIR is set", () => {
    process.env.TOOLS_DIR = path.join(dir, "tools");
    write(path.join(dir, "tools/admin/index.html"), "admin");
    expect(check()).toMatchObject({ keep: false });
    stamp();
    expect(check()).toEqual({ keep: true });
    write(path.join(dir, "tools/admin/index.html"), "admin 2");
    expect(check()).toMatchObject({ keep: false, why: expect.stringMatching(/admin\/index\.html was changed$/) });
  });

  it("never stamps a build whose inputs changed while it ran, nor keeps one that stopped half-way", () => {
    const started = key();
    removeStamp();
    expect(check()).toEqual({ keep: false, why: "no stamp of a finished build in the build folder" });
    write(path.join(root, "content/cms/posts.json"), "[]");
    expect(writeStamp(started, key())).toBe(false);
    expect(check()).toMatchObject({ keep: false });
  });

  it("does the work when BUILD_FULL=1 or the stamp is damaged", () => {
    process.env.BUILD_FULL = "1";
    expect(checkStamp(key())).toEqual({ keep: false, why: "BUILD_FULL=1" });
    delete process.env.BUILD_FULL;
    fs.writeFileSync(out(STAMP_FILE), "{");
    expect(check()).toMatchObject({ keep: false });
  });
});
