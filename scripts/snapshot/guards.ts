/**
 * What stops a snapshot run from emptying the site silently (decision 071): the shrink guard,
 * the X-WP-Total cross-check, and the run's overall deadline. The JSON size cap lives in the
 * request layer (app/cms/http.ts, `readJsonCapped`).
 */
import type { CmsMeta } from "../../app/cms/snapshot-schema";

export const DEFAULT_MAX_SHRINK_PERCENT = 50;
export const DEFAULT_DEADLINE_MS = 10 * 60_000;
export const DEFAULT_MAX_JSON_BYTES = 50 * 1024 * 1024;

export type GuardedCollection = "posts" | "portfolio" | "faq" | "categories";
export const GUARDED: readonly GuardedCollection[] = ["posts", "portfolio", "faq", "categories"];

/**
 * One line per collection that would end empty or lose more than `maxShrinkPercent` % of the
 * records the snapshot on disk has. No snapshot on disk (a first run): nothing to compare with.
 */
export function shrinkProblems(previous: CmsMeta["counts"] | undefined, next: CmsMeta["counts"], maxShrinkPercent: number): string[] {
  if (!previous) return [];
  const out: string[] = [];
  for (const c of GUARDED) {
    const before = previous[c];
    const after = next[c];
    if (before === 0 || after >= before) continue;
    const lost = ((before - after) / before) * 100;
    if (after === 0) out.push(`${c}: would go from ${before} to 0 (the collection would be empty); nothing was written. If that is intended, run again with --allow-shrink.`);
    else if (lost > maxShrinkPercent) {
      out.push(`${c}: would go from ${before} to ${after} (${Math.round(lost)} % fewer, more than --max-shrink ${maxShrinkPercent} %); nothing was written. If that is intended, run again with --allow-shrink.`);
    }
  }
  return out;
}

/** A list whose pages hold fewer items than WordPress counted: the line that fails the run. */
export function shortListProblem(label: string, received: number, total: number | null): string | null {
  if (total === null || received >= total) return null;
  return `${label}: the pages held ${received} item${received === 1 ? "" : "s"} but X-WP-Total says ${total}; the list is incomplete, nothing was written`;
}

/** The run's deadline: a fetch that refuses to start once it has passed, and the line that says so. */
export function deadline(ms: number, base: typeof globalThis.fetch | undefined) {
  const ctrl = new AbortController();
  const timer = setTimeout(() => ctrl.abort(), ms);
  timer.unref?.();
  /** `inner` under this deadline: refuses to start once it has passed, aborted when it passes. */
  const wrap =
    (inner: typeof globalThis.fetch): typeof globalThis.fetch =>
    (input, init) => {
      if (ctrl.signal.aborted) return Promise.reject(new TypeError("fetch failed", { cause: { code: "DEADLINE" } }));
      const signal = init?.signal ? AbortSignal.any([init.signal, ctrl.signal]) : ctrl.signal;
      return inner(input, { ...init, signal });
    };
  return {
    fetch: wrap(base ?? globalThis.fetch.bind(globalThis)),
    wrap,
    get passed() {
      return ctrl.signal.aborted;
    },
    problem: `the run took longer than its deadline of ${ms >= 1000 ? `${Math.round(ms / 1000)} s` : `${ms} ms`} (--deadline ${ms}); nothing was written`,
    clear: () => clearTimeout(timer),
  };
}
