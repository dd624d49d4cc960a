/**
 * npm run admin — the editor offline, against the working tree (no GitHub, no sign-in).
 *
 * One server on 127.0.0.1 serves /admin (the same files the build writes, with the local
 * configuration and /admin's own headers) and Decap's local backend API at /api/v1
 * (decap-server's file mode: a save writes the file under content/ directly). guard.ts stands
 * in front of decap-server: it answers only its own origin and reads and writes only content/.
 *
 *   npm run admin [-- --port 8090] [--root <folder holding content/>]
 *   CONTENT_DIR=/tmp/x/content npm run admin     edits a copy of content/ instead
 */
import path from "node:path";
import { parseArgs } from "node:util";
import express from "express";
import { adminHeaders } from "../../app/features/admin/headers";
import { adminFiles, localConfig } from "../../app/features/admin/host.server";
import { contentGuard, originGuard } from "./guard";
import { adminPort, contentDir } from "../../app/content/environment.server";
import { isMain } from "../lib/is-main.mjs";

const TYPES: Record<string, string> = { ".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8", ".yml": "text/yaml; charset=utf-8", ".wasm": "application/wasm" };

/** The folder whose content/ the editor writes: --root, else CONTENT_DIR's parent (the project's by default). */
export function repoRoot(root: string | undefined, content = contentDir()): string {
  if (root) return path.resolve(root);
  if (path.basename(content) !== "content") throw new Error(`CONTENT_DIR must be a folder named content (the editor's paths start with content/): ${content}`);
  return path.dirname(content);
}

export async function startAdmin(opts: { port: number; root: string; quiet?: boolean }) {
  const app = express();
  app.disable("x-powered-by");
  // Listen first, so port 0 (a free port, in tests) is known before the origin rules are made;
  // a request that arrives before the routes below are registered waits for them.
  let ready!: () => void;
  const registered = new Promise<void>((r) => (ready = r));
  app.use((_req, _res, next) => void registered.then(() => next()));
  const server = await new Promise<import("node:http").Server>((resolve, reject) => {
    const s = app.listen(opts.port, "127.0.0.1", () => resolve(s));
    s.on("error", reject);
  });
  const close = () => new Promise<void>((r) => server.close(() => r()));
  try {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : opts.port;
    const origin = `http://127.0.0.1:${port}`;
    const files = await adminFiles(localConfig(`${origin}/api/v1`));
    app.use(originGuard(port));
    // Parsed here (decap-server's own parser then leaves it), so the guard sees what decap-server will.
    app.post("/api/v1", express.json({ limit: "50mb" }), contentGuard(opts.root));
    app.get(/^\/(admin)?$/, (_req, res) => res.redirect(302, "/admin/"));
    app.get(/^\/admin\/([^/]*)$/, (req, res) => {
      const name = req.params[0] || "index.html";
      const body = files.get(name);
      if (body === undefined) return void res.status(404).type("text/plain").send("Not found");
      for (const [k, v] of adminHeaders([])) res.setHeader(k, v);
      res.type(TYPES[path.extname(name)] ?? "application/octet-stream").send(body);
    });
    // decap-server reads the repository folder from this variable when its middleware is registered.
    process.env.GIT_REPO_DIRECTORY = opts.root;
    type Middlewares = { registerLocalFs: (app: express.Express, o: { logLevel?: string }) => Promise<void> };
    // A CommonJS module: its exports arrive as named or as `default` depending on the loader (tsx, Playwright).
    const mod = (await import("decap-server/dist/middlewares.js")) as unknown as Middlewares & { default?: Middlewares };
    const { registerLocalFs } = mod.default ?? mod;
    await registerLocalFs(app, { logLevel: opts.quiet ? "error" : "info" });
    ready();
    return { url: `${origin}/admin/`, port, close };
  } catch (err) {
    await close();
    throw err;
  }
}

if (isMain(import.meta.url)) {
  const { values } = parseArgs({ options: { port: { type: "string", default: String(adminPort()) }, root: { type: "string" } } });
  const root = repoRoot(values.root);
  startAdmin({ port: Number(values.port), root }).then(
    ({ url }) => console.log(`Editor: ${url}\nWrites: ${path.join(root, "content")}\nStop with Ctrl+C.`),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}
