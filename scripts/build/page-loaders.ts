/**
 * A CMS page's loaders run once for its two requests (decision 153).
 *
 * A prerender worker asks for each page twice, as React Router's prerender does: `<path>.data`,
 * then `<path>/` (./prerender-workers.ts `prerenderPage`). Both run the same loaders with the same
 * params for the same path: React Router passes the data request's loaders the page's URL without
 * `.data`, the HTML request's with its final `/`. Here the second request gets the first one's
 * result (the same promise: a loader that throws, throws the same for both), so a page costs one
 * run of its loaders instead of two. The page's inputs are traced around both requests together
 * (./prerender-workers.ts), so what the loaders read is recorded as before.
 *
 * The results are kept per page, and dropped by `done(pagePath)` once both requests are answered.
 */
import type { ServerBuild } from "react-router";

type Loader = (args: { request: Request; params: Record<string, string | undefined> }) => unknown;

/**
 * A page's path as its requests carry it: percent-encoded, without a final `/`. A `.data` suffix
 * is dropped too (`/_root.data` is `/`): React Router gives loaders the page's URL today, but were
 * it to pass the data request's own, the two requests would still share the page.
 */
const pageOf = (url: string) => {
  const p = new URL(url).pathname;
  return p === "/_root.data" ? "/" : p.replace(/\.data$/, "").replace(/(.)\/$/, "$1");
};

export function loadersOncePerPage(routes: ServerBuild["routes"]): { routes: ServerBuild["routes"]; done(pagePath: string): void } {
  const pages = new Map<string, Map<string, unknown>>();
  const once = (id: string, loader: Loader): Loader => (args) => {
    const page = pageOf(args.request.url);
    let results = pages.get(page);
    if (!results) pages.set(page, (results = new Map()));
    const key = `${id}\0${JSON.stringify(args.params)}`;
    if (!results.has(key)) results.set(key, loader(args));
    return results.get(key);
  };
  const wrapped: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(routes)) {
    const loader = route?.module.loader as Loader | undefined;
    wrapped[id] = route && loader ? { ...route, module: { ...route.module, loader: once(id, loader) as typeof route.module.loader } } : route;
  }
  return { routes: wrapped, done: (pagePath) => void pages.delete(pageOf(`http://localhost${pagePath}`)) };
}
