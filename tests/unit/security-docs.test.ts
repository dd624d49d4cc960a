/**
 * What issue 26 asks to be guarded by a rule or told to the studio, checked against the code
 * it describes: CODEOWNERS names an owner for every file with git-only fields (decision 103) and
 * for every file outside content/ (decision 205),
 * the README explains that rule, the public_repo scope and the editor's own subdomain (decision
 * 105), and the plugin's README and readme.txt tell a studio behind a proxy what to set
 * (decision 101), with the names the plugin really reads.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { GIT_ONLY_FIELDS } from "../../app/features/admin/git-only";

const read = (p: string) => fs.readFileSync(p, "utf8");
const README = read("README.md");
const PLUGIN = "wordpress-plugin/studio-companion";

/** CODEOWNERS rules, in order: a pattern and its owners. */
function codeowners(): { pattern: string; owners: string[] }[] {
  return read(".github/CODEOWNERS")
    .split("\n")
    .map((l) => l.replace(/#.*/, "").trim())
    .filter(Boolean)
    .map((l) => {
      const [pattern = "", ...owners] = l.split(/\s+/);
      return { pattern, owners };
    });
}

/** GitHub's matching for the patterns this file uses: anchored or not, files and folders, `*` in a segment. */
function matches(pattern: string, file: string): boolean {
  const anchored = pattern.startsWith("/");
  const dir = pattern.endsWith("/");
  const body = pattern.replace(/^\//, "").replace(/\/$/, "");
  const re = body
    .split("/")
    .map((seg) => seg.split("*").map((x) => x.replace(/[.+?^${}()|[\]\\]/g, "\\$&")).join("[^/]*"))
    .join("/");
  return new RegExp(`^${anchored ? "" : "(?:.*/)?"}${re}${dir ? "/.+" : "(?:/.+)?"}$`).test(file);
}

/** The owners of a file: the last matching rule's (GitHub's rule). */
const ownersOf = (file: string) => codeowners().filter((r) => matches(r.pattern, file)).at(-1)?.owners ?? [];

describe("CODEOWNERS guards the security settings", () => {
  it("uses only patterns this test understands", () => {
    for (const { pattern, owners } of codeowners()) {
      expect(pattern, pattern).not.toMatch(/\*\*|^!|\[|\\/);
      for (const o of owners) expect(o, pattern).toMatch(/^@[\w.-]+(\/[\w.-]+)?$|^[^@\s]+@[^@\s]+$/);
    }
  });

  it.each([...Object.keys(GIT_ONLY_FIELDS), "app/features/admin/git-only.ts", "app/features/admin/config.server.ts", ".github/CODEOWNERS", ".github/workflows/refresh-snapshot.yml"])("%s has an owner", (file) => {
    expect(fs.existsSync(file), file).toBe(true);
    expect(ownersOf(file)).not.toEqual([]);
  });

  it("other content has none (editors' pull requests need no owner)", () => {
    expect(ownersOf("content/pages/about.md")).toEqual([]);
    expect(ownersOf("content/site/navigation.md")).toEqual([]);
    expect(ownersOf("content/media/library/kitchen-01.jpg")).toEqual([]);
    expect(ownersOf("content/cms/posts.json")).toEqual([]);
  });

  // Of a git checkout's files (a copy without .git, a ZIP download, has no list of them).
  it.skipIf(!fs.existsSync(".git"))("every file outside content/ has an owner: the code that reads the settings is guarded as they are (decision 205)", () => {
    // The files that decide where leads and preview passwords go, and what the CSP allows.
    for (const file of ["app/features/preview/PreviewPage.tsx", "app/features/leads/ContactForm.tsx", "scripts/build/csp.ts", "package.json", "README.md", "a-file-added-later.ts"]) expect(ownersOf(file), file).not.toEqual([]);
    // NUL-separated: names with other letters (content/cms-demo/posts/café-…) come as they are, not quoted.
    const tracked = execFileSync("git", ["ls-files", "-z"], { encoding: "utf8" }).split("\0").filter(Boolean);
    const unowned = tracked.filter((f) => ownersOf(f).length === 0);
    expect(unowned.length).toBeGreaterThan(0);
    expect(unowned.filter((f) => !f.startsWith("content/"))).toEqual([]);
    expect(ownersOf("content/site/company.md")).not.toEqual([]);
  });
});

describe("the README explains", () => {
  it("the CODEOWNERS rule: which fields, and the branch rule that makes it bite", () => {
    expect(README).toContain(".github/CODEOWNERS");
    expect(README).toContain("Require review from Code Owners");
    for (const field of Object.values(GIT_ONLY_FIELDS).flat()) expect(README).toContain(`\`${field}\``);
  });

  it("the GitHub App as the least-privilege sign-in, and what public_repo does (and does not) do", () => {
    expect(read("app/features/admin/config.yml")).toMatch(/auth_scope: public_repo/);
    const signIn = README.slice(README.indexOf("**Sign-in with GitHub"), README.indexOf("### Settings that only an owner changes"));
    // The steps set up a GitHub App, installed on the one repository, not an OAuth app.
    expect(signIn).toMatch(/Developer settings → \*\*GitHub Apps\*\*/);
    expect(signIn).not.toMatch(/Developer settings → OAuth Apps/);
    expect(signIn).toContain("Only select repositories");
    expect(signIn).toMatch(/Contents: read and write/);
    // public_repo is described honestly: the recommended proxy hard-codes its own scope.
    expect(signIn).toContain("`public_repo`");
    expect(signIn).toContain("`scope: 'repo,user'`");
    expect(signIn).toMatch(/only with a proxy that forwards the\s+`scope`/);
    expect(read("app/features/admin/config.server.ts")).toMatch(/GitHub App/);
    expect(read("docs/decisions/103-security-settings-stay-in-git.md")).toContain("repo,user");
  });

  it("why and how the editor and the preview get their own subdomain, with the names the build and the plugin read", () => {
    expect(read("app/content/environment.server.ts")).toContain("process.env.TOOLS_DIR");
    expect(read(`${PLUGIN}/includes/class-settings.php`)).toContain("'Preview URL'");
    expect(README).toContain("TOOLS_DIR=");
    expect(README).toContain("**Preview URL**");
    expect(README).toMatch(/sessionStorage/);
  });
});

describe("the plugin's README and readme.txt tell a studio behind a proxy what to set", () => {
  const settings = read(`${PLUGIN}/includes/class-settings.php`);
  it.each(["README.md", "readme.txt"])("%s", (doc) => {
    const text = read(`${PLUGIN}/${doc}`);
    expect(settings).toContain("'Trusted proxies'");
    expect(text).toContain("Trusted proxies");
    expect(settings).toContain("STUDIO_COMPANION_TRUSTED_PROXIES");
    expect(text).toContain("STUDIO_COMPANION_TRUSTED_PROXIES");
    expect(text).toContain("X-Forwarded-For");
    expect(text).toMatch(/CDN/);
    expect(text).toContain("Previewer");
  });
});
