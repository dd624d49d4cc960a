import { spawn } from "node:child_process";
import { buildCpuProfileDir } from "../../app/content/environment.server";
import { childEnv } from "./build-command";

/**
 * Runs a TypeScript file of this project in a child process (`node --import tsx`; a bundled
 * `.mjs` with plain `node`), the way the
 * build's workers run: resolves with what it printed when it exits 0, else rejects with
 * `<what> failed (exit N):` and the end of what it printed on stderr. `input`, when given, is
 * written to its stdin when it resolves, or each of a list in turn, then stdin is closed (the
 * child is killed if one rejects). `onOutput` is called with all it has printed so far each time
 * it prints (the prerender workers say when they have read the snapshot). `endWithParent`: the
 * child is killed if this process exits before it.
 */
export function runScript(what: string, file: string, args: string[], opts: { nodeArgs?: string[]; env?: NodeJS.ProcessEnv; input?: Promise<string> | Promise<string>[]; onOutput?: (text: string) => void; endWithParent?: boolean } = {}): Promise<string> {
  // A JavaScript file (the prerender workers' bundle, scripts/build/worker-bundle.ts) runs without tsx's loader hooks.
  const tsx = file.endsWith(".mjs") ? [] : ["--import", "tsx"];
  // `BUILD_CPU_PROFILE=<folder>`: each child writes a V8 CPU profile there, as `node --cpu-prof`
  // does for the build's own process (where the time of a build goes; decision 134).
  const profileDir = buildCpuProfileDir();
  const profile = profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), ...profile, ...tsx, file, ...args], { stdio: [opts.input !== undefined ? "pipe" : "ignore", "pipe", "pipe"], env: childEnv(opts.env ?? process.env) });
    // `input`: written to the child's stdin once known (the child may start its work before).
    // A child that has already stopped cannot take it: its exit says why, not the broken pipe.
    child.stdin?.on("error", () => {});
    const inputs = opts.input === undefined ? [] : Array.isArray(opts.input) ? opts.input : [opts.input];
    // A later input may reject before the earlier ones are written: it is handled below, in turn.
    for (const input of inputs) input.catch(() => {});
    if (inputs.length)
      inputs
        .reduce((done, next) => done.then(() => next).then((text) => void child.stdin?.write(text)), Promise.resolve())
        .then(
          () => child.stdin?.end(),
          () => child.kill(),
        );
    let out = "";
    let err = "";
    child.stdout!.on("data", (d: Buffer) => {
      out += d.toString();
      opts.onOutput?.(out);
    });
    child.stderr!.on("data", (d: Buffer) => (err = (err + d.toString()).slice(-8000)));
    // `endWithParent`: killed if this process exits first (a build that fails while a worker
    // still writes would otherwise leave it writing into the build folder and the caches).
    const kill = () => child.kill();
    if (opts.endWithParent) process.once("exit", kill);
    child.on("close", () => process.removeListener("exit", kill));
    child.on("error", reject);
    // "close", not "exit": its stdout and stderr are read to their end first (the last line says what it did).
    child.on("close", (code) => (code === 0 ? resolve(out) : reject(new Error(`${what} failed (exit ${code}):\n${err.trim()}`))));
  });
}

let input: { line(): Promise<string | null>; rest(): Promise<string> } | undefined;
/**
 * In a child runScript started: its stdin as it comes, a line at a time (null at its end), then
 * the rest, to its end (what `input` wrote, in turn).
 */
export function childInput() {
  if (input) return input;
  let buffer = "";
  let ended = false;
  const waiting: (() => void)[] = [];
  const wake = () => waiting.splice(0).forEach((w) => w());
  process.stdin.setEncoding("utf8");
  process.stdin.on("data", (d: string) => ((buffer += d), wake()));
  process.stdin.on("end", () => ((ended = true), wake()));
  const next = () => new Promise<void>((resolve) => waiting.push(resolve));
  return (input = {
    async line() {
      while (!buffer.includes("\n")) {
        if (ended) return null;
        await next();
      }
      const at = buffer.indexOf("\n");
      const line = buffer.slice(0, at);
      buffer = buffer.slice(at + 1);
      return line;
    },
    async rest() {
      while (!ended) await next();
      const rest = buffer;
      buffer = "";
      return rest;
    },
  });
}
