/**
 * The changes since the previous snapshot, for an incremental run (decision 026), in four steps:
 * 1. `listChanges`: every record modified after `previous.since` (`modified_after`); the id list
 *    of each type (`_fields=id`, all pages), to drop deleted or unpublished records and to find
 *    new ones the date filter misses (a scheduled post going live keeps its older `modified`);
 *    media modified since, the attachment lists of the portfolio and the featured images still
 *    there; categories in full. A type whose route changed (its own route ↔ posts of its
 *    category) is fetched whole.
 * 2. `touchedBy`: which unchanged records a media change touches (their featured image or
 *    attachments changed although the record was not edited).
 * 3. `planRecords`: per type, what is kept as stored, what is gone, what to fetch again by id.
 * 4. `refetch`: those records by id; then the attachments of every portfolio item fetched.
 */
import { mapLimit } from "../../app/cms/http";
import { formatRecordProblem, type ParseOutcome, type RecordProblem, type WpRecord } from "../../app/cms/wp-schemas";
import type { WpClient } from "../../app/cms/client";
import { FetchFailed, complete, describeFailure, fetchAttachments, fetchWpPages, ownRouteOrCategory, type FetchedContent, type TypeRoute } from "./fetch";
import { type Previous, type SyncEntry } from "./state";
import { CMS_COLLECTIONS, type CmsCollection } from "../../app/cms/collections";

/** Ids per request in `include=` and `parent=` lists (keeps URLs short; WordPress pages by 100 anyway). */
export const IDS_PER_REQUEST = 100;

type Phases = { concurrency: number; onPhase?: (text: string) => void };

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

/** The previous snapshot's sync.json entries of each type, by id. */
type PrevEntries = Record<CmsCollection, Map<number, SyncEntry>>;

interface TypeChanges {
  source: string;
  ids: Set<number>;
  changed: WpRecord[];
  /** Fetched whole (its route changed since the previous snapshot): nothing is kept. */
  whole: boolean;
  problems: RecordProblem[];
  route: Omit<TypeRoute, "source"> | null;
}

interface ChangeLists {
  byType: Record<CmsCollection, TypeChanges>;
  categories: FetchedContent["categories"];
  categoriesTotal: number | null;
  changedMedia: IdItem[];
  attachedMedia: IdItem[];
  featuredMedia: IdItem[];
}

