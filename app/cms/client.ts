/**
 * WordPress REST (wp/v2) client for every call of SPEC §7. Browser-safe (no
 * Node imports): the snapshot command uses it in Node, live pages use it in
 * the browser. Responses are parsed as `unknown` and validated with zod.
 *
 * Two families of calls:
 * - SPEC's calls (`getPosts`, `getPortfolio`, `getFaq`, `getCategories`,
 *   `getBySlug`, `getAttachments`) with SPEC's fallbacks and console messages;
 * - strict calls for the snapshot (`listAll`, `getAllAttachments`), which
 *   take every page and throw on any failure.
 */
import { LIST_PAGE_SIZE, type CmsCollection } from "./collections";
import {
  DEFAULT_RETRIES,
  DEFAULT_RETRY_DELAY_MS,
  DEFAULT_TIMEOUT_MS,
  WpRequestError,
  getWithRetry,
  mapLimit,
  readJson,
  readJsonCapped,
  type Answer,
  type Logger,
  type RetryOptions,
} from "./http";
import {
  parseWpCategory,
  parseWpMedia,
  parseWpRecord,
  type ParseOutcome,
  type RecordProblem,
  type WpCategory,
  type WpMedia,
  type WpRecord,
} from "./wp-schemas";


/** WordPress refuses per_page above 100. */
export const MAX_PER_PAGE = 100;
/** What `_embed` asks for: only the author and featured image the site shows. */
export const EMBED = "author,wp:featuredmedia";
/** Slugs of the categories SPEC's fallbacks look up. */
export const PORTFOLIO_CATEGORY_SLUG = "portfolio";
export const FAQ_CATEGORY_SLUG = "faq";
/** Guard against a server that never stops paging. */
export const MAX_PAGES = 1000;

export interface WpClientOptions extends Omit<RetryOptions, "signal"> {
  /** e.g. https://cms.example.com/blog/wp-json/wp/v2 (no trailing slash needed). */
  baseUrl: string;
  /** Where SPEC's console messages go (default: console). */
  log?: Logger;
  /** Pages fetched at once when paging (default 4). */
  concurrency?: number;
  /** Refuse JSON bodies larger than this (the snapshot's cap); none by default. */
  maxJsonBytes?: number;
}

export type Query = Record<string, string | number | boolean | undefined | null>;

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

/** `{type} with slug "{slug}" not found.` (SPEC §7) */
export class WpNotFoundError extends Error {
  readonly type: string;
  readonly slug: string;
  constructor(type: string, slug: string) {
    super(`${type} with slug "${slug}" not found.`);
    this.name = "WpNotFoundError";
    this.type = type;
    this.slug = slug;
  }
}

function headerInt(headers: Headers, name: string): number | null {
  const v = headers.get(name);
  if (v === null || !/^\d+$/.test(v.trim())) return null;
  return Number(v.trim());
}

/** WordPress's "page number is larger than the number of pages" (HTTP 400): means "no more items". */
export function isPastLastPage(err: unknown): boolean {
  return err instanceof WpRequestError && err.kind === "http" && err.status === 400 && err.code === "rest_post_invalid_page_number";
}

/** The REST route does not exist (e.g. the portfolio or faq post type is not registered). */
export function isNoRoute(err: unknown): boolean {
  return err instanceof WpRequestError && err.kind === "http" && err.status === 404 && err.code === "rest_no_route";
}

export type WpClient = ReturnType<typeof createWpClient>;

