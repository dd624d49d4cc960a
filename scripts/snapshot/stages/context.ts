/**
 * What every stage of a snapshot run shares: the options, the folder and the source, the run's
 * deadline and request rules, the warnings and notes collected on the way (in the order they
 * arise), and the HTML tools once a stage has loaded them (closed when the run ends).
 */
import path from "node:path";
import type { RetryOptions } from "../../../app/cms/http";
import { DEFAULT_DEADLINE_MS, deadline } from "../guards";
import type { NodeHtml } from "../html";
import type { SnapshotOptions } from "../run";

export type Deadline = ReturnType<typeof deadline>;

export interface RunContext {
  opts: SnapshotOptions;
  /** The snapshot folder, absolute. */
  outDir: string;
  /** The wp/v2 base URL without trailing slashes. */
  source: string;
  limit: Deadline;
  /** The rules of every CMS request; its fetch refuses to start once the deadline has passed. */
  retry: RetryOptions;
  warnings: string[];
  notes: string[];
  /** Loaded by the normalise stage only when something needs sanitising. */
  html?: NodeHtml;
}

export function createRunContext(opts: SnapshotOptions): RunContext {
  const limit = deadline(opts.deadlineMs ?? DEFAULT_DEADLINE_MS, opts.fetch);
  return {
    opts,
    outDir: path.resolve(opts.outDir),
    source: opts.source.replace(/\/+$/, ""),
    limit,
    retry: { fetch: limit.fetch, retries: opts.retries, retryDelayMs: opts.retryDelayMs, timeoutMs: opts.timeoutMs },
    warnings: [],
    notes: [],
  };
}
