/**
 * Fetches every record the site shows, strictly: all pages at per_page=100,
 * every attachment page of every portfolio item. Any endpoint failure is a
 * problem that fails the run. SPEC's fallbacks apply only where WordPress
 * says the route does not exist (404 rest_no_route): a CMS that is merely
 * down must never turn into an empty portfolio or FAQ. The changes of an
 * incremental run: changes.ts.
 */
import {
  FAQ_CATEGORY_SLUG,
  PORTFOLIO_CATEGORY_SLUG,
  isNoRoute,
  type WpClient,
  type WpList,
} from "../../app/cms/client";
import { WpRequestError, mapLimit } from "../../app/cms/http";
import { formatRecordProblem, parseWpMedia, parseWpPage, type RecordProblem, type WpCategory, type WpMedia, type WpPage, type WpRecord } from "../../app/cms/wp-schemas";
import { shortListProblem } from "./guards";
import type { CmsCollection } from "../../app/cms/collections";

export interface FetchedContent {
  posts: WpRecord[];
  portfolio: WpRecord[];
  faq: WpRecord[];
  categories: WpCategory[];
  /** Published WordPress pages (id, slug, link), for `?page_id=` and their old addresses (decision 113). */
  wpPages: WpPage[];
  /** Attachments per portfolio record id (every attachment WordPress listed, with or without source_url). */
  attachments: Map<number, WpMedia[]>;
  /**
   * Incremental runs: ids of the previous snapshot's records to keep as they
   * are (still published, unchanged). Full runs: null.
   */
  keep: Record<CmsCollection, Set<number>> | null;
  /** Incremental runs: records of the previous snapshot that are gone. */
  removed: number;
  /** Where portfolio and FAQ came from (their route, or posts of their category). */
  sources: { portfolio: string; faq: string };
  /** X-WP-Total of each list, as WordPress counted it. */
  totals: { posts: number | null; portfolio: number | null; faq: number | null; categories: number | null };
  warnings: string[];
}

/** One line per failure: `GET /posts?…: Fetch error: 500 (after 4 attempts)`. */
export function describeFailure(client: WpClient, err: unknown): string[] {
  if (err instanceof FetchFailed) return err.problems;
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

/** The list, unless its pages hold fewer items than X-WP-Total counted (decision 071). */
export function complete<L extends WpList<unknown>>(label: string, list: L): L {
  const problem = shortListProblem(label, list.received, list.total);
  if (problem) throw new FetchFailed([problem]);
  return list;
}

/** Where a type's records are read: a REST path, its query, and how the run names it (`/portfolio`, `/posts?categories=6`). */
export interface TypeRoute {
  path: string;
  query: Record<string, string | number>;
  source: string;
}

/**
 * Reads a custom type on its own route, or, where WordPress has no such route, as posts of its
 * category. Null, with a warning, when that category does not exist either.
 */
export async function ownRouteOrCategory<T>(client: WpClient, type: "portfolio" | "faq", warnings: string[], read: (route: TypeRoute) => Promise<T>): Promise<T | null> {
  try {
    return await read({ path: type, query: {}, source: `/${type}` });
  } catch (err) {
    if (!isNoRoute(err)) throw err;
  }
  const slug = type === "faq" ? FAQ_CATEGORY_SLUG : PORTFOLIO_CATEGORY_SLUG;
  const id = await client.findCategoryId(slug);
  if (id === null) {
    warnings.push(type === "faq" ? `/${type}: no such route, and FAQ category not found; FAQ left empty` : `/${type}: no such route, and no "${slug}" category; portfolio left empty`);
    return null;
  }
  return read({ path: "posts", query: { categories: id }, source: `/posts?categories=${id}` });
}

/**
 * Every published WordPress page, id, slug and link only (a few hundred bytes each): where
 * `?page_id=` links and a page's old address lead. A WordPress without the route (a stripped-down
 * API) has none; any other failure fails the run, as for every list.
 */
export async function fetchWpPages(client: WpClient, warnings: string[]): Promise<WpPage[]> {
  try {
    const list = complete("/pages", await client.listAll("pages", { _fields: "id,slug,link" }, parseWpPage));
    warnings.push(...list.problems.map(formatRecordProblem));
    return list.items;
  } catch (err) {
    if (isNoRoute(err)) return [];
    throw err;
  }
}

/** Every attachment page of each portfolio item, by record id; any failure fails the run. */
export async function fetchAttachments(client: WpClient, items: WpRecord[], concurrency: number, warnings: string[]): Promise<Map<number, WpMedia[]>> {
  const problems: string[] = [];
  const attachments = new Map<number, WpMedia[]>();
  const settled = await mapLimit(items, concurrency, (r) => client.listAll(client.attachmentLink(r), {}, parseWpMedia));
  settled.forEach((s, i) => {
    const record = items[i]!;
    if (s.status === "rejected") problems.push(...describeFailure(client, s.reason).map((l) => `attachments of portfolio id ${record.id}: ${l}`));
    else {
      warnings.push(...s.value.problems.map(formatRecordProblem));
      attachments.set(record.id, s.value.items);
    }
  });
  if (problems.length) throw new FetchFailed(problems);
  return attachments;
}

export async function fetchContent(client: WpClient, opts: { concurrency: number; onPhase?: (text: string) => void }): Promise<FetchedContent> {
  const warnings: string[] = [];
  const problems: string[] = [];
  const addProblems = (list: RecordProblem[]) => warnings.push(...list.map(formatRecordProblem));

  /** A custom type's route, or when it has none, posts of its category. */
  const typeOrCategory = async (type: "portfolio" | "faq"): Promise<{ list: WpList<WpRecord>; source: string }> => {
    const found = await ownRouteOrCategory(client, type, warnings, async (route) => ({
      list: complete(route.source, await client.listAllRecords(route.path, route.query)),
      source: route.source,
    }));
    return found ?? { list: { items: [], total: 0, totalPages: 0, problems: [], received: 0 }, source: "none" };
  };

  opts.onPhase?.("Fetching posts, portfolio, FAQ and categories");
  const [posts, portfolio, faq, categories, wpPages] = await Promise.allSettled([
    client.listAllRecords("posts").then((l) => complete("/posts", l)),
    typeOrCategory("portfolio"),
    typeOrCategory("faq"),
    client.listAllCategories().then((l) => complete("/categories", l)),
    fetchWpPages(client, warnings),
  ]);
  for (const r of [posts, portfolio, faq, categories, wpPages]) if (r.status === "rejected") problems.push(...describeFailure(client, r.reason));
  if (problems.length || posts.status !== "fulfilled" || portfolio.status !== "fulfilled" || faq.status !== "fulfilled" || categories.status !== "fulfilled" || wpPages.status !== "fulfilled") {
    throw new FetchFailed(problems);
  }
  addProblems(posts.value.problems);
  addProblems(portfolio.value.list.problems);
  addProblems(faq.value.list.problems);
  addProblems(categories.value.problems);

  const items = portfolio.value.list.items;
  opts.onPhase?.(`Fetching attachments of ${items.length} portfolio item${items.length === 1 ? "" : "s"}`);
  const attachments = await fetchAttachments(client, items, opts.concurrency, warnings);

  return {
    posts: posts.value.items,
    portfolio: items,
    faq: faq.value.list.items,
    categories: categories.value.items,
    wpPages: wpPages.value,
    attachments,
    keep: null,
    removed: 0,
    sources: { portfolio: portfolio.value.source, faq: faq.value.source },
    totals: { posts: posts.value.total, portfolio: portfolio.value.list.total, faq: faq.value.list.total, categories: categories.value.total },
    warnings,
  };
}
