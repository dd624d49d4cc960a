import { useEffect, useMemo, useRef, useState } from "react";
import type { PostCard } from "~/features/collections/cards";
import { cutSearchCounts, matchesQuery, newestFirst, SEARCH_RESULT_LIMIT, searchMessage } from "./search";
import { liveOrSnapshot } from "~/features/collections/fallback";
import type { LiveDefaults } from "~/features/collections/live";
import { fetchPostsPage } from "~/features/collections/static-data";
import { categoryFromUrl, type ListCategory } from "./category-param";
import { CardList, FIRST_ROW_CARDS } from "./CardList";
import { COLLECTIONS } from "./table";
import { PostCardView } from "./PostCardView";
import { SearchHero } from "./SearchHero";
import type { BlogPage } from "./schema";
import { mergeById, usePagedCards } from "./use-paged-cards";
import { KEPT_LIST } from "./list-memory";
import type { Shown } from "./archive-search";
import { NoResults } from "~/ui/NoResults";
import { useFreshPosts } from "./use-fresh-posts";

export interface BlogBrowserProps {
  hero: BlogPage["hero"];
  search: BlogPage["search"];
  list: BlogPage["list"];
  /** The snapshot's first page. */
  initial: PostCard[];
  /** The posts' categories, for `/blog?category={slug}` (where CMS category archives lead). */
  categories: ListCategory[];
  /** SPEC: Load More shows while the last page held a full page (9). */
  pageSize: number;
  liveDefaults: LiveDefaults;
}

/** Where a category's next page starts in the archive's index, and the last card it gave. */
interface CategoryNext {
  offset: number;
  after?: Shown;
}

const SEARCH_DEBOUNCE_MS = 250;
const ARCHIVE_DEBOUNCE_MS = 120;

/**
 * /blog: search box, results message, card grid (1, 2 or 3 columns) and Load More Articles.
 * Load More asks the live CMS for the next page (falling back to the snapshot's pages). Search
 * filters as the visitor types: the cards on screen by title and excerpt (SPEC), every snapshot
 * post by title, excerpt and body through the archive's index (loaded on the first search, decision 133) and
 * posts newer than the snapshot through WordPress's own `search=`; merged by id, newest first.
 */
