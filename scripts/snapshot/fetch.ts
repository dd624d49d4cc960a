/**
 * Fetches every record the site shows, strictly: all pages at per_page=100,
 * every attachment page of every portfolio item. Any endpoint failure is a
 * problem that fails the run. SPEC's fallbacks apply only where WordPress
 * says the route does not exist (404 rest_no_route): a CMS that is merely
 * down must never turn into an empty portfolio or FAQ.
 */
import {
  FAQ_CATEGORY_SLUG,
  PORTFOLIO_CATEGORY_SLUG,
  isNoRoute,
  type WpClient,
  type WpList,
} from "../../app/cms/client";
import { WpRequestError, mapLimit } from "../../app/cms/http";
import { formatRecordProblem, type RecordProblem, type WpCategory, type WpMedia, type WpRecord } from "../../app/cms/wp-schemas";

export interface FetchedContent {
  posts: WpRecord[];
  portfolio: WpRecord[];
  faq: WpRecord[];
  categories: WpCategory[];
  /** Attachments per portfolio record id. */
  attachments: Map<number, WpMedia[]>;
  /** Where portfolio and FAQ came from (their route, or posts of their category). */
  sources: { portfolio: string; faq: string };
  /** X-WP-Total of each list, as WordPress counted it. */
  totals: { posts: number | null; portfolio: number | null; faq: number | null; categories: number | null };
  warnings: string[];
}

/** One line per failure: `GET /posts?…: Fetch error: 500 (after 4 attempts)`. */
export function describeFailure(client: WpClient, err: unknown): string[] {
  if (err instanceof AggregateError) return err.errors.flatMap((e) => describeFailure(client, e));
  if (err instanceof WpRequestError) {
    const attempts = err.attempts > 1 ? ` (after ${err.attempts} attempts)` : "";
    return [`GET ${client.show(err.url)}: ${err.message}${attempts}`];
  }
  return [(err as Error)?.message ?? String(err)];
}

export class FetchFailed extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(problems.join("\n"));
    this.problems = problems;
  }
}

export async function fetchContent(client: WpClient, opts: { concurrency: number; onPhase?: (text: string) => void }): Promise<FetchedContent> {
  const warnings: string[] = [];
  const problems: string[] = [];
  const addProblems = (list: RecordProblem[]) => warnings.push(...list.map(formatRecordProblem));

  /** A custom type's route, or when it has none, posts of its category. */
  async function typeOrCategory(type: "portfolio" | "faq", categorySlug: string): Promise<{ list: WpList<WpRecord>; source: string }> {
    try {
      return { list: await client.listAllRecords(type), source: `/${type}` };
    } catch (err) {
      if (!isNoRoute(err)) throw err;
    }
    const id = await client.findCategoryId(categorySlug);
    if (id === null) {
      warnings.push(type === "faq" ? `/${type}: no such route, and FAQ category not found; FAQ left empty` : `/${type}: no such route, and no "${categorySlug}" category; portfolio left empty`);
      return { list: { items: [], total: 0, totalPages: 0, problems: [], received: 0 }, source: `none` };
    }
    return { list: await client.listAllRecords("posts", { categories: id }), source: `/posts?categories=${id}` };
  }

  opts.onPhase?.("Fetching posts, portfolio, FAQ and categories");
  const [posts, portfolio, faq, categories] = await Promise.allSettled([
    client.listAllRecords("posts"),
    typeOrCategory("portfolio", PORTFOLIO_CATEGORY_SLUG),
    typeOrCategory("faq", FAQ_CATEGORY_SLUG),
    client.listAllCategories(),
  ]);
  for (const r of [posts, portfolio, faq, categories]) if (r.status === "rejected") problems.push(...describeFailure(client, r.reason));
  if (problems.length || posts.status !== "fulfilled" || portfolio.status !== "fulfilled" || faq.status !== "fulfilled" || categories.status !== "fulfilled") {
    throw new FetchFailed(problems);
  }
  addProblems(posts.value.problems);
  addProblems(portfolio.value.list.problems);
  addProblems(faq.value.list.problems);
  addProblems(categories.value.problems);

  const attachments = new Map<number, WpMedia[]>();
  const items = portfolio.value.list.items;
  opts.onPhase?.(`Fetching attachments of ${items.length} portfolio item${items.length === 1 ? "" : "s"}`);
  const settled = await mapLimit(items, opts.concurrency, (r) => client.getAllAttachments(r));
  settled.forEach((s, i) => {
    const record = items[i]!;
    if (s.status === "rejected") problems.push(...describeFailure(client, s.reason).map((l) => `attachments of portfolio id ${record.id}: ${l}`));
    else {
      addProblems(s.value.problems);
      attachments.set(record.id, s.value.items);
    }
  });
  if (problems.length) throw new FetchFailed(problems);

  return {
    posts: posts.value.items,
    portfolio: items,
    faq: faq.value.list.items,
    categories: categories.value.items,
    attachments,
    sources: { portfolio: portfolio.value.source, faq: faq.value.source },
    totals: { posts: posts.value.total, portfolio: portfolio.value.list.total, faq: faq.value.list.total, categories: categories.value.total },
    warnings,
  };
}
