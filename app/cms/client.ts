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
import { failureLine, withQuery } from "./request-url";
import { createLists, isPastLastPage, MAX_PAGES, MAX_PER_PAGE, type ItemParser, type Query, type WpList } from "./lists";
import {
  DEFAULT_RETRIES,
  DEFAULT_RETRY_DELAY_MS,
  DEFAULT_TIMEOUT_MS,
  WpNotFoundError,
  WpRequestError,
  isNoRoute,
  getWithRetry,
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
  type RecordProblem,
  type WpCategory,
  type WpMedia,
  type WpRecord,
} from "./wp-schemas";


/** What `_embed` asks for: only the author and featured image the site shows. */
export const EMBED = "author,wp:featuredmedia";
/** Slugs of the categories SPEC's fallbacks look up. */
export const PORTFOLIO_CATEGORY_SLUG = "portfolio";
export const FAQ_CATEGORY_SLUG = "faq";
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
    return withQuery(/^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${baseUrl}/${pathOrUrl.replace(/^\/+/, "")}`, query);
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
        log.error(failureLine(err, target));
      }
      throw err;
    }
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

  const { listPage, listAll } = createLists({ getJson, endpointOf, concurrency });

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

    /**
     * Blog list: /posts?page&per_page=9&_embed (plus optional search and categories; `after`, a
     * WordPress local time: only posts published after it, decision 189).
     */
    async getPosts(opts: { page?: number; perPage?: number; search?: string; categories?: number | number[]; after?: string; signal?: AbortSignal } = {}): Promise<WpRecord[]> {
      const cats = opts.categories === undefined ? undefined : [opts.categories].flat().join(",");
      const list = await records(
        "posts",
        { page: opts.page ?? 1, per_page: opts.perPage ?? LIST_PAGE_SIZE.posts, search: opts.search?.trim() || undefined, categories: cats, after: opts.after, _embed: EMBED },
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

export { WpRequestError, WpNotFoundError, isNoRoute, isPastLastPage, MAX_PAGES, MAX_PER_PAGE, type ItemParser, type Query, type WpList };
