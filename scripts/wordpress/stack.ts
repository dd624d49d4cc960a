/**
 * A throwaway real WordPress for the contract test: Debian's `wordpress`
 * package served by nginx + PHP-FPM, on a MariaDB whose data lives in a
 * temporary folder. Everything it starts binds to 127.0.0.1 or to unix sockets
 * in that folder, and `stop()` ends all of it and deletes the folder.
 *
 *   const wp = await startWordPress({ log: console.log });
 *   wp.api  // http://127.0.0.1:<port>/blog/wp-json/wp/v2
 *   await wp.stop();
 *
 * It starts in four steps: startDatabase, writeSiteFiles (config-files.ts), installSite, serve;
 * the programs it needs come from binaries.ts, the processes it runs from processes.ts.
 * Needs the Debian packages of scripts/wordpress/setup.sh. See README.md beside this file.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { StackError, findBinaries, freePort, type Binaries } from "./binaries";
import { fpmConf, nginxConf, wpConfig } from "./config-files";
import { contractWpPort } from "../../app/content/environment.server";
import { ProcessGroup, waitFor } from "./processes";

export { StackError, WORDPRESS_DIR, findBinaries, freePort } from "./binaries";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const PHP_DIR = path.join(HERE, "php");

export interface StartOptions {
  /** Port on 127.0.0.1 (default: a free one). */
  port?: number;
  /** Folder for the database, uploads, configs and logs (default: a new temporary folder, deleted by stop()). */
  dir?: string;
  /** Progress lines. */
  log?: (line: string) => void;
  /** PHP-FPM workers (default 4). */
  workers?: number;
  /** Plugin folders to copy into wp-content/plugins/ and activate after seeding (e.g. wordpress-plugin/studio-companion). */
  plugins?: string[];
  /** Extra must-use plugin files to copy into wp-content/mu-plugins/ (test-only hooks such as mail capture). */
  muPlugins?: string[];
}

export interface WordPressStack {
  port: number;
  /** Site URL, http://127.0.0.1:<port>/blog */
  url: string;
  /** REST base, http://127.0.0.1:<port>/blog/wp-json/wp/v2 */
  api: string;
  dir: string;
  /** Stops every process this stack started and deletes its folder if it made it. Safe to call twice. */
  stop(): Promise<void>;
  /** The last lines of each log, for failure messages. */
  logTail(lines?: number): string;
  /** Runs a PHP script from the command line as install.php does (`php <script> <dir> ...args`); resolves to its stdout. */
  runPhp(script: string, args?: string[]): Promise<string>;
}

/** One stack while it starts: what every start step needs. */
interface Starting {
  opts: StartOptions;
  log: (line: string) => void;
  bins: Binaries;
  isRoot: boolean;
  dir: string;
  port: number;
  url: string;
  api: string;
  /** MariaDB's socket. */
  socket: string;
  /** The environment of the PHP command-line scripts. */
  env: Record<string, string>;
  procs: ProcessGroup;
  /** Time since the start, for progress lines. */
  since: () => string;
}

/** The stack's folder: a new temporary one, or the given one if it is empty; with its subfolders. */
function prepareFolder(opts: StartOptions): { dir: string; madeDir: boolean } {
  const madeDir = !opts.dir;
  const dir = opts.dir ? path.resolve(opts.dir) : fs.mkdtempSync(path.join(os.tmpdir(), "wp-contract-"));
  if (!madeDir) {
    fs.mkdirSync(dir, { recursive: true });
    if (fs.readdirSync(dir).length) throw new StackError(`${dir} is not empty: the WordPress stack needs an empty folder (it deletes nothing it did not make).`);
  }
  if (path.join(dir, "run", "php-fpm.sock").length > 100) throw new StackError(`${dir} is too long a path for unix sockets: choose a shorter --dir.`);
  for (const sub of ["db", "tmp", "run", "logs", "wp-content/uploads", "wp-content/mu-plugins", "wp-content/themes", "wp-content/plugins"]) {
    fs.mkdirSync(path.join(dir, sub), { recursive: true });
  }
  return { dir, madeDir };
}

/** 1. MariaDB: a new data folder, no TCP, a socket in run/; then the empty database. */
async function startDatabase(s: Starting): Promise<void> {
  const { bins, dir, isRoot, socket, procs } = s;
  await procs.runStep("mariadb-install-db", bins.installDb, [
    "--no-defaults",
    `--datadir=${path.join(dir, "db")}`,
    "--auth-root-authentication-method=normal",
    "--skip-test-db",
    "--skip-name-resolve",
    ...(isRoot ? ["--user=root"] : []),
  ]);
  const db = procs.launch("mariadb", bins.mariadbd, [
    "--no-defaults",
    ...(isRoot ? ["--user=root"] : []),
    `--datadir=${path.join(dir, "db")}`,
    `--socket=${socket}`,
    `--pid-file=${path.join(dir, "run", "mariadb.pid")}`,
    `--tmpdir=${path.join(dir, "tmp")}`,
    `--log-error=${procs.logFile("mariadb.log")}`,
    "--skip-networking",
    "--skip-name-resolve",
    "--skip-log-bin",
    "--innodb-buffer-pool-size=128M",
    "--innodb-log-file-size=16M",
    "--innodb-flush-log-at-trx-commit=0",
    "--innodb-doublewrite=0",
    "--character-set-server=utf8mb4",
    "--collation-server=utf8mb4_unicode_ci",
  ]);
  const mysql = (sql: string) => spawnSync(bins.mariadb, ["--no-defaults", `--socket=${socket}`, "-u", "root", "-e", sql], { encoding: "utf8" });
  await waitFor("MariaDB", db, () => fs.existsSync(socket) && mysql("SELECT 1").status === 0);
  const created = mysql("CREATE DATABASE wordpress CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci");
  if (created.status !== 0) throw new StackError(`creating the database failed: ${created.stderr.trim()}`);
  s.log(`  MariaDB ready (${s.since()})`);
}

