import { useMemo, useState } from "react";
import type { ProjectCard } from "~/cms/cards";
import { fetchPortfolioFile } from "~/cms/static-data";
import { Reveal } from "~/components/ui/Reveal";
import { Spinner } from "~/components/ui/Spinner";
import { ProjectCardView } from "./ProjectCardView";

export interface PortfolioBrowserProps {
  filters: { label: string; all: string };
  list: { heading: string; viewProject: string; loadMore: string; loading: string };
  categories: { id: number; name: string }[];
  /** The snapshot's first page (all categories). */
  initial: ProjectCard[];
  pageSize: number;
}

const ALL = 0;

/** /portfolio: category row (All plus categories), project grid and Load More Projects. */
export function PortfolioBrowser({ filters, list, categories, initial, pageSize }: PortfolioBrowserProps) {
  const [category, setCategory] = useState(ALL);
  const [all, setAll] = useState<ProjectCard[] | null>(null);
  const [pages, setPages] = useState(1);
  const [loading, setLoading] = useState(false);
  const [exhausted, setExhausted] = useState(initial.length < pageSize);

  const source = all ?? initial;
  const filtered = useMemo(() => (category === ALL ? source : source.filter((p) => p.categories.includes(category))), [source, category]);
  const shown = filtered.slice(0, pages * pageSize);

  const ensureAll = async (): Promise<ProjectCard[]> => {
    if (all) return all;
    setLoading(true);
    try {
      const file = await fetchPortfolioFile();
      setAll(file.cards);
      return file.cards;
    } catch (err) {
      console.error(err);
      return initial;
    } finally {
      setLoading(false);
    }
  };

  const choose = async (id: number) => {
    setCategory(id);
    setPages(1);
    const cards = await ensureAll();
    const count = id === ALL ? cards.length : cards.filter((p) => p.categories.includes(id)).length;
    setExhausted(count <= pageSize);
  };

  const loadMore = async () => {
    const cards = await ensureAll();
    const count = category === ALL ? cards.length : cards.filter((p) => p.categories.includes(category)).length;
    setPages(pages + 1);
    setExhausted(count <= (pages + 1) * pageSize);
  };

  return (
    <section className="py-14 sm:py-20" aria-labelledby="portfolio-list-heading">
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
        <ul className="grid gap-7 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((p, i) => (
            <Reveal as="li" key={p.id} index={i % pageSize}>
              <ProjectCardView project={p} linkText={list.viewProject} priority={i === 0} />
            </Reveal>
          ))}
        </ul>
        {loading && <Spinner label={list.loading} />}
        {!exhausted && (
          <div className="mt-12 text-center">
            <button type="button" className="btn-secondary" onClick={loadMore} disabled={loading}>
              {loading ? list.loading : list.loadMore}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
