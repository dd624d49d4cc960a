/**
 * Content files are read as data, never run (decision 075): front matter is YAML only, aliases
 * are refused before anything expands, names and image references are checked. Each case is a
 * hostile file that would do harm (run code, stall the check, escape content/media/) if the
 * defence went away.
 */
import fs from "node:fs";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { scratchContent } from "../../tests/fixtures/scratch-content";
import { formatProblem } from "./errors";
import { checkAllContent } from "./registry.server";
import { parseContentFile } from "./read.server";
import { simplePageSchema } from "./schemas";

const scratch = scratchContent("hostile-");
const { write } = scratch;
const realContent = path.resolve("content");
const PAGE = "meta:\n  title: T\n  description: D\nheading: H\n";

function problems(abs: string) {
  const res = parseContentFile(abs, simplePageSchema);
  // The reader's own display path (control characters escaped), shown relative to the temp folder.
  const prefix = `${path.relative(process.cwd(), scratch.dir)}/`;
  return res.ok ? [] : res.problems.map((p) => formatProblem({ ...p, file: p.file.startsWith(prefix) ? p.file.slice(prefix.length) : p.file }));
}

describe("front matter is YAML, never code", () => {
  it.each(["js", "javascript", "coffee", " js", "json"])("a ---%s block is refused and never runs", (lang) => {
    const marker = path.join(scratch.dir, "pwned.txt");
    const code =
      lang.trim() === "coffee"
        ? `require("fs").writeFileSync ${JSON.stringify(marker)}, "x"`
        : lang.trim() === "json"
          ? `{"heading": "H"}`
          : `require("fs").writeFileSync(${JSON.stringify(marker)}, "x"); module.exports = {}`;
    const abs = write("pages/x.md", `---${lang}\n${code}\n---\nBody\n`);
    expect(problems(abs)).toEqual([`pages/x.md: frontmatter: only YAML front matter is allowed: the first line must be "---", not "---${lang.trim()}"`]);
    expect(fs.existsSync(marker)).toBe(false);
  });

  it("npm run check:content names the file and writes nothing", () => {
    fs.cpSync(realContent, scratch.dir, { recursive: true, filter: (src) => !src.includes(`${path.sep}media`) && !src.includes(`${path.sep}cms${path.sep}`) });
    const marker = path.join(scratch.dir, "pwned.txt");
    const offer = fs.readdirSync(path.join(scratch.dir, "offers")).find((f) => f.endsWith(".md"))!;
    write(`offers/${offer}`, `---js\nrequire("fs").writeFileSync(${JSON.stringify(marker)}, "x"); module.exports = {}\n---\n`);
    const lines = checkAllContent().problems.map(formatProblem).filter((l) => l.includes(offer));
    expect(lines).toEqual([`${path.relative(process.cwd(), scratch.dir)}/offers/${offer}: frontmatter: only YAML front matter is allowed: the first line must be "---", not "---js"`]);
    expect(fs.existsSync(marker)).toBe(false);
  });
});

describe("aliases cannot make the check slow", () => {
  it("a file of nested aliases (billion laughs) is refused before any alias is expanded", () => {
    const levels = ["a: &a [x, x, x, x, x, x, x, x, x, x]"];
    for (let i = 1; i < 12; i++) levels.push(`${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(10).fill(`*${String.fromCharCode(96 + i)}`).join(", ")}]`);
    const abs = write("pages/x.md", `---\n${PAGE}${levels.join("\n")}\n---\n`);
    // Expanded, it would be 10^12 values; the yaml library's own guard would then answer with
    // its "Excessive alias count" error, not this message, which the check gives before expanding.
    expect(problems(abs)).toEqual(["pages/x.md: frontmatter: YAML aliases are not allowed (found *a): write the value out in full"]);
  });

  it("a single harmless alias is refused too, with the same message", () => {
    const abs = write("pages/x.md", `---\nmeta: &m\n  title: T\n  description: D\nheading: H\nother: *m\n---\n`);
    expect(problems(abs)).toEqual(["pages/x.md: frontmatter: YAML aliases are not allowed (found *m): write the value out in full"]);
  });

  it("an oversized file is refused before parsing", () => {
    const abs = write("pages/x.md", `---\n${PAGE}---\n${"x".repeat(300 * 1024)}\n`);
    expect(problems(abs)).toEqual(["pages/x.md: frontmatter: the file is larger than 256 KB"]);
  });
});

describe("file names", () => {
  it.each([
    ["a control character", "bad\u0007name", "the file name must not contain control characters", "pages/bad\\u0007name.md"],
    ["a carriage return", "bad\rname", "the file name must not contain control characters", "pages/bad\\u000dname.md"],
    ["a backslash", "..\\..\\etc", "the file name must not contain / or \\", "pages/..\\..\\etc.md"],
    ["101 characters", "a".repeat(101), "the file name must be at most 100 characters", `pages/${"a".repeat(101)}.md`],
  ])("a name with %s is refused, shown escaped", (_what, name, message, shown) => {
    const abs = write(`pages/${name}.md`, `---\n${PAGE}---\n`);
    expect(problems(abs)).toEqual([`${shown}: (file): ${message}`]);
  });

  it("100 characters are fine", () => {
    expect(problems(write(`pages/${"a".repeat(100)}.md`, `---\n${PAGE}---\n`))).toEqual([]);
  });
});

describe("image references stay in content/media/", () => {
  beforeEach(() => {
    write("media/library/ok.jpg", "jpeg");
    write("secret/outside.jpg", "jpeg");
  });

  it("a reference inside media/ that exists passes", () => {
    const abs = write("pages/y.md", `---\nmeta:\n  title: T\n  description: D\n  shareImage: { src: media/library/ok.jpg, alt: A kitchen }\nheading: H\n---\n`);
    expect(problems(abs)).toEqual([]);
  });

  it.each([
    ["media/../secret/outside.jpg", "must stay under content/media/: no . or .. folders"],
    ["media/library/../../secret/outside.jpg", "must stay under content/media/: no . or .. folders"],
    ["media/%2e%2e/secret/outside.jpg", "must be an image path under content/, like media/library/kitchen-01.jpg"],
    ["/etc/outside.jpg", "must be an image path under content/, like media/library/kitchen-01.jpg"],
    ["../secret/outside.jpg", "must be an image path under content/, like media/library/kitchen-01.jpg"],
  ])("%s is refused", (ref, schemaMessage) => {
    const abs = write("pages/x.md", `---\nmeta:\n  title: T\n  description: D\n  shareImage: { src: ${JSON.stringify(ref)}, alt: A kitchen }\nheading: H\n---\n`);
    const out = problems(abs);
    expect(out[0]).toBe(`pages/x.md: meta.shareImage.src: ${schemaMessage}`);
    if (ref.startsWith("media/")) expect(out[1]).toBe(`pages/x.md: meta.shareImage.src: image must be a file under content/media/: ${JSON.stringify(ref)}`);
  });

  it("a symlink inside media/ that leads out is refused", () => {
    fs.symlinkSync(path.join(scratch.dir, "secret/outside.jpg"), path.join(scratch.dir, "media/library/link.jpg"));
    const abs = write("pages/x.md", `---\nmeta:\n  title: T\n  description: D\n  shareImage: { src: media/library/link.jpg, alt: A kitchen }\nheading: H\n---\n`);
    expect(problems(abs)).toEqual(['pages/x.md: meta.shareImage.src: image must be a file under content/media/: "media/library/link.jpg"']);
  });
});
