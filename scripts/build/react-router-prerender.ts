/**
 * React Router's own prerender, done from a server build the app build cache restored
 * (./app-build.ts, decision 129): when `react-router build` is skipped, nothing else renders the
 * pages it would have prerendered. This is @react-router/dev 7.18's `handlePrerender` and
 * `handleSpaMode` (dist/vite.js) step for step: the same list (the config's `prerender.paths`
 * given the routes' static paths), the same requests, the same files in the same places, so a
 * build from the cache is byte for byte the build React Router makes (tests/unit/build-incremental.test.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { writeFile } from "./files";

type ManifestRoute = NonNullable<ServerBuild["routes"][string]>;

/** `createPrerenderRoutes`: the route tree of a server build's flat route manifest. */
function prerenderRoutes(manifest: ServerBuild["routes"], parentId = ""): RouteObject[] {
  const children = Object.values(manifest).filter((r): r is ManifestRoute => r !== undefined && (r.parentId || "") === parentId);
  return children.map((r) => (r.index ? { index: true, id: r.id, path: r.path } : { id: r.id, path: r.path, children: prerenderRoutes(manifest, r.id) }));
}

/** `getStaticPrerenderPaths(...).paths`: every route path without a parameter or splat, and "/". */
export function staticPaths(manifest: ServerBuild["routes"]): string[] {
  const paths = ["/"];
  const recurse = (routes: RouteObject[], prefix = "") => {
    for (const route of routes) {
      const full = [prefix, route.path].join("/").replace(/\/\/+/g, "/");
      if (route.path && !route.path.split("/").some((s) => s.startsWith(":") || s === "*")) paths.push(full);
      if (route.children) recurse(route.children, full);
    }
  };
  recurse(prerenderRoutes(manifest));
  return paths.map((p) => p.replace(/\/\/+/g, "/").replace(/(.+)\/$/, "$1"));
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const escapeHtml = (s: string) => s.replace(/[&><\u2028\u2029]/g, (c) => ({ "&": "\\u0026", ">": "\\u003e", "<": "\\u003c", "\u2028": "\\u2028", "\u2029": "\\u2029" })[c]!);

/** `prerenderRoute`: the page's HTML at `<path>/index.html`, or React Router's meta-refresh page for a redirect. */
async function prerenderRoute(handler: (r: Request) => Promise<Response>, clientDir: string, pagePath: string, init?: RequestInit, finish?: (html: string) => string) {
  const normalized = `${pagePath}/`.replace(/\/\/+/g, "/");
  const res = await handler(new Request(`http://localhost${normalized}`, init));
  let html = await res.text();
  if (REDIRECTS.has(res.status)) {
    const location = escapeHtml(res.headers.get("Location") ?? "");
    const delay = res.status === 302 ? 2 : 0;
    html = `<!doctype html>
<head>
<title>Redirecting to: ${location}</title>
<meta http-equiv="refresh" content="${delay};url=${location}">
<meta name="robots" content="noindex">
</head>
<body>
\t<a href="${location}">
    Redirecting from <code>${escapeHtml(normalized)}</code> to <code>${location}</code>
  </a>
</body>
</html>`;
  } else if (res.status !== 200) {
    throw new Error(`Prerender (html): Received a ${res.status} status code from \`entry.server.tsx\` while prerendering the \`${normalized}\` path.\n${html}`);
  } else if (finish) html = finish(html);
  writeFile(path.join(clientDir, ...normalized.split("/"), "index.html"), html);
}

/** `prerenderData`: the page's loader data at `<path>.data` (`/_root.data` for "/"). */
async function prerenderData(handler: (r: Request) => Promise<Response>, clientDir: string, pagePath: string): Promise<string> {
  const dataPath = pagePath === "/" ? "/_root.data" : `${pagePath.replace(/\/$/, "")}.data`;
  const res = await handler(new Request(`http://localhost${dataPath.replace(/\/\/+/g, "/")}`));
  const data = await res.text();
  if (res.status !== 200 && res.status !== 202) {
    throw new Error(`Prerender (data): Received a ${res.status} status code from \`entry.server.tsx\` while prerendering the \`${pagePath}\` path.\n${dataPath}`);
  }
  writeFile(path.join(clientDir, ...dataPath.split("/")), data);
  return data;
}

/**
 * One path of the list, as `handlePrerender`'s `prerenderSinglePath` renders it. `finish`: the
 * build's finishing step (hydration, CSP), applied to a page before it is written, as the CMS
 * pages' workers do; the build's own finishing step leaves a finished page as it is.
 */
export async function prerenderLikeReactRouter(handler: (r: Request) => Promise<Response>, build: ServerBuild, clientDir: string, pagePath: string, finish?: (html: string) => string) {
  const matches = matchRoutes(prerenderRoutes(build.routes), `/${pagePath}/`.replace(/^\/\/+/, "/"));
  if (!matches) throw new Error(`Unable to prerender path because it does not match any routes: ${pagePath}`);
  const leaf = build.routes[matches[matches.length - 1]!.route.id!]?.module;
  // This site has no resource routes; were one added, React Router renders it differently.
  if (leaf && !leaf.default && !leaf.ErrorBoundary) throw new Error(`${pagePath} is a resource route, which the app build cache does not prerender: delete .cache/app-build and build again.`);
  const hasLoaders = matches.some((m) => build.assets.routes[m.route.id!]?.hasLoader);
  const data = hasLoaders ? await prerenderData(handler, clientDir, pagePath) : undefined;
  await prerenderRoute(handler, clientDir, pagePath, data ? { headers: { "X-React-Router-Prerender-Data": encodeURI(data) } } : undefined, finish);
}

/** `handleSpaMode`: the app shell at `__spa-fallback.html` (the list holds "/", so not index.html). */
export async function prerenderSpaFallback(handler: (r: Request) => Promise<Response>, build: ServerBuild, clientDir: string) {
  const res = await handler(new Request("http://localhost/", { headers: { "X-React-Router-SPA-Mode": "yes" } }));
  const html = await res.text();
  if (res.status !== 200) throw new Error(`Prerender: Received a ${res.status} status code from \`entry.server.tsx\` while prerendering your \`__spa-fallback.html\` file.\n${html}`);
  if (!html.includes("window.__reactRouterContext =") || !html.includes("window.__reactRouterRouteModules =")) throw new Error("The app shell has no <Scripts />.");
  fs.writeFileSync(path.join(clientDir, build.prerender.includes("/") ? "__spa-fallback.html" : "index.html"), html);
}

/** The server build in `serverDir`, as the workers load it (one module instance per process). */
export async function loadServerBuild(serverDir: string): Promise<ServerBuild> {
  return (await import(pathToFileURL(path.join(serverDir, "index.js")).href)) as ServerBuild;
}

/**
 * Loads the server build in `serverDir` and asks it for the home page's data, unwritten, so that
 * the content every page reads (the shell's files, the snapshot) is read and parsed into the
 * bundle's once-a-build caches before the build has checked it and says where to write
 * (decision 135). Nothing it does is kept but those caches; a failure is left for the pages'
 * own requests to report, or for the content check that stops the build.
 */
export async function warmUp(serverDir: string): Promise<void> {
  try {
    const build = await loadServerBuild(serverDir);
    const res = await createRequestHandler(build, "production")(new Request("http://localhost/_root.data"));
    await res.text();
  } catch {
    // Reported where it matters (above).
  }
}
