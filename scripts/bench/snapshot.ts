/**
 * npm run bench:snapshot — how long the snapshot takes, and how much memory,
 * on a large CMS: 1,000 posts and 100 portfolio items with media (generated
 * data) served by the WordPress-compatible test server on 127.0.0.1.
 *
 * Three runs, each in its own child process (the command as `npm run
 * snapshot` runs it), timed from spawn to exit; peak memory is the child's
 * maximum resident set size (process.resourceUsage().maxRSS):
 *   1. full         into an empty folder
 *   2. incremental  nothing changed
 *   3. incremental  10 records changed
 * Targets: full ≤ 30 s, incremental with no change ≤ 3 s.
 *
 *   npm run bench:snapshot [-- --posts 1000 --portfolio 100 --attachments 6 --keep]
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { fileURLToPath } from "node:url";
import type { FixtureDataInput, FixtureMediaInput, FixtureRecordInput } from "../../tests/fixtures/wp-server/data-schema";
import { imageBytes } from "../../tests/fixtures/wp-server/images";
import { startWpServer, type WpServer } from "../../tests/fixtures/wp-server/server";
import { isMain } from "../lib/is-main.mjs";

const SELF = fileURLToPath(import.meta.url);
const ROOT = path.resolve(path.dirname(SELF), "../..");

// ---- child: one snapshot run, then its peak memory ---------------------------------

async function child(argv: string[]): Promise<void> {
  const { main } = await import("../snapshot/cli");
  let out = "";
  const code = await main(argv, { stdout: { write: (s: string) => (out += s) }, stderr: process.stderr, env: {}, cwd: ROOT });
  process.stdout.write(out);
  const u = process.resourceUsage();
  process.stdout.write(`BENCH ${JSON.stringify({ code, maxRssKb: u.maxRSS, cpuMs: (u.userCPUTime + u.systemCPUTime) / 1000 })}\n`);
  process.exitCode = code;
}

// ---- data ---------------------------------------------------------------------------

const WORDS =
  "light oak linen plaster stone brass walnut clay sage storage island pantry window layout budget permit schedule lighting texture palette vanity tile floor ceiling comfort family kitchen basement condo office retail heat pump insulation".split(
    " ",
  );

function sentence(seed: number, n: number): string {
  const w: string[] = [];
  for (let i = 0; i < n; i++) w.push(WORDS[(seed * 31 + i * 17) % WORDS.length]!);
  const s = w.join(" ");
  return `${s[0]!.toUpperCase()}${s.slice(1)}.`;
}

function date(n: number, minutes = 0): string {
  return new Date(Date.UTC(2026, 9, 1, 9, 0) - n * 3_600_000 * 7 + minutes * 60_000).toISOString().slice(0, 19);
}

/** A generated CMS: `posts` posts (each with a featured image, every 10th with a body image), `portfolio` items with attachments. */
export function benchData(opts: { posts: number; portfolio: number; attachments: number }): FixtureDataInput {
  const media: FixtureMediaInput[] = [];
  let mediaId = 100_000;
  const image = (slug: string, d: string, parent: number | null, w = 320, h = 200) => {
    mediaId++;
    media.push({ id: mediaId, slug, title: slug, alt: `Alt text for ${slug}`, file: `${d.slice(0, 7).replace("-", "/")}/${slug}.jpg`, date: d, parent, width: w, height: h });
    return mediaId;
  };
  const body = (i: number, img?: string) =>
    [
      `<p>${sentence(i, 40)} ${sentence(i + 1, 35)}</p>`,
      `<h2 class="wp-block-heading">${sentence(i + 2, 5)}</h2>`,
      `<p>${sentence(i + 3, 50)}</p>`,
      `<ul class="wp-block-list"><li>${sentence(i + 4, 8)}</li><li>${sentence(i + 5, 9)}</li><li>${sentence(i + 6, 7)}</li></ul>`,
      img ? `<figure class="wp-block-image size-large"><img src="{{uploads}}/${img}" alt="${sentence(i, 6)}"/></figure>` : "",
      `<p>${sentence(i + 7, 60)} <a href="/contact">Contact us</a>.</p>`,
    ].join("\n");
  const posts: FixtureRecordInput[] = [];
  for (let i = 0; i < opts.posts; i++) {
    const id = 10_000 + i;
    const d = date(i);
    const slug = `post-${i}`;
    const featuredMedia = image(`${slug}-cover`, d, id);
    let bodyImg: string | undefined;
    if (i % 10 === 0) {
      image(`${slug}-detail`, d, id);
      bodyImg = `${d.slice(0, 7).replace("-", "/")}/${slug}-detail.jpg`;
    }
    posts.push({ id, slug, date: d, title: `${sentence(i, 6).slice(0, -1)} ${i}`, excerpt: sentence(i + 9, 20), content: body(i, bodyImg), categories: [2 + (i % 5)], author: 1 + (i % 3), featuredMedia });
  }
  const portfolio: FixtureRecordInput[] = [];
  for (let i = 0; i < opts.portfolio; i++) {
    const id = 50_000 + i;
    const d = date(i * 10 + 3);
    const slug = `project-${i}`;
    const featuredMedia = image(`${slug}-hero`, d, null);
    for (let n = 0; n < opts.attachments; n++) image(`${slug}-${n}`, d, id);
    portfolio.push({ id, slug, date: d, title: `Project ${i}`, excerpt: sentence(i, 18), content: body(i + 100), categories: [8, 9 + (i % 2)], author: 2, featuredMedia });
  }
  const faq: FixtureRecordInput[] = Array.from({ length: 20 }, (_, i) => ({ id: 90_000 + i, slug: `faq-${i}`, date: date(i), title: `${sentence(i, 7).slice(0, -1)}?`, content: `<p>${sentence(i, 30)}</p>`, categories: [11], author: 1 }));
  return {
    users: [
      { id: 1, name: "Maple & Mortar Team", slug: "team" },
      { id: 2, name: "Priya Desai", slug: "priya" },
      { id: 3, name: "Tom Kowalski", slug: "tom" },
    ],
    categories: [
      { id: 1, slug: "uncategorized", name: "Uncategorized" },
      ...["kitchens", "basements", "lighting", "colour", "staging", "commercial", "portfolio", "residential", "commercial-projects", "faq"].map((slug, i) => ({ id: i + 2, slug, name: slug })),
    ],
    media,
    posts,
    portfolio,
    faq,
  };
}

