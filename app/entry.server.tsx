/**
 * How the server build turns a page into HTML. It runs only while the site is built (`ssr: false`):
 * React Router's prerender and the CMS pages' workers (decision 139).
 *
 * A plain page (no React in the browser, decision 116: every CMS detail page) is rendered in one
 * synchronous pass (`renderToString`). Every page here has its data before it renders, so that
 * pass is the whole page, byte for byte what React Router's default streaming entry writes,
 * without its streams (~1–2 ms a page less, 10,000 times at 10,000 posts). Any other page, and a
 * page where something suspends (a lazily loaded section, a carousel's engine), is rendered by
 * React Router's default entry, unchanged.
 */
import { PassThrough } from "node:stream";
import type { EntryContext } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream, renderToString } from "react-dom/server";

export const streamTimeout = 5_000;

/** What React writes for a Suspense boundary it left for the browser: the one-pass render fell short. */
const CLIENT_RENDERED_BOUNDARY = "<!--$!-->";

/**
 * The page in one pass, or undefined when it cannot be: something in it suspends, or it is a page
 * with React in the browser, whose route data React Router streams into the page (decision 116:
 * plain pages render no scripts, so there is nothing to stream). The pass gets its own copy of the
 * context with an empty stream in place of that one (React Router locks the stream it is given,
 * and the streamed render below must still read it; the place it holds in the page is the same).
 */
export function renderInOnePass(context: EntryContext, url: string): string | undefined {
  const attempt: EntryContext = { ...context, serverHandoffStream: context.serverHandoffStream && new ReadableStream(), renderMeta: {} };
  const report = console.error;
  // Held back: React reports a boundary it could not finish in one pass, and that page is rendered
  // again below, which reports its own. A page rendered in one pass reports what it logged.
  const logged: unknown[][] = [];
  console.error = (...args: unknown[]) => void logged.push(args);
  let html: string | undefined;
  try {
    html = renderToString(<ServerRouter context={attempt} url={url} />);
  } catch {
    // Rendered again below.
  } finally {
    console.error = report;
  }
  if (html === undefined || html.includes(CLIENT_RENDERED_BOUNDARY) || attempt.renderMeta?.didRenderScripts) return undefined;
  for (const args of logged) console.error(...args);
  return `<!DOCTYPE html>${html}`;
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

/** @react-router/dev 7.18's default entry (config/defaults/entry.server.node.tsx), as it is. */
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
