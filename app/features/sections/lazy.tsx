import { use, type ComponentType } from "react";

/**
 * A code-split component whose chunk can be loaded ahead of rendering, so only pages that
 * use it download it.
 *
 * It is deliberately NOT wrapped in <Suspense>: React outlines large Suspense boundaries in
 * the streamed HTML (hidden until an inline script runs), which would hide the content from
 * visitors without JavaScript. Instead:
 * - on the server the chunk is loaded only by `sectionData()`, which every loader of a page of
 *   sections awaits, so prerendering never suspends and the HTML holds the full markup. (A render
 *   that suspends delays React's shell, which changes how the route data is streamed into the
 *   page: two builds of the same content would differ. Loading nothing at module evaluation
 *   keeps a loader that forgot to wait from passing by luck: sections/ready.test.tsx fails.)
 * - in the browser, a part whose markup the page shows (outside a tab panel not shown yet, whose
 *   code waits for its first showing: HeldPanel) starts its download as soon as this module is
 *   evaluated, and hydration waits for it if it has not arrived yet (the server HTML stays
 *   on screen meanwhile);
 * - client navigations preload it in the route's clientLoader, so they never suspend.
 */
export function preloadable<P extends object>(key: string, load: () => Promise<{ default: ComponentType<P> }>) {
  let Loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const preload = (): Promise<void> =>
    (pending ??= load().then((m) => {
      Loaded = m.default;
    }));

  function Preloadable(props: P) {
    if (!Loaded) use(preload());
    return Loaded ? <Loaded {...props} /> : null;
  }
  if (!import.meta.env.SSR && typeof document !== "undefined" && shownInDocument(key)) void preload();
  return Object.assign(Preloadable, { preload });
}

/** Whether the page's markup shows a part of this key outside a tab panel not shown yet (HeldPanel). */
function shownInDocument(key: string): boolean {
  return [...document.querySelectorAll(`[data-preload="${key}"]`)].some((el) => !el.closest('[role="tabpanel"][hidden]'));
}
