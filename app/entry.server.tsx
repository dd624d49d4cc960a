/**
 * How the server build turns a page into HTML. It runs only while the site is built (`ssr: false`):
 * React Router's prerender and the CMS pages' workers (decision 139).
 *
 * A plain page (no React in the browser, decision 116: every CMS detail page) is rendered in one
 * synchronous pass (`renderToString`). Every page here has its data before it renders, so that
 * pass is the whole page, byte for byte what React Router's default streaming entry writes,
 * without its streams (~0.6–0.9 ms a page less, 10,000 times at 10,000 posts). A page with React
 * in the browser, and a plain page with a Suspense boundary in it, is rendered by React Router's
 * default entry, unchanged.
 */
import { PassThrough } from "node:stream";
import type { EntryContext } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { pageNeedsReact } from "~/features/site/react-page";
import { PlainPageLinks } from "~/ui/Link.server";

export const streamTimeout = 5_000;

/** The one Suspense boundary a plain page has: React Router's, around its route data, empty there. */
const ROUTE_DATA_BOUNDARY = "<!--$--><!--/$-->";

/**
 * Whether the page holds a Suspense boundary besides React Router's empty one: whether it has a
 * `<!--$` once its first ROUTE_DATA_BOUNDARY is taken out, found in place without making that
 * copy of the page (~0.1 ms of each of the 10,000 CMS pages).
 */
export function hasOtherBoundary(html: string): boolean {
  const OPEN = "<!--$";
  const ours = html.indexOf(ROUTE_DATA_BOUNDARY);
  if (ours < 0) return html.includes(OPEN);
  const end = ours + ROUTE_DATA_BOUNDARY.length;
  const first = html.indexOf(OPEN);
  // One wholly before it, one wholly after it, or one the two sides make where it was.
  return (first >= 0 && first + OPEN.length <= ours) || html.indexOf(OPEN, end) >= 0 || (html.slice(Math.max(0, ours - OPEN.length + 1), ours) + html.slice(end, end + OPEN.length - 1)).includes(OPEN);
}

/** Whether the root layout renders React Router's scripts for this page: the same question it asks (app/root.tsx). */
function needsReact(context: EntryContext): boolean {
  const { matches, loaderData } = context.staticHandlerContext;
  return pageNeedsReact(matches.map((m) => ({ handle: context.routeModules[m.route.id]?.handle, data: loaderData[m.route.id] })));
}

/**
 * A plain page in one pass, or undefined when it must be streamed:
 * - a page with React in the browser: React Router streams its route data into the page;
 * - a page with a Suspense boundary of its own: where something suspends, `renderToString` throws
 *   or leaves the boundary to the browser (`<!--$!-->`), and where nothing does, React's stream
 *   may still write a large boundary apart, after the rest, with a script that moves it (~12 KB
 *   into a page); only React Router's own, empty on a plain page, is allowed.
 * The pass gets its own copy of the context with an empty stream in place of the route-data one
 * (React Router locks the stream it is given, and the streamed render must still read it; the
 * empty boundary it holds in the page is the same).
 */
export function renderInOnePass(context: EntryContext, url: string): string | undefined {
  if (needsReact(context)) return undefined;
  const attempt: EntryContext = { ...context, serverHandoffStream: context.serverHandoffStream && new ReadableStream(), renderMeta: {} };
  const report = console.error;
  // Held back: a page rendered again below reports what that render finds. A page rendered in
  // one pass reports what it logged.
  const logged: unknown[][] = [];
  console.error = (...args: unknown[]) => void logged.push(args);
  let html: string | undefined;
  try {
    // Its links are written without React Router's hooks (decision 150).
    html = renderToString(
      <PlainPageLinks>
        <ServerRouter context={attempt} url={url} />
      </PlainPageLinks>,
    );
  } catch {
    // Rendered again below.
  } finally {
    console.error = report;
  }
  // The scripts rendered after all: the root decided otherwise than needsReact (stream it, as React Router would).
  if (html === undefined || attempt.renderMeta?.didRenderScripts || hasOtherBoundary(html)) return undefined;
  for (const args of logged) console.error(...args);
  // React's stream writes the doctype before an <html> root; renderToString does not.
  return html.startsWith("<html") ? `<!DOCTYPE html>${html}` : html;
}

export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  const html = renderInOnePass(routerContext, request.url);
  if (html !== undefined) {
    responseHeaders.set("Content-Type", "text/html");
    return new Response(html, { headers: responseHeaders, status: responseStatusCode });
  }
  return streamed(request, responseStatusCode, responseHeaders, routerContext);
}

/** @react-router/dev 7.18's default entry (config/defaults/entry.server.node.tsx), its steps unchanged. */
export function streamed(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Bots and SPA Mode renders wait for all content to load before responding.
    const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        responseHeaders.set("Content-Type", "text/html");
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    });
  });
}