// ---- parent ---------------------------------------------------------------------------

interface RunResult {
  label: string;
  wallMs: number;
  cpuMs: number;
  maxRssMb: number;
  requests: number;
  summary: string;
}

async function timed(label: string, server: WpServer, args: string[]): Promise<RunResult> {
  const mark = server.requests.length;
  const started = process.hrtime.bigint();
  const proc = spawn(process.execPath, ["--import", "tsx", SELF, "--child", ...args], { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  proc.stdout.on("data", (d) => (stdout += d));
  proc.stderr.on("data", (d) => (stderr += d));
  const code = await new Promise<number | null>((resolve) => proc.on("close", resolve));
  const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
  const bench = /^BENCH (.*)$/m.exec(stdout);
  if (code !== 0 || !bench) throw new Error(`${label}: the snapshot failed (exit ${code})\n${stderr}${stdout}`);
  const { maxRssKb, cpuMs } = JSON.parse(bench[1]!) as { maxRssKb: number; cpuMs: number };
  const summary = stdout.replace(/^BENCH .*\n?/m, "").trim();
  return { label, wallMs, cpuMs, maxRssMb: maxRssKb / 1024, requests: server.requests.length - mark, summary };
}

async function parent(): Promise<void> {
  const { values } = parseArgs({
    options: {
      posts: { type: "string", default: "1000" },
      portfolio: { type: "string", default: "100" },
      attachments: { type: "string", default: "6" },
      keep: { type: "boolean", default: false },
    },
    strict: true,
  });
  const counts = { posts: Number(values.posts), portfolio: Number(values.portfolio), attachments: Number(values.attachments) };
  const data = benchData(counts);
  process.stdout.write(`Generating ${data.media!.length} images for ${counts.posts} posts and ${counts.portfolio} portfolio items (${counts.attachments} attachments each)…\n`);
  // Rendered before timing so the server does not compete with the runs for CPU.
  for (const m of data.media!) await imageBytes({ file: m.file, width: m.width ?? 48, height: m.height ?? 32, format: m.format ?? "jpeg" });
  const server = await startWpServer({ port: 0, data, now: () => "2026-11-01T12:00:00" });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-snapshot-"));
  const out = path.join(dir, "cms");
  const args = ["--cms", server.url, "--out", out, "--quiet"];
  const results: RunResult[] = [];
  try {
    process.stdout.write(`Test server ${server.url}; snapshot into ${out}\n\n`);
    results.push(await timed("full", server, args));
    results.push(await timed("incremental, no change", server, args));
    for (let i = 0; i < 7; i++) server.updateRecord("posts", 10_000 + i * 97, { title: `Edited post ${i}`, content: `<p>Edited body ${i}.</p>` });
    for (let i = 0; i < 3; i++) server.updateRecord("portfolio", 50_000 + i * 31, { excerpt: `Edited excerpt ${i}.` });
    results.push(await timed("incremental, 10 changed", server, args));
  } finally {
    await server.close();
    if (!values.keep) fs.rmSync(dir, { recursive: true, force: true });
  }

  const targets: Record<string, number> = { full: 30_000, "incremental, no change": 3_000 };
  const pad = (s: string, n: number) => s.padEnd(n);
  process.stdout.write(`${pad("run", 26)}${pad("wall time", 12)}${pad("CPU time", 12)}${pad("peak RSS", 12)}${pad("requests", 10)}target\n`);
  for (const r of results) {
    const t = targets[r.label];
    const verdict = t === undefined ? "" : `${r.wallMs <= t ? "met" : "MISSED"} (≤ ${t / 1000} s)`;
    process.stdout.write(`${pad(r.label, 26)}${pad(`${(r.wallMs / 1000).toFixed(2)} s`, 12)}${pad(`${(r.cpuMs / 1000).toFixed(2)} s`, 12)}${pad(`${r.maxRssMb.toFixed(0)} MB`, 12)}${pad(String(r.requests), 10)}${verdict}\n`);
  }
  process.stdout.write(
    `\nWall time: from spawning the command (node + tsx start-up included) to its exit. CPU time: the command's user + system time\n(the test server runs in this process, not counted). Peak RSS: the command's own process. Load average now: ${os.loadavg().map((l) => l.toFixed(1)).join(" ")} on ${os.cpus().length} cores.\n`,
  );
  for (const r of results) process.stdout.write(`\n[${r.label}]\n${r.summary}\n`);
  if (results.some((r) => targets[r.label] !== undefined && r.wallMs > targets[r.label]!)) process.exitCode = 1;
}

if (!isMain(import.meta.url)) {
  // Imported (e.g. for benchData): do nothing.
} else if (process.argv.includes("--child")) {
  child(process.argv.slice(process.argv.indexOf("--child") + 1)).catch((err: unknown) => {
    process.stderr.write(`${(err as Error)?.stack ?? String(err)}\n`);
    process.exitCode = 1;
  });
} else {
  parent().catch((err: unknown) => {
    process.stderr.write(`${(err as Error)?.stack ?? String(err)}\n`);
    process.exitCode = 1;
  });
}
