import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { useSearchParams } from "react-router";
import type { GalleryImage, GalleryPage } from "~/features/gallery/schema";
import { Spinner } from "~/ui/Spinner";
import { GalleryBlock } from "./GalleryBlock";
import { GalleryPager } from "./GalleryPager";
import { blocksOnPage, fill, pageCount, parsePage, toBlocks } from "./layout";

const loadLightbox = () => import("./GalleryLightbox");
const GalleryLightbox = lazy(loadLightbox);

import { GRID_ID, PENDING_SCRIPT, PENDING_STYLE_ID } from "./pending-script";

const noop = () => () => {};
/** False while hydrating (matching the static HTML), true from then on. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}

interface GalleryProps {
  images: GalleryImage[];
  copy: Pick<GalleryPage, "blockLabel" | "openHint" | "pager" | "lightbox">;
}

/** SPEC's paged bento gallery with its lightbox; the page lives in the URL as ?page=N. */
export function Gallery({ images, copy }: GalleryProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const hydrated = useHydrated();
  const blocks = useMemo(() => toBlocks(images), [images]);
  const pages = pageCount(images.length);
  const raw = searchParams.get("page");
  const page = hydrated ? parsePage(raw, pages) : 1;
  const hintId = useId();
  const gridRef = useRef<HTMLDivElement>(null);
  const movedByPager = useRef(false);

  // Once React shows the page the URL asks for, the pre-hydration guard goes.
  useEffect(() => {
    if (hydrated) document.getElementById(PENDING_STYLE_ID)?.remove();
  }, [hydrated]);

  // A ?page= that is not a page (0, 99, "abc") is rewritten to the page shown.
  useEffect(() => {
    if (!hydrated || raw === null) return;
    const wanted = page === 1 ? null : String(page);
    if (raw !== wanted) {
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (wanted) next.set("page", wanted);
          else next.delete("page");
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    }
  }, [hydrated, raw, page, setSearchParams]);

  const goTo = useCallback(
    (n: number) => {
      movedByPager.current = true;
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (n === 1) next.delete("page");
          else next.set("page", String(n));
          return next;
        },
        { preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  // The window's title names the page after the first (WCAG 2.4.2: each page of the gallery has
  // its own title): "Page 2 of 3 – Gallery | …". Set once React shows the page; the title the
  // route's meta wrote is kept for page 1, and comes back with it.
  const titleOfPageOne = useRef<string | null>(null);
  useEffect(() => {
    if (!hydrated) return;
    titleOfPageOne.current ??= document.title;
    document.title = page === 1 ? titleOfPageOne.current : `${fill(copy.pager.status, { page, pages })} – ${titleOfPageOne.current}`;
  }, [hydrated, page, pages, copy.pager.status]);

  // After Prev/Next/number: bring the new page into view and put focus at its start.
  useEffect(() => {
    if (!movedByPager.current) return;
    movedByPager.current = false;
    const grid = gridRef.current;
    if (!grid) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    grid.scrollIntoView({ block: "start", behavior: reduce ? "auto" : "smooth" });
    grid.focus({ preventScroll: true });
  }, [page]);

  // Lightbox: not loaded until first wanted; `index` is null while closed.
  const [lightbox, setLightbox] = useState<{ open: boolean; index: number } | null>(null);
  const trigger = useRef<HTMLButtonElement | null>(null);
  const open = useCallback((index: number, button: HTMLButtonElement) => {
    trigger.current = button;
    setLightbox({ open: true, index });
  }, []);
  const close = useCallback(() => setLightbox((l) => (l ? { ...l, open: false } : l)), []);
  const exited = useCallback(() => {
    setLightbox(null);
    trigger.current?.focus();
  }, []);
  const intent = useCallback(() => {
    void loadLightbox();
  }, []);

  const shown = blocksOnPage(blocks, page);
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: PENDING_SCRIPT }} />
      <p id={hintId} hidden>
        {copy.openHint}
      </p>
      <div
        id={GRID_ID}
        ref={gridRef}
        tabIndex={-1}
        aria-label={fill(copy.pager.status, { page, pages })}
        role="region"
        className="space-y-3 outline-none sm:space-y-4"
      >
        {shown.map((block) => (
          <GalleryBlock
            key={block.index}
            block={block}
            label={fill(copy.blockLabel, {
              from: block.start + 1,
              to: block.start + block.items.length,
              total: images.length,
            })}
            hintId={hintId}
            onOpen={open}
            onIntent={intent}
          />
        ))}
      </div>
      {pages > 1 && <GalleryPager page={page} pages={pages} copy={copy.pager} onChange={goTo} />}
      {lightbox && (
        <Suspense fallback={<LightboxLoading label={copy.lightbox.loading} />}>
          <GalleryLightbox
            images={images}
            open={lightbox.open}
            index={lightbox.index}
            labels={copy.lightbox}
            onClose={close}
            onExited={exited}
          />
        </Suspense>
      )}
    </>
  );
}

/** Shown for the moment the lightbox's code takes to arrive on a first click. */
function LightboxLoading({ label }: { label: string }) {
  return (
    <div className="fixed inset-0 z-[9999] grid place-items-center bg-[rgba(20,17,14,0.96)]">
      <Spinner label={label} />
    </div>
  );
}

