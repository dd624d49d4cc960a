/**
 * The command as a user meets it: --help, usage errors (exit 2), where the
 * CMS URL comes from, and one real `npm run snapshot`-equivalent process.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXIT, HELP } from "../../../scripts/snapshot/cli";
import { SMALL_SITE_FILE } from "../../fixtures/cms/site-data";
import { startWpServer, type WpServer } from "../../fixtures/wp-server/server";
import { FAST, readJson, runCli, tmpDir } from "./helpers";

let server: WpServer;
let deadUrl: string;
beforeAll(async () => {
  server = await startWpServer({ port: 0, data: readJson(SMALL_SITE_FILE) });
  const dead = await startWpServer({ port: 0, data: readJson(SMALL_SITE_FILE) });
  deadUrl = dead.url;
  await dead.close();
});
afterAll(async () => {
  await server?.close();
});

describe("snapshot command line", () => {
  it("--help prints usage, flags and exit codes", async () => {
    const run = await runCli(["--help"]);
    expect(run.code).toBe(EXIT.ok);
    expect(run.stdout).toBe(HELP);
    for (const flag of ["--cms", "--out", "--full", "--timeout", "--retries", "--retry-delay", "--concurrency", "--quiet", "--help", "CMS_URL", "Exit codes"]) expect(HELP).toContain(flag);
  });

  it.each([
    [["--bogus"], /^error: Unknown option '--bogus'/],
    [["--retries", "x"], /^error: --retries: expected a whole number ≥ 0, got "x"$/],
    [["--timeout", "0"], /^error: --timeout: expected a whole number ≥ 1, got "0"$/],
    [["--cms", "ftp://cms.example.com/wp-json/wp/v2"], /^error: --cms: must be an http\(s\) URL/],
    [["--cms", "not a url"], /^error: --cms: not a URL/],
    [["stray"], /^error: Unexpected argument 'stray'/],
  ])("usage error %j exits 2", async (args, line) => {
    const run = await runCli(args);
    expect(run.code).toBe(EXIT.usage);
    expect(run.errors[0]).toMatch(line);
    expect(run.stderr).toContain("Run with --help for usage.");
  });

  it("takes the CMS URL from --cms, else CMS_URL, else the company file", async () => {
    const out = path.join(tmpDir(), "cms");
    const fromEnv = await runCli(["--out", out, ...FAST], { env: { CMS_URL: server.url }, companyCmsUrl: () => "http://127.0.0.1:1/never" });
    expect(fromEnv.code, fromEnv.stderr).toBe(0);
    expect(fromEnv.stderr).toContain(`Snapshot of ${server.url} into`);

    const flagWins = await runCli(["--cms", server.url, "--out", out, ...FAST], { env: { CMS_URL: "http://127.0.0.1:1/never" } });
    expect(flagWins.code, flagWins.stderr).toBe(0);

    const fromCompany = await runCli(["--out", out, ...FAST], { companyCmsUrl: () => `${server.url}/` });
    expect(fromCompany.code, fromCompany.stderr).toBe(0);
    expect(readJson<{ source: string }>(path.join(out, "meta.json")).source).toBe(server.url);

    const none = await runCli(["--out", out], {
      companyCmsUrl: () => {
        throw new Error("Content is invalid (1 problem):\n  content/site/company.md: cmsApiUrl: is required but missing");
      },
    });
    expect(none.code).toBe(EXIT.usage);
    expect(none.errors[0]).toBe("error: no CMS URL: pass --cms <url>, set CMS_URL, or fix content/site/company.md (Content is invalid (1 problem):)");
  });

  it("--quiet prints only warnings, problems and the summary", async () => {
    const run = await runCli(["--cms", server.url, "--out", path.join(tmpDir(), "cms"), "--quiet", ...FAST]);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe("");
    expect(run.stdout).toMatch(/^Snapshot written to /);
  });

  it("shows live progress on a terminal", async () => {
    let err = "";
    const run = await runCli(["--cms", server.url, "--out", path.join(tmpDir(), "cms"), ...FAST], {
      stderr: { write: (s: string) => (err += s), isTTY: true },
    });
    expect(run.code).toBe(0);
    expect(err).toMatch(/\r\x1b\[K {2}media \d+\/\d+/);
  });

  it("runs as a real process: npm run snapshot's command, exit code and files", async () => {
    const out = path.join(tmpDir(), "cms");
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/snapshot.ts", "--cms", server.url, "--out", out, ...FAST], {
      cwd: process.cwd(),
      env: { ...process.env, CMS_URL: "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
    expect(code, stderr).toBe(0);
    expect(stdout).toMatch(/^Snapshot written to .*\n {2}mode {8}full\n {2}posts {7}3\n {2}portfolio {3}2\n {2}faq {9}2\n/);
    expect(fs.readdirSync(out).sort()).toEqual(["README.md", "categories.json", "faq.json", "media", "media.json", "meta.json", "portfolio.json", "posts.json", "sync.json"]);

    const failing = spawn(process.execPath, ["--import", "tsx", "scripts/snapshot.ts", "--cms", deadUrl, "--out", out, "--retries", "0", "--timeout", "500"], { stdio: ["ignore", "pipe", "pipe"] });
    let failErr = "";
    failing.stderr.on("data", (d) => (failErr += d));
    expect(await new Promise((resolve) => failing.on("close", resolve))).toBe(1);
    expect(failErr).toMatch(/^error: GET \/posts\?per_page=100&page=1&orderby=id&order=asc&_embed=author%2Cwp%3Afeaturedmedia: Network error: ECONNREFUSED$/m);
  });
});

describe("content/cms/README.md", () => {
  it("is the text the command writes into every snapshot", async () => {
    const { SNAPSHOT_README } = await import("../../../scripts/snapshot/run");
    const file = path.join(process.cwd(), "content", "cms", "README.md");
    expect(fs.readFileSync(file, "utf8")).toBe(SNAPSHOT_README);
  });
});
