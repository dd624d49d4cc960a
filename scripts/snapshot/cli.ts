/**
 * `npm run snapshot` — argument handling, progress, summary, exit codes.
 * `main` takes its world as arguments so tests run it in-process.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import type { Logger } from "../../app/cms/http";
import { DEFAULT_DEADLINE_MS, DEFAULT_MAX_JSON_BYTES, DEFAULT_MAX_SHRINK_PERCENT } from "./guards";
import { MAX_MEDIA_BYTES, MAX_MEDIA_PIXELS } from "./media";
import { runSnapshot, type SnapshotOptions } from "./run";
import type { WriteFile } from "./write";

export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

export const HELP = `Usage: npm run snapshot -- [options]

Mirrors the WordPress REST API (wp/v2) into content/cms/: posts, portfolio,
FAQ and categories as validated, sanitised JSON, and their images as local
files. Writes to a temporary folder and swaps it in only when all of it is
valid; on any failure the previous snapshot stays exactly as it was.

With a previous snapshot of the same CMS it refreshes incrementally: only
records modified since then (and those their media changes touch) are
fetched, plus the id lists that show what was deleted. The result is the
same as a full snapshot's.

Options:
  --cms <url>          wp/v2 base URL (default: $CMS_URL, else cmsApiUrl of
                       content/site/company.md)
  --out <dir>          snapshot folder (default: content/cms)
  --full               ignore the previous snapshot: fetch every record and
                       download every image again
  --timeout <ms>       limit for each request, headers and body (default 30000)
  --retries <n>        further tries after a failed request (default 3)
  --retry-delay <ms>   pause between tries (default 1000)
  --concurrency <n>    requests at once (default 4; images use twice that)
  --deadline <ms>      limit for the whole run (default ${DEFAULT_DEADLINE_MS}, 10 minutes)
  --max-json-bytes <n> largest JSON answer accepted (default ${DEFAULT_MAX_JSON_BYTES}, 50 MB)
  --max-shrink <pct>   fail when posts, portfolio, FAQ or categories would lose
                       more than this share of the records the snapshot on disk
                       has, or end empty (default ${DEFAULT_MAX_SHRINK_PERCENT})
  --allow-shrink       accept such a shrink on purpose (content really deleted
                       in WordPress; never in scheduled runs)
  --max-image-bytes <n>   largest image accepted (default ${MAX_MEDIA_BYTES})
  --max-image-pixels <n>  most pixels an image may have (default ${MAX_MEDIA_PIXELS})

Images come only from the CMS origin and the hosts listed as mediaHosts in
content/site/company.md, never from loopback, private or link-local addresses
(unless the CMS itself is on one), never through a redirect elsewhere.
  --quiet              no progress, only problems and the summary
  --verbose            also log every failed request as it happens
  -h, --help           this text

Exit codes:
  0  snapshot written (or already up to date); warnings may have been printed
  1  snapshot failed: one "error:" line per problem; nothing was changed
  2  wrong usage (unknown option, bad value, no CMS URL)
`;

export interface CliIo {
  stdout: { write(s: string): unknown; isTTY?: boolean };
  stderr: { write(s: string): unknown; isTTY?: boolean };
  env: Record<string, string | undefined>;
  cwd: string;
  fetch?: typeof globalThis.fetch;
  now?: () => Date;
  writeFile?: WriteFile;
  /** Reads the company file's CMS URL (only called when neither --cms nor CMS_URL is given). */
  companyCmsUrl?: () => string | Promise<string>;
  /** Reads the company file's mediaHosts (only called when an image is not on the CMS origin). */
  companyMediaHosts?: () => string[] | Promise<string[]>;
  /** Resolves a host name for the media policy (default dns.lookup); for a `fetch` that serves a fictional host. */
  lookup?: (host: string) => Promise<string[]>;
}

class UsageError extends Error {}

function whole(name: string, value: string | undefined, def: number, min: number): number {
  if (value === undefined) return def;
  if (!/^\d+$/.test(value) || Number(value) < min) throw new UsageError(`--${name}: expected a whole number ≥ ${min}, got ${JSON.stringify(value)}`);
  return Number(value);
}

function cmsUrl(value: string, from: string): string {
  let u: URL;
  try {
    u = new URL(value);
  } catch {
    throw new UsageError(`${from}: not a URL: ${JSON.stringify(value)}`);
  }
  if (u.protocol !== "http:" && u.protocol !== "https:") throw new UsageError(`${from}: must be an http(s) URL, got ${JSON.stringify(value)}`);
  if (u.search || u.hash) throw new UsageError(`${from}: must be the wp/v2 base URL without ? or #, got ${JSON.stringify(value)}`);
  return u.href.replace(/\/+$/, "");
}

