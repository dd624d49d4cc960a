/**
 * Stage: the last word before writing. What is about to be written is validated exactly as the
 * build will read it, every image a record references must be stored, no collection may shrink
 * past the threshold (decision 071), and the deadline must not have passed. Returns the problems
 * of the first check that fails (none: write).
 */
import { CMS_MEDIA_CONTENT_PATH, cmsSnapshotSchema, type CmsPortfolioRecord } from "../../../app/cms/snapshot-schema";
import { DEFAULT_MAX_SHRINK_PERCENT, shrinkProblems } from "../guards";
import type { Assembled } from "./assemble";
import type { RunContext } from "./context";
import type { PreviousState } from "./previous";

/** References to media (featured images, attachments, images in HTML) that are not among the stored files. */
function missingMedia(snap: Assembled): string[] {
  return [...snap.posts, ...snap.portfolio, ...snap.faq].flatMap((r) => {
    const refs = [r.featuredImage?.src, ...("attachments" in r ? (r as CmsPortfolioRecord).attachments.map((a) => a.src) : [])].filter((s): s is string => !!s);
    for (const m of `${r.title}${r.excerpt}${r.content}`.matchAll(/src="\/_cms\/media\/([^"]+)"/g)) refs.push(CMS_MEDIA_CONTENT_PATH + m[1]);
    return refs.filter((s) => !snap.files.has(s.slice(CMS_MEDIA_CONTENT_PATH.length)));
  });
}

export function checkSnapshot(ctx: RunContext, prev: PreviousState, snap: Assembled): string[] {
  const { opts, limit } = ctx;
  const { posts, portfolio, faq, categories, mediaEntries, meta } = snap;
  const check = cmsSnapshotSchema.safeParse({ posts, portfolio, faq, categories, media: mediaEntries, meta });
  if (!check.success) return check.error.issues.map((i) => `snapshot would be invalid: ${i.path.join(".")}: ${i.message}`);
  const missing = missingMedia(snap);
  if (missing.length) return missing.map((m) => `snapshot would be invalid: ${m} is referenced but not stored`);
  // Never empty the site silently: compared with the snapshot on disk, whatever the mode.
  const shrunk = opts.allowShrink ? [] : shrinkProblems(prev.meta?.counts, meta.counts, opts.maxShrinkPercent ?? DEFAULT_MAX_SHRINK_PERCENT);
  if (shrunk.length) return shrunk;
  if (limit.passed) return [limit.problem];
  return [];
}
