import { useId } from "react";
import type { DetailLabels } from "~/content/build-values";
import type { CardImage } from "~/lib/image-types";
import { Icon } from "~/ui/Icon";
import { Reveal } from "~/ui/Reveal";
import { CardImageView } from "./CardImageView";
import { VIEWER_ATTR, VIEWER_PARTS } from "./image-viewer";

type Attachment = CardImage & { title?: string };
type ViewerLabels = NonNullable<DetailLabels["viewer"]>;

const roundButton =
  "inline-flex h-11 w-11 items-center justify-center rounded-full bg-[rgba(20,17,14,0.62)] text-white shadow-[inset_0_0_0_1px_rgba(246,241,234,0.28)] transition-colors hover:bg-[rgba(20,17,14,0.82)] focus-visible:(outline-2 outline-offset-2 outline-solid outline-sand)";

/**
 * A portfolio item's "Project Images" (decision 210). Each thumbnail is a link to its picture's
 * largest file: without a script, a tap opens it to zoom into. The viewer's script
 * (./image-viewer.ts) opens them in the <dialog> below instead, full screen, one at a time, with
 * previous and next, the arrow keys and a swipe; Escape, Close or a tap beside the picture closes
 * it and the focus goes back to the thumbnail.
 * The grid takes the featured picture's width and edges (CmsDetail's `max-w-5xl`): the page has
 * one edge for its text and one for its pictures.
 */
export function ProjectImages({ attachments, heading, labels }: { attachments: Attachment[]; heading: string; labels: ViewerLabels }) {
  const id = useId();
  const viewer = `${id}-viewer`;
  const many = attachments.length > 1;
  return (
    <section className="container mt-16 max-w-5xl" aria-labelledby="project-images">
      <h2 id="project-images" className="section-title mb-8">
        {heading}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3">
        {attachments.map((a, i) => (
          <Reveal as="li" key={`${a.src}-${i}`} index={i % 6} step={80}>
            <figure>
              <a
                href={a.src}
                {...{ [VIEWER_ATTR]: viewer }}
                className="group block cursor-zoom-in overflow-hidden rounded-xl focus-visible:(outline-2 outline-offset-3 outline-solid outline-focus)"
              >
                <CardImageView image={a} sizes="(min-width: 1024px) 307px, (min-width: 768px) 30vw, 50vw" className="aspect-[4/3] w-full rounded-xl object-cover transition-transform duration-500 group-hover:scale-[1.03]" />
                <span className="sr-only">{labels.open}</span>
              </a>
              {a.title && <figcaption className="mt-2 text-sm text-ink-muted">{a.title}</figcaption>}
            </figure>
          </Reveal>
        ))}
      </ul>
      <dialog id={viewer} aria-label={labels.label} data-counter={labels.counter} className="m-0 h-dvh max-h-none w-screen max-w-none overscroll-contain bg-[#14110e] p-0 text-white backdrop:bg-[#14110e]">
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between px-4 pt-3 sm:px-6">
            <p {...{ [VIEWER_PARTS.counter]: "" }} className="text-sm tracking-[0.08em] text-sand/80" aria-hidden="true" />
            <p {...{ [VIEWER_PARTS.announce]: "" }} className="sr-only" aria-live="polite" />
            <form method="dialog">
              <button type="submit" aria-label={labels.close} className={roundButton}>
                <Icon name="close" className="h-5 w-5" />
              </button>
            </form>
          </div>
          <figure className="relative flex min-h-0 flex-1 touch-pan-y flex-col items-center justify-center gap-4 px-3 pb-6 sm:px-24">
            <picture className="contents">
              <source type="image/avif" sizes="100vw" {...{ [VIEWER_PARTS.avif]: "" }} />
              <img alt="" sizes="100vw" decoding="async" {...{ [VIEWER_PARTS.image]: "" }} className="max-h-[calc(100dvh-11rem)] min-h-0 max-w-full rounded-xl object-contain" />
            </picture>
            <figcaption {...{ [VIEWER_PARTS.caption]: "" }} className="max-w-2xl text-center font-display text-xl leading-snug sm:text-2xl" />
            {many && (
              <>
                <button type="button" aria-label={labels.previous} {...{ [VIEWER_PARTS.previous]: "" }} className={`${roundButton} absolute left-2 top-1/2 -translate-y-1/2 sm:left-6`}>
                  <Icon name="chevron-left" className="h-5 w-5" />
                </button>
                <button type="button" aria-label={labels.next} {...{ [VIEWER_PARTS.next]: "" }} className={`${roundButton} absolute right-2 top-1/2 -translate-y-1/2 sm:right-6`}>
                  <Icon name="chevron-right" className="h-5 w-5" />
                </button>
              </>
            )}
          </figure>
        </div>
      </dialog>
    </section>
  );
}
