/**
 * Stage: which images the snapshot needs: featured images, attachments and images inside body
 * HTML; kept records' images by the URLs sync.json recorded. A record whose HTML cannot be read
 * is left out here with one warning.
 */
import type { CmsPortfolioRecord, CmsRecord } from "../../../app/cms/snapshot-schema";
import { imageUrls } from "../localize";
import type { RunContext } from "./context";
import type { Normalised } from "./normalise";
import type { PreviousState } from "./previous";

export interface MediaPlan {
  cmsOrigin: string;
  /** Source URLs of every image to store. */
  urls: Set<string>;
  /** Which record first uses each URL (for warnings). */
  usedBy: Map<string, string>;
  /** The records that go on (those whose HTML could be read). */
  records: { posts: CmsRecord[]; portfolio: CmsPortfolioRecord[]; faq: CmsRecord[] };
}

export function planMedia(ctx: RunContext, prev: PreviousState, records: Normalised): MediaPlan {
  const cmsOrigin = new URL(ctx.source).origin;
  const { posts, portfolio, faq, nodeHtml, isKept } = records;
  const { urls, usedBy, failed } = imageUrls({ posts, portfolio, faq }, { nodeHtml, cmsOrigin, isKept, prevEntries: prev.entries, warnings: ctx.warnings });
  const ok = <T extends CmsRecord>(list: T[]) => (failed.size ? list.filter((r) => !failed.has(r)) : list);
  return { cmsOrigin, urls, usedBy, records: { posts: ok(posts), portfolio: ok(portfolio), faq: ok(faq) } };
}
