/**
 * npm start — serves build/client the way the static hosts do (DESIGN.md host rules):
 * `/about` from about.html with no redirect, unknown paths → 404.html with status 404,
 * unbuilt paths under /blog/, /portfolio/, /faq/ → the app shell with 200, `/x/` → `/x`,
 * compressed responses. Static files by sirv, compression by `compression` (both well kept).
 *
 *   npm start [-- --port 3000] [--dir build/client]
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import compression from "compression";
import sirv from "sirv";
import { NOT_FOUND_FILE, REDIRECTS, SHELL_FILE, isLivePath } from "./lib/host-rules";
import { headersFor } from "./lib/security";

export interface ServeOptions {
  dir: string;
  port: number;
  host?: string;
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

export function createStaticServer(dir: string): http.Server {
  const root = path.resolve(dir);
  if (!fs.existsSync(path.join(root, "index.html"))) {
    throw new Error(`No build found in ${path.relative(process.cwd(), root) || root}: run "npm run build" first.`);
  }
  const files = sirv(root, {
    extensions: ["html"],
    etag: true,
    // The build's Zopfli .gz files for scripts and stylesheets (scripts/lib/precompress.ts);
    // everything else is compressed on the fly below.
    gzip: true,
    dotfiles: false,
    setHeaders(res, pathname) {
      for (const [k, v] of Object.entries(headersFor(pathname))) res.setHeader(k, v);
    },
  });
  const compress = compression();
  const sendFile = (res: http.ServerResponse, file: string, status: number, pathname = "/") => {
    res.statusCode = status;
    for (const [k, v] of Object.entries(headersFor(pathname))) res.setHeader(k, v);
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.end(fs.readFileSync(path.join(root, file)));
  };
  const redirects = new Map(REDIRECTS);

  return http.createServer((req, res) => {
    compress(req as never, res as never, () => {
      const url = new URL(req.url ?? "/", "http://localhost");
      let pathname: string;
      try {
        pathname = decodeURIComponent(url.pathname);
      } catch {
        return sendFile(res, NOT_FOUND_FILE, 400);
      }
      const redirectTo = redirects.get(pathname) ?? (pathname.length > 1 && pathname.endsWith("/") ? pathname.replace(/\/+$/, "") : undefined);
      if (redirectTo !== undefined) {
        res.statusCode = 301;
        res.setHeader("Location", (redirectTo || "/") + url.search);
        return res.end();
      }
      if (pathname.endsWith(".html") && pathname !== "/") {
        // Hidden implementation detail: /about.html → /about (as Cloudflare Pages does).
        const clean = pathname === "/index.html" ? "/" : pathname.slice(0, -".html".length);
        if (!clean.startsWith("/__") && clean !== "/404") {
          res.statusCode = 301;
          res.setHeader("Location", clean + url.search);
          return res.end();
        }
      }
      files(req, res, () => {
        if (isLivePath(pathname)) return sendFile(res, SHELL_FILE, 200, pathname);
        return sendFile(res, NOT_FOUND_FILE, 404, pathname);
      });
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

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = arg("dir") ?? "build/client";
  const port = Number(arg("port") ?? process.env.PORT ?? 3000);
  serve({ dir, port })
    .then(() => console.log(`Serving ${dir} on http://localhost:${port}`))
    .catch((err: Error) => {
      console.error(err.message);
      process.exit(1);
    });
}
