/**
 * Work a part of a page needs only when the visitor comes to it: the contact map's frame
 * (decision 215), the check for posts newer than the build under home's Design Insights
 * (decision 217). `then` runs once, after the page's `load` event (nothing it starts competes
 * with the page's own loading), when `el` is within `margin` of the screen (an
 * IntersectionObserver's rootMargin: `"600px 0px"`, `"0px 0px 200% 0px"`). Without
 * IntersectionObserver it runs after the load. Returns a function that stops waiting.
 */
export function whenNear(el: Element, margin: string, then: () => void): () => void {
  let watch: IntersectionObserver | undefined;
  const start = () => {
    if (typeof IntersectionObserver === "undefined") return then();
    watch = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        watch?.disconnect();
        then();
      },
      { rootMargin: margin },
    );
    watch.observe(el);
  };
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
  return () => {
    window.removeEventListener("load", start);
    watch?.disconnect();
  };
}
