/**
 * npm start — serves build/client the way the static hosts do (DESIGN.md host rules):
 * `/about` from about.html with no redirect, unknown paths → 404.html with status 404,
 * unbuilt paths under /blog/, /portfolio/, /faq/ → the app shell with 200 (Netlify serving a
 * `DEPLOY_HOST=netlify` build, decision 099), `/x/` → `/x`,
 * compressed responses; 405 for methods other than GET and HEAD; `_headers`' security headers
 * on every response; redirects built from the encoded path and kept on the site (decision 078). Static files by sirv, compression by `compression` (both well kept).
 *
 *   npm start [-- --port 3000] [--dir build/client]
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import compression from "compression";
import sirv from "sirv";
import { headersFor } from "./lib/security";
import { applyPattern } from "./lib/redirect-groups";
import { NOT_FOUND_FILE, NPM_START_IMITATES, NPM_START_LIVE_STATUS, REDIRECTS, SHELL_FILE, encodeTarget, isLivePath, targetHasQuery, parseRedirects, type HostRedirect } from "./lib/host-rules";
import { clientDir, projectRoot, servePort } from "../app/content/environment.server";
import { isMain } from "./lib/is-main.mjs";
import { SITE_LANGUAGE } from "../app/lib/seo";

export interface ServeOptions {
  dir: string;
  port: number;
  host?: string;
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

/** The methods a static site answers; anything else gets 405 (as the static hosts do). */
export const ALLOWED_METHODS = "GET, HEAD";

/**
 * The request target as sent, parsed as a path and never resolved against a base, so
 * `//evil.example/` stays a path. `encoded` is WHATWG's percent-encoded pathname (ASCII only:
 * control characters, spaces and non-ASCII arrive as %XX, `\` as `/`), safe in a header.
 */
export function requestPath(rawUrl: string): { encoded: string; decoded: string; search: string } | undefined {
  let url: URL;
  try {
    url = new URL(`http://localhost${rawUrl.startsWith("/") ? "" : "/"}${rawUrl}`);
  } catch {
    return undefined;
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return undefined;
  }
  return { encoded: url.pathname, decoded, search: url.search };
}

/**
 * A redirect target on this site, from an encoded path: leading slashes and backslashes, also
 * percent-encoded ones, collapse to one `/`, so no Location can name another host.
 */
export function sameSiteLocation(encodedPath: string, search = ""): string {
  return `/${encodedPath.replace(/^(?:[/\\]|%2f|%5c)+/i, "")}${search}`;
}

/**
 * A rule's encoded target with the request's query (`?utm_source=x`), as Netlify and Cloudflare
 * Pages answer (tried on both, decision 216): carried over to a plain target, and given up for a
 * target with a query of its own (`/blog?category=x`), whose query is the point of the rule.
 */
export function withSearch(target: string, search: string): string {
  return targetHasQuery(target) ? target : target + search;
}

/**
 * What a visitor sees after a form posts before scripts ran (decision 079): nothing was sent
 * anywhere or kept, and a way back. No script, no style: the page needs no CSP allowance.
 */
export function methodNotAllowedPage(back: string): string {
  const href = back.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
  return `<!DOCTYPE html><html lang="${SITE_LANGUAGE}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Nothing was sent</title></head><body><h1>Nothing was sent</h1><p>This site keeps nothing that is posted to it. Its forms work once the page has finished loading, with JavaScript on.</p><p><a href="${href}">Back to the page</a></p></body></html>\n`;
}

