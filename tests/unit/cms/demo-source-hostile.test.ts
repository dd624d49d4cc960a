/**
 * The demo CMS loader (scripts/demo-cms/) reads Markdown files anyone with write access can
 * change. A `---js` front matter block is a program to gray-matter's default engines; the loader
 * must refuse it as the content check does (decision 075), never run it (issue 26).
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DemoSourceError, readDemoSource } from "../../../scripts/demo-cms/source";
import { tmpDir } from "./helpers";

const ROOT = process.cwd();

/** A project folder whose content/cms-demo holds `files` (relative to content/). */
function project(files: Record<string, string>): string {
  const root = tmpDir("demo-hostile-");
  for (const [rel, text] of Object.entries(files)) {
    const abs = path.join(root, "content", rel);
    fs.mkdirSync(path.dirname(abs), { recursive: true });
    fs.writeFileSync(abs, text);
  }
  return root;
}

/** A `---js` block that, if run, writes `marker` (the proof that code ran). */
const hostile = (marker: string) => `---js\n(function(){ require("node:fs").writeFileSync(${JSON.stringify(marker)}, "ran"); return { users: [], categories: [] }; })()\n---\nbody\n`;

async function problemsOf(root: string): Promise<string[]> {
  try {
    await readDemoSource(root);
  } catch (err) {
    if (err instanceof DemoSourceError) return err.problems.map((p) => `${p.file}: ${p.field}: ${p.message}`);
    throw err;
  }
  return [];
}

describe("demo CMS loader: front matter is YAML, never code", () => {
  it("refuses a ---js site.md with the content check's message, and its code never runs", async () => {
    const marker = path.join(tmpDir("demo-marker-"), "pwned");
    const root = project({ "cms-demo/site.md": hostile(marker) });
    expect(await problemsOf(root)).toEqual(['content/cms-demo/site.md: frontmatter: only YAML front matter is allowed: the first line must be "---", not "---js"']);
    expect(fs.existsSync(marker)).toBe(false);
  });

  it("refuses ---javascript in a post the same way", async () => {
    const marker = path.join(tmpDir("demo-marker-"), "pwned");
    const root = project({
      "cms-demo/site.md": fs.readFileSync(path.join(ROOT, "content", "cms-demo", "site.md"), "utf8"),
      "cms-demo/posts/evil.md": hostile(marker).replace("---js", "---javascript"),
    });
    expect(await problemsOf(root)).toContain('content/cms-demo/posts/evil.md: frontmatter: only YAML front matter is allowed: the first line must be "---", not "---javascript"');
    expect(fs.existsSync(marker)).toBe(false);
  });

  it("never runs a ---js block in the image catalogue (content/media/library.md)", async () => {
    const marker = path.join(tmpDir("demo-marker-"), "pwned");
    const root = project({
      "cms-demo/site.md": fs.readFileSync(path.join(ROOT, "content", "cms-demo", "site.md"), "utf8"),
      "media/library.md": hostile(marker),
    });
    await expect(readDemoSource(root)).rejects.toThrow('only YAML front matter is allowed: the first line must be "---", not "---js"');
    expect(fs.existsSync(marker)).toBe(false);
  });
});
