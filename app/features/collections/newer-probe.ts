/**
 * Whether WordPress holds a post published after `after` (a WordPress wall time), asked before
 * the live layer is loaded (decision 202). The live layer validates, sanitises and shapes what
 * it receives: zod, DOMPurify and the views, ~66 KB gzip. A post is newer than the build only
 * until a snapshot that holds it is deployed, so most visits get an empty list, and this one
 * request of a few bytes (`per_page=1&_fields=id`) is all they pay. It follows the live layer's
 * retry rule and logs a final failure with the live layer's client's line.
 */
import { SITE } from "~/content/build-values";
import { getWithRetry, readJson, WpRequestError } from "../../cms/http";
import { failureLine, withQuery } from "../../cms/request-url";
import { liveTiming } from "./table";

/** The probe's address: the posts endpoint, asked for one id. */
export function newerProbeUrl(cmsApiUrl: string, after: string): string {
  return withQuery(`${cmsApiUrl.replace(/\/+$/, "")}/posts`, { after, per_page: 1, _fields: "id" });
}

/** A refusal of the probe's own question (a firewall that will not pass `_fields`), not of every request: 4xx but a timeout or "slow down". */
const refusedQuestion = (err: unknown) => err instanceof WpRequestError && err.kind === "http" && err.status !== undefined && err.status >= 400 && err.status < 500 && err.status !== 408 && err.status !== 429;

/**
 * True unless WordPress answered an empty list. Another answer is not taken for "none": a JSON
 * body that is not a list, or a refusal of this question (a 4xx, say a firewall that refuses
 * `_fields`); the live layer then asks its own question and judges the answer by its rules.
 * Throws, after the retries and one logged line, when WordPress cannot be reached or answers
 * what is not JSON, as the live layer's calls do.
 */
export async function hasNewerPost(after: string, signal?: AbortSignal, cmsApiUrl: string = SITE.cmsApiUrl): Promise<boolean> {
  const target = newerProbeUrl(cmsApiUrl, after);
  const { retries, retryDelayMs, timeoutMs } = liveTiming();
  try {
    const answer = await getWithRetry(target, { retries, retryDelayMs, timeoutMs, signal }, readJson);
    return !(Array.isArray(answer.body) && answer.body.length === 0);
  } catch (err) {
    if (refusedQuestion(err)) return true;
    if (!(err instanceof WpRequestError && err.kind === "aborted")) console.error(failureLine(err, target));
    throw err;
  }
}
