/**
 * Netlify's own local server: `netlify dev --offline` of the Netlify CLI, serving a built folder
 * with Netlify's `_redirects` (shadowing: files win over non-forced rules) and `_headers` code.
 * The CLI is about 420 MB, so it is no devDependency: the first run installs the pinned version
 * into .cache/netlify-cli with npm (decision 099). Edge Functions need Deno from the internet, so
 * they are off (`--internal-disable-edge-functions`, the CLI's own switch for that); telemetry too.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { cacheDir } from "../paths";
import { launch, type Running } from "./runtime";

/** The newest Netlify CLI that runs on Node 20 (27.x needs Node 22.13). */
export const NETLIFY_CLI_VERSION = "26.2.0";

const home = () => path.join(cacheDir(), "netlify-cli");
const bin = () => path.join(home(), "node_modules", "netlify-cli", "bin", "run.js");

/** Installs the pinned CLI into .cache/netlify-cli unless it is there; throws with npm's last line when it cannot. */
export function ensureNetlifyCli(): string {
  const pkg = path.join(home(), "node_modules", "netlify-cli", "package.json");
  if (fs.existsSync(pkg) && (JSON.parse(fs.readFileSync(pkg, "utf8")) as { version: string }).version === NETLIFY_CLI_VERSION) return bin();
  fs.mkdirSync(home(), { recursive: true });
  fs.writeFileSync(path.join(home(), "package.json"), '{ "private": true }\n');
  console.log(`Netlify CLI ${NETLIFY_CLI_VERSION}: installing into ${path.relative(process.cwd(), home())} (once; a few minutes)…`);
  const npm = spawnSync("npm", ["install", "--no-audit", "--no-fund", "--save-exact", "--loglevel=error", `netlify-cli@${NETLIFY_CLI_VERSION}`], { cwd: home(), encoding: "utf8" });
  if (npm.status !== 0) throw new Error(`npm install netlify-cli@${NETLIFY_CLI_VERSION} failed: ${npm.stderr.trim().split("\n").slice(-3).join(" / ")}`);
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
