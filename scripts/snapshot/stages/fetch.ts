/**
 * Stage: the records from WordPress: every record on a full run, the changes since the previous
 * snapshot on an incremental one (../fetch.ts, ../changes.ts). Endpoint failures throw FetchFailed.
 */
import { createWpClient } from "../../../app/cms/client";
import { silentLogger } from "../../../app/cms/http";
import { fetchChanges } from "../changes";
import { cmsOnlyFetch } from "../cms-fetch";
import { fetchContent, type FetchedContent } from "../fetch";
import { DEFAULT_MAX_JSON_BYTES } from "../guards";
import { addRankMathHeads } from "../rank-math";
import type { RunContext } from "./context";
import type { PreviousState } from "./previous";

export async function fetchRecords(ctx: RunContext, prev: PreviousState): Promise<FetchedContent> {
  const { opts } = ctx;
  const client = createWpClient({
    baseUrl: ctx.source,
    ...ctx.retry,
    // Redirects within the CMS only (decision 207).
    fetch: cmsOnlyFetch(ctx.source, ctx.retry.fetch ?? globalThis.fetch.bind(globalThis)),
    concurrency: opts.concurrency,
    log: opts.log ?? silentLogger,
    maxJsonBytes: opts.maxJsonBytes ?? DEFAULT_MAX_JSON_BYTES,
  });
  const phases = { concurrency: opts.concurrency, onPhase: opts.onPhase };
  const content = prev.previous ? await fetchChanges(client, prev.previous, phases) : await fetchContent(client, phases);
  ctx.warnings.push(...content.warnings);
  await addRankMathHeads(client, content, opts.concurrency, ctx.warnings);
  return content;
}
