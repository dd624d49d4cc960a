/**
 * CMS detail pages rendered without React Router's request handler (decision 158).
 *
 * For each page, the handler builds a Request, queries its static handler (the routes matched,
 * the loaders run), encodes the loaders' data into a stream for the browser (a plain page, with
 * no React in the browser, never reads it: app/entry.server.tsx), builds the entry context, and
 * wraps the page in a Response. Here the handler renders the first page of each route as before,
 * and the entry context it made is kept as that route's template; each next page is queried from
 * a static handler made once over the same data routes (React Router's `createStaticHandler`,
 * as the handler makes its own), and rendered by the entry's one-pass render with the template's
 * context around its own query result. At 10,000 posts this was ~0.6 ms of each page's ~3 ms.
 *
 * Whatever this path does not handle goes to the handler, unchanged: a query that answers a
 * Response (a redirect), an error, a status other than 200 or headers of a loader's own; a page
 * that needs React in the browser or streams (the entry declines it); middleware; a route with
 * no template yet. tests/e2e/build-workers.spec.ts renders every page of the demo both ways and
 * compares the pages byte for byte and the entry contexts field by field.
 */
import { createStaticHandler, type EntryContext, type ServerBuild } from "react-router";

type Handler = (request: Request) => Promise<Response>;
type StaticHandler = ReturnType<typeof createStaticHandler>;
type RenderInOnePass = (context: EntryContext, url: string) => string | undefined;

export interface DirectRenderer {
  /** The build to create the handler from: its entry keeps each route's first context. */
  build: ServerBuild;
  /** The page at `url`'s HTML, rendered directly when a template allows it, else by `handler`. */
  render(url: string, handler: Handler): Promise<Response | string>;
  /** The entry context for `url` this path renders with, or undefined when it leaves the page to the handler. */
  contextFor(url: string): Promise<EntryContext | undefined>;
  /** How many pages `render` rendered without the handler (the worker reports it: the build's log says it). */
  readonly direct: number;
}

/** React Router's `getNormalizedPath` for a document request: the trailing slash dropped (but "/"'s), no hash. */
const normalizePath = (request: Request) => documentPath(new URL(request.url));

function documentPath(url: URL) {
  const search = new URLSearchParams(url.search);
  search.delete("_routes");
  const query = search.toString();
  return { pathname: url.pathname.length > 1 ? url.pathname.replace(/\/$/, "") : url.pathname, search: query ? `?${query}` : "", hash: "" };
}

/**
 * A renderer for `build`'s pages; `createRequestHandler(renderer.build, …)` is the handler to give
 * `render`. Every page goes to the handler where the handler does more than this path copies:
 * without the entry's one-pass render (another entry), with middleware or instrumentation, a
 * basename, trailing-slash-aware paths, or critical CSS per page.
 */
export function directRenderer(build: ServerBuild): DirectRenderer {
  const onePass = (build.entry.module as { renderInOnePass?: RenderInOnePass }).renderInOnePass;
  const templates = new Map<string, EntryContext>();
  const entry = build.entry.module.default;
  const capturing: typeof entry = (request, status, headers, context, loadContext) => {
    const leaf = context.staticHandlerContext.matches.at(-1)?.route.id;
    // Not the app shell (SPA mode, a path off the prerender list): never a CMS page's context.
    if (status === 200 && !context.isSpaMode && !context.staticHandlerContext.errors && leaf && !templates.has(leaf)) templates.set(leaf, context);
    return entry(request, status, headers, context, loadContext);
  };
  const wrapped: ServerBuild = { ...build, entry: { ...build.entry, module: { ...build.entry.module, default: capturing } } };
  const usable =
    Boolean(onePass) &&
    !build.future.v8_middleware &&
    !build.future.v8_trailingSlashAwareDataRequests &&
    (build.basename ?? "/") === "/" &&
    !build.entry.module.instrumentations?.length &&
    !build.unstable_getCriticalCss;
  // With `ssr: false` the handler renders a path off this list as the app shell (SPA mode), the
  // path decoded as it decodes it: such a page is the handler's.
  const listed = new Set(build.prerender);
  const onList = (pathname: string) => {
    try {
      const decoded = decodeURI(pathname);
      return listed.has(decoded.replace(/\/$/, "")) || listed.has(decoded.replace(/[^/]$/, "/"));
    } catch {
      return false;
    }
  };

  // React Router's static handler over the routes the handler's first page matched (its data
  // routes, loaders and all): made once, with the route branches matched against ranked once.
  let staticHandler: StaticHandler | undefined;
  const query = (request: Request) => {
    const root = templates.values().next().value!.staticHandlerContext.matches[0]!.route;
    staticHandler ??= createStaticHandler([root], { basename: build.basename, future: build.future });
    return staticHandler.query(request, { requestContext: {}, normalizePath });
  };

  /** The entry context React Router's handler would give the entry for `url`, or undefined where this path does not apply. */
  async function contextFor(url: string): Promise<EntryContext | undefined> {
    if (!usable || templates.size === 0 || !onList(documentPath(new URL(url)).pathname)) return undefined;
    const request = new Request(url);
    let result: Awaited<ReturnType<StaticHandler["query"]>>;
    try {
      result = await query(request);
    } catch {
      return undefined;
    }
    if (result instanceof Response || result.errors || result.statusCode !== 200 || Object.keys(result.loaderHeaders).length) return undefined;
    const template = templates.get(result.matches.at(-1)?.route.id ?? "");
    if (!template) return undefined;
    return { ...template, staticHandlerContext: result, serverHandoffStream: new ReadableStream(), renderMeta: {} };
  }

  let direct = 0;
  return {
    build: wrapped,
    contextFor,
    get direct() {
      return direct;
    },
    async render(url, handler) {
      const context = await contextFor(url);
      const html = context && onePass!(context, url);
      if (html === undefined) return handler(new Request(url));
      direct++;
      return html;
    },
  };
}
