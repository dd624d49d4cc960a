import { fill } from "./layout";
import { Icon } from "~/ui/Icon";

interface GalleryPagerProps {
  page: number;
  pages: number;
  copy: { label: string; prev: string; next: string; page: string; status: string };
  onChange: (page: number) => void;
}

const base =
  "inline-flex h-11 items-center justify-center rounded-full text-sm font-semibold transition-colors duration-200 focus-visible:(outline-2 outline-offset-3 outline-solid outline-focus)";
/** Prev and Next: outlined, a little narrower on a phone. */
const step = "min-w-11 border border-ink/15 bg-white px-3 text-ink sm:px-4 enabled:hover:(border-ink bg-sand) disabled:(cursor-not-allowed opacity-40)";

/** SPEC: Prev, numbered page buttons and Next; Prev disabled on page 1, Next on the last page. */
export function GalleryPager({ page, pages, copy, onChange }: GalleryPagerProps) {
  const numbers = Array.from({ length: pages }, (_, i) => i + 1);
  return (
    <nav aria-label={copy.label} className="mt-12 flex flex-col items-center gap-4 sm:mt-16">
      {/* Prev and Next keep to the ends of one row on a phone; the numbers wrap between them. */}
      <ul className="grid w-full grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-1 sm:flex sm:w-auto sm:justify-center sm:gap-2">
        <li>
          <button
            type="button"
            className={`${base} ${step} gap-1.5 sm:gap-2`}
            disabled={page <= 1}
            onClick={() => onChange(page - 1)}
          >
            <Icon name="chevron-left" className="h-4 w-4" />
            {copy.prev}
          </button>
        </li>
        <li>
          <ol className="flex flex-wrap items-center justify-center gap-0.5 sm:gap-2">
            {numbers.map((n) => (
              <li key={n}>
                <button
                  type="button"
                  aria-label={fill(copy.page, { page: n })}
                  aria-current={n === page ? "page" : undefined}
                  className={`${base} min-w-9 px-2 sm:min-w-11 sm:px-4 ${n === page ? "bg-ink text-white" : "bg-transparent text-ink hover:bg-sand-deep"}`}
                  onClick={() => n !== page && onChange(n)}
                >
                  {n}
                </button>
              </li>
            ))}
          </ol>
        </li>
        <li>
          <button
            type="button"
            className={`${base} ${step} gap-1.5 sm:gap-2`}
            disabled={page >= pages}
            onClick={() => onChange(page + 1)}
          >
            {copy.next}
            <Icon name="chevron-right" className="h-4 w-4" />
          </button>
        </li>
      </ul>
      <p role="status" className="text-sm text-ink-muted">
        {fill(copy.status, { page, pages })}
      </p>
    </nav>
  );
}
