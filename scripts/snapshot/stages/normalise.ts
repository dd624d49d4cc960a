/**
 * Stage: WordPress records → the snapshot's records: validated, sanitised, newest first, one
 * record per slug. Records an incremental run keeps pass as they were stored; categories exactly
 * as stored last time are kept, anything else is sanitised (jsdom loads only then). A record that
 * cannot be processed is one warning, not a failed run (decision 072).
 */
import { compareRecords, toCmsAttachment, toCmsCategory, toCmsRecord } from "../../../app/cms/normalise";
import type { CmsCategory, CmsPortfolioRecord, CmsRecord } from "../../../app/cms/snapshot-schema";
import { formatRecordProblem, type WpRecord } from "../../../app/cms/wp-schemas";
import type { FetchedContent } from "../fetch";
import { createNodeHtml, type NodeHtml } from "../html";
import { recordFailure } from "../localize";
import { type SyncState } from "../state";
import type { CmsCollection } from "../../../app/cms/collections";
import type { RunContext } from "./context";
import type { PreviousState } from "./previous";

export interface Normalised {
  posts: CmsRecord[];
  portfolio: CmsPortfolioRecord[];
  faq: CmsRecord[];
  /** By id. */
  categories: CmsCategory[];
  /** Categories as WordPress sent them (id, slug, name), by id, for sync.json. */
  rawCategories: SyncState["categories"];
  /** Whether a record is one of the previous snapshot's, kept as it was (incremental runs). */
  isKept: (type: CmsCollection, r: CmsRecord) => boolean;
  /** The HTML tools, or a stand-in when nothing needed them. */
  nodeHtml: NodeHtml;
}

/** Stands in for the HTML tools when nothing needs them (never called then). */
const NO_HTML: NodeHtml = new Proxy({} as NodeHtml, {
  get: () => () => {
    throw new Error("internal: HTML tools used without being loaded");
  },
});

/** Keeps the first record of each slug (the newest), warning about the rest. */
function uniqueBySlug<T extends { slug: string; id: number }>(list: T[], endpoint: string, warnings: string[]): T[] {
  const seen = new Map<string, number>();
  return list.filter((r) => {
    const first = seen.get(r.slug);
    if (first !== undefined) {
      warnings.push(`${endpoint} id ${r.id} (slug "${r.slug}"): slug: same slug as id ${first} (record left out)`);
      return false;
    }
    seen.set(r.slug, r.id);
    return true;
  });
}

/** One list: each raw record validated and sanitised (finish adds what its type has more), joined by the kept ones. */
function normaliseList<T extends CmsRecord>(list: WpRecord[], endpoint: string, finish: (r: CmsRecord) => T, keep: T[], nodeHtml: NodeHtml, warnings: string[]): T[] {
  const out: T[] = [];
  list.forEach((raw, i) => {
    try {
      const r = toCmsRecord(raw, nodeHtml, endpoint, i);
      warnings.push(...r.problems.map(formatRecordProblem));
      if (r.value) out.push(finish(r.value));
    } catch (err) {
      // Pathological HTML (jsdom recurses per nesting level), a value of an unexpected kind: this record only.
      warnings.push(recordFailure(endpoint, raw, err));
    }
  });
  return uniqueBySlug([...out, ...keep].sort(compareRecords), endpoint, warnings);
}

export async function normalise(ctx: RunContext, prev: PreviousState, content: FetchedContent): Promise<Normalised> {
  const { previous } = prev;
  const { warnings } = ctx;
  const rawCategories = content.categories.map((c) => ({ id: c.id, slug: c.slug, name: c.name, ...(c.link !== undefined ? { link: c.link } : {}) })).sort((a, b) => a.id - b.id);
  const sameCategories = !!previous && JSON.stringify(previous.sync.categories) === JSON.stringify(rawCategories);
  ctx.opts.onPhase?.("Validating and sanitising");
  if (content.posts.length + content.portfolio.length + content.faq.length > 0 || !sameCategories) ctx.html = await createNodeHtml();
  const nodeHtml: NodeHtml = ctx.html ?? NO_HTML;

  const keptIds = new Set<string>();
  /** Records of the previous snapshot kept as they are (incremental runs). */
  const kept = <T extends CmsRecord>(type: CmsCollection, list: T[]): T[] => {
    const keep = previous && content.keep ? list.filter((r) => content.keep![type].has(r.id)) : [];
    for (const r of keep) keptIds.add(`${type}:${r.id}`);
    return keep;
  };
  const posts = normaliseList(content.posts, "/posts", (r) => r, kept("posts", previous?.snapshot.posts ?? []), nodeHtml, warnings);
  const faq = normaliseList(content.faq, content.sources.faq, (r) => r, kept("faq", previous?.snapshot.faq ?? []), nodeHtml, warnings);
  const portfolio: CmsPortfolioRecord[] = normaliseList(
    content.portfolio,
    content.sources.portfolio,
    (r) => ({ ...r, attachments: (content.attachments.get(r.id) ?? []).map((m) => toCmsAttachment(m, nodeHtml)).filter((a) => a !== null) }),
    kept("portfolio", previous?.snapshot.portfolio ?? []),
    nodeHtml,
    warnings,
  );

  const categories: CmsCategory[] = sameCategories ? [...previous!.snapshot.categories] : [];
  if (!sameCategories) {
    content.categories.forEach((raw, i) => {
      const c = toCmsCategory(raw, nodeHtml, "/categories", i);
      warnings.push(...c.problems.map(formatRecordProblem));
      if (c.value) categories.push(c.value);
    });
  }
  categories.sort((a, b) => a.id - b.id);
  return { posts, portfolio, faq, categories, rawCategories, isKept: (type, r) => keptIds.has(`${type}:${r.id}`), nodeHtml };
}
