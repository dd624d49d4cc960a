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
 * Needs the Debian packages of scripts/wordpress/setup.sh. See README.md beside this file.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const PHP_DIR = path.join(HERE, "php");
/** Where Debian's `wordpress` package puts WordPress. */
export const WORDPRESS_DIR = "/usr/share/wordpress";

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

export class StackError extends Error {}

interface Binaries {
  mariadbd: string;
  installDb: string;
  mariadb: string;
  phpFpm: string;
  php: string;
  nginx: string;
}

/** Finds the programs of the Debian packages, or says in one sentence what to do. */
export function findBinaries(): Binaries {
  const fpm = ["/usr/sbin"].flatMap((d) => (fs.existsSync(d) ? fs.readdirSync(d) : []).filter((f) => /^php-fpm\d+\.\d+$/.test(f)).map((f) => path.join(d, f))).sort().pop();
  const php = fpm ? `/usr/bin/php${path.basename(fpm).slice("php-fpm".length)}` : "/usr/bin/php";
  const bins: Binaries = {
    mariadbd: "/usr/sbin/mariadbd",
    installDb: "/usr/bin/mariadb-install-db",
    mariadb: "/usr/bin/mariadb",
    phpFpm: fpm ?? "/usr/sbin/php-fpm",
    php,
    nginx: "/usr/sbin/nginx",
  };
  const missing = [...Object.values(bins), path.join(WORDPRESS_DIR, "wp-settings.php")].filter((p) => !fs.existsSync(p));
  if (missing.length) {
    throw new StackError(`The WordPress test stack is not installed (missing ${missing.join(", ")}): run "bash scripts/wordpress/setup.sh" as root first.`);
  }
  return bins;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === "object" && addr ? resolve(addr.port) : reject(new Error("no port"))));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** PHP single-quoted string literal. */
const phpString = (s: string) => `'${s.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`;

function wpConfig(o: { dir: string; socket: string; url: string }): string {
  const key = () => randomBytes(32).toString("base64");
  const keys = ["AUTH_KEY", "SECURE_AUTH_KEY", "LOGGED_IN_KEY", "NONCE_KEY", "AUTH_SALT", "SECURE_AUTH_SALT", "LOGGED_IN_SALT", "NONCE_SALT"];
  return `<?php
/* Written by scripts/wordpress/stack.ts for one contract-test run; deleted with its folder. */
define('DB_NAME', 'wordpress');
define('DB_USER', 'root');
define('DB_PASSWORD', '');
define('DB_HOST', ${phpString(`localhost:${o.socket}`)});
define('DB_CHARSET', 'utf8mb4');
define('DB_COLLATE', '');
$table_prefix = 'wp_';
${keys.map((k) => `define('${k}', ${phpString(key())});`).join("\n")}
define('WP_HOME', ${phpString(o.url)});
define('WP_SITEURL', ${phpString(o.url)});
define('WP_CONTENT_DIR', ${phpString(path.join(o.dir, "wp-content"))});
define('WP_CONTENT_URL', ${phpString(`${o.url}/wp-content`)});
define('WPMU_PLUGIN_DIR', ${phpString(path.join(o.dir, "wp-content", "mu-plugins"))});
define('WP_DEBUG', false);
define('WP_DEBUG_DISPLAY', false);
define('DISABLE_WP_CRON', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
define('WP_AUTO_UPDATE_CORE', false);
define('WP_HTTP_BLOCK_EXTERNAL', true);
define('FS_METHOD', 'direct');
define('WP_ENVIRONMENT_TYPE', 'local');
if (!defined('ABSPATH')) define('ABSPATH', ${phpString(`${WORDPRESS_DIR}/`)});
require_once ABSPATH . 'wp-settings.php';
`;
}