/** 2. WordPress files: our config, front controller and must-use plugins; the servers' configs. */
function writeSiteFiles(s: Starting): void {
  const { dir, opts } = s;
  fs.writeFileSync(path.join(dir, "wp-config.php"), wpConfig({ dir, socket: s.socket, url: s.url }));
  fs.copyFileSync(path.join(PHP_DIR, "front.php"), path.join(dir, "front.php"));
  for (const f of fs.readdirSync(path.join(PHP_DIR, "mu-plugins"))) {
    fs.copyFileSync(path.join(PHP_DIR, "mu-plugins", f), path.join(dir, "wp-content", "mu-plugins", f));
  }
  for (const f of opts.muPlugins ?? []) fs.copyFileSync(f, path.join(dir, "wp-content", "mu-plugins", path.basename(f)));
  fs.writeFileSync(path.join(dir, "php-fpm.conf"), fpmConf({ dir, workers: opts.workers ?? 4, root: s.isRoot }));
  fs.writeFileSync(path.join(dir, "nginx.conf"), nginxConf({ dir, port: s.port, root: s.isRoot }));
}

/** 3. Install and seed with WordPress's own PHP functions (WP-CLI is not in Debian 12); then the plugins. */
async function installSite(s: Starting): Promise<void> {
  const { bins, dir, env, procs, log } = s;
  await procs.runStep("install", bins.php, [path.join(PHP_DIR, "install.php"), dir], env, true);
  log(`  WordPress installed (${s.since()})`);
  await procs.runStep("seed", bins.php, ["-d", "memory_limit=512M", path.join(PHP_DIR, "seed.php"), dir], env, true);
  log(`  content seeded (${s.since()})`);
  const plugins = s.opts.plugins;
  if (plugins?.length) {
    // After seeding, as a site owner would install it: seeding does not fire the plugins' hooks.
    const slugs = plugins.map((src) => {
      const slug = path.basename(path.resolve(src));
      fs.cpSync(path.resolve(src), path.join(dir, "wp-content", "plugins", slug), { recursive: true });
      return slug;
    });
    await procs.runStep("activate", bins.php, [path.join(PHP_DIR, "activate.php"), dir, ...slugs], env, true);
    log(`  plugins active: ${slugs.join(", ")} (${s.since()})`);
  }
}

/** 4. Serve: PHP-FPM on a socket, nginx on 127.0.0.1:<port>; ready when the REST API answers. */
async function serve(s: Starting): Promise<void> {
  const { bins, dir, api, procs } = s;
  const fpm = procs.launch("php-fpm", bins.phpFpm, ["--nodaemonize", "--fpm-config", path.join(dir, "php-fpm.conf"), ...(s.isRoot ? ["--allow-to-run-as-root"] : [])]);
  await waitFor("PHP-FPM", fpm, () => fs.existsSync(path.join(dir, "run", "php-fpm.sock")));
  const web = procs.launch("nginx", bins.nginx, ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", procs.logFile("nginx-error.log")]);
  await waitFor(`WordPress REST API at ${api}`, web, async () => {
    try {
      const res = await fetch(`${api}/types`, { signal: AbortSignal.timeout(5000) });
      return res.ok;
    } catch {
      return false;
    }
  });
  s.log(`  serving ${s.url} (${s.since()})`);
}

export async function startWordPress(opts: StartOptions = {}): Promise<WordPressStack> {
  const log = opts.log ?? (() => {});
  const bins = findBinaries();
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const { dir, madeDir } = prepareFolder(opts);
  const port = opts.port ?? contractWpPort() ?? (await freePort());
  const url = `http://127.0.0.1:${port}/blog`;
  const api = `${url}/wp-json/wp/v2`;
  const procs = new ProcessGroup(dir, log);
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await procs.stopAll();
    if (madeDir) fs.rmSync(dir, { recursive: true, force: true });
  };

  const t0 = Date.now();
  const since = () => `${((Date.now() - t0) / 1000).toFixed(1)} s`;
  const s: Starting = { opts, log, bins, isRoot, dir, port, url, api, socket: path.join(dir, "run", "mysql.sock"), env: { WP_STACK_URL: url }, procs, since };
  try {
    log(`WordPress stack in ${dir}`);
    await startDatabase(s);
    writeSiteFiles(s);
    await installSite(s);
    await serve(s);
    const runPhp = (script: string, args: string[] = []) => procs.runPhp(bins.php, s.env, script, args);
    return { port, url, api, dir, stop, logTail: (lines?: number) => procs.logTail(lines), runPhp };
  } catch (err) {
    const tail = procs.logTail();
    await stop().catch(() => {});
    const message = err instanceof Error ? err.message : String(err);
    throw new StackError(tail && madeDir ? `${message}\n${tail}` : message);
  }
}
