import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from "react";
import { REVEAL_DELAY_ATTR, revealWhenVisible } from "~/ui/reveal-on-view";
import { HELD_SECTION as ATTRIBUTE } from "./kept-marks";
import { keptMarkup, prerenderMarker } from "./kept-markup";

/**
 * A section that needs no React (decision 167), on a page that has React for other sections: its
 * prerendered markup is kept as it is when the page hydrates, and its code is never downloaded.
 *
 * It is what the same section is on a page without React: its links are ordinary links, which
 * the page's speculation rules prefetch on hover as a plain page's (speculation.ts), its FAQ
 * answers are <details>. Its blocks still fade in as they scroll into view (<Reveal>'s
 * behaviour, run here on the kept markup, as the page script does on a page without React).
 * The prerender and client navigations (no markup to keep; the route's clientLoader has loaded
 * every part) draw the section itself, inside the same `display: contents` wrapper.
 */
export function HeldSection({ children }: { children: ReactNode }) {
  const id = useId();
  // One object for good: a new one would make React draw the kept markup anew (decision 171).
  const [held] = useState(() => keptMarkup(ATTRIBUTE, id));
  const wrapper = useRef<HTMLDivElement>(null);

  useKeptReveals(wrapper, held !== null);

  if (held !== null) return <div ref={wrapper} {...{ [ATTRIBUTE]: id }} className="contents" dangerouslySetInnerHTML={held} />;
  return (
    <div {...prerenderMarker(ATTRIBUTE, id)} className="contents">
      {children}
    </div>
  );
}

/**
 * Runs <Reveal>'s fade-in on the blocks of markup kept without its code, while `active`: their
 * <Reveal> components do not run there.
 */
export function useKeptReveals(wrapper: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const el = wrapper.current;
    if (!active || !el) return;
    const stops = [...el.querySelectorAll<HTMLElement>(`[${REVEAL_DELAY_ATTR}]`)].map((block) => revealWhenVisible(block, Number(block.getAttribute(REVEAL_DELAY_ATTR)) || 0));
    return () => stops.forEach((stop) => stop());
  }, [wrapper, active]);
}
