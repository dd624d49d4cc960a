/**
 * SPEC: content blocks reveal when 10 % visible, 100 ms later per card index. The one
 * definition of that behaviour: <Reveal> runs it on pages with React, the page script
 * (app/features/site/page-script.ts) on pages without (decision 116).
 */
export const REVEAL_THRESHOLD = 0.1;
export const REVEAL_STAGGER_MS = 100;
/** The attribute <Reveal> writes its delay in, so the page script can run it without React. */
export const REVEAL_DELAY_ATTR = "data-reveal-delay";

let observer: IntersectionObserver | undefined;
function getObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const el = entry.target as HTMLElement;
        el.classList.remove("reveal-pending");
        el.classList.add("reveal-shown");
        observer!.unobserve(el);
      }
    },
    { threshold: REVEAL_THRESHOLD },
  );
  return observer;
}

/**
 * Hides a block that is still below the fold, or not drawn yet (in a tab panel not shown), until
 * it comes into view, then fades it in `delayMs` later. A block already on screen is never hidden
 * (nothing seen disappears), and under prefers-reduced-motion nothing moves. Returns a function
 * that stops watching it.
 *
 * Called again for a block already waiting (<Reveal> does when a card's place in a list changes:
 * a search on /blog moves a card from below the fold to the top), a block now on screen is
 * shown; it was left hidden, unwatched, before.
 */
export function revealWhenVisible(el: HTMLElement, delayMs: number): () => void {
  const none = () => {};
  const show = () => {
    if (!el.classList.contains("reveal-pending")) return none;
    el.classList.remove("reveal-pending");
    el.classList.add("reveal-shown");
    return none;
  };
  if (typeof IntersectionObserver === "undefined") return show();
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return show();
  // A block not drawn yet (in a tab panel not shown) is not on screen: it waits like one below
  // the fold, and fades in once its panel is shown and it is in view.
  if (el.getClientRects().length > 0 && el.getBoundingClientRect().top < window.innerHeight) return show();
  el.style.transitionDelay = `${delayMs}ms`;
  el.classList.add("reveal-pending");
  getObserver().observe(el);
  return () => getObserver().unobserve(el);
}