function nginxConf(o: { dir: string; port: number; root: boolean }): string {
  const d = o.dir;
  return `# Written by scripts/wordpress/stack.ts for one contract-test run.
${o.root ? "user root root;\n" : ""}worker_processes 2;
daemon off;
pid ${d}/run/nginx.pid;
error_log ${d}/logs/nginx-error.log warn;
events { worker_connections 512; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${d}/logs/nginx-access.log;
  sendfile on;
  client_body_temp_path ${d}/run/nginx-body;
  fastcgi_temp_path ${d}/run/nginx-fastcgi;
  proxy_temp_path ${d}/run/nginx-proxy;
  uwsgi_temp_path ${d}/run/nginx-uwsgi;
  scgi_temp_path ${d}/run/nginx-scgi;
  server {
    listen 127.0.0.1:${o.port};
    server_name 127.0.0.1 localhost;
    location = /blog { return 301 /blog/; }
    # Uploads: plain files from this run's folder; no PHP there.
    location /blog/wp-content/uploads/ {
      alias ${d}/wp-content/uploads/;
      location ~ \\.php$ { return 403; }
    }
    # WordPress's own assets from the Debian package.
    location /blog/wp-includes/ {
      alias ${WORDPRESS_DIR}/wp-includes/;
      location ~ \\.php$ { return 403; }
    }
    # Everything else under /blog/ (pretty permalinks, /blog/wp-json/…) goes to WordPress.
    location /blog/ {
      include /etc/nginx/fastcgi_params;
      fastcgi_param SCRIPT_FILENAME ${d}/front.php;
      fastcgi_param SCRIPT_NAME /blog/index.php;
      fastcgi_param PATH_INFO "";
      fastcgi_pass unix:${d}/run/php-fpm.sock;
      fastcgi_read_timeout 120s;
    }
    location / { return 404; }
  }
}
`;
}

function fpmConf(o: { dir: string; workers: number; root: boolean }): string {
  const d = o.dir;
  return `; Written by scripts/wordpress/stack.ts for one contract-test run.
[global]
pid = ${d}/run/php-fpm.pid
error_log = ${d}/logs/php-fpm.log
daemonize = no

[wordpress]
${o.root ? "user = root\ngroup = root\n" : ""}listen = ${d}/run/php-fpm.sock
pm = static
pm.max_children = ${o.workers}
catch_workers_output = yes
clear_env = yes
php_admin_value[error_log] = ${d}/logs/php-errors.log
php_admin_flag[log_errors] = on
php_admin_flag[display_errors] = off
php_admin_value[memory_limit] = 256M
`;
}

interface Proc {
  name: string;
  child: ChildProcess;
  exited: Promise<number | null>;
}

const live = new Set<Proc>();
let exitHookInstalled = false;
function killLive(signal: NodeJS.Signals) {
  for (const p of live) {
    try {
      if (p.child.pid) process.kill(-p.child.pid, signal);
    } catch {
      /* already gone */
    }
  }
}
/**
 * If the Node process ends without stop() (a crash, process.exit, Ctrl-C or a
 * test runner's SIGTERM), its servers must not outlive it. On a signal that
 * nobody else handles, stop them and exit as the signal would have.
 */
function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on("exit", () => killLive("SIGKILL"));
  for (const [sig, n] of [["SIGINT", 2], ["SIGTERM", 15], ["SIGHUP", 1]] as const) {
    process.on(sig, () => {
      if (process.listenerCount(sig) > 1) return; // someone else shuts down (e.g. wp.ts calls stop())
      killLive("SIGTERM");
      process.exit(128 + n);
    });
  }
}

