import { useMemo, useState } from "react";
import { matchesQuery, searchMessage, type PostCard } from "~/cms/cards";
import { fetchPostsPage } from "~/cms/static-data";
import { Reveal } from "~/components/ui/Reveal";
import { Spinner } from "~/components/ui/Spinner";
import { PostCardView } from "./PostCardView";
import { SearchHero } from "./SearchHero";

export interface BlogBrowserProps {
  hero: { eyebrow?: string; title: string; intro?: string };
  search: { label: string; placeholder: string; button: string };
  list: { heading: string; readMore: string; loadMore: string; loading: string };
  /** The snapshot's first page. */
  initial: PostCard[];
  /** SPEC: Load More shows when the last page held a full page (9). */
  pageSize: number;
}

/** /blog: search box, results message, card grid (1, 2 or 3 columns) and Load More Articles. */
export function BlogBrowser({ hero, search, list, initial, pageSize }: BlogBrowserProps) {
  const [posts, setPosts] = useState(initial);
  const [page, setPage] = useState(1);
  const [lastCount, setLastCount] = useState(initial.length);
  const [loading, setLoading] = useState(false);
  const [query, setQuery] = useState("");

  const q = query.trim();
  const shown = useMemo(() => (q ? posts.filter((p) => matchesQuery(p.searchText, q)) : posts), [posts, q]);
  const canLoadMore = !q && lastCount >= pageSize;

  const loadMore = async () => {
    setLoading(true);
    try {
      const next = await fetchPostsPage(page + 1);
      setPosts((cur) => {
        const seen = new Set(cur.map((p) => p.id));
        return [...cur, ...next.cards.filter((c) => !seen.has(c.id))];
      });
      setPage(page + 1);
      setLastCount(next.cards.length);
    } catch (err) {
      console.error(err);
      setLastCount(0);
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      <SearchHero {...hero} search={search} query={query} onQuery={setQuery} />
      <section className="py-14 sm:py-20" aria-labelledby="blog-list-heading">
        <div className="container">
          <h2 id="blog-list-heading" className="sr-only">
            {list.heading}
          </h2>
          <p role="status" className={q ? "mb-8 text-lg text-ink-soft" : "sr-only"}>
            {q ? searchMessage(q, shown.length) : ""}
          </p>
          <ul className="grid gap-7 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((post, i) => (
              <Reveal as="li" key={post.id} index={i % pageSize}>
                <PostCardView post={post} readMore={list.readMore} priority={i === 0} />
              </Reveal>
            ))}
          </ul>
          {loading && <Spinner label={list.loading} />}
          {canLoadMore && (
            <div className="mt-12 text-center">
              <button type="button" className="btn-secondary" onClick={loadMore} disabled={loading}>
                {loading ? list.loading : list.loadMore}
              </button>
            </div>
          )}
        </div>
      </section>
    </>
  );
}
