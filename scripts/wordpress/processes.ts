/**
 * The processes of one WordPress stack: servers launched into their own process groups with
 * their output in the folder's logs/, stopped in reverse order (web first, database last), and
 * never outliving the Node process (an exit hook); one-off commands run to their end; and the
 * last lines of every log for failure messages.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { StackError } from "./binaries";

export interface Proc {
  name: string;
  child: ChildProcess;
  exited: Promise<number | null>;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Every server any stack of this Node process has running. */
const live = new Set<Proc>();
let exitHookInstalled = false;
function killLive(signal: NodeJS.Signals) {
  for (const p of live) {
    try {
      if (p.child.pid) process.kill(-p.child.pid, signal);
    } catch {
      /* already gone */
    }
  }
}
/**
 * If the Node process ends without stop() (a crash, process.exit, Ctrl-C or a
 * test runner's SIGTERM), its servers must not outlive it. On a signal that
 * nobody else handles, stop them and exit as the signal would have.
 */
function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on("exit", () => killLive("SIGKILL"));
  for (const [sig, n] of [["SIGINT", 2], ["SIGTERM", 15], ["SIGHUP", 1]] as const) {
    process.on(sig, () => {
      if (process.listenerCount(sig) > 1) return; // someone else shuts down (e.g. wp.ts calls stop())
      killLive("SIGTERM");
      process.exit(128 + n);
    });
  }
}

async function stopProc(p: Proc) {
  const pid = p.child.pid;
  if (!pid || p.child.exitCode !== null || p.child.signalCode !== null) return;
  try {
    process.kill(-pid, "SIGTERM");
  } catch {
    return;
  }
  const done = await Promise.race([p.exited.then(() => true), sleep(15_000).then(() => false)]);
  if (!done) {
    try {
      process.kill(-pid, "SIGKILL");
    } catch {
      /* gone */
    }
    await p.exited;
  }
}

/** Waits until check() is true, failing early if the process died. */
export async function waitFor(what: string, proc: Proc, check: () => boolean | Promise<boolean>, ms = 30_000) {
  const until = Date.now() + ms;
  for (;;) {
    if (proc.child.exitCode !== null || proc.child.signalCode !== null) throw new StackError(`${proc.name} stopped while starting (${what}).`);
    if (await check()) return;
    if (Date.now() > until) throw new StackError(`${what}: not ready after ${ms / 1000} s.`);
    await sleep(100);
  }
}

/** The processes one stack started in its folder `dir` (logs in dir/logs/). */
export class ProcessGroup {
  private readonly procs: Proc[] = [];

  constructor(
    readonly dir: string,
    private readonly log: (line: string) => void,
  ) {
    installExitHook();
  }

  logFile(name: string): string {
    return path.join(this.dir, "logs", name);
  }

  /** The last lines of each log, for failure messages. */
  logTail(lines = 15): string {
    const logs = path.join(this.dir, "logs");
    if (!fs.existsSync(logs)) return "";
    return fs
      .readdirSync(logs)
      .map((f) => {
        const text = fs.readFileSync(this.logFile(f), "utf8").trimEnd().split("\n").slice(-lines).join("\n");
        return text ? `── ${f}\n${text}` : "";
      })
      .filter(Boolean)
      .join("\n");
  }

  /** Starts a server in its own process group, its output appended to logs/<name>.out. */
  launch(name: string, cmd: string, args: string[]): Proc {
    const out = fs.openSync(this.logFile(`${name}.out`), "a");
    const child = spawn(cmd, args, { cwd: this.dir, detached: true, stdio: ["ignore", out, out] });
    fs.closeSync(out);
    const exited = new Promise<number | null>((resolve) => {
      child.on("exit", (code, signal) => resolve(code ?? (signal ? 128 : null)));
      child.on("error", () => resolve(127));
    });
    const proc = { name, child, exited };
    this.procs.push(proc);
    live.add(proc);
    void exited.then(() => live.delete(proc));
    return proc;
  }

  /** Stops every server, the last started first (web first, database last: MariaDB flushes on SIGTERM). */
  async stopAll(): Promise<void> {
    for (const p of [...this.procs].reverse()) await stopProc(p);
  }

  /** Runs a command to its end, echoing its stdout lines as progress when asked. */
  runStep(name: string, cmd: string, args: string[], env: Record<string, string> = {}, echo = false): Promise<void> {
    return new Promise((resolve, reject) => {
      const child = spawn(cmd, args, { cwd: this.dir, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
      const file = fs.openSync(this.logFile(`${name}.out`), "a");
      let tail = "";
      let partial = "";
      child.stdout.on("data", (d: Buffer) => {
        fs.writeSync(file, d);
        tail = (tail + d.toString()).slice(-2000);
        if (!echo) return;
        const lines = (partial + d.toString()).split("\n");
        partial = lines.pop() ?? "";
        for (const line of lines) if (line) this.log(`  ${line}`);
      });
      child.stderr.on("data", (d: Buffer) => {
        fs.writeSync(file, d);
        tail = (tail + d.toString()).slice(-2000);
      });
      child.on("error", (err) => {
        fs.closeSync(file);
        reject(new StackError(`${name} could not run: ${err.message}`));
      });
      child.on("close", (code, signal) => {
        fs.closeSync(file);
        if (code === 0) return resolve();
        const why = tail.trim().split("\n").slice(-3).join(" / ");
        reject(new StackError(`${name} failed (exit ${code ?? signal}): ${why || "no output"}`));
      });
    });
  }

  /** Runs a PHP script from the command line as install.php does (`php <script> <dir> ...args`); resolves to its stdout. */
  runPhp(php: string, env: Record<string, string>, script: string, args: string[] = []): Promise<string> {
    return new Promise<string>((resolve, reject) => {
      const child = spawn(php, [script, this.dir, ...args], { cwd: this.dir, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
      let out = "";
      let err = "";
      child.stdout.on("data", (d: Buffer) => (out += d.toString()));
      child.stderr.on("data", (d: Buffer) => (err += d.toString()));
      child.on("error", reject);
      child.on("close", (code) => (code === 0 ? resolve(out) : reject(new StackError(`php ${path.basename(script)} ${args.join(" ")} failed (exit ${code}): ${(err || out).trim().slice(-1500)}`))));
    });
  }
}
