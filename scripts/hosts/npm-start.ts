/** `npm start` (scripts/serve.ts) as its own process: Netlify's documented semantics (decision 099). */
import path from "node:path";
import { projectRoot } from "../../app/content/environment.server";
import { launch, type Running } from "./runtime";

export function startNpmStart(o: { dir: string; port: number; workDir: string }): Promise<Running> {
  return launch({
    name: "npm-start",
    cmd: process.execPath,
    args: ["--import", "tsx", path.join(projectRoot(), "scripts", "serve.ts"), "--dir", path.resolve(o.dir), "--port", String(o.port)],
    port: o.port,
    workDir: o.workDir,
    cwd: projectRoot(),
    readyWithinMs: 120_000,
  });
}
