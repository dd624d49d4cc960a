/**
 * Paging through WordPress lists: one page (WordPress's 400 past the last page reads as an empty
 * page), or every page of a collection (the snapshot's strict calls). Browser-safe.
 */
import { WpRequestError, mapLimit, type Answer } from "./http";
import type { ParseOutcome, RecordProblem } from "./wp-schemas";
import type { Query } from "./request-url";

/** WordPress refuses per_page above 100. */
export const MAX_PER_PAGE = 100;
/** Guard against a server that never stops paging. */
export const MAX_PAGES = 1000;

export type { Query };

export interface WpList<T> {
  items: T[];
  /** X-WP-Total of the first page (may count items an anonymous reader is not given). */
  total: number | null;
  /** X-WP-TotalPages of the first page. */
  totalPages: number | null;
  /** Records left out or given fallbacks, with endpoint, id/slug and field. */
  problems: RecordProblem[];
  /** Items in the response(s) before validation. */
  received: number;
}

export type ItemParser<T> = (raw: unknown, endpoint: string, index: number) => ParseOutcome<T>;

function headerInt(headers: Headers, name: string): number | null {
  const v = headers.get(name);
  if (v === null || !/^\d+$/.test(v.trim())) return null;
  return Number(v.trim());
}

/** WordPress's "page number is larger than the number of pages" (HTTP 400): means "no more items". */
export function isPastLastPage(err: unknown): boolean {
  return err instanceof WpRequestError && err.kind === "http" && err.status === 400 && err.code === "rest_post_invalid_page_number";
}

/** What paging needs from the client: its GET (retry rule, logging) and how it names an endpoint in messages. */
export interface ListSource {
  getJson(pathOrUrl: string, query?: Query, signal?: AbortSignal): Promise<Answer<unknown>>;
  endpointOf(pathOrUrl: string): string;
  /** Pages fetched at once by listAll. */
  concurrency: number;
}

export function createLists({ getJson, endpointOf, concurrency }: ListSource) {
  function parseList<T>(answer: Answer<unknown>, endpoint: string, parse: ItemParser<T>): WpList<T> {
    if (!Array.isArray(answer.body)) {
      const got = answer.body === null ? "null" : typeof answer.body === "object" ? "an object" : typeof answer.body;
      throw new WpRequestError("unexpected-shape", `Unexpected response: expected a list, got ${got}`, answer.url, { attempts: answer.attempts });
    }
    const items: T[] = [];
    const problems: RecordProblem[] = [];
    answer.body.forEach((raw, i) => {
      const out = parse(raw, endpoint, i);
      problems.push(...out.problems);
      if (out.value !== null) items.push(out.value);
    });
    return {
      items,
      problems,
      received: answer.body.length,
      total: headerInt(answer.headers, "X-WP-Total"),
      totalPages: headerInt(answer.headers, "X-WP-TotalPages"),
    };
  }

  /** One page of a list; WordPress's 400 past the last page reads as an empty page. */
  async function listPage<T>(pathOrUrl: string, query: Query, parse: ItemParser<T>, signal?: AbortSignal): Promise<WpList<T>> {
    try {
      return parseList(await getJson(pathOrUrl, query, signal), endpointOf(pathOrUrl), parse);
    } catch (err) {
      if (isPastLastPage(err)) return { items: [], total: null, totalPages: null, problems: [], received: 0 };
      throw err;
    }
  }

  /**
   * Every item of a collection at per_page=100: page 1, then pages 2..N in
   * parallel by X-WP-TotalPages (or one by one until an empty page when the
   * header is missing). Duplicates (records shifting between pages) are
   * dropped by id. Any failing page throws.
   */
  async function listAll<T extends { id?: number | undefined }>(pathOrUrl: string, query: Query, parse: ItemParser<T>, signal?: AbortSignal): Promise<WpList<T>> {
    // Ordered by id: WordPress sorts by date alone, without a tie-breaker, so items sharing a
    // date (a bulk upload) can repeat across pages while others never come (found by the
    // real-WordPress contract test: 100 of 105 attachments).
    const at = (page: number): Query => ({ per_page: MAX_PER_PAGE, page, orderby: "id", order: "asc", ...query });
    const first = await listPage(pathOrUrl, at(1), parse, signal);
    const pages: WpList<T>[] = [first];
    if (first.totalPages !== null) {
      const rest = Array.from({ length: Math.min(first.totalPages, MAX_PAGES) - 1 }, (_, i) => i + 2);
      const settled = await mapLimit(rest, concurrency, (page) => listPage(pathOrUrl, at(page), parse, signal));
      const failed = settled.filter((s): s is PromiseRejectedResult => s.status === "rejected");
      if (failed.length) throw failed.length === 1 ? failed[0]!.reason : new AggregateError(failed.map((f) => f.reason), `${failed.length} pages failed`);
      for (const s of settled) if (s.status === "fulfilled") pages.push(s.value);
    } else {
      // Without X-WP-TotalPages, go on one page at a time until an empty page (or
      // WordPress's 400 past the last page). A short page is not the end: WordPress
      // leaves out items the reader may not see after counting them.
      for (let page = 2, last = first; last.received > 0 && page <= MAX_PAGES; page++) {
        last = await listPage(pathOrUrl, at(page), parse, signal);
        pages.push(last);
      }
    }
    const seen = new Set<number>();
    const items: T[] = [];
    for (const p of pages) {
      for (const item of p.items) {
        if (typeof item.id === "number") {
          if (seen.has(item.id)) continue;
          seen.add(item.id);
        }
        items.push(item);
      }
    }
    return {
      items,
      total: first.total,
      totalPages: first.totalPages,
      problems: pages.flatMap((p) => p.problems),
      received: pages.reduce((n, p) => n + p.received, 0),
    };
  }

  return { parseList, listPage, listAll };
}