/** One type's changes on a route: whole when the route is not the one the previous snapshot used. */
async function changesOn(client: WpClient, previous: Previous, type: CmsCollection, route: TypeRoute): Promise<TypeChanges> {
  const since = previous.since;
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

/** Step 1: every list the run compares with the previous snapshot, read in parallel. */
async function listChanges(client: WpClient, previous: Previous, prevEntries: PrevEntries, warnings: string[], opts: Phases): Promise<ChangeLists> {
  const since = previous.since;
  /** A type's changes on its own route, or, where WordPress has no such route, on posts of its category. */
  const changesOf = async (type: "portfolio" | "faq"): Promise<TypeChanges> => {
    const found = await ownRouteOrCategory(client, type, warnings, (route) => changesOn(client, previous, type, route));
    return found ?? { source: "none", ids: new Set<number>(), changed: [], whole: true, problems: [], route: null };
  };
  const portfolioIds = [...prevEntries.portfolio.keys()].sort((a, b) => a - b);
  const featuredIds = [...new Set(CMS_COLLECTIONS.flatMap((t) => [...prevEntries[t].values()].map((e) => e.featuredMedia)).filter((id) => id > 0))].sort((a, b) => a - b);
  const mediaList = (query: Record<string, string | number>) => client.listAll("media", { ...query, _fields: "id,post" }, parseIdItem);
  const mediaLists = async (param: "parent" | "include", ids: number[]) => {
    const lists = await Promise.all(chunks(ids, IDS_PER_REQUEST).map((c) => mediaList({ [param]: c.join(",") })));
    return lists.flatMap((l) => l.items);
  };

  opts.onPhase?.(`Fetching changes since ${since}`);
  const [posts, portfolio, faq, categories, changedMedia, attachedMedia, featuredMedia] = await Promise.allSettled([
    changesOn(client, previous, "posts", { path: "posts", query: {}, source: "/posts" }),
    changesOf("portfolio"),
    changesOf("faq"),
    client.listAllCategories().then((l) => complete("/categories", l)),
    mediaList({ modified_after: since }).then((l) => l.items),
    mediaLists("parent", portfolioIds),
    mediaLists("include", featuredIds),
  ]);
  const problems: string[] = [];
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
  warnings.push(...categories.value.problems.map(formatRecordProblem));
  return {
    byType: { posts: posts.value, portfolio: portfolio.value, faq: faq.value },
    categories: categories.value.items,
    categoriesTotal: categories.value.total,
    changedMedia: changedMedia.value,
    attachedMedia: attachedMedia.value,
    featuredMedia: featuredMedia.value,
  };
}

function sameIds(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  const x = [...a].sort((p, q) => p - q);
  const y = [...b].sort((p, q) => p - q);
  return x.every((v, i) => v === y[i]);
}

/** Step 2: whether a media change touches an unchanged record (its featured image, or a portfolio item's attachments). */
function touchedBy(lists: ChangeLists): (type: CmsCollection, e: SyncEntry) => boolean {
  const editedMedia = new Set(lists.changedMedia.map((m) => m.id));
  const editedParents = new Set(lists.changedMedia.map((m) => m.post).filter((p): p is number => typeof p === "number" && p > 0));
  const liveFeatured = new Set(lists.featuredMedia.map((m) => m.id));
  const attachedNow = new Map<number, number[]>();
  for (const m of lists.attachedMedia) if (typeof m.post === "number") attachedNow.set(m.post, [...(attachedNow.get(m.post) ?? []), m.id]);
  return (type, e) => {
    if (e.featuredMedia > 0 && (editedMedia.has(e.featuredMedia) || !liveFeatured.has(e.featuredMedia))) return true;
    if (type !== "portfolio") return false;
    return editedParents.has(e.id) || e.attachments.some((id) => editedMedia.has(id)) || !sameIds(e.attachments, attachedNow.get(e.id) ?? []);
  };
}

interface RecordPlan {
  /** Records fetched so far, per type. */
  results: Record<CmsCollection, WpRecord[]>;
  /** Ids of the previous snapshot's records to keep as they are. */
  keep: Record<CmsCollection, Set<number>>;
  removed: number;
  /** What the date filter did not bring: new ids and touched records, by id. */
  refetch: { type: CmsCollection; ids: number[] }[];
}

/** Step 3: per type, what is kept as stored, what is gone, and what to fetch again by id. */
function planRecords(previous: Previous, prevEntries: PrevEntries, lists: ChangeLists, warnings: string[]): RecordPlan {
  const touched = touchedBy(lists);
  const keep = { posts: new Set<number>(), portfolio: new Set<number>(), faq: new Set<number>() };
  const results = { posts: [] as WpRecord[], portfolio: [] as WpRecord[], faq: [] as WpRecord[] };
  let removed = 0;
  const refetch: RecordPlan["refetch"] = [];
  for (const type of CMS_COLLECTIONS) {
    const c = lists.byType[type];
    warnings.push(...c.problems.map(formatRecordProblem));
    results[type].push(...c.changed);
    const have = new Set(c.changed.map((r) => r.id));
    const prev = prevEntries[type];
    if (c.whole) {
      removed += [...prev.keys()].filter((id) => !have.has(id)).length;
      continue;
    }
    removed += [...prev.keys()].filter((id) => !c.ids.has(id) && !have.has(id)).length;
    // A record the date filter brought (the margin) that is exactly as stored (same `modified`,
    // nothing it depends on changed, and its GMT time if WordPress now sends one, decision 184)
    // is kept rather than processed again.
    const stored = new Map(previous.snapshot[type].map((r) => [r.id, r]));
    results[type] = results[type].filter((r) => {
      const e = prev.get(r.id);
      const s = stored.get(r.id);
      if (!e || !c.ids.has(r.id) || s?.modified !== (r.modified ?? r.date) || (!s.modifiedGmt && !!r.modified_gmt) || touched(type, e)) return true;
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
  return { results, keep, removed, refetch };
}

/** Step 4: the planned records by id, added to the results; an id that arrives twice keeps its first copy. */
async function refetch(client: WpClient, lists: ChangeLists, plan: RecordPlan, warnings: string[], opts: Phases): Promise<Record<CmsCollection, WpRecord[]>> {
  const { results } = plan;
  if (plan.refetch.length) {
    const problems: string[] = [];
    opts.onPhase?.(`Fetching ${plan.refetch.reduce((n, r) => n + r.ids.length, 0)} new or touched records`);
    const { byType } = lists;
    const settled = await mapLimit(plan.refetch, opts.concurrency, ({ type, ids }) => client.listAllRecords(byType[type].route!.path, { ...byType[type].route!.query, include: ids.join(",") }));
    settled.forEach((s, i) => {
      if (s.status === "rejected") problems.push(...describeFailure(client, s.reason));
      else {
        warnings.push(...s.value.problems.map(formatRecordProblem));
        results[plan.refetch[i]!.type].push(...s.value.items);
      }
    });
    if (problems.length) throw new FetchFailed(problems);
  }
  // An id can arrive twice (changed while the lists were read): keep the first.
  for (const type of CMS_COLLECTIONS) {
    const seen = new Set<number>();
    results[type] = results[type].filter((r) => (seen.has(r.id) ? false : (seen.add(r.id), true)));
  }
  return results;
}

export async function fetchChanges(client: WpClient, previous: Previous, opts: Phases): Promise<FetchedContent> {
  const warnings: string[] = [];
  const prevEntries: PrevEntries = {
    posts: new Map(previous.sync.posts.map((e) => [e.id, e])),
    portfolio: new Map(previous.sync.portfolio.map((e) => [e.id, e])),
    faq: new Map(previous.sync.faq.map((e) => [e.id, e])),
  };
  const lists = await listChanges(client, previous, prevEntries, warnings, opts);
  const plan = planRecords(previous, prevEntries, lists, warnings);
  const results = await refetch(client, lists, plan, warnings, opts);

  const items = results.portfolio;
  if (items.length) opts.onPhase?.(`Fetching attachments of ${items.length} portfolio item${items.length === 1 ? "" : "s"}`);
  const attachments = await fetchAttachments(client, items, opts.concurrency, warnings);
  // Pages are few and small: read whole on every run.
  const wpPages = await fetchWpPages(client, warnings);

  return {
    posts: results.posts,
    portfolio: results.portfolio,
    faq: results.faq,
    categories: lists.categories,
    wpPages,
    attachments,
    keep: plan.keep,
    removed: plan.removed,
    sources: { portfolio: lists.byType.portfolio.source, faq: lists.byType.faq.source },
    totals: { posts: null, portfolio: null, faq: null, categories: lists.categoriesTotal },
    warnings,
  };
}
