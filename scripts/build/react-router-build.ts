/**
 * `react-router build`, run by the build (./prerender.ts appBuild) in its own process, with a
 * ceiling on Vite's heap and a second run without one if Vite runs out of it (decision 142).
 */
import { spawn } from "node:child_process";
import { childEnv } from "../lib/build-command";
import fs from "node:fs";
import path from "node:path";
import { buildDir, projectRoot, viteHeapMb } from "../../app/content/environment.server";
import { prerenderedFiles, removeServerCopy } from "./app-build";

/** One run of `react-router build` with these V8 flags: its exit, its log (stdout) and the end of its stderr. */
async function runReactRouterBuild(v8Flags: string[]): Promise<{ status: number | null; error?: Error; log: string; stderr: string }> {
  fs.rmSync(buildDir(), { recursive: true, force: true });
  const rr = spawn(process.execPath, [...v8Flags, path.join(projectRoot(), "node_modules/@react-router/dev/bin.js"), "build"], { stdio: ["ignore", "pipe", "pipe"], env: childEnv(process.env) });
  // React Router logs a line per prerendered file.
  const out: Buffer[] = [];
  let stderr = "";
  rr.stdout.on("data", (d: Buffer) => out.push(d));
  rr.stderr.on("data", (d: Buffer) => (stderr = (stderr + d.toString()).slice(-64_000)));
  const ended = await new Promise<{ status: number | null; error?: Error }>((resolve) => {
    rr.on("error", (error) => resolve({ status: null, error }));
    rr.on("close", (status) => resolve({ status }));
  });
  return { ...ended, log: Buffer.concat(out).toString(), stderr };
}

/**
 * Runs `react-router build` into a fresh build folder; returns how many HTML files it
 * prerendered, which files those were, and what the minify cache did (`cachedTerser`'s line).
 * On failure, prints the end of its log and exits with its status.
 *
 * Awaited, not run synchronously: with its event loop free, V8's memory reducer gives back the
 * heap this process's content check left (~100 MB) while Vite's process peaks (decision 142).
 */
export async function reactRouterBuild(): Promise<{ pages: number; prerendered: Set<string>; minify?: string }> {
  // Vite's heap has a ceiling: V8 otherwise lets it grow ~300 MB past what is live before
  // collecting, beside the build's other processes (decision 142). Its young generation is V8's
  // default (16 MB semi-spaces here): under that ceiling, decision 139's 32 MB only added ~65 MB to
  // Vite's peak, which is the cold build's, for ~0.3 s (decision 152).
  const flags: string[] = [];
  let run = await runReactRouterBuild([...flags, `--max-old-space-size=${viteHeapMb()}`]);
  if (run.status !== 0 && /heap out of memory/i.test(run.stderr)) {
    console.warn(`  note: Vite ran out of its ${viteHeapMb()} MB heap (BUILD_VITE_HEAP_MB); building the bundles again without a ceiling`);
    run = await runReactRouterBuild(flags);
  }
  process.stderr.write(run.stderr);
  if (run.status !== 0) {
    removeServerCopy();
    process.stdout.write(run.log.slice(-20_000));
    if (run.error) console.error(run.error.message);
    console.error("\nBuild failed (see above).");
    process.exit(run.status ?? 1);
  }
  const minify = /^terser: (.+)$/m.exec(run.log)?.[1];
  return { pages: (run.log.match(/Prerender \(html\)/g) ?? []).length, prerendered: prerenderedFiles(run.log), ...(minify ? { minify } : {}) };
}
