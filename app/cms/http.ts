/**
 * The one request layer of the CMS client: a timeout on every attempt (body
 * included) and SPEC's retry rule (3 more tries, 1 s apart) as refined by
 * DESIGN.md: 4xx other than 408/429 are not retried. Browser-safe: only
 * `fetch`, `AbortController` and timers.
 */

export type WpErrorKind = "http" | "timeout" | "network" | "invalid-json" | "unexpected-shape" | "too-large" | "aborted";

/** A request that failed for good (after the retries where they apply). */
export class WpRequestError extends Error {
  readonly kind: WpErrorKind;
  readonly url: string;
  /** HTTP status for kind "http". */
  readonly status: number | undefined;
  /** WordPress error code from the body of a non-OK answer, e.g. `rest_post_invalid_page_number`. */
  readonly code: string | undefined;
  /** How many attempts were made. */
  attempts: number;

  constructor(kind: WpErrorKind, message: string, url: string, extra: { status?: number; code?: string; attempts?: number } = {}) {
    super(message);
    this.name = "WpRequestError";
    this.kind = kind;
    this.url = url;
    this.status = extra.status;
    this.code = extra.code;
    this.attempts = extra.attempts ?? 1;
  }
}

/** SPEC §8's message for a non-OK answer. */
export function fetchErrorMessage(status: number): string {
  return `Fetch error: ${status}`;
}

export interface Logger {
  error: (...args: unknown[]) => void;
  warn: (...args: unknown[]) => void;
}

export const silentLogger: Logger = { error: () => {}, warn: () => {} };

export interface RetryOptions {
  fetch?: typeof globalThis.fetch;
  /** Further attempts after the first (SPEC: 3). */
  retries?: number;
  /** Pause between attempts in ms (SPEC: 1000). */
  retryDelayMs?: number;
  /** Limit for one attempt, headers and body, in ms. */
  timeoutMs?: number;
  /** Cancels every attempt and pause. */
  signal?: AbortSignal;
}

export const DEFAULT_RETRIES = 3;
export const DEFAULT_RETRY_DELAY_MS = 1000;
export const DEFAULT_TIMEOUT_MS = 10_000;

/** Whether another attempt may succeed. */
export function isRetryable(err: WpRequestError): boolean {
  switch (err.kind) {
    case "timeout":
    case "network":
    case "invalid-json": // a body cut off in transit reads as malformed JSON
      return true;
    case "http":
      return err.status === 408 || err.status === 429 || (err.status ?? 0) >= 500;
    default:
      return false;
  }
}

function describeNetworkError(err: unknown): string {
  const e = err as { message?: string; cause?: { code?: string; message?: string } } | undefined;
  const cause = e?.cause;
  const detail = cause?.code ?? cause?.message ?? e?.message ?? String(err);
  return `Network error: ${detail}`;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const t = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(t);
      reject(signal?.reason);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

export interface Answer<T> {
  url: string;
  status: number;
  headers: Headers;
  body: T;
  attempts: number;
}

type Reader<T> = (res: Response, url: string) => Promise<T>;

/** Reads a JSON body as `unknown`; malformed or truncated JSON becomes an `invalid-json` error. */
export const readJson: Reader<unknown> = async (res, url) => parseJsonText(await res.text(), url);

function parseJsonText(text: string, url: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (err) {
    const detail = (err as Error).message.replace(/\s+/g, " ").slice(0, 120);
    throw new WpRequestError("invalid-json", `Malformed JSON: ${detail}`, url);
  }
}

/**
 * A body's bytes, or `tooLarge` once it is known to pass `maxBytes`: by its Content-Length, or,
 * without one (a chunked answer), counted as it streams, so a body without an end is never held
 * whole before it is refused.
 */
async function readCapped(res: Response, maxBytes: number, tooLarge: (size: number | null) => WpRequestError): Promise<Uint8Array> {
  const length = res.headers.get("content-length");
  const declared = length === null ? NaN : Number(length);
  if (Number.isFinite(declared) && declared > maxBytes) {
    await res.body?.cancel().catch(() => {});
    throw tooLarge(declared);
  }
  // fetch holds a body to its declared length: within the cap, read it the fast way.
  if (Number.isFinite(declared)) return new Uint8Array(await res.arrayBuffer());
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = res.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => {});
        throw tooLarge(null);
      }
      chunks.push(value);
    }
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    bytes.set(c, at);
    at += c.byteLength;
  }
  return bytes;
}