export async function startWordPress(opts: StartOptions = {}): Promise<WordPressStack> {
  const log = opts.log ?? (() => {});
  const bins = findBinaries();
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
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
  const port = opts.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}/blog`;
  const api = `${url}/wp-json/wp/v2`;
  const socket = path.join(dir, "run", "mysql.sock");
  const procs: Proc[] = [];
  let stopped = false;
  installExitHook();

  const logFile = (name: string) => path.join(dir, "logs", name);
  const logTail = (lines = 15) =>
    fs.existsSync(path.join(dir, "logs"))
      ? fs
          .readdirSync(path.join(dir, "logs"))
          .map((f) => {
            const text = fs.readFileSync(logFile(f), "utf8").trimEnd().split("\n").slice(-lines).join("\n");
            return text ? `── ${f}\n${text}` : "";
          })
          .filter(Boolean)
          .join("\n")
      : "";

  function launch(name: string, cmd: string, args: string[]): Proc {
    const out = fs.openSync(logFile(`${name}.out`), "a");
    const child = spawn(cmd, args, { cwd: dir, detached: true, stdio: ["ignore", out, out] });
    fs.closeSync(out);
    const exited = new Promise<number | null>((resolve) => {
      child.on("exit", (code, signal) => resolve(code ?? (signal ? 128 : null)));
      child.on("error", () => resolve(127));
    });
    const proc = { name, child, exited };
    procs.push(proc);
    live.add(proc);
    void exited.then(() => live.delete(proc));
    return proc;
  }

  async function stopProc(p: Proc) {
    const pid = p.child.pid;
    if (!pid || p.child.exitCode !== null || p.child.signalCode !== null) return;
    try {
      process.kill(-pid, "SIGTERM");
    } catch {
      return;
    }
    const done = await Promise.race([p.exited.then(() => true), sleep(15_000).then(() => false)]);
    if (!done) {
      try {
        process.kill(-pid, "SIGKILL");
      } catch {
        /* gone */
      }
      await p.exited;
    }
  }

  async function stop() {
    if (stopped) return;
    stopped = true;
    // Web first, database last (MariaDB flushes on SIGTERM).
    for (const p of [...procs].reverse()) await stopProc(p);
    if (madeDir) fs.rmSync(dir, { recursive: true, force: true });
  }

  /** Waits until check() is true, failing early if the process died. */
  async function waitFor(what: string, proc: Proc, check: () => boolean | Promise<boolean>, ms = 30_000) {
    const until = Date.now() + ms;
    for (;;) {
      if (proc.child.exitCode !== null || proc.child.signalCode !== null) throw new StackError(`${proc.name} stopped while starting (${what}).`);
      if (await check()) return;
      if (Date.now() > until) throw new StackError(`${what}: not ready after ${ms / 1000} s.`);
      await sleep(100);
    }
  }

  /** Runs a command to its end, echoing its stdout lines as progress when asked. */
  function runStep(name: string, cmd: string, args: string[], env: Record<string, string> = {}, echo = false): Promise<void> {
    return new Promise((resolve, reject) => {
      const child = spawn(cmd, args, { cwd: dir, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
      const file = fs.openSync(logFile(`${name}.out`), "a");
      let tail = "";
      let partial = "";
      child.stdout.on("data", (d: Buffer) => {
        fs.writeSync(file, d);
        tail = (tail + d.toString()).slice(-2000);
        if (!echo) return;
        const lines = (partial + d.toString()).split("\n");
        partial = lines.pop() ?? "";
        for (const line of lines) if (line) log(`  ${line}`);
      });
      child.stderr.on("data", (d: Buffer) => {
        fs.writeSync(file, d);
        tail = (tail + d.toString()).slice(-2000);
      });
      child.on("error", (err) => {
        fs.closeSync(file);
        reject(new StackError(`${name} could not run: ${err.message}`));
      });
      child.on("close", (code, signal) => {
        fs.closeSync(file);
        if (code === 0) return resolve();
        const why = tail.trim().split("\n").slice(-3).join(" / ");
        reject(new StackError(`${name} failed (exit ${code ?? signal}): ${why || "no output"}`));
      });
    });
  }

  const t0 = Date.now();
  const since = () => `${((Date.now() - t0) / 1000).toFixed(1)} s`;
  try {
    log(`WordPress stack in ${dir}`);

    // 1. MariaDB: a new data folder, no TCP, a socket in run/.
    await runStep("mariadb-install-db", bins.installDb, [
      "--no-defaults",
      `--datadir=${path.join(dir, "db")}`,
      "--auth-root-authentication-method=normal",
      "--skip-test-db",
      "--skip-name-resolve",
      ...(isRoot ? ["--user=root"] : []),
    ]);
    const db = launch("mariadb", bins.mariadbd, [
      "--no-defaults",
      ...(isRoot ? ["--user=root"] : []),
      `--datadir=${path.join(dir, "db")}`,
      `--socket=${socket}`,
      `--pid-file=${path.join(dir, "run", "mariadb.pid")}`,
      `--tmpdir=${path.join(dir, "tmp")}`,
      `--log-error=${logFile("mariadb.log")}`,
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
    const mysql = (sql: string) =>
      spawnSync(bins.mariadb, ["--no-defaults", `--socket=${socket}`, "-u", "root", "-e", sql], { encoding: "utf8" });
    await waitFor("MariaDB", db, () => fs.existsSync(socket) && mysql("SELECT 1").status === 0);
    const created = mysql("CREATE DATABASE wordpress CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci");
    if (created.status !== 0) throw new StackError(`creating the database failed: ${created.stderr.trim()}`);
    log(`  MariaDB ready (${since()})`);

    // 2. WordPress files: our config, front controller and must-use plugin.
    fs.writeFileSync(path.join(dir, "wp-config.php"), wpConfig({ dir, socket, url }));
    fs.copyFileSync(path.join(PHP_DIR, "front.php"), path.join(dir, "front.php"));
    for (const f of fs.readdirSync(path.join(PHP_DIR, "mu-plugins"))) {
      fs.copyFileSync(path.join(PHP_DIR, "mu-plugins", f), path.join(dir, "wp-content", "mu-plugins", f));
    }
    for (const f of opts.muPlugins ?? []) fs.copyFileSync(f, path.join(dir, "wp-content", "mu-plugins", path.basename(f)));
    fs.writeFileSync(path.join(dir, "php-fpm.conf"), fpmConf({ dir, workers: opts.workers ?? 4, root: isRoot }));
    fs.writeFileSync(path.join(dir, "nginx.conf"), nginxConf({ dir, port, root: isRoot }));

    // 3. Install and seed with WordPress's own PHP functions (WP-CLI is not in Debian 12).
    const env = { WP_STACK_URL: url };
    await runStep("install", bins.php, [path.join(PHP_DIR, "install.php"), dir], env, true);
    log(`  WordPress installed (${since()})`);
    await runStep("seed", bins.php, ["-d", "memory_limit=512M", path.join(PHP_DIR, "seed.php"), dir], env, true);
    log(`  content seeded (${since()})`);
    if (opts.plugins?.length) {
      // After seeding, as a site owner would install it: seeding does not fire the plugins' hooks.
      const slugs = opts.plugins.map((src) => {
        const slug = path.basename(path.resolve(src));
        fs.cpSync(path.resolve(src), path.join(dir, "wp-content", "plugins", slug), { recursive: true });
        return slug;
      });
      await runStep("activate", bins.php, [path.join(PHP_DIR, "activate.php"), dir, ...slugs], env, true);
      log(`  plugins active: ${slugs.join(", ")} (${since()})`);
    }

    // 4. Serve: PHP-FPM on a socket, nginx on 127.0.0.1:<port>.
    const fpm = launch("php-fpm", bins.phpFpm, ["--nodaemonize", "--fpm-config", path.join(dir, "php-fpm.conf"), ...(isRoot ? ["--allow-to-run-as-root"] : [])]);
    await waitFor("PHP-FPM", fpm, () => fs.existsSync(path.join(dir, "run", "php-fpm.sock")));
    const web = launch("nginx", bins.nginx, ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", logFile("nginx-error.log")]);
    await waitFor(`WordPress REST API at ${api}`, web, async () => {
      try {
        const res = await fetch(`${api}/types`, { signal: AbortSignal.timeout(5000) });
        return res.ok;
      } catch {
        return false;
      }
    });
    log(`  serving ${url} (${since()})`);
    const runPhp = (script: string, args: string[] = []) =>
      new Promise<string>((resolve, reject) => {
        const child = spawn(bins.php, [script, dir, ...args], { cwd: dir, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
        let out = "";
        let err = "";
        child.stdout.on("data", (d: Buffer) => (out += d.toString()));
        child.stderr.on("data", (d: Buffer) => (err += d.toString()));
        child.on("error", reject);
        child.on("close", (code) => (code === 0 ? resolve(out) : reject(new StackError(`php ${path.basename(script)} ${args.join(" ")} failed (exit ${code}): ${(err || out).trim().slice(-1500)}`))));
      });
    return { port, url, api, dir, stop, logTail, runPhp };
  } catch (err) {
    const tail = logTail();
    await stop().catch(() => {});
    const message = err instanceof Error ? err.message : String(err);
    throw new StackError(tail && madeDir ? `${message}\n${tail}` : message);
  }
}
