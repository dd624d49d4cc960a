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
import { formatRecordProblem, parseWpMedia, type ParseOutcome, type RecordProblem, type WpCategory, type WpMedia, type WpRecord } from "../../app/cms/wp-schemas";
import { shortListProblem } from "./guards";
import { RECORD_TYPES, type Previous, type RecordType, type SyncEntry } from "./state";

export interface FetchedContent {
  posts: WpRecord[];
  portfolio: WpRecord[];
  faq: WpRecord[];
  categories: WpCategory[];
  /** Attachments per portfolio record id (every attachment WordPress listed, with or without source_url). */
  attachments: Map<number, WpMedia[]>;
  /**
   * Incremental runs: ids of the previous snapshot's records to keep as they
   * are (still published, unchanged). Full runs: null.
   */
  keep: Record<RecordType, Set<number>> | null;
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
function complete<L extends WpList<unknown>>(label: string, list: L): L {
  const problem = shortListProblem(label, list.received, list.total);
  if (problem) throw new FetchFailed([problem]);
  return list;
}

export async function fetchContent(client: WpClient, opts: { concurrency: number; onPhase?: (text: string) => void }): Promise<FetchedContent> {
  const warnings: string[] = [];
  const problems: string[] = [];
  const addProblems = (list: RecordProblem[]) => warnings.push(...list.map(formatRecordProblem));

  /** A custom type's route, or when it has none, posts of its category. */
  async function typeOrCategory(type: "portfolio" | "faq", categorySlug: string): Promise<{ list: WpList<WpRecord>; source: string }> {
    try {
      return { list: complete(`/${type}`, await client.listAllRecords(type)), source: `/${type}` };
    } catch (err) {
      if (!isNoRoute(err)) throw err;
    }
    const id = await client.findCategoryId(categorySlug);
    if (id === null) {
      warnings.push(type === "faq" ? `/${type}: no such route, and FAQ category not found; FAQ left empty` : `/${type}: no such route, and no "${categorySlug}" category; portfolio left empty`);
      return { list: { items: [], total: 0, totalPages: 0, problems: [], received: 0 }, source: `none` };
    }
    return { list: complete(`/posts?categories=${id}`, await client.listAllRecords("posts", { categories: id })), source: `/posts?categories=${id}` };
  }

  opts.onPhase?.("Fetching posts, portfolio, FAQ and categories");
  const [posts, portfolio, faq, categories] = await Promise.allSettled([
    client.listAllRecords("posts").then((l) => complete("/posts", l)),
    typeOrCategory("portfolio", PORTFOLIO_CATEGORY_SLUG),
    typeOrCategory("faq", FAQ_CATEGORY_SLUG),
    client.listAllCategories().then((l) => complete("/categories", l)),
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
  const settled = await mapLimit(items, opts.concurrency, (r) => client.listAll(client.attachmentLink(r), {}, parseWpMedia));
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
    keep: null,
    removed: 0,
    sources: { portfolio: portfolio.value.source, faq: faq.value.source },
    totals: { posts: posts.value.total, portfolio: portfolio.value.list.total, faq: faq.value.list.total, categories: categories.value.total },
    warnings,
  };
}

// ---- incremental ----------------------------------------------------------

/** `{ id }` and, for media, `post` (the parent): what `_fields=id` / `_fields=id,post` lists give. */
interface IdItem {
  id: number;
  post?: number | null;
}

function parseIdItem(raw: unknown, endpoint: string, index: number): ParseOutcome<IdItem> {
  const r = raw && typeof raw === "object" ? (raw as Record<string, unknown>) : {};
  const id = r["id"];
  if (typeof id !== "number" || !Number.isInteger(id) || id <= 0) {
    return { value: null, problems: [{ endpoint, record: `item ${index + 1}`, field: "id", message: "is required but missing (left out)" }] };
  }
  const post = r["post"];
  return { value: { id, post: typeof post === "number" ? post : null }, problems: [] };
}

function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** Ids per request in `include=` and `parent=` lists (keeps URLs short; WordPress pages by 100 anyway). */
export const IDS_PER_REQUEST = 100;

export interface ChangeStats {
  /** Records fetched again (changed, new, or touched by a media change). */
  fetched: number;
  /** Records of the previous snapshot that are gone. */
  removed: number;
}

/**
 * The changes since the previous snapshot, for an incremental run:
 * - every record modified after `previous.since` (`modified_after`);
 * - the id list of each type (`_fields=id`, all pages), to drop deleted or
 *   unpublished records and to find new ones the date filter misses
 *   (a scheduled post going live keeps its older `modified`);
 * - media modified since (`/media?modified_after`), the attachment lists of
 *   the portfolio (`/media?parent=…&_fields=id,post`) and the featured images
 *   still there (`/media?include=…`): a record whose featured image or
 *   attachments changed is fetched again even though it was not edited;
 * - categories in full (one or two requests);
 * - attachments of every portfolio item fetched.
 * A type whose route changed (its own route ↔ posts of its category) is fetched whole.
 */
export async function fetchChanges(client: WpClient, previous: Previous, opts: { concurrency: number; onPhase?: (text: string) => void }): Promise<FetchedContent> {
  const warnings: string[] = [];
  const problems: string[] = [];
  const addProblems = (list: RecordProblem[]) => warnings.push(...list.map(formatRecordProblem));
  const since = previous.since;
  const prevEntries: Record<RecordType, Map<number, SyncEntry>> = {
    posts: new Map(previous.sync.posts.map((e) => [e.id, e])),
    portfolio: new Map(previous.sync.portfolio.map((e) => [e.id, e])),
    faq: new Map(previous.sync.faq.map((e) => [e.id, e])),
  };

  interface TypeChanges {
    source: string;
    ids: Set<number>;
    changed: WpRecord[];
    /** Fetched whole (its route changed since the previous snapshot): nothing is kept. */
    whole: boolean;
    problems: RecordProblem[];
    route: { path: string; query: Record<string, string | number> } | null;
  }

  async function onRoute(type: RecordType, route: { path: string; query: Record<string, string | number>; source: string }): Promise<TypeChanges> {
    const prevSource = type === "posts" ? "/posts" : previous.sync.sources[type];
    if (route.source !== prevSource) {
      const all = complete(route.source, await client.listAllRecords(route.path, route.query));
      return { source: route.source, ids: new Set(all.items.map((r) => r.id)), changed: all.items, whole: true, problems: all.problems, route };
    }
    const [ids, changed] = await Promise.all([
      client.listAll(route.path, { ...route.query, _fields: "id" }, parseIdItem).then((l) => complete(`${route.source} (ids)`, l)),
      client.listAllRecords(route.path, { ...route.query, modified_after: since }).then((l) => complete(`${route.source} (changed since ${since})`, l)),
    ]);
    return { source: route.source, ids: new Set(ids.items.map((i) => i.id)), changed: changed.items, whole: false, problems: changed.problems, route };
  }

  /** A type's changes on its own route, or, where WordPress has no such route, on posts of its category. */
  async function changesOf(type: RecordType): Promise<TypeChanges> {
    try {
      return await onRoute(type, { path: type, query: {}, source: `/${type}` });
    } catch (err) {
      if (type === "posts" || !isNoRoute(err)) throw err;
    }
    const slug = type === "faq" ? FAQ_CATEGORY_SLUG : PORTFOLIO_CATEGORY_SLUG;
    const id = await client.findCategoryId(slug);
    if (id === null) {
      warnings.push(type === "faq" ? `/${type}: no such route, and FAQ category not found; FAQ left empty` : `/${type}: no such route, and no "${slug}" category; portfolio left empty`);
      return { source: "none", ids: new Set(), changed: [], whole: true, problems: [], route: null };
    }
    return onRoute(type, { path: "posts", query: { categories: id }, source: `/posts?categories=${id}` });
  }

  const portfolioIds = [...prevEntries.portfolio.keys()].sort((a, b) => a - b);
  const featuredIds = [...new Set(RECORD_TYPES.flatMap((t) => [...prevEntries[t].values()].map((e) => e.featuredMedia)).filter((id) => id > 0))].sort((a, b) => a - b);
  const mediaList = (query: Record<string, string | number>) => client.listAll("media", { ...query, _fields: "id,post" }, parseIdItem);
  const mediaLists = async (param: "parent" | "include", ids: number[]) => {
    const lists = await Promise.all(chunks(ids, IDS_PER_REQUEST).map((c) => mediaList({ [param]: c.join(",") })));
    return lists.flatMap((l) => l.items);
  };

  opts.onPhase?.(`Fetching changes since ${since}`);
  const [posts, portfolio, faq, categories, changedMedia, attachedMedia, featuredMedia] = await Promise.allSettled([
    changesOf("posts"),
    changesOf("portfolio"),
    changesOf("faq"),
    client.listAllCategories().then((l) => complete("/categories", l)),
    mediaList({ modified_after: since }).then((l) => l.items),
    mediaLists("parent", portfolioIds),
    mediaLists("include", featuredIds),
  ]);
  const all = [posts, portfolio, faq, categories, changedMedia, attachedMedia, featuredMedia];
  for (const r of all) if (r.status === "rejected") problems.push(...describeFailure(client, r.reason));
  if (
    problems.length ||
    posts.status !== "fulfilled" ||
    portfolio.status !== "fulfilled" ||
    faq.status !== "fulfilled" ||
    categories.status !== "fulfilled" ||
    changedMedia.status !== "fulfilled" ||
    attachedMedia.status !== "fulfilled" ||
    featuredMedia.status !== "fulfilled"
  ) {
    throw new FetchFailed(problems);
  }
  const byType: Record<RecordType, TypeChanges> = { posts: posts.value, portfolio: portfolio.value, faq: faq.value };
  addProblems(categories.value.problems);

  // Which unchanged records a media change touches.
  const editedMedia = new Set(changedMedia.value.map((m) => m.id));
  const editedParents = new Set(changedMedia.value.map((m) => m.post).filter((p): p is number => typeof p === "number" && p > 0));
  const liveFeatured = new Set(featuredMedia.value.map((m) => m.id));
  const attachedNow = new Map<number, number[]>();
  for (const m of attachedMedia.value) if (typeof m.post === "number") attachedNow.set(m.post, [...(attachedNow.get(m.post) ?? []), m.id]);
  const sameIds = (a: readonly number[], b: readonly number[]) => {
    if (a.length !== b.length) return false;
    const x = [...a].sort((p, q) => p - q);
    const y = [...b].sort((p, q) => p - q);
    return x.every((v, i) => v === y[i]);
  };
  const touched = (type: RecordType, e: SyncEntry): boolean => {
    if (e.featuredMedia > 0 && (editedMedia.has(e.featuredMedia) || !liveFeatured.has(e.featuredMedia))) return true;
    if (type !== "portfolio") return false;
    return editedParents.has(e.id) || e.attachments.some((id) => editedMedia.has(id)) || !sameIds(e.attachments, attachedNow.get(e.id) ?? []);
  };

  // Fetch again, by id, what the date filter did not bring: new ids and touched records.
  const keep = { posts: new Set<number>(), portfolio: new Set<number>(), faq: new Set<number>() };
  const results = { posts: [] as WpRecord[], portfolio: [] as WpRecord[], faq: [] as WpRecord[] };
  let removed = 0;
  const refetch: { type: RecordType; ids: number[] }[] = [];
  for (const type of RECORD_TYPES) {
    const c = byType[type];
    addProblems(c.problems);
    results[type].push(...c.changed);
    const have = new Set(c.changed.map((r) => r.id));
    const prev = prevEntries[type];
    if (c.whole) {
      removed += [...prev.keys()].filter((id) => !have.has(id)).length;
      continue;
    }
    removed += [...prev.keys()].filter((id) => !c.ids.has(id) && !have.has(id)).length;
    // A record the date filter brought (the margin) that is exactly as stored (same `modified`,
    // nothing it depends on changed) is kept rather than processed again.
    const stored = new Map(previous.snapshot[type].map((r) => [r.id, r.modified]));
    results[type] = results[type].filter((r) => {
      const e = prev.get(r.id);
      if (!e || !c.ids.has(r.id) || stored.get(r.id) !== (r.modified ?? r.date) || touched(type, e)) return true;
      have.delete(r.id);
      return false;
    });
    const again: number[] = [];
    for (const id of c.ids) {
      if (have.has(id)) continue;
      const e = prev.get(id);
      if (e && !touched(type, e)) keep[type].add(id);
      else again.push(id);
    }
    again.sort((a, b) => a - b);
    for (const ids of chunks(again, IDS_PER_REQUEST)) refetch.push({ type, ids });
  }
  if (refetch.length) {
    opts.onPhase?.(`Fetching ${refetch.reduce((n, r) => n + r.ids.length, 0)} new or touched records`);
    const settled = await mapLimit(refetch, opts.concurrency, ({ type, ids }) => client.listAllRecords(byType[type].route!.path, { ...byType[type].route!.query, include: ids.join(",") }));
    settled.forEach((s, i) => {
      if (s.status === "rejected") problems.push(...describeFailure(client, s.reason));
      else {
        addProblems(s.value.problems);
        results[refetch[i]!.type].push(...s.value.items);
      }
    });
    if (problems.length) throw new FetchFailed(problems);
  }
  // An id can arrive twice (changed while the lists were read): keep the first.
  for (const type of RECORD_TYPES) {
    const seen = new Set<number>();
    results[type] = results[type].filter((r) => (seen.has(r.id) ? false : (seen.add(r.id), true)));
  }

  const attachments = new Map<number, WpMedia[]>();
  const items = results.portfolio;
  if (items.length) opts.onPhase?.(`Fetching attachments of ${items.length} portfolio item${items.length === 1 ? "" : "s"}`);
  const settled = await mapLimit(items, opts.concurrency, (r) => client.listAll(client.attachmentLink(r), {}, parseWpMedia));
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
    posts: results.posts,
    portfolio: results.portfolio,
    faq: results.faq,
    categories: categories.value.items,
    attachments,
    keep,
    removed,
    sources: { portfolio: byType.portfolio.source, faq: byType.faq.source },
    totals: { posts: null, portfolio: null, faq: null, categories: categories.value.total },
    warnings,
  };
}