export function createStaticServer(dir: string): http.Server {
  const root = path.resolve(dir);
  if (!fs.existsSync(path.join(root, "index.html"))) {
    throw new Error(`No build found in ${path.relative(projectRoot(), root) || root}: run "npm run build" first.`);
  }
  const files = sirv(root, {
    extensions: ["html"],
    etag: true,
    // The build's Zopfli .gz files for scripts and stylesheets (scripts/build/precompress.ts);
    // everything else is compressed on the fly below.
    gzip: true,
    dotfiles: false,
    setHeaders(res, pathname) {
      for (const [k, v] of Object.entries(headersFor(pathname))) res.setHeader(k, v);
    },
  });
  const compress = compression();
  const sendFile = (res: http.ServerResponse, file: string, status: number) => {
    res.statusCode = status;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.end(fs.readFileSync(path.join(root, file)));
  };
  const redirect = (res: http.ServerResponse, location: string) => {
    res.statusCode = 301;
    res.setHeader("Location", location);
    res.end();
  };
  // The build's `_redirects` (the fixed 301s and the snapshot's old WordPress addresses, decision 113), read as Netlify does.
  const rulesFile = path.join(root, "_redirects");
  const fromFile = fs.existsSync(rulesFile) ? parseRedirects(fs.readFileSync(rulesFile, "utf8")) : [];
  const redirects = new Map<string, string>(REDIRECTS);
  const queryRules = new Map<string, HostRedirect[]>();
  // Rules with placeholders (`/blog/:p1/:p2/:slug /blog/:slug`, decision 137), in the file's order,
  // tried after the exact rules and, like them, before files: the build never writes one whose
  // shape a built file has, so the order cannot differ from Netlify's (files first).
  const patterns: HostRedirect[] = [];
  for (const r of fromFile) {
    if (!r.query && r.from.includes("/:")) patterns.push(r);
    else if (!r.query) {
      if (!redirects.has(r.from)) redirects.set(r.from, r.to);
      continue;
    }
    const list = queryRules.get(r.from) ?? [];
    queryRules.set(r.from, [...list, r]);
  }
  /** A query rule (`/?p=12`) that matches: forced, so it wins over the file at its path. */
  const queryRedirect = (decoded: string, search: string): string | undefined => {
    const rules = queryRules.get(decoded);
    if (!rules || !search) return undefined;
    const params = new URLSearchParams(search);
    return rules.find((r) => params.get(r.query!.name) === r.query!.value)?.to;
  };

  const handle = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const target = requestPath(req.url ?? "/");
    // Every response carries the headers `_headers` gives the path: pages, redirects, 304, 404, 405.
    for (const [k, v] of Object.entries(headersFor(target?.decoded ?? "/"))) res.setHeader(k, v);
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("Allow", ALLOWED_METHODS);
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.statusCode = 405;
      return res.end(methodNotAllowedPage(target ? sameSiteLocation(target.encoded) : "/"));
    }
    if (!target) return sendFile(res, NOT_FOUND_FILE, 400);
    const { encoded, decoded, search } = target;
    const byQuery = queryRedirect(decoded, search);
    if (byQuery !== undefined) return redirect(res, encodeTarget(byQuery));
    const mapped = redirects.get(decoded) ?? patterns.reduce<string | undefined>((hit, r) => hit ?? applyPattern(r.from, r.to, decoded), undefined);
    if (mapped !== undefined) return redirect(res, withSearch(encodeTarget(mapped), search));
    if (encoded.length > 1 && encoded.endsWith("/")) return redirect(res, sameSiteLocation(encoded.replace(/\/+$/, ""), search));
    if (encoded.endsWith(".html") && encoded !== "/") {
      // Hidden implementation detail: /about.html → /about (as Cloudflare Pages does).
      const clean = encoded === "/index.html" ? "/" : encoded.slice(0, -".html".length);
      if (!decoded.startsWith("/__") && decoded !== "/404.html") return redirect(res, sameSiteLocation(clean, search));
    }
    files(req, res, () => {
      if (isLivePath(decoded)) return sendFile(res, SHELL_FILE, NPM_START_LIVE_STATUS);
      return sendFile(res, NOT_FOUND_FILE, 404);
    });
  };

  return http.createServer((req, res) => {
    compress(req as never, res as never, () => {
      try {
        handle(req, res);
      } catch (err) {
        // A request must never take the server down; it gets a 500 and the server keeps answering.
        console.error(`npm start: ${req.method} ${JSON.stringify(req.url)}: ${err instanceof Error ? err.message : String(err)}`);
        if (!res.headersSent) {
          res.statusCode = 500;
          res.end();
        } else res.destroy();
      }
    });
  });
}

export function serve({ dir, port, host = "127.0.0.1" }: ServeOptions): Promise<http.Server> {
  const server = createStaticServer(dir);
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(server));
  });
}

if (isMain(import.meta.url)) {
  const dir = arg("dir") ?? path.relative(projectRoot(), clientDir());
  const port = Number(arg("port") ?? servePort());
  serve({ dir, port })
    .then(() => {
      console.log(`Serving ${dir} on http://localhost:${port}`);
      console.log(`Imitating Netlify serving a DEPLOY_HOST=${NPM_START_IMITATES} build (decision 099): files first, then the rules; /x/ → 301 /x; unbuilt /blog/, /portfolio/, /faq/ slugs get the app shell with ${NPM_START_LIVE_STATUS}.`);
      console.log("On a default build Cloudflare Pages and Netlify give those slugs the same shell with 404; npm run test:hosts checks the real runtimes.");
    })
    .catch((err: Error) => {
      console.error(err.message);
      process.exit(1);
    });
}
