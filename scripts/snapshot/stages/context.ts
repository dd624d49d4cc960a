/**
 * What every stage of a snapshot run shares: the options, the folder and the source, the run's
 * deadline and request rules, the warnings and notes collected on the way (in the order they
 * arise), and the HTML tools once a stage has loaded them (closed when the run ends). run.ts and
 * every stage import this file; it imports neither, so the modules of a run form no cycle.
 */
import path from "node:path";
import { DEFAULT_DEADLINE_MS, deadline } from "../guards";
import type { NodeHtml } from "../html";
import type { Logger, RetryOptions } from "../../../app/cms/http";
import type { WriteFile } from "../write";

export interface SnapshotOptions {
  /** wp/v2 base URL. */
  source: string;
  /** Snapshot folder, e.g. <project>/content/cms. */
  outDir: string;
  /** Ignore the previous snapshot: fetch every record and download every image again. */
  full?: boolean;
  retries: number;
  retryDelayMs: number;
  timeoutMs: number;
  concurrency: number;
  fetch?: typeof globalThis.fetch;
  now?: () => Date;
  writeFile?: WriteFile;
  /** Requests' own failure log (the CLI shows it with --verbose). */
  log?: Logger;
  onPhase?: (text: string) => void;
  onProgress?: (label: string, done: number, total: number) => void;
  /** A collection may lose at most this share (in %) of the snapshot's records (default 50). */
  maxShrinkPercent?: number;
  /** Accept any shrink, even to empty (`--allow-shrink`). */
  allowShrink?: boolean;
  /** The whole run's limit in ms (default 10 minutes). */
  deadlineMs?: number;
  /** Largest JSON body accepted (default 50 MB). */
  maxJsonBytes?: number;
  /** Hosts besides the CMS's that images may come from (company file `mediaHosts`); asked only when needed. */
  mediaHosts?: () => string[] | Promise<string[]>;
  /** Host name resolution for the media policy (default dns.lookup). */
  lookup?: (host: string) => Promise<string[]>;
  /** Caps per image (media.ts defaults). */
  maxImageBytes?: number;
  maxImagePixels?: number;
}

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
