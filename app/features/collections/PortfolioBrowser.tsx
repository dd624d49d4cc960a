import { useEffect, useState } from "react";
import { categoryFromUrl, writeCategoryToUrl } from "./category-param";
import type { ProjectCard } from "~/features/collections/cards";
import { liveOrSnapshot } from "~/features/collections/fallback";
import type { LiveDefaults } from "~/features/collections/live";
import { fetchPortfolioFile } from "~/features/collections/static-data";
import { CardList, FIRST_ROW_CARDS } from "./CardList";
import { ProjectCardView } from "./ProjectCardView";
import { usePagedCards } from "./use-paged-cards";
import { KEPT_LIST } from "./list-memory";
import type { PortfolioPage } from "./schema";

export interface PortfolioBrowserProps {
  filters: PortfolioPage["filters"];
  list: PortfolioPage["list"];
  categories: { id: number; slug: string; name: string }[];
  /** The snapshot's first page (all categories). */
  initial: ProjectCard[];
  pageSize: number;
  liveDefaults: LiveDefaults;
}

const ALL = 0;

/** A page of the snapshot's projects (static JSON), filtered and sliced. */
async function snapshotProjects(page: number, category: number, pageSize: number): Promise<ProjectCard[]> {
  const { cards } = await fetchPortfolioFile();
  const inCategory = category === ALL ? cards : cards.filter((c) => c.categories.includes(category));
  return inCategory.slice((page - 1) * pageSize, page * pageSize);
}

/**
 * A page of projects: live first, else the snapshot's. The category an address names
 * (`?category=`) opens from the snapshot at once, as the blog's does: no wait on a CMS that may be
 * down; its Load More asks the live CMS as usual.
 */
async function fetchProjects(page: number, category: number, pageSize: number, d: LiveDefaults, snapshotOnly = false): Promise<ProjectCard[]> {
  if (snapshotOnly) return snapshotProjects(page, category, pageSize);
  const { value } = await liveOrSnapshot(
    async (signal) => (await import("~/features/collections/live")).livePortfolioPage(page, category === ALL ? undefined : category, d, signal),
    () => snapshotProjects(page, category, pageSize),
  );
  return value;
}

/**
 * /portfolio: category row (All plus categories), project grid and Load More Projects.
 * Choosing a category restarts the list at page 1; Load More appends the next page and
 * disappears once a fetch returns nothing (SPEC §4).
 */
export function PortfolioBrowser({ filters, list, categories, initial, pageSize, liveDefaults }: PortfolioBrowserProps) {
  const [category, setCategory] = useState(ALL);
  // SPEC §4: Load More disappears once a fetch returns nothing.
  const { cards: projects, more, loading, loadMore, restart, restored } = usePagedCards({ cards: initial, more: initial.length > 0 }, { key: "portfolio", extra: () => category });
  const pageOf = (id: number, snapshotOnly = false) => async (n: number) => {
    const cards = await fetchProjects(n, id, pageSize, liveDefaults, snapshotOnly);
    return { cards, more: cards.length > 0 };
  };

  const choose = (id: number, fromUrl = false) => {
    if (id === category) return;
    setCategory(id);
    if (!fromUrl) writeCategoryToUrl(categories.find((c) => c.id === id)?.slug ?? null);
    void restart(pageOf(id, fromUrl));
  };

  // `/portfolio?category={slug}` (where a CMS category archive leads): that category, once hydrated.
  useEffect(() => {
    const named = categoryFromUrl(categories);
    // Back on this entry: the category and its cards as the visitor left them (decision 170).
    const kept = restored.current?.extra;
    if (restored.current && kept === (named?.id ?? ALL)) {
      setCategory(kept);
      return;
    }
    if (named) choose(named.id, true);
    // Cards kept for another category than the address names: the address's list afresh.
    else if (restored.current) void restart(pageOf(ALL, true));
    // Once, on the address the page opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <section className="py-14 sm:py-20" aria-labelledby="portfolio-list-heading" {...KEPT_LIST}>
      <div className="container">
        <h2 id="portfolio-list-heading" className="sr-only">
          {list.heading}
        </h2>
        <div role="group" aria-label={filters.label} className="mb-10 flex flex-wrap justify-center gap-2">
          {[{ id: ALL, name: filters.all }, ...categories].map((c) => (
            <button
              key={c.id}
              type="button"
              aria-pressed={category === c.id}
              onClick={() => choose(c.id)}
              className={`rounded-full border px-5 py-2 text-sm font-medium transition-colors ${category === c.id ? "border-ink bg-ink text-white" : "border-sand-line bg-white text-ink hover:border-ink"}`}
            >
              {c.name}
            </button>
          ))}
        </div>
        <CardList
          items={projects}
          pageSize={pageSize}
          card={(p, i) => <ProjectCardView project={p} linkText={list.viewProject} priority={i < FIRST_ROW_CARDS} />}
          loading={loading}
          canLoadMore={more && projects.length > 0}
          onLoadMore={() => loadMore(pageOf(category))}
          labels={list}
        />
      </div>
    </section>
  );
}
