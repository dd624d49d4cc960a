/**
 * What `npm run admin` lets through to decap-server (issue 26, decision 106). decap-server's file
 * mode reads and writes any path under the folder it is given (the project) and answers any page
 * on localhost, whatever its port. In front of it:
 *
 *  - Only its own origin: a request must name this server in Host (so a DNS-rebinding page under
 *    another name gets nothing), and an API call must come from a page of this server (Origin
 *    http://127.0.0.1:<port> or http://localhost:<port>). Another local dev server's page, a
 *    sandboxed frame (Origin: null) or a request with no Origin at all get 403.
 *  - Only content/: every path an API action names must be under content/ (never content/cms/,
 *    which only `npm run snapshot` writes), spelled without `..`, `\` or a leading `/`, and must
 *    not reach out of content/ through a symbolic link. An action the editor does not use is
 *    refused.
 */
import fs from "node:fs";
import path from "node:path";
import type express from "express";

/** The folder the editor may read and write, relative to the project, and the part of it it may not. */
export const CONTENT = "content";
const SNAPSHOT = "content/cms";

/** The file-mode actions Decap's local backend sends, and the paths each names. */
type Params = Record<string, unknown>;
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const field = (v: unknown, k: string): unknown => (v && typeof v === "object" ? (v as Params)[k] : undefined);
const entryFiles = (p: Params): unknown[] => (list(p.dataFiles).length ? list(p.dataFiles) : [p.entry]);
const ACTIONS: Record<string, (p: Params) => unknown[]> = {
  info: () => [],
  getDeployPreview: () => [],
  entriesByFolder: (p) => [p.folder],
  entriesByFiles: (p) => list(p.files).map((f) => field(f, "path")),
  getEntry: (p) => [p.path],
  // decap-server 3.11.3 writes `dataFiles`, or `[entry]` when there are none, then moves each
  // file's path to its newPath: check exactly those files, both paths of each.
  persistEntry: (p) => [...entryFiles(p).flatMap((f) => [field(f, "path"), ...(field(f, "newPath") === undefined ? [] : [field(f, "newPath")])]), ...list(p.assets).map((a) => field(a, "path"))],
  getMedia: (p) => [p.mediaFolder],
  getMediaFile: (p) => [p.path],
  persistMedia: (p) => [field(p.asset, "path")],
  deleteFile: (p) => [p.path],
  deleteFiles: (p) => (Array.isArray(p.paths) ? p.paths : [undefined]),
};

/**
 * A path into content/cms/ however it is spelled: a case-insensitive disk (macOS, Windows) opens
 * content/CMS/ as content/cms/, and Windows drops a folder name's trailing dots and spaces.
 */
function isSnapshot(p: string): boolean {
  const norm = p
    .split("/")
    .map((s) => s.toLowerCase().replace(/[. ]+$/, ""))
    .join("/");
  return norm === SNAPSHOT || norm.startsWith(`${SNAPSHOT}/`);
}

/** Why a path is refused, or undefined when it is a path under content/ (outside content/cms/). */
export function contentPathProblem(p: unknown): string | undefined {
  if (typeof p !== "string" || p === "") return "a path is missing";
  if (/[\\\0]/.test(p) || p.startsWith("/") || /^[a-z]:/i.test(p)) return `${JSON.stringify(p)} is not a relative path with forward slashes`;
  const parts = p.split("/");
  if (parts.some((s) => s === ".." || s === ".")) return `${JSON.stringify(p)} contains "." or ".."`;
  if (parts[0] !== CONTENT || parts.length < 2 || parts[1] === "") return `${JSON.stringify(p)} is not under ${CONTENT}/`;
  if (isSnapshot(p)) return `${JSON.stringify(p)} is the CMS snapshot, written only by npm run snapshot`;
  return undefined;
}

/** The path as it is on disk (its deepest existing folder resolved through links) stays in content/. */
function staysInContent(root: string, p: string): boolean {
  const content = fs.realpathSync(path.join(root, CONTENT));
  let existing = path.join(root, p);
  const rest: string[] = [];
  for (;;) {
    try {
      fs.lstatSync(existing);
      break;
    } catch {
      rest.unshift(path.basename(existing));
      existing = path.dirname(existing);
    }
  }
  const real = path.join(fs.realpathSync(existing), ...rest);
  const rel = path.relative(content, real);
  if (rel === "" || rel.startsWith("..") || path.isAbsolute(rel)) return false;
  // Through a link, a path may still land in content/cms/: compare where it really is.
  return !isSnapshot(`${CONTENT}/${rel.split(path.sep).join("/")}`);
}

/** Why a request body is refused (action unknown, a path outside content/), or undefined. */
export function requestProblem(root: string, body: unknown): string | undefined {
  const action = field(body, "action");
  const paths = typeof action === "string" && Object.hasOwn(ACTIONS, action) ? ACTIONS[action] : undefined;
  if (!paths) return `the action ${JSON.stringify(action)} is not one the editor uses`;
  const params = field(body, "params");
  const ps = params && typeof params === "object" ? (params as Params) : {};
  if (action === "persistEntry") {
    // A move also carries every other file of the entry's folder (and its subfolders) along:
    // from or to content/ itself, that would be content/cms/ too. The editor's folders are
    // content/<collection>/, never content/ itself.
    for (const f of entryFiles(ps)) {
      const to = field(f, "newPath");
      if (to === undefined) continue;
      for (const p of [field(f, "path"), to]) {
        if (typeof p === "string" && path.posix.dirname(p) === CONTENT) return `a move from or to ${CONTENT}/ itself (${JSON.stringify(p)}) would carry ${SNAPSHOT}/ with it`;
      }
    }
  }
  for (const p of paths(ps)) {
    const problem = contentPathProblem(p);
    if (problem) return problem;
    if (!staysInContent(root, p as string)) return `${JSON.stringify(p)} leads out of ${CONTENT}/ (or into ${SNAPSHOT}/) through a link`;
  }
  return undefined;
}

/** The Host values and origins this server answers: itself on 127.0.0.1 or localhost, at its port. */
export function ownOrigins(port: number): { hosts: Set<string>; origins: Set<string> } {
  const hosts = new Set([`127.0.0.1:${port}`, `localhost:${port}`]);
  return { hosts, origins: new Set([...hosts].map((h) => `http://${h}`)) };
}

const refuse = (res: express.Response, why: string) => void res.status(403).type("application/json").send(JSON.stringify({ error: `npm run admin refused this request: ${why}` }));

/** Every request: Host must be this server; API calls (and their preflights) must come from its own pages. */
export function originGuard(port: number): express.RequestHandler {
  const { hosts, origins } = ownOrigins(port);
  return (req, res, next) => {
    const host = req.headers.host ?? "";
    if (!hosts.has(host.toLowerCase())) return refuse(res, `Host ${JSON.stringify(host)} is not this server`);
    const origin = req.headers.origin;
    // Express matches routes case-insensitively, so /API/v1 reaches decap-server too.
    if (req.path.toLowerCase().startsWith("/api/") && (origin === undefined || !origins.has(origin))) return refuse(res, `Origin ${JSON.stringify(origin ?? "(none)")} is not this editor's`);
    if (origin !== undefined && !origins.has(origin)) return refuse(res, `Origin ${JSON.stringify(origin)} is not this editor's`);
    next();
  };
}

/** API calls: a known action naming only paths under content/. Needs the parsed JSON body. */
export function contentGuard(root: string): express.RequestHandler {
  return (req, res, next) => {
    const problem = requestProblem(root, req.body);
    if (problem) return refuse(res, problem);
    next();
  };
}
