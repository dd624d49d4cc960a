import { use, type ComponentType } from "react";

/**
 * A code-split component whose chunk can be loaded ahead of rendering, so only pages that
 * use it download it.
 *
 * It is deliberately NOT wrapped in <Suspense>: React outlines large Suspense boundaries in
 * the streamed HTML (hidden until an inline script runs), which would hide the content from
 * visitors without JavaScript. Instead:
 * - on the server the chunk is loaded when this module is evaluated and awaited by the
 *   route's loader, so prerendering never suspends and the HTML holds the full markup;
 * - in the browser, `preloadFromDocument` starts the download as soon as the route module is
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
  if (import.meta.env.SSR) void preload();
  else if (typeof document !== "undefined" && document.querySelector(`[data-preload="${key}"]`)) void preload();
  return Object.assign(Preloadable, { preload });
}
