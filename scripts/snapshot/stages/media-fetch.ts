/**
 * Stage: the planned images, downloaded or reused from the previous snapshot under the media
 * policy (decision 073) and the caps per image. A failure on the CMS's own origin fails the run;
 * an image left out for any other reason is one warning naming the record that uses it.
 */
import { collectMedia, type StoredImage } from "../media";
import { mediaPolicy } from "../media-policy";
import { pinnedFetch } from "../pinned-fetch";
import type { RunContext } from "./context";
import type { MediaPlan } from "./media-plan";
import type { PreviousState } from "./previous";

export type FetchedMedia = { ok: true; images: ReadonlyMap<string, StoredImage>; downloaded: number; reused: number } | { ok: false; problems: string[] };

export async function fetchMedia(ctx: RunContext, prev: PreviousState, plan: MediaPlan): Promise<FetchedMedia> {
  const { opts } = ctx;
  opts.onPhase?.(`Media: ${plan.urls.size} images`);
  const policy = mediaPolicy({ cmsOrigin: plan.cmsOrigin, mediaHosts: opts.mediaHosts, lookup: opts.lookup });
  // On the network, each connection resolves through the policy (DNS rebinding, decision 100); a
  // `fetch` given by the caller (tests serving fictional hosts) is used as it is.
  const retry = opts.fetch ? ctx.retry : { ...ctx.retry, fetch: ctx.limit.wrap(pinnedFetch(policy.connectLookup)) };
  const media = await collectMedia(plan.urls, {
    retry,
    concurrency: opts.concurrency * 2,
    cmsOrigin: plan.cmsOrigin,
    previous: prev.reuse,
    verified: !!prev.previous,
    gate: policy.gate,
    maxBytes: opts.maxImageBytes,
    maxPixels: opts.maxImagePixels,
    onProgress: (d, t) => opts.onProgress?.("media", d, t),
  });
  if (media.failures.length) return { ok: false, problems: media.failures };
  for (const [url, why] of [...media.dropped].sort(([a], [b]) => (a < b ? -1 : 1))) ctx.warnings.push(`media ${url} (in ${plan.usedBy.get(url) ?? "a record"}): ${why}`);
  return { ok: true, images: media.images, downloaded: media.downloaded, reused: media.reused };
}