function seconds(ms: number): string {
  return ms < 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms / 1000)} s`;
}

export async function main(argv: string[], io: CliIo): Promise<number> {
  const started = Date.now();
  let options: SnapshotOptions;
  let quiet = false;
  try {
    let values;
    try {
      ({ values } = parseArgs({
        args: argv,
        options: {
          cms: { type: "string" },
          out: { type: "string" },
          full: { type: "boolean", default: false },
          timeout: { type: "string" },
          retries: { type: "string" },
          "retry-delay": { type: "string" },
          concurrency: { type: "string" },
          deadline: { type: "string" },
          "max-json-bytes": { type: "string" },
          "max-shrink": { type: "string" },
          "allow-shrink": { type: "boolean", default: false },
          "max-image-bytes": { type: "string" },
          "max-image-pixels": { type: "string" },
          quiet: { type: "boolean", default: false },
          verbose: { type: "boolean", default: false },
          help: { type: "boolean", short: "h", default: false },
        },
        strict: true,
        allowPositionals: false,
      }));
    } catch (err) {
      throw new UsageError((err as Error).message);
    }
    if (values.help) {
      io.stdout.write(HELP);
      return EXIT.ok;
    }
    quiet = values.quiet;
    const numbers = {
      timeoutMs: whole("timeout", values.timeout, 30_000, 1),
      retries: whole("retries", values.retries, 3, 0),
      retryDelayMs: whole("retry-delay", values["retry-delay"], 1000, 0),
      concurrency: whole("concurrency", values.concurrency, 4, 1),
      deadlineMs: whole("deadline", values.deadline, DEFAULT_DEADLINE_MS, 1),
      maxJsonBytes: whole("max-json-bytes", values["max-json-bytes"], DEFAULT_MAX_JSON_BYTES, 1),
      maxShrinkPercent: whole("max-shrink", values["max-shrink"], DEFAULT_MAX_SHRINK_PERCENT, 0),
      maxImageBytes: whole("max-image-bytes", values["max-image-bytes"], MAX_MEDIA_BYTES, 1),
      maxImagePixels: whole("max-image-pixels", values["max-image-pixels"], MAX_MEDIA_PIXELS, 1),
    };
    if (numbers.maxShrinkPercent > 100) throw new UsageError(`--max-shrink: expected a percentage from 0 to 100, got ${JSON.stringify(values["max-shrink"])}`);
    let source: string;
    if (values.cms !== undefined) source = cmsUrl(values.cms, "--cms");
    else if (io.env["CMS_URL"]) source = cmsUrl(io.env["CMS_URL"], "CMS_URL");
    else {
      try {
        source = cmsUrl((await io.companyCmsUrl?.()) ?? "", "cmsApiUrl in content/site/company.md");
      } catch (err) {
        throw new UsageError(`no CMS URL: pass --cms <url>, set CMS_URL, or fix content/site/company.md (${(err as Error).message.split("\n")[0]})`);
      }
    }
    const stderr = io.stderr;
    const verboseLog: Logger | undefined = values.verbose
      ? { error: (...a: unknown[]) => stderr.write(`  ${a.join(" ")}\n`), warn: (...a: unknown[]) => stderr.write(`  ${a.join(" ")}\n`) }
      : undefined;
    options = {
      source,
      outDir: path.resolve(io.cwd, values.out ?? path.join(io.env["CONTENT_DIR"] ?? "content", "cms")),
      full: values.full,
      allowShrink: values["allow-shrink"],
      mediaHosts: io.companyMediaHosts,
      lookup: io.lookup,
      ...numbers,
      fetch: io.fetch,
      now: io.now,
      writeFile: io.writeFile,
      log: verboseLog,
    };
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    io.stderr.write(`error: ${err.message}\nRun with --help for usage.\n`);
    return EXIT.usage;
  }

  const tty = !!io.stderr.isTTY && !quiet;
  let live = false;
  const clearLive = () => {
    if (live) io.stderr.write("\r\x1b[K");
    live = false;
  };
  options.onPhase = (text) => {
    if (quiet) return;
    clearLive();
    io.stderr.write(`${text}…\n`);
  };
  options.onProgress = (label, done, total) => {
    if (!tty) return;
    io.stderr.write(`\r\x1b[K  ${label} ${done}/${total}`);
    live = done < total;
    if (!live) io.stderr.write("\r\x1b[K");
  };

  const rel = path.relative(io.cwd, options.outDir);
  const shownOut = rel && !rel.startsWith("..") && !path.isAbsolute(rel) ? rel : options.outDir;
  if (!quiet) io.stderr.write(`Snapshot of ${options.source} into ${shownOut}\n`);
  const result = await runSnapshot(options);
  clearLive();
  const oneLine = (s: string) => s.replace(/\s*\n\s*/g, " ");
  for (const w of result.warnings) io.stderr.write(`warning: ${oneLine(w)}\n`);
  if (!result.ok) {
    for (const p of result.problems) io.stderr.write(`error: ${oneLine(p)}\n`);
    io.stderr.write(`Snapshot failed (${result.problems.length} problem${result.problems.length === 1 ? "" : "s"}); ${shownOut} was left as it was.\n`);
    return EXIT.failed;
  }
  for (const n of result.notes) io.stderr.write(`note: ${n}\n`);
  const c = result.counts;
  const via = (s: string, route: string) => (s === route ? "" : s === "none" ? " (no route, no category)" : ` (from ${s})`);
  io.stdout.write(
    [
      `Snapshot ${result.changed ? "written to" : "unchanged in"} ${shownOut}`,
      `  mode        ${result.mode.kind === "full" ? "full" : `incremental since ${result.mode.since}: ${result.mode.fetched} fetched, ${result.mode.removed} removed`}`,
      `  posts       ${c.posts}`,
      `  portfolio   ${c.portfolio}${via(result.sources.portfolio, "/portfolio")}`,
      `  faq         ${c.faq}${via(result.sources.faq, "/faq")}`,
      `  categories  ${c.categories}`,
      `  media       ${c.media} files (${result.media.downloaded} downloaded, ${result.media.reused} reused)`,
      `  warnings    ${result.warnings.length}`,
      `  time        ${seconds(Date.now() - started)}`,
      "",
    ].join("\n"),
  );
  return EXIT.ok;
}
