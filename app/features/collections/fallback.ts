/**
 * DESIGN.md: live first, then the snapshot. When the live CMS fails (after its retries) or has
 * not answered within `fallbackAfterMs` (about 5 s), the snapshot's answer is used instead,
 * with no visible error. Then, for `restAfterFailureMs` (a minute), the lists do not ask the CMS
 * again: the snapshot answers at once, not after another 5 s wait per click (decision 176).
 */
import { liveTiming } from "./table";

/** Until when (Date.now()) the CMS is left alone after it failed or missed the deadline. */
let restUntil = 0;

export async function liveOrSnapshot<T>(live: (signal: AbortSignal) => Promise<T>, snapshot: () => Promise<T>): Promise<{ value: T; source: "live" | "snapshot" }> {
  const { fallbackAfterMs, restAfterFailureMs } = liveTiming();
  if (Date.now() < restUntil) return { value: await snapshot(), source: "snapshot" };
  try {
    // At the deadline the live call is aborted, its retries with it: the CMS is left alone.
    return { value: await withDeadline(fallbackAfterMs, live), source: "live" };
  } catch (err) {
    console.warn(`The CMS failed or did not answer within ${fallbackAfterMs} ms; using the snapshot for ${restAfterFailureMs / 1000} s.`, err);
  }
  restUntil = Date.now() + restAfterFailureMs;
  return { value: await snapshot(), source: "snapshot" };
}

/**
 * One deadline for a whole live lookup (decision 080): `fn` gets a signal that aborts after
 * `ms`, and the returned promise rejects then even if something inside ignores the signal.
 */
export async function withDeadline<T>(ms: number, fn: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const ctrl = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const err = new Error(`No answer within ${ms} ms`);
      ctrl.abort(err);
      reject(err);
    }, ms);
  });
  try {
    return await Promise.race([fn(ctrl.signal), late]);
  } finally {
    clearTimeout(timer);
  }
}
