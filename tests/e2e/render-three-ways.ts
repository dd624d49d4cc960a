/**
 * Run by build-workers.spec.ts in a process of its own, as the prerender workers run (React's
 * production build, `NODE_ENV=production`): every page of the list rendered from the server build
 * three ways (the entry's one-pass render, what the entry answers, and React Router's streamed
 * render on a context of its own), written as JSON. And a fourth, for each page the prerender
 * workers render without React Router's handler (scripts/build/direct-render.ts, decision 158):
 * that render, and whether the entry context it made is the one the handler makes. In the test runner's own process, React's
 * development build took ~27 s for the demo's 70 pages, near the test's time limit on a busy machine.
 *
 *   node --import tsx tests/e2e/render-three-ways.ts <server build folder> <pages.json> <out.json>
 *
 * pages.json: `[page, url]` pairs (the url as a browser sends it); out.json: `[page, ThreeWays]` pairs.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { isDeepStrictEqual } from "node:util";
import { createRequestHandler, type EntryContext, type ServerBuild } from "react-router";
import { directRenderer } from "../../scripts/build/direct-render";

/** What app/entry.server.tsx exports besides the render React Router calls (decision 139). */
interface EntryModule {
  renderInOnePass(context: EntryContext, url: string): string | undefined;
  streamed(request: Request, status: number, headers: Headers, context: EntryContext): Promise<Response>;
}

export interface ThreeWays {
  onePass?: string;
  answered?: string;
  streamed?: string;
  /** The status of each handler's answer, in order: the entry's, React Router's streamed one. */
  statuses: number[];
  /** The page rendered without React Router's handler, where the workers would. */
  direct?: string;
  /** The entry context's fields that differ from the handler's (for a page rendered directly). */
  contextDiffers?: string[];
}

const [serverDir, pagesFile, outFile] = process.argv.slice(2);
const server = (await import(pathToFileURL(path.join(serverDir!, "index.js")).href)) as ServerBuild;
const entry = server.entry.module as unknown as EntryModule & { default: EntryModule["streamed"] };
const list = JSON.parse(fs.readFileSync(pagesFile!, "utf8")) as [page: string, url: string][];
const pages = list.map(([page]) => page);
const renders = new Map<string, ThreeWays>();
const at = (request: Request) => {
  const page = decodeURIComponent(new URL(request.url).pathname).replace(/(.)\/$/, "$1");
  if (!renders.has(page)) renders.set(page, { statuses: [] });
  return renders.get(page)!;
};
const handlerWith = (render: (request: Request, status: number, headers: Headers, context: EntryContext) => Promise<Response>) =>
  createRequestHandler({ ...server, prerender: pages, entry: { ...server.entry, module: { ...server.entry.module, default: render } } }, "production");
const built = handlerWith(async (request, status, headers, context) => {
  at(request).onePass = entry.renderInOnePass(context, request.url);
  const res = await entry.default(request, status, headers, context);
  const html = await res.text();
  at(request).answered = html;
  return new Response(html, { status: res.status, headers: res.headers });
});
const streamedOnly = handlerWith(async (request, status, headers, context) => {
  const res = await entry.streamed(request, status, headers, context);
  const html = await res.text();
  at(request).streamed = html;
  return new Response(html, { status: res.status, headers: res.headers });
});
for (const [, url] of list) {
  for (const handler of [built, streamedOnly]) {
    const res = await handler(new Request(url));
    await res.text();
    at(new Request(url)).statuses.push(res.status);
  }
}

// The workers' way: each route's first page through the handler, the next ones without it, in the
// list's order. Each page rendered directly is asked for again through the same handler, whose
// entry context (what the entry is called with, before it renders) must equal the one made here.
let handed: EntryContext | undefined;
const recorded: ServerBuild = { ...server, prerender: pages, entry: { ...server.entry, module: { ...server.entry.module, default: (request, status, headers, context, load) => ((handed = beforeRender(context)), entry.default(request, status, headers, context)) } } };
const renderer = directRenderer(recorded);
const workerHandler = createRequestHandler(renderer.build, "production");
/** The fields that matter of a context, before the render changes any (it copies loaderData, sets renderMeta). */
function beforeRender(context: EntryContext): EntryContext {
  return { ...context, staticHandlerContext: { ...context.staticHandlerContext, loaderData: { ...context.staticHandlerContext.loaderData } }, renderMeta: { ...context.renderMeta } };
}
for (const [, url] of list) {
  const made = await renderer.contextFor(url);
  const answer = await renderer.render(url, workerHandler);
  if (typeof answer !== "string") {
    await answer.text();
    continue;
  }
  at(new Request(url)).direct = answer;
  await (await workerHandler(new Request(url))).text();
  const ours = beforeRender(made!) as unknown as Record<string, unknown>;
  const theirs = handed as unknown as Record<string, unknown>;
  const own = ours.staticHandlerContext as Record<string, unknown>;
  const rr = theirs.staticHandlerContext as Record<string, unknown>;
  // serverHandoffStream holds each render's data stream (a plain page never reads it); serializeError is a closure per request.
  const fields = [...new Set([...Object.keys(ours), ...Object.keys(theirs)])].filter((k) => !["staticHandlerContext", "serverHandoffStream", "serializeError"].includes(k));
  at(new Request(url)).contextDiffers = [
    ...fields.filter((k) => !isDeepStrictEqual(ours[k], theirs[k])),
    ...[...new Set([...Object.keys(own), ...Object.keys(rr)])].filter((k) => !isDeepStrictEqual(own[k], rr[k])).map((k) => `staticHandlerContext.${k}`),
  ];
}
fs.writeFileSync(outFile!, JSON.stringify([...renders]));
