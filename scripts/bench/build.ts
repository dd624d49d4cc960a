/**
 * The build half of `npm run bench` (./site.ts): a build as a child process with its time, its
 * peak memory (the whole process tree) and each step's time from its log; a generated snapshot
 * of n posts; one post edited as a WordPress edit and a snapshot refresh would.
 */
import { spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { BUILD_ENV, BUILD_NODE_ARGS } from "../lib/build-command";
import { wpGmtOf } from "../../app/lib/wp-time";

/**
 * How fast this machine is now: the milliseconds a fixed piece of work takes (JSON, text and
 * hashing, like a build's), the median of three. Printed beside each build figure: a shared
 * machine's speed varies by tens of percent from one hour to the next (decision 136), and two
 * runs' figures compare only with it.
 */
export function machineSpeedMs(): number {
  const once = () => {
    const t0 = performance.now();
    const records = Array.from({ length: 20_000 }, (_, i) => ({ id: i, title: `Post ${i} on kitchens and baths`, body: "<p>Warm minimal palettes &amp; layered <em>lighting</em>.</p>".repeat(8) }));
    const back = JSON.parse(JSON.stringify(records)) as typeof records;
    const hash = crypto.createHash("sha256");
    for (const r of back) hash.update(r.body.replace(/<[^>]+>/g, " ").toLowerCase().split(/\s+/).join(" "));
    hash.digest();
    return performance.now() - t0;
  };
  const runs = [once(), once(), once()].sort((a, b) => a - b);
  return runs[1]!;
}

/** Peak RSS of a process tree, sampled from /proc every 100 ms. */
function treeRss(rootPid: number): number {
  const children = new Map<number, number[]>();
  let total = 0;
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      /* gone */
    }
  }
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop()!;
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
    } catch {
      /* gone */
    }
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

export interface TimedBuild {
  seconds: number;
  peakMb: number;
  ok: boolean;
}

/** Our build, as `npm run build` runs it, with `env` added. */
export function timedBuild(env: NodeJS.ProcessEnv): Promise<TimedBuild> {
  return timedRun([...BUILD_NODE_ARGS], { env: { ...BUILD_ENV, ...env } });
}

/**
 * `node <args>` as a child process: its time, its process tree's peak memory, and whether it
 * exited 0. Prints the step lines of our build's log (each with its time), or the end of the
 * log when it failed.
 */
export function timedRun(args: string[], o: { env?: NodeJS.ProcessEnv; cwd?: string } = {}): Promise<TimedBuild> {
  // What the run before wrote (~20,000 files for a cold build) is flushed first, not during this one.
  spawnSync("sync");
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, args, { env: { ...process.env, ...o.env }, cwd: o.cwd, stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    // The step lines (each with its time) are kept whole: they are the profile of the build.
    const steps: string[] = [];
    let partial = "";
    child.stdout!.on("data", (d: Buffer) => {
      out = (out + d.toString()).slice(-4000);
      const lines = (partial + d.toString()).split("\n");
      partial = lines.pop() ?? "";
      steps.push(...lines.filter((l) => /^▸ |\[\d+\.\d s\]$|^Built in/.test(l)));
    });
    let peak = 0;
    const timer = setInterval(() => {
      peak = Math.max(peak, treeRss(child.pid!));
    }, 100);
    child.on("exit", (code) => {
      clearInterval(timer);
      if (code !== 0) console.log(out);
      else if (steps.length) console.log(steps.map((l) => `      ${l}`).join("\n"));
      resolve({ seconds: (Date.now() - started) / 1000, peakMb: peak / 1024 / 1024, ok: code === 0 });
    });
  });
}

/** A copy of content/ whose snapshot has `n` generated posts (sharing the committed media). */
export function generatedContent(n: number): string {
  const dir = path.resolve(".tmp", "bench-content");
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(path.resolve("content"), dir, { recursive: true, filter: (src) => !src.includes(`${path.sep}media${path.sep}`) && !src.endsWith(`${path.sep}media`) });
  fs.symlinkSync(path.resolve("content/media"), path.join(dir, "media"));
  fs.rmSync(path.join(dir, "cms", "media"), { recursive: true, force: true });
  fs.symlinkSync(path.resolve("content/cms/media"), path.join(dir, "cms", "media"));
  const real = JSON.parse(fs.readFileSync(path.resolve("content/cms/posts.json"), "utf8")) as Record<string, unknown>[];
  // The committed posts stay as they are (other pages link to them); generated ones follow, older.
  const generated = Array.from({ length: Math.max(0, n - real.length) }, (_, i) => {
    const base = real[i % real.length]!;
    const d = new Date(Date.UTC(2025, 8, 1) - i * 3_600_000).toISOString().slice(0, 19);
    const slug = `${String(base["slug"])}-${i}`;
    // Each generated post has its own WordPress address (its date and slug), as real posts do.
    const link = `https://demo-cms.example.com/blog/${d.slice(0, 4)}/${d.slice(5, 7)}/${encodeURIComponent(slug).toLowerCase()}/`;
    // A line of its own in each body, so that no two posts have the same text (the search
    // index's word cache would otherwise hold one entry per committed post, not per post).
    const content = `${String(base["content"])}<p>Project file pf${i.toString(36)}.</p>`;
    // Its GMT times, as WordPress sends them beside the local ones (decision 184).
    const gmt = wpGmtOf(d);
    return { ...base, id: 1_000_000 + i, slug, date: d, dateGmt: gmt, modified: d, modifiedGmt: gmt, link, content };
  });
  const posts = [...real, ...generated];
  fs.writeFileSync(path.join(dir, "cms", "posts.json"), JSON.stringify(posts));
  return dir;
}

/** Edits the title of one generated post, as a WordPress edit and a snapshot refresh would. */
export function changeOnePost(content: string) {
  const file = path.join(content, "cms", "posts.json");
  const posts = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>[];
  const post = posts[Math.floor(posts.length / 2)]!;
  post["title"] = `${String(post["title"])} (revised)`;
  fs.writeFileSync(file, JSON.stringify(posts));
}

/** The first HTML page (by name) a built folder holds, not its 404 page: the page a bench takes as its sample. */
export function firstPage(dir: string): string | undefined {
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(".html") && f !== "404.html").sort()[0] : undefined;
}
