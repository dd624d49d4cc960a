/**
 * One host runtime started for a while (decision 099): a server process in its own process
 * group on 127.0.0.1, its output in a log file, ready when it answers HTTP, stopped with its
 * children. Used by scripts/hosts/{cloudflare-pages,nginx,npm-start}.ts.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";

export interface Running {
  name: string;
  /** http://127.0.0.1:<port> */
  origin: string;
  /** The runtime's own output so far (for a failure message). */
  log(): string;
  stop(): Promise<void>;
}

export interface LaunchOptions {
  name: string;
  cmd: string;
  args: string[];
  port: number;
  /** Where the process writes its log (`<name>.log`), and runs unless `cwd` is given. */
  workDir: string;
  cwd?: string;
  env?: Record<string, string>;
  /**
   * How long it may take to answer its first request: a deadline only so that a runtime that
   * never comes up fails with its log. Generous, since start-up time is not what is tested:
   * netlify dev took 72 s to answer on a busy 2-core machine, wrangler about 20 s.
   */
  readyWithinMs?: number;
}

function answers(origin: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.get(`${origin}/`, (res) => {
      res.resume();
      resolve(true);
    });
    req.setTimeout(2000, () => req.destroy());
    req.on("error", () => resolve(false));
  });
}

function stopGroup(child: ChildProcess, exited: Promise<unknown>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return Promise.resolve();
  const pid = child.pid;
  const signal = (s: NodeJS.Signals) => {
    try {
      process.kill(-pid, s);
    } catch {
      // already gone
    }
  };
  signal("SIGTERM");
  const kill = setTimeout(() => signal("SIGKILL"), 5000);
  return exited.then(() => clearTimeout(kill));
}

/** Starts the server and resolves once it answers; rejects with its log if it exits or never answers. */
export async function launch(o: LaunchOptions): Promise<Running> {
  fs.mkdirSync(o.workDir, { recursive: true });
  const logFile = path.join(o.workDir, `${o.name}.log`);
  const out = fs.openSync(logFile, "w");
  const child = spawn(o.cmd, o.args, { cwd: o.cwd ?? o.workDir, detached: true, stdio: ["ignore", out, out], env: { ...process.env, ...o.env } });
  fs.closeSync(out);
  let exitCode: number | null | undefined;
  const exited = new Promise<void>((resolve) => {
    child.on("exit", (code, sig) => {
      exitCode = code ?? (sig ? 128 : null);
      resolve();
    });
    child.on("error", () => {
      exitCode = 127;
      resolve();
    });
  });
  const origin = `http://127.0.0.1:${o.port}`;
  const log = () => (fs.existsSync(logFile) ? fs.readFileSync(logFile, "utf8") : "");
  const running: Running = { name: o.name, origin, log, stop: () => stopGroup(child, exited) };
  const deadline = Date.now() + (o.readyWithinMs ?? 60_000);
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`${o.name} exited (${exitCode}) before answering on ${origin}:\n${log().slice(-3000)}`);
    if (await answers(origin)) return running;
    await new Promise((r) => setTimeout(r, 250));
  }
  await running.stop();
  throw new Error(`${o.name} did not answer on ${origin} within ${(o.readyWithinMs ?? 60_000) / 1000} s:\n${log().slice(-3000)}`);
}