export function BlogBrowser({ hero, search, list, initial, categories, pageSize, liveDefaults }: BlogBrowserProps) {
  // SPEC: Load More shows while the last page held a full page.
  const { cards: posts, more, loading, loadMore, prepend } = usePagedCards({ cards: initial, more: initial.length >= pageSize }, { key: "blog" });
  // Posts published since the build, offered above the list (decision 189).
  const fresh = useFreshPosts(posts, categories, liveDefaults);
  const listSection = useRef<HTMLElement>(null);
  const focusNewest = useRef(false);
  const showFresh = () => {
    focusNewest.current = true;
    prepend(fresh);
  };
  // Once they are in the list, the newest has the focus (and so is scrolled to), as the visitor's next step.
  useEffect(() => {
    if (!focusNewest.current) return;
    focusNewest.current = false;
    listSection.current?.querySelector<HTMLElement>("article h3 a")?.focus();
  }, [posts]);
  const [query, setQuery] = useState("");
  /** What the list said last (how many cards Load More or a category brought), in the page's one status region. */
  const [listSaid, setListSaid] = useState("");
  /** A new search: the list's last words make way for the search's own. */
  const typed = (value: string) => {
    setQuery(value);
    setListSaid("");
  };
  const searchBox = useRef<HTMLInputElement>(null);
  // Posts WordPress's own `search=` found for what is typed (posts newer than the snapshot among them).
  const [liveFound, setLiveFound] = useState<PostCard[]>([]);
  // The archive's answer for what is typed: its newest matches and how many it has in all.
  const [archive, setArchive] = useState<{ cards: PostCard[]; total: number }>({ cards: [], total: 0 });
  // The archive's index could not be read for what is typed: only the cards on screen were searched.
  const [archiveFailed, setArchiveFailed] = useState(false);
  const q = query.trim();
  const searchSeq = useRef(0);
  // `?category={slug}`, once hydrated: that category's snapshot posts, a page at a time from the
  // archive's index (its entry for the category and the cards shown, decision 135).
  const [category, setCategory] = useState<{ id: number; name: string } | null>(null);
  // Where the category's next page starts in the archive's index, and the last card the index
  // gave (a deploy between two pages may have moved it, decision 138).
  const categoryNext = useRef<CategoryNext>({ offset: 0 });
  const inCategory = usePagedCards<PostCard>({ cards: [], more: false }, { key: "blog-category", extra: () => ({ category: category?.id, next: categoryNext.current }) });
  const categoryPage = (id: number) => async (n: number) => {
    const { categoryArchive } = await import("./archive-search");
    const from = n === 1 ? { offset: 0 } : categoryNext.current;
    const res = await categoryArchive(id, from.offset, pageSize, undefined, from.after);
    const last = res.cards.at(-1);
    categoryNext.current = { offset: res.next, after: last ? { id: last.id, dateTime: last.dateTime } : from.after };
    return { cards: res.cards, more: res.next < res.total };
  };
  useEffect(() => {
    const named = categoryFromUrl(categories);
    if (!named) return;
    setCategory({ id: named.id, name: named.name });
    // Back on this entry: the category's cards as the visitor left them, and where its next page starts.
    const kept = inCategory.restored.current?.extra as { category?: unknown; next?: CategoryNext } | undefined;
    if (kept?.category === named.id && typeof kept.next?.offset === "number") {
      categoryNext.current = kept.next;
      return;
    }
    const page = categoryPage(named.id);
    void inCategory.restart(async (n) => {
      try {
        return await page(n);
      } catch (err) {
        // The index unreachable: the list as it is without the category.
        setCategory(null);
        throw err;
      }
    });
    // Once, for the address the page was opened at.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [categories]);
  const base = category ? inCategory.cards : posts;

  // Extra matches from the archive's index and the live CMS, for what is typed now (in the category, if one is named).
  const categoryId = category?.id;
  useEffect(() => {
    const seq = ++searchSeq.current;
    setLiveFound([]);
    setArchive({ cards: [], total: 0 });
    setArchiveFailed(false);
    if (!q) return;
    // The search code and the index's manifest load at the first keystroke; the index is asked once typing pauses.
    const archiveSearch = import("./archive-search");
    archiveSearch.then((a) => a.loadArchiveSearch()).catch(() => undefined);
    // Typing on cancels the downloads of the search for what was typed before.
    const typedPast = new AbortController();
    const archiveTimer = setTimeout(() => {
      archiveSearch.then((a) => a.searchArchive(q, SEARCH_RESULT_LIMIT, typedPast.signal, categoryId)).then(
        (res) => {
          if (seq === searchSeq.current) setArchive(res);
        },
        (err: unknown) => {
          if (typedPast.signal.aborted) return;
          console.error(err);
          if (seq === searchSeq.current) setArchiveFailed(true);
        },
      );
    }, ARCHIVE_DEBOUNCE_MS);
    const t = setTimeout(() => {
      import("~/features/collections/live")
        // In a category, WordPress is asked for that category's posts (and only they are kept).
        .then((live) => live.liveSearch(q, liveDefaults, categoryId))
        .then((cards) => cards.filter((c) => categoryId === undefined || c.categories.includes(categoryId)))
        .then((cards) => {
          if (seq === searchSeq.current) setLiveFound(cards);
        }, (err: unknown) => console.warn("Live search is unavailable; showing the snapshot's results.", err));
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      typedPast.abort();
      clearTimeout(archiveTimer);
      clearTimeout(t);
    };
  }, [q, liveDefaults, categoryId]);

  const shown = useMemo(
    () => (q ? mergeById(mergeById(base.filter((p) => matchesQuery(p.searchText, q)), archive.cards), liveFound).sort(newestFirst) : base),
    [base, archive, liveFound, q],
  );
  const canLoadMore = !q && (category ? inCategory.more : more);
  const cut = q ? cutSearchCounts(shown, archive) : undefined;

  /** A page of posts: live first, else the snapshot's. */
  const fetchPage = async (n: number) => {
    const { value } = await liveOrSnapshot(
      async (signal) => {
        const live = await import("~/features/collections/live");
        return live.livePostsPage(n, liveDefaults, signal);
      },
      async () => {
        const file = await fetchPostsPage(n).catch(() => ({ cards: [] as PostCard[] }));
        return { cards: file.cards, received: file.cards.length };
      },
    );
    return { cards: value.cards, more: value.received >= pageSize };
  };

  return (
    <>
      <SearchHero hero={hero} search={search} query={query} onQuery={typed} inputRef={searchBox} />
      <section ref={listSection} className="relative py-14 sm:py-20" aria-labelledby="blog-list-heading" {...KEPT_LIST}>
        {/* In the section's top padding: it appears without moving anything on the page. */}
        <div aria-live="polite" className="absolute inset-x-0 top-2.5 flex justify-center px-4 sm:top-5">
          {fresh.length > 0 && !q && !category && (
            <button type="button" onClick={showFresh} className="rounded-full bg-ink px-5 py-2 text-sm font-semibold text-white shadow-lg transition-colors hover:bg-clay">
              {fresh.length === 1 ? list.newArticle : list.newArticles.replace("{count}", String(fresh.length))}
            </button>
          )}
        </div>
        <div className="container">
          <h2 id="blog-list-heading" className="sr-only">
            {list.heading}
          </h2>
          {category && (
            <div className="mb-8 flex flex-wrap items-baseline justify-between gap-4">
              <h3 className="font-display text-2xl text-ink">{list.inCategory.replace("{category}", category.name)}</h3>
              <a href={COLLECTIONS.posts.routePrefix} className="font-medium text-ink underline underline-offset-4">
                {list.allArticles}
              </a>
            </div>
          )}
          <p role="status" className={q ? `mb-8 text-lg text-ink-soft ${shown.length === 0 ? "text-center" : ""}` : "sr-only"}>
            {q ? searchMessage(q, shown.length) : listSaid}
          </p>
          {q && archiveFailed && <p className="-mt-4 mb-8 text-ink-soft">{list.searchUnavailable}</p>}
          <CardList
            items={shown}
            pageSize={pageSize}
            card={(post, i) => <PostCardView post={post} readMore={list.readMore} priority={i < FIRST_ROW_CARDS} />}
            loading={category ? inCategory.loading : loading}
            canLoadMore={canLoadMore}
            onLoadMore={() => (category ? inCategory.loadMore(categoryPage(category.id)) : loadMore(fetchPage))}
            labels={list}
            say={setListSaid}
          />
          {q && shown.length === 0 && (
            <NoResults
              hint={search.noResultsHint}
              clear={search.clear}
              onClear={() => {
                typed("");
                searchBox.current?.focus();
              }}
            />
          )}
          {cut && (
            <p className="mt-8 text-center text-ink-soft">
              {list.moreResults.replace("{shown}", String(cut.shown)).replace("{total}", cut.total.toLocaleString("en"))}
            </p>
          )}
        </div>
      </section>
    </>
  );
}
