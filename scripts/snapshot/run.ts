/**
 * One snapshot run, as named stages (stages/*.ts): previous snapshot → fetch → normalise →
 * media plan → media fetch → assemble → check → write. State passes from stage to stage in
 * typed results; the run's context (stages/context.ts, which also declares the options, so the
 * stages never import this file) carries options, deadline, warnings and notes. Never throws
 * for CMS or disk trouble: returns the problems instead, and leaves the previous snapshot as it was.
 */
import path from "node:path";
import type { CmsMeta } from "../../app/cms/snapshot-schema";
import { FetchFailed } from "./fetch";
import { assemble } from "./stages/assemble";
import { checkSnapshot } from "./stages/check";
import { createRunContext, type Deadline, type RunContext, type SnapshotOptions } from "./stages/context";
import { fetchRecords } from "./stages/fetch";
import { fetchMedia } from "./stages/media-fetch";
import { planMedia } from "./stages/media-plan";
import { normalise } from "./stages/normalise";
import { readPrevious } from "./stages/previous";
import { writeSnapshot } from "./stages/write";
import { lock, recover } from "./write";

export { SNAPSHOT_README } from "./stages/write";
export type { SnapshotOptions };

export interface SnapshotSummary {
  counts: CmsMeta["counts"];
  media: { downloaded: number; reused: number };
  /** Whether the snapshot folder changed. */
  changed: boolean;
  contentHash: string;
  /** Where portfolio and FAQ came from. */
  sources: { portfolio: string; faq: string };
  /** Full run, or incremental since a date: records fetched again and records removed. */
  mode: { kind: "full" } | { kind: "incremental"; since: string; fetched: number; removed: number };
  notes: string[];
}

export type SnapshotResult = ({ ok: true } & SnapshotSummary & { warnings: string[] }) | { ok: false; problems: string[]; warnings: string[] };

type Failure = Extract<SnapshotResult, { ok: false }>;

const fail = (ctx: RunContext, problems: string[]): Failure => ({ ok: false, problems, warnings: ctx.warnings });

/** The problems of a run that threw: the deadline, the CMS's endpoints, or the disk. */
function problemsOf(err: unknown, limit: Deadline): string[] {
  if (limit.passed) return [limit.problem];
  if (err instanceof FetchFailed) return err.problems;
  const e = err as NodeJS.ErrnoException;
  const where = e.path ? `${path.relative(process.cwd(), e.path) || e.path}: ` : "";
  return [`${e.code === "ENOSPC" ? "disk full: " : ""}${where}${e.message}`];
}

export async function runSnapshot(opts: SnapshotOptions): Promise<SnapshotResult> {
  const ctx = createRunContext(opts);
  let release: (() => Promise<void>) | undefined;
  try {
    release = await lock(ctx.outDir);
    ctx.notes.push(...(await recover(ctx.outDir)));
    const prev = await readPrevious(ctx);
    const content = await fetchRecords(ctx, prev);
    const records = await normalise(ctx, prev, content);
    const plan = planMedia(ctx, prev, records);
    const media = await fetchMedia(ctx, prev, plan);
    if (!media.ok) return fail(ctx, media.problems);
    const snap = assemble(ctx, prev, content, records, plan, media);
    const problems = checkSnapshot(ctx, prev, snap);
    if (problems.length) return fail(ctx, problems);
    const changed = await writeSnapshot(ctx, snap);
    const mode: SnapshotSummary["mode"] = prev.previous
      ? { kind: "incremental", since: prev.previous.since, fetched: content.posts.length + content.portfolio.length + content.faq.length, removed: content.removed }
      : { kind: "full" };
    const { counts, contentHash } = snap.meta;
    return { ok: true, counts, media: { downloaded: media.downloaded, reused: media.reused }, changed, contentHash, sources: content.sources, mode, notes: ctx.notes, warnings: ctx.warnings };
  } catch (err) {
    return fail(ctx, problemsOf(err, ctx.limit));
  } finally {
    ctx.limit.clear();
    ctx.html?.close();
    await release?.();
  }
}
