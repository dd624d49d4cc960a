/**
 * Run by build-workers.spec.ts in a process of its own, as the prerender workers run (React's
 * production build, `NODE_ENV=production`): every page of the list rendered from the server build
 * three ways (the entry's one-pass render, what the entry answers, and React Router's streamed
 * render on a context of its own), written as JSON. In the test runner's own process, React's
 * development build took ~27 s for the demo's 70 pages, near the test's time limit on a busy machine.
 *
 *   node --import tsx tests/e2e/render-three-ways.ts <server build folder> <pages.json> <out.json>
 *
 * pages.json: `[page, url]` pairs (the url as a browser sends it); out.json: `[page, ThreeWays]` pairs.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type EntryContext, type ServerBuild } from "react-router";

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
fs.writeFileSync(outFile!, JSON.stringify([...renders]));