/** Like `readJson`, but refuses a body over `maxBytes` (declared or streamed) as `too-large`. */
export function readJsonCapped(maxBytes: number): Reader<unknown> {
  return async (res, url) => {
    const bytes = await readCapped(res, maxBytes, () => new WpRequestError("too-large", `Response too large: over ${maxBytes} bytes of JSON (the limit)`, url));
    return parseJsonText(new TextDecoder().decode(bytes), url);
  };
}

/** Reads a body as bytes, refusing more than `maxBytes` (declared or streamed). */
export function readBytes(maxBytes: number): Reader<Uint8Array> {
  return (res, url) =>
    readCapped(res, maxBytes, (declared) => new WpRequestError("too-large", declared === null ? `File too large: over ${maxBytes} bytes (the limit)` : `File too large: ${declared} bytes (limit ${maxBytes})`, url));
}

async function attemptOnce<T>(url: string, opts: Required<Omit<RetryOptions, "signal">> & { signal?: AbortSignal }, read: Reader<T>, accept: string): Promise<Answer<T>> {
  const ctrl = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    ctrl.abort();
  }, opts.timeoutMs);
  const outer = opts.signal;
  const onOuterAbort = () => ctrl.abort();
  if (outer?.aborted) ctrl.abort();
  outer?.addEventListener("abort", onOuterAbort, { once: true });
  const classify = (err: unknown): WpRequestError => {
    if (err instanceof WpRequestError) return err;
    if (timedOut) return new WpRequestError("timeout", `Timed out after ${opts.timeoutMs} ms`, url);
    if (outer?.aborted) return new WpRequestError("aborted", "Request cancelled", url);
    return new WpRequestError("network", describeNetworkError(err), url);
  };
  try {
    let res: Response;
    try {
      res = await opts.fetch(url, { signal: ctrl.signal, headers: { Accept: accept }, redirect: "follow" });
    } catch (err) {
      throw classify(err);
    }
    if (!res.ok) {
      // WordPress explains errors in a JSON body ({ code, message, data: { status } }).
      let code: string | undefined;
      try {
        const text = await res.text();
        const parsed = JSON.parse(text) as { code?: unknown };
        if (parsed && typeof parsed.code === "string") code = parsed.code;
      } catch (err) {
        if (timedOut || outer?.aborted) throw classify(err);
      }
      throw new WpRequestError("http", fetchErrorMessage(res.status), url, { status: res.status, code });
    }
    try {
      const body = await read(res, url);
      return { url, status: res.status, headers: res.headers, body, attempts: 1 };
    } catch (err) {
      throw classify(err);
    }
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener("abort", onOuterAbort);
  }
}

/**
 * GETs `url` with a timeout per attempt and the retry rule; throws a
 * WpRequestError carrying the number of attempts made.
 */
export async function getWithRetry<T>(url: string, options: RetryOptions, read: Reader<T>, accept = "application/json"): Promise<Answer<T>> {
  const opts = {
    fetch: options.fetch ?? globalThis.fetch.bind(globalThis),
    retries: Math.max(0, options.retries ?? DEFAULT_RETRIES),
    retryDelayMs: Math.max(0, options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS),
    timeoutMs: Math.max(1, options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    signal: options.signal,
  };
  for (let attempt = 1; ; attempt++) {
    try {
      const answer = await attemptOnce(url, opts, read, accept);
      answer.attempts = attempt;
      return answer;
    } catch (err) {
      const e = err instanceof WpRequestError ? err : new WpRequestError("network", describeNetworkError(err), url);
      e.attempts = attempt;
      if (attempt > opts.retries || !isRetryable(e) || opts.signal?.aborted) throw e;
      try {
        await sleep(opts.retryDelayMs, opts.signal);
      } catch {
        throw new WpRequestError("aborted", "Request cancelled", url, { attempts: attempt });
      }
    }
  }
}

/** Runs `fn` over `items` with at most `limit` at a time; results keep the input order. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<PromiseSettledResult<R>[]> {
  const results: PromiseSettledResult<R>[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      try {
        results[i] = { status: "fulfilled", value: await fn(items[i] as T, i) };
      } catch (reason) {
        results[i] = { status: "rejected", reason };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}

/** `{type} with slug "{slug}" not found.` (SPEC §7) */
export class WpNotFoundError extends Error {
  readonly type: string;
  readonly slug: string;
  constructor(type: string, slug: string) {
    super(`${type} with slug "${slug}" not found.`);
    this.name = "WpNotFoundError";
    this.type = type;
    this.slug = slug;
  }
}

/** The REST route does not exist (e.g. the portfolio or faq post type is not registered). */
export function isNoRoute(err: unknown): boolean {
  return err instanceof WpRequestError && err.kind === "http" && err.status === 404 && err.code === "rest_no_route";
}
