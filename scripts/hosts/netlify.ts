/**
 * Netlify's own local server: `netlify dev --offline` of the Netlify CLI, serving a built folder
 * with Netlify's `_redirects` (shadowing: files win over non-forced rules) and `_headers` code.
 * The CLI is about 420 MB, so it is no devDependency: the first run installs it into
 * .cache/netlify-cli with `npm ci` from the package.json and lock committed beside this file
 * (./netlify-cli/, decision 099), so every machine runs the same 1,300 packages. Edge Functions
 * need Deno from the internet, so they are off (`--internal-disable-edge-functions`, the CLI's
 * own switch for that); telemetry too.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { cacheDir } from "../../app/content/environment.server";
import { launch, type Running } from "./runtime";

/** The newest Netlify CLI that runs on Node 20 (27.x needs Node 22.13); pinned in ./netlify-cli/package.json. */
export const NETLIFY_CLI_VERSION = "26.2.0";

const PINNED = path.join(import.meta.dirname, "netlify-cli");
const home = () => path.join(cacheDir(), "netlify-cli");
const bin = () => path.join(home(), "node_modules", "netlify-cli", "bin", "run.js");
const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, "utf8") : undefined);

/** Installs the pinned CLI into .cache/netlify-cli unless that exact lock is installed there; throws with npm's last lines when it cannot. */
export function ensureNetlifyCli(): string {
  const lock = read(path.join(PINNED, "package-lock.json"));
  if (lock === undefined) throw new Error(`${path.join(PINNED, "package-lock.json")} is missing`);
  const installed = path.join(home(), "node_modules", ".package-lock.json");
  if (fs.existsSync(bin()) && fs.existsSync(installed) && read(path.join(home(), "package-lock.json")) === lock) return bin();
  fs.rmSync(home(), { recursive: true, force: true });
  fs.mkdirSync(home(), { recursive: true });
  for (const f of ["package.json", "package-lock.json"]) fs.copyFileSync(path.join(PINNED, f), path.join(home(), f));
  console.log(`Netlify CLI ${NETLIFY_CLI_VERSION}: installing into ${path.relative(process.cwd(), home())} (once; a few minutes)…`);
  const npm = spawnSync("npm", ["ci", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: home(), encoding: "utf8" });
  if (npm.status !== 0) {
    // A half-installed CLI must not pass for an installed one next time.
    fs.rmSync(path.join(home(), "package-lock.json"), { force: true });
    throw new Error(`Netlify CLI ${NETLIFY_CLI_VERSION} could not be installed (npm ci in ${home()}): ${npm.stderr.trim().split("\n").slice(-3).join(" / ")}`);
  }
  return bin();
}

export function startNetlify(o: { dir: string; port: number; workDir: string }): Promise<Running> {
  const cli = ensureNetlifyCli();
  const workDir = path.resolve(o.workDir);
  return launch({
    name: "netlify",
    cmd: process.execPath,
    // loopback-only.cjs: netlify dev has no option for its address; this keeps it on 127.0.0.1.
    args: ["--require", path.join(import.meta.dirname, "loopback-only.cjs"), cli, "dev", "--offline", "--internal-disable-edge-functions", "--dir", path.resolve(o.dir), "--port", String(o.port), "--staticServerPort", String(o.port + 1), "--functions-port", String(o.port + 2), "--no-open", "--skip-gitignore"],
    port: o.port,
    workDir,
    env: { NETLIFY_TELEMETRY_DISABLED: "1", XDG_CONFIG_HOME: path.join(workDir, "config"), CI: "true" },
    readyWithinMs: 300_000,
  });
}
