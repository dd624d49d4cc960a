/**
 * Whether WordPress holds a post published after `after` (a WordPress wall time), asked before
 * the live layer is loaded (decision 202). The live layer validates, sanitises and shapes what
 * it receives: zod, DOMPurify and the views, ~66 KB gzip. Posts published since the build are
 * rare (publishing rebuilds the site), so on almost every visit the answer is an empty list, and
 * this one request of a few bytes (`per_page=1&_fields=id`) is all the visit pays. It follows the
 * live layer's retry rule and logs a final failure the way the live layer's client does.
 */
import { SITE } from "~/content/build-values";
import { getWithRetry, readJson, WpRequestError } from "../../cms/http";
import { liveTiming } from "./table";

/** The probe's address: the posts endpoint, asked for one id. */
export function newerProbeUrl(cmsApiUrl: string, after: string): string {
  const u = new URL(`${cmsApiUrl.replace(/\/+$/, "")}/posts`);
  u.searchParams.set("after", after);
  u.searchParams.set("per_page", "1");
  u.searchParams.set("_fields", "id");
  return u.href;
}

/**
 * True unless WordPress answered an empty list. Anything but an array (a proxy's page, an error
 * body) is not taken for "none": the live layer then asks, and judges the answer with its own
 * rules. Throws when WordPress cannot be reached, as the live layer's calls do.
 */
export async function hasNewerPost(after: string, signal?: AbortSignal, cmsApiUrl: string = SITE.cmsApiUrl): Promise<boolean> {
  const target = newerProbeUrl(cmsApiUrl, after);
  const { retries, retryDelayMs, timeoutMs } = liveTiming();
  try {
    const answer = await getWithRetry(target, { retries, retryDelayMs, timeoutMs, signal }, readJson);
    return !(Array.isArray(answer.body) && answer.body.length === 0);
  } catch (err) {
    if (!(err instanceof WpRequestError && err.kind === "aborted")) console.error(`${(err as Error).message} (GET ${target})`);
    throw err;
  }
}