export function createWpClient(options: WpClientOptions) {
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const base = new URL(baseUrl);
  const log: Logger = options.log ?? console;
  const concurrency = Math.max(1, options.concurrency ?? 4);
  const retry: RetryOptions = {
    fetch: options.fetch,
    retries: options.retries ?? DEFAULT_RETRIES,
    retryDelayMs: options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  };

  const readJsonBody = options.maxJsonBytes === undefined ? readJson : readJsonCapped(options.maxJsonBytes);

  /** Absolute URL of a path under the base (or of an absolute URL), with the query set. */
  function url(pathOrUrl: string, query: Query = {}): string {
    const u = /^https?:\/\//i.test(pathOrUrl) ? new URL(pathOrUrl) : new URL(`${baseUrl}/${pathOrUrl.replace(/^\/+/, "")}`);
    for (const [k, v] of Object.entries(query)) {
      if (v === undefined || v === null || v === false) continue;
      u.searchParams.set(k, String(v));
    }
    return u.href;
  }

  /** A URL as shown in messages: relative to the base when under it. */
  function show(full: string): string {
    return full.startsWith(baseUrl) ? full.slice(baseUrl.length) || "/" : full;
  }

  /** GET with the retry rule; final failures are logged (SPEC: "then logged and thrown"). */
  async function getJson(pathOrUrl: string, query: Query = {}, signal?: AbortSignal): Promise<Answer<unknown>> {
    const target = url(pathOrUrl, query);
    try {
      return await getWithRetry(target, { ...retry, signal }, readJsonBody);
    } catch (err) {
      if (!isPastLastPage(err) && !(err instanceof WpRequestError && err.kind === "aborted")) {
        log.error(`${(err as Error).message} (GET ${target})`);
      }
      throw err;
    }
  }

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

  function endpointOf(pathOrUrl: string): string {
    const full = url(pathOrUrl);
    const u = new URL(full);
    const shown = show(u.origin + u.pathname);
    const parent = u.searchParams.get("parent");
    return parent ? `${shown}?parent=${parent}` : shown;
  }

  function reportProblems(problems: RecordProblem[]) {
    for (const p of problems) log.warn(`${p.endpoint} ${p.record}: ${p.field}: ${p.message}`);
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

  const records = (path: CmsCollection | string, query: Query, signal?: AbortSignal) => listPage(path, query, parseWpRecord, signal);

  const categoryIds = new Map<string, Promise<number | null>>();
  /** Resolves a category slug to its id (a real WordPress ignores `category=<slug>`). */
  function findCategoryId(slug: string, signal?: AbortSignal): Promise<number | null> {
    let p = categoryIds.get(slug);
    if (!p) {
      p = listPage("categories", { slug }, parseWpCategory, signal).then((list) => list.items.find((c) => c.slug === slug)?.id ?? null);
      p.catch(() => categoryIds.delete(slug));
      categoryIds.set(slug, p);
    }
    return p;
  }

  /** The item's attachment link when it points at the CMS; otherwise the same query built on the base. */
  function attachmentLink(record: Pick<WpRecord, "id" | "_links">): string {
    const href = record._links?.["wp:attachment"]?.[0]?.href;
    if (href) {
      try {
        const u = new URL(href, baseUrl);
        if (u.origin === base.origin) return u.href;
      } catch {
        /* fall through */
      }
    }
    return url("media", { parent: record.id });
  }

  const keepWithSource = (list: WpMedia[]) => list.filter((m) => typeof m.source_url === "string" && m.source_url.trim() !== "");

  return {
    baseUrl,
    url,
    show,
    getJson,
    listPage,
    listAll,
    findCategoryId,
    attachmentLink,

    /** Blog list: /posts?page&per_page=9&_embed (plus optional search and categories). */
    async getPosts(opts: { page?: number; perPage?: number; search?: string; categories?: number | number[]; signal?: AbortSignal } = {}): Promise<WpRecord[]> {
      const cats = opts.categories === undefined ? undefined : [opts.categories].flat().join(",");
      const list = await records(
        "posts",
        { page: opts.page ?? 1, per_page: opts.perPage ?? LIST_PAGE_SIZE.posts, search: opts.search?.trim() || undefined, categories: cats, _embed: EMBED },
        opts.signal,
      );
      reportProblems(list.problems);
      return list.items;
    },

    /**
     * Portfolio list: /portfolio; if that call fails, posts of the portfolio
     * category (its id looked up by slug); if that fails too, an empty list.
     */
    async getPortfolio(opts: { page?: number; perPage?: number; category?: number; signal?: AbortSignal } = {}): Promise<WpRecord[]> {
      const paging = { page: opts.page ?? 1, per_page: opts.perPage ?? LIST_PAGE_SIZE.portfolio, _embed: EMBED };
      try {
        const list = await records("portfolio", { ...paging, categories: opts.category }, opts.signal);
        reportProblems(list.problems);
        return list.items;
      } catch {
        try {
          const id = await findCategoryId(PORTFOLIO_CATEGORY_SLUG, opts.signal);
          if (id === null) return [];
          const list = await records("posts", { ...paging, categories: opts.category ?? id }, opts.signal);
          reportProblems(list.problems);
          return opts.category === undefined ? list.items : list.items.filter((r) => r.categories?.includes(id));
        } catch {
          return [];
        }
      }
    },

    /**
     * FAQ list: /faq; if that call fails, /categories?slug=faq then posts of
     * that category ("FAQ category not found" and an empty list when it does
     * not exist); any further failure gives an empty list.
     */
    async getFaq(opts: { page?: number; perPage?: number; signal?: AbortSignal } = {}): Promise<WpRecord[]> {
      const paging = { page: opts.page ?? 1, per_page: opts.perPage ?? LIST_PAGE_SIZE.faq, _embed: EMBED };
      try {
        const list = await records("faq", paging, opts.signal);
        reportProblems(list.problems);
        return list.items;
      } catch {
        try {
          const id = await findCategoryId(FAQ_CATEGORY_SLUG, opts.signal);
          if (id === null) {
            log.error("FAQ category not found");
            return [];
          }
          const list = await records("posts", { ...paging, categories: id }, opts.signal);
          reportProblems(list.problems);
          return list.items;
        } catch {
          return [];
        }
      }
    },

    /** Categories: /categories?per_page=100 (one page, as SPEC). */
    async getCategories(opts: { signal?: AbortSignal } = {}): Promise<WpCategory[]> {
      const list = await listPage("categories", { per_page: MAX_PER_PAGE }, parseWpCategory, opts.signal);
      reportProblems(list.problems);
      return list.items;
    },

    /**
     * One record by slug from its type's route, falling back to /posts.
     * Throws `{type} with slug "{slug}" not found.`; when every call failed
     * (CMS unreachable), throws that failure instead, so callers can tell
     * "missing" from "down".
     */
    async getBySlug(type: CmsCollection, slug: string, opts: { signal?: AbortSignal } = {}): Promise<WpRecord> {
      const routes: CmsCollection[] = type === "posts" ? ["posts"] : [type, "posts"];
      let answered = false;
      let lastError: unknown;
      for (const route of routes) {
        try {
          const list = await records(route, { slug, _embed: EMBED }, opts.signal);
          answered = true;
          reportProblems(list.problems);
          if (list.items[0]) return list.items[0];
        } catch (err) {
          lastError = err;
        }
      }
      if (!answered && lastError) throw lastError;
      throw new WpNotFoundError(type, slug);
    },

    /**
     * Attachments of an item as SPEC: per_page=100, page 1, then pages 2..N
     * (X-WP-TotalPages, default 1) in parallel, merged; only those with a
     * source_url. Failures are console messages only and give what was got.
     */
    async getAttachments(record: Pick<WpRecord, "id" | "_links">, opts: { signal?: AbortSignal } = {}): Promise<WpMedia[]> {
      const link = attachmentLink(record);
      let first: WpList<WpMedia>;
      try {
        first = await listPage(link, { per_page: MAX_PER_PAGE, page: 1 }, parseWpMedia, opts.signal);
      } catch {
        log.error("Failed to fetch first page of attachments");
        return [];
      }
      const totalPages = first.totalPages ?? 1;
      const rest = await Promise.all(
        Array.from({ length: Math.max(0, Math.min(totalPages, MAX_PAGES) - 1) }, (_, i) => i + 2).map((page) =>
          listPage(link, { per_page: MAX_PER_PAGE, page }, parseWpMedia, opts.signal).then(
            (l) => l.items,
            () => {
              log.error(`Failed to fetch page ${page}`);
              return [] as WpMedia[];
            },
          ),
        ),
      );
      return keepWithSource([...first.items, ...rest.flat()]);
    },

    /** Strict: every attachment page of an item; throws on any failure. */
    async getAllAttachments(record: Pick<WpRecord, "id" | "_links">, signal?: AbortSignal): Promise<WpList<WpMedia>> {
      const list = await listAll(attachmentLink(record), {}, parseWpMedia, signal);
      return { ...list, items: keepWithSource(list.items) };
    },

    /** Strict: every record of a route (posts, portfolio, faq) with embeds. */
    listAllRecords(path: string, query: Query = {}, signal?: AbortSignal): Promise<WpList<WpRecord>> {
      return listAll(path, { ...query, _embed: EMBED }, parseWpRecord, signal);
    },

    /** Strict: every category. */
    listAllCategories(signal?: AbortSignal): Promise<WpList<WpCategory>> {
      return listAll("categories", {}, parseWpCategory, signal);
    },
  };
}

export { WpRequestError };
