import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll } from "vitest";
import { main, type CliIo } from "../../../scripts/snapshot/cli";
import { createSiteData } from "../../fixtures/cms/site-data";
import type { FixtureDataInput } from "../../fixtures/wp-server/data-schema";
import { startWpServer, type FaultRule, type WpServer } from "../../fixtures/wp-server/server";

/**
 * Short retry delays so retries cost milliseconds in tests. The request timeout stays generous: a
 * local answer can take seconds on a loaded 2-core machine (issue 23), and a run that should succeed
 * must not time out. Tests of the timeout itself pass SHORT_TIMEOUT after FAST (the last flag wins).
 */
export const FAST = ["--retries", "3", "--retry-delay", "2", "--timeout", "10000"];
/** For a test of the timeout: a hanging or slow answer ends after 400 ms per attempt. */
export const SHORT_TIMEOUT = ["--timeout", "400"];

const created: string[] = [];
// Registered in every test file that imports these helpers: its temporary folders go with it.
afterAll(() => {
  for (const dir of created.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

export function tmpDir(prefix = "cms-test-"): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  created.push(dir);
  return dir;
}

/**
 * `createSiteData()` with its post counted in X-WP-Total but withheld from anonymous readers made
 * private instead (neither counted nor given): a list shorter than its X-WP-Total fails a
 * snapshot run (decision 071; the fault table's short-list rows).
 */
export function snapshotSiteData(): FixtureDataInput {
  const data = createSiteData();
  data.posts = data.posts?.map((p) => (p.hiddenFromAnonymous ? { ...p, hiddenFromAnonymous: false, status: "private" as const } : p));
  return data;
}

export async function startSite(data: FixtureDataInput = snapshotSiteData(), faults: FaultRule[] = []): Promise<WpServer> {
  return startWpServer({ port: 0, data, faults });
}

/** fetch that refuses every host but the local test server: tests never reach the internet. */
export const localOnlyFetch: typeof fetch = async (input, init) => {
  const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
  if (url.hostname !== "127.0.0.1") throw new TypeError("fetch failed", { cause: { code: "ENOTFOUND", message: `blocked host ${url.hostname}` } });
  return fetch(input, init);
};

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
  /** stderr lines starting with "error: ". */
  errors: string[];
  warnings: string[];
}

/** Runs the snapshot command in-process. */
export async function runCli(args: string[], extra: Partial<CliIo> = {}): Promise<CliRun> {
  let stdout = "";
  let stderr = "";
  const code = await main(args, {
    stdout: { write: (s: string) => (stdout += s) },
    stderr: { write: (s: string) => (stderr += s) },
    env: {},
    cwd: process.cwd(),
    fetch: localOnlyFetch,
    ...extra,
  });
  const lines = stderr.split("\n");
  return {
    code,
    stdout,
    stderr,
    errors: lines.filter((l) => l.startsWith("error: ")),
    warnings: lines.filter((l) => l.startsWith("warning: ")),
  };
}

/** Hash of a folder: every relative path and its bytes (plus the folder's siblings' names). */
export function treeHash(dir: string): string {
  const h = createHash("sha256");
  const walk = (d: string, rel: string) => {
    for (const name of fs.readdirSync(d).sort()) {
      const abs = path.join(d, name);
      const r = rel ? `${rel}/${name}` : name;
      if (fs.statSync(abs).isDirectory()) walk(abs, r);
      else h.update(`${r}\0`).update(fs.readFileSync(abs)).update("\0");
    }
  };
  if (fs.existsSync(dir)) walk(dir, "");
  return h.digest("hex");
}

export function readJson<T = unknown>(file: string): T {
  return JSON.parse(fs.readFileSync(file, "utf8")) as T;
}

export function copyDir(from: string, to: string): void {
  fs.cpSync(from, to, { recursive: true });
}
