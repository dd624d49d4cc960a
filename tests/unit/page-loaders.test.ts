/**
 * A prerender worker's page runs its loaders once for its two requests (scripts/build/page-loaders.ts,
 * decision 153): the data request's results answer the HTML request, per page, until the page is done.
 */
import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { loadersOncePerPage } from "../../scripts/build/page-loaders";

type Args = { request: Request; params: Record<string, string | undefined> };

function routesWith(loader: (args: Args) => unknown): ServerBuild["routes"] {
  const route = (id: string, module: Record<string, unknown>) => ({ id, path: id, module }) as unknown as NonNullable<ServerBuild["routes"][string]>;
  return { root: route("root", { loader, default: () => null }), page: route("page", { loader, default: () => null }), plain: route("plain", { default: () => null }) };
}

const call = (routes: ServerBuild["routes"], id: string, url: string, params: Record<string, string> = {}) =>
  (routes[id]!.module.loader as unknown as (a: Args) => unknown)({ request: new Request(url), params });

describe("a page's loaders run once for its two requests", () => {
  it("answers the HTML request (`/path/`) with the data request's (`/path`) result, per route", async () => {
    const calls: string[] = [];
    const { routes } = loadersOncePerPage(routesWith(({ request }) => (calls.push(request.url), { at: request.url })));
    const fromData = await call(routes, "page", "http://localhost/blog/a", { slug: "a" });
    const fromHtml = await call(routes, "page", "http://localhost/blog/a/", { slug: "a" });
    expect(fromHtml).toBe(fromData);
    await call(routes, "root", "http://localhost/blog/a/", { slug: "a" });
    // The root route runs once too, from whichever request came first.
    expect(calls).toEqual(["http://localhost/blog/a", "http://localhost/blog/a/"]);
    // Another page, other params: their own runs.
    await call(routes, "page", "http://localhost/blog/b/", { slug: "b" });
    await call(routes, "page", "http://localhost/blog/a", { slug: "other" });
    expect(calls).toHaveLength(4);
  });

  it("runs them again once the page is done, and keeps a page with a non-ASCII slug under its encoded path", async () => {
    let n = 0;
    const pages = loadersOncePerPage(routesWith(() => ++n));
    expect(await call(pages.routes, "page", "http://localhost/blog/caf%C3%A9")).toBe(1);
    expect(await call(pages.routes, "page", "http://localhost/blog/caf%C3%A9/")).toBe(1);
    pages.done("/blog/café");
    expect(await call(pages.routes, "page", "http://localhost/blog/caf%C3%A9/")).toBe(2);
    expect(await call(pages.routes, "page", "http://localhost/")).toBe(3);
    pages.done("/");
    expect(await call(pages.routes, "page", "http://localhost/")).toBe(4);
  });

  it("shares a page between a request for its `.data` file and one for the page itself", async () => {
    let n = 0;
    const pages = loadersOncePerPage(routesWith(() => ++n));
    expect(await call(pages.routes, "page", "http://localhost/blog/a.data")).toBe(1);
    expect(await call(pages.routes, "page", "http://localhost/blog/a/")).toBe(1);
    expect(await call(pages.routes, "page", "http://localhost/_root.data")).toBe(2);
    expect(await call(pages.routes, "page", "http://localhost/")).toBe(2);
    pages.done("/blog/a");
    pages.done("/");
    expect(await call(pages.routes, "page", "http://localhost/blog/a.data")).toBe(3);
  });

  it("gives both requests the same failure, and leaves a route without a loader as it is", async () => {
    let n = 0;
    const source = routesWith(() => Promise.reject(new Response("Not Found", { status: 404, statusText: `run ${++n}` })));
    const { routes } = loadersOncePerPage(source);
    const first = await (call(routes, "page", "http://localhost/blog/gone") as Promise<unknown>).catch((e: Response) => e.statusText);
    const second = await (call(routes, "page", "http://localhost/blog/gone/") as Promise<unknown>).catch((e: Response) => e.statusText);
    expect([first, second]).toEqual(["run 1", "run 1"]);
    expect(routes.plain).toBe(source.plain);
    expect(routes.plain!.module.loader).toBeUndefined();
  });
});
