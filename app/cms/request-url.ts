/**
 * A WordPress request's address and the line a failed one is logged with: one definition for
 * the client (./client.ts) and the browser's small questions that do not load it
 * (app/features/collections/newer-probe.ts). Dependency-free, so a page does not download more to use it.
 */

export type Query = Record<string, string | number | boolean | undefined | null>;

/** `url` with `query` set; a value left out, null or false is not sent. */
export function withQuery(url: string, query: Query = {}): string {
  const u = new URL(url);
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null || v === false) continue;
    u.searchParams.set(k, String(v));
  }
  return u.href;
}

/** SPEC: a call's final failure is "logged and thrown"; this is the line logged. */
export function failureLine(err: unknown, target: string): string {
  return `${(err as Error).message} (GET ${target})`;
}
