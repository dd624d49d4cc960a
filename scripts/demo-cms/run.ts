/**
 * npm run snapshot:demo — makes the committed demo snapshot (content/cms/)
 * with the snapshot command itself, from the demo source kept in the repo
 * (content/cms-demo/, images from content/media/library/).
 *
 * It serves the source with the WordPress-compatible test server on
 * 127.0.0.1 (a real HTTP server; URLs in the records name the demo CMS host
 * DEMO_CMS_ORIGIN) and runs `npm run snapshot -- --full` against it.
 *
 *   npm run snapshot:demo                   refresh content/cms from the source
 *   npm run snapshot:demo -- --check        exit 1 if content/cms is not what the source makes
 *   npm run snapshot:demo -- --out <dir>    write elsewhere; other flags go to the snapshot command
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { main } from "../snapshot/cli";
import { startWpServer } from "../../tests/fixtures/wp-server/server";
import { DemoSourceError, readDemoSource } from "./source";
import { isMain } from "../lib/is-main.mjs";

/** The demo CMS's (fictional) host: what `source`, `link` and media URLs of the demo snapshot name. */
export const DEMO_CMS_ORIGIN = "https://demo-cms.example.com";
export const DEMO_CMS_URL = `${DEMO_CMS_ORIGIN}/blog/wp-json/wp/v2`;

export interface DemoRunIo {
  root: string;
  stdout: { write(s: string): unknown; isTTY?: boolean };
  stderr: { write(s: string): unknown; isTTY?: boolean };
  now?: () => Date;
}

/** Runs the demo snapshot with `args` (snapshot flags plus --check); returns the exit code. */
export async function runDemo(args: string[], io: DemoRunIo): Promise<number> {
  const check = args.includes("--check");
  const rest = args.filter((a) => a !== "--check");
  let source;
  try {
    source = await readDemoSource(io.root);
  } catch (err) {
    if (err instanceof DemoSourceError) {
      io.stderr.write(`${err.message}\n`);
      return 1;
    }
    throw err;
  }
  if (source.substitutes.length) {
    io.stderr.write(`note: ${source.substitutes.length} library images are not rendered yet; standing in for now: ${source.substitutes.join(", ")}\n`);
  }
  const server = await startWpServer({ port: 0, data: source.data, publicOrigin: DEMO_CMS_ORIGIN, filesRoot: io.root });
  try {
    const committed = path.join(io.root, "content", "cms");
    let out = committed;
    const outAt = rest.indexOf("--out");
    if (outAt >= 0 && rest[outAt + 1]) out = path.resolve(io.root, rest[outAt + 1]!);
    let tmp: string | undefined;
    if (check) {
      // A full run (every image downloaded again) into a copy of the committed snapshot: it must change nothing.
      tmp = fs.mkdtempSync(path.join(os.tmpdir(), "cms-demo-check-"));
      out = path.join(tmp, "cms");
      if (fs.existsSync(committed)) fs.cpSync(committed, out, { recursive: true });
    }
    const flags = rest.filter((_, i) => i !== outAt && i !== outAt + 1 || outAt < 0);
    let stdout = "";
    // Always a full run: the source has no edit history (its `modified` dates do not move when a
    // file or a library image changes), so an incremental run could keep stale text or images.
    const code = await main(["--cms", DEMO_CMS_URL, "--out", out, "--full", ...(check ? ["--quiet"] : []), ...flags.filter((f) => f !== "--full")], {
      stdout: check ? { write: (s: string) => (stdout += s) } : io.stdout,
      stderr: io.stderr,
      env: {},
      cwd: io.root,
      fetch: server.localFetch,
      // The fictional CMS host is served on this machine: that is where it resolves (media policy, decision 073).
      lookup: async () => ["127.0.0.1"],
      now: io.now,
    });
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
    if (!check || code !== 0) return code;
    if (/^Snapshot unchanged in /.test(stdout)) {
      io.stdout.write(`content/cms is what content/cms-demo makes (${source.data.posts!.length} posts, ${source.data.portfolio!.length} portfolio items, ${source.data.faq!.length} FAQs, ${source.images.length} library images).\n`);
      return 0;
    }
    io.stderr.write("content/cms differs from what content/cms-demo and content/media/library make now: run `npm run snapshot:demo` and commit content/cms.\n");
    return 1;
  } finally {
    await server.close();
  }
}

if (isMain(import.meta.url)) {
  runDemo(process.argv.slice(2), { root: process.cwd(), stdout: process.stdout, stderr: process.stderr }).then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      process.stderr.write(`error: ${(err as Error)?.stack ?? String(err)}\n`);
      process.exitCode = 1;
    },
  );
}
