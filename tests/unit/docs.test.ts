/**
 * Docs that cannot drift (issue 27): every repository path a README or a decision record names
 * in backticks exists, every `~/` module a comment names resolves, and docs/decisions/README.md
 * indexes exactly the records in its folder, each opening with a `Date:` and a `Status:` line.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const SKIP_DIRS = new Set(["node_modules", ".git", "build", ".cache", ".tmp", ".react-router", "test-results"]);

function files(dir: string, test: (f: string) => boolean): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return SKIP_DIRS.has(e.name) ? [] : files(p, test);
    return test(p) ? [p] : [];
  });
}

/** Folders at the repository's top level whose paths the docs name. */
const TOP_FOLDERS = ["app/", "scripts/", "tests/", "content/", "docs/", "public/", "wordpress-plugin/", ".github/", ".ci/"];
/** Files at the top level, named bare. */
const ROOT_FILE = /^(package(-lock)?\.json|tsconfig\.json|(react-router|vite|vitest|uno|playwright)\.config\.ts)$/;
/** Files a command makes while it runs, named by the docs that describe it. */
const RUN_TIME = new Set(["content/.cms.lock"]);

/**
 * A backticked text that names a file or folder of the repository, cleaned of a `:line` or
 * `#anchor`; undefined for anything else: commands, URL paths like `/blog/x`, globs (`*`),
 * placeholders (`NNN`, `<slug>`, `{group}`, `…`).
 */
export function repositoryPath(code: string): string | undefined {
  // A span with spaces is a command or a message, not a path.
  if (/\s/.test(code.trim())) return undefined;
  const p = code.trim().replace(/[#:].*$/, "").replace(/[.,;]$/, "");
  if (!p || /[*<>{}$]|NNN|…|\.\.\./.test(p)) return undefined;
  if (TOP_FOLDERS.some((f) => p.startsWith(f)) || ROOT_FILE.test(p)) return p;
  return undefined;
}

/** Backticked spans of a Markdown file (one broken over two lines joined), fenced code blocks left out. */
function backticked(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, "");
  return [...prose.matchAll(/`([^`]+)`/g)].map((m) => m[1]!.replace(/\n\s*/g, ""));
}

const docs = () => [...files(".", (f) => path.basename(f) === "README.md"), ...files("docs/decisions", (f) => f.endsWith(".md"))];

describe("docs name only what exists", () => {
  it("recognises repository paths and ignores the rest", () => {
    expect(repositoryPath("app/features/sections/parts.ts")).toBe("app/features/sections/parts.ts");
    expect(repositoryPath("scripts/serve.ts:42")).toBe("scripts/serve.ts");
    expect(repositoryPath("package.json")).toBe("package.json");
    expect(repositoryPath("/blog/x")).toBeUndefined();
    expect(repositoryPath("content/services/*.md")).toBeUndefined();
    expect(repositoryPath("docs/decisions/NNN-title.md")).toBeUndefined();
    expect(repositoryPath("content/services/{group}/<slug>.md")).toBeUndefined();
    expect(repositoryPath("npm run build")).toBeUndefined();
    expect(repositoryPath("content/offers/x.md: (body): text below the frontmatter")).toBeUndefined();
  });

  it("every backticked repository path in a README or a decision record exists", () => {
    const all = docs();
    expect(all.length).toBeGreaterThan(50);
    const missing = all.flatMap((doc) =>
      backticked(fs.readFileSync(doc, "utf8"))
        .map(repositoryPath)
        .filter((p): p is string => p !== undefined && !RUN_TIME.has(p) && !fs.existsSync(p))
        .map((p) => `${doc}: ${p}`),
    );
    expect([...new Set(missing)]).toEqual([]);
  });

  it("every ~/ module a comment in app/, scripts/ or tests/ names resolves to a file", () => {
    const sources = ["app", "scripts", "tests"].flatMap((d) => files(d, (f) => /\.(tsx?|mts)$/.test(f)));
    const resolves = (spec: string) => {
      const base = path.join("app", spec.replace(/^~\//, "").replace(/[.,;:)]+$/, ""));
      return [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")].some((f) => fs.existsSync(f));
    };
    const unresolved = sources.flatMap((f) =>
      fs
        .readFileSync(f, "utf8")
        .split("\n")
        .filter((line) => /^\s*(\/\/|\/?\*)/.test(line) || /\s\/\/\s/.test(line))
        .flatMap((line) => [...line.matchAll(/~\/[\w./-]+/g)].map((m) => m[0]))
        .filter((spec) => !/[*]/.test(spec) && !resolves(spec))
        .map((spec) => `${f}: ${spec}`),
    );
    expect(unresolved).toEqual([]);
  });
});

describe("decision records", () => {
  const dir = "docs/decisions";
  const records = fs.readdirSync(dir).filter((f) => /^\d{3}-.+\.md$/.test(f)).sort();

  it("docs/decisions/README.md indexes every record, and only records that exist", () => {
    const index = fs.readFileSync(path.join(dir, "README.md"), "utf8");
    const linked = [...index.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map((m) => m[1]!);
    expect(records.length).toBeGreaterThan(50);
    expect(records.filter((r) => !linked.includes(r))).toEqual([]);
    expect(linked.filter((l) => !records.includes(l))).toEqual([]);
  });

  it("each record opens with its title, then a Date: and a Status: line in one format", () => {
    const bad = records.filter((r) => {
      const [title, blank, date, status] = fs.readFileSync(path.join(dir, r), "utf8").split("\n");
      return !(
        title?.startsWith(`# ${r.slice(0, 3)} — `) &&
        blank === "" &&
        /^Date: \d{4}-\d{2}-\d{2}$/.test(date ?? "") &&
        /^Status: (accepted|superseded by \d{3})(; amended by \d{3}(, \d{3})*)?( \(.+\))?$/.test(status ?? "")
      );
    });
    expect(bad).toEqual([]);
  });
});
