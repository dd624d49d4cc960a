/**
 * The snapshot re-check (decision 076: every record's HTML a fixed point of the sanitiser), done
 * ahead of the build's own on every core, in child processes that each take a batch and exit.
 *
 * Why: jsdom keeps about 100 KB of every document DOMPurify sanitises in it, closing the window
 * or not (cure53/DOMPurify#1089), so one process checking 10,000 posts grew past 2 GB and took
 * 30 s on one core. A worker's memory goes when it exits (a worker thread would do as well, but
 * Node 20 passes no `--import tsx` on to one). What the workers find clean is added to
 * the records' list (`rememberClean`); the build's own check, which reports problems with their
 * file, record and field, then sanitises only what they did not find clean (decision 129).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SNAPSHOT_FILES } from "../../app/cms/snapshot-schema";
import { snapshotDir } from "../../app/content/environment.server";
import { runScript } from "./child-script";
import { collectGarbage } from "../../app/content/gc.server";
import { keepParsed } from "../../app/features/collections/snapshot.server";
import { recheckRecords, rememberClean, uncheckedRecords, type RecheckRecord } from "../../app/features/collections/recheck.server";
import { isMain } from "./is-main.mjs";

/**
 * Records per worker: it exits after its batch, and what jsdom kept goes with it. 700, not 1,000:
 * each worker peaks at ~300 MB instead of ~360 MB, for ~2.5 s more on a whole 10,000-post
 * snapshot (decision 144).
 */
const BATCH = 700;
/** Below this many unchecked records, starting workers costs more than the check. */
const MIN_RECORDS = 200;
const FILES = [SNAPSHOT_FILES.posts, SNAPSHOT_FILES.portfolio, SNAPSHOT_FILES.faq];

/** Which records of a batch are not clean (a problem, or a record too malformed to check). */
function checkBatch(records: RecheckRecord[]): number[] {
  const bad: number[] = [];
  records.forEach((r, i) => {
    try {
      if (recheckRecords("", [r]).length > 0) bad.push(i);
    } catch {
      bad.push(i);
    }
  });
  return bad;
}

/** One batch, written to `file`, in a child process (as the prerender workers run): its memory goes when it exits. */
function inWorker(file: string): Promise<Set<number>> {
  return runScript("The snapshot re-check worker", import.meta.filename, [file]).then((out) => new Set(JSON.parse(out.trim().split("\n").pop() ?? "") as number[]));
}

/**
 * Checks the unchecked records of each snapshot list ahead of the build; returns how many it
 * checked. `noWorkers` is called once it is known that none of its processes runs any more: at
 * once when no list has enough unchecked records to start them (a rebuild after a few edits),
 * else when the last has exited (the build then starts React Router's worker, decision 135).
 */
export async function recheckSnapshotAhead(noWorkers: () => void = () => {}): Promise<number> {
  let dir: string | undefined;
  // Each list's batches are written out before any worker starts, and only their files and the
  // records' digests are kept: the parsed records (~100 MB at 10,000 posts) are not held in this
  // process while the workers run (decision 144).
  const lists: { shown: string; raw: string; batches: { file: string; digests: string[] }[] }[] = [];
  try {
    for (const name of FILES) {
      const shown = `content/cms/${name}`;
      try {
        const raw = fs.readFileSync(path.join(snapshotDir(), name), "utf8");
        const records: unknown = JSON.parse(raw);
        if (!Array.isArray(records)) continue;
        const todo = uncheckedRecords(shown, raw, records as RecheckRecord[]);
        if (todo.length < MIN_RECORDS) {
          // No process for this list: the build's own read takes these records as parsed.
          keepParsed(shown, raw, records as unknown[]);
          continue;
        }
        const batches = Array.from({ length: Math.ceil(todo.length / BATCH) }, (_, i) => {
          const batch = todo.slice(i * BATCH, (i + 1) * BATCH);
          const file = path.join((dir ??= fs.mkdtempSync(path.join(os.tmpdir(), "recheck-"))), `${path.basename(name, ".json")}-${i}.json`);
          fs.writeFileSync(file, JSON.stringify(batch.map(([r]) => r)));
          return { file, digests: batch.map(([, d]) => d) };
        });
        lists.push({ shown, raw, batches });
      } catch {
        // Missing, not JSON or not the snapshot's shape: the build's own check says so.
        continue;
      }
    }
    if (lists.length === 0) {
      noWorkers();
      return 0;
    }
    collectGarbage();
    let checked = 0;
    try {
      for (const { shown, raw, batches } of lists) {
        const clean: string[] = [];
        let next = 0;
        let failed = false;
        const lane = async () => {
          // After a failure no lane starts another process: the caller is told none runs only once all have gone.
          while (!failed && next < batches.length) {
            const batch = batches[next++]!;
            try {
              const bad = await inWorker(batch.file);
              clean.push(...batch.digests.filter((_, i) => !bad.has(i)));
            } catch (err) {
              failed = true;
              throw err;
            }
          }
        };
        const lanes = await Promise.allSettled(Array.from({ length: Math.min(os.availableParallelism(), batches.length) }, lane));
        const failure = lanes.find((l): l is PromiseRejectedResult => l.status === "rejected");
        if (failure) throw failure.reason;
        rememberClean(shown, raw, clean);
        checked += batches.reduce((n, b) => n + b.digests.length, 0);
      }
    } finally {
      noWorkers();
    }
    return checked;
  } finally {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  console.log(JSON.stringify(checkBatch(JSON.parse(fs.readFileSync(process.argv[2]!, "utf8")) as RecheckRecord[])));
}
