/**
 * A throwaway nginx (Debian's package) serving a built site with the configuration the build
 * wrote (build/nginx/site.conf, scripts/lib/nginx.ts): its own prefix, pid, logs and temp folders
 * under `workDir`, on 127.0.0.1 only. Installs Debian's nginx when it is missing and this is root
 * (a temporary policy-rc.d keeps the package's own service from starting), as
 * scripts/wordpress/setup.sh does.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { launch, type Running } from "./runtime";

export const NGINX = "/usr/sbin/nginx";
const POLICY = "/usr/sbin/policy-rc.d";

const isRoot = () => typeof process.getuid === "function" && process.getuid() === 0;

/** Makes sure Debian's nginx is installed; throws with the one command to run when it cannot. */
export function ensureNginx(): void {
  if (fs.existsSync(NGINX)) return;
  if (!isRoot()) throw new Error(`nginx is missing: run "apt-get install -y nginx" as root, then run this again.`);
  console.log("nginx: installing Debian's package (apt-get install nginx-light or nginx)…");
  const madePolicy = !fs.existsSync(POLICY);
  if (madePolicy) fs.writeFileSync(POLICY, "#!/bin/sh\nexit 101\n", { mode: 0o755 });
  try {
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    const opts = { env, encoding: "utf8" as const };
    const update = spawnSync("apt-get", ["update", "-qq"], opts);
    if (update.status !== 0) throw new Error(`apt-get update failed: ${update.stderr.trim().split("\n").pop()}`);
    const install = spawnSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "-o", "Dpkg::Options::=--force-confdef", "-o", "Dpkg::Options::=--force-confold", "nginx"], opts);
    if (install.status !== 0) throw new Error(`apt-get install nginx failed: ${install.stderr.trim().split("\n").pop()}`);
  } finally {
    if (madePolicy) fs.rmSync(POLICY, { force: true });
  }
  if (!fs.existsSync(NGINX)) throw new Error(`${NGINX} is missing although nginx was installed`);
}

/** The whole nginx.conf of one throwaway run: the site's server block includes `siteConf`. */
export function throwawayConf(o: { workDir: string; root: string; siteConf: string; port: number }): string {
  const d = o.workDir;
  return `# Written by scripts/hosts/nginx.ts for one run.
${isRoot() ? "user root root;\n" : ""}worker_processes 1;
daemon off;
pid ${d}/nginx.pid;
error_log ${d}/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  client_body_temp_path ${d}/tmp/body;
  fastcgi_temp_path ${d}/tmp/fastcgi;
  proxy_temp_path ${d}/tmp/proxy;
  uwsgi_temp_path ${d}/tmp/uwsgi;
  scgi_temp_path ${d}/tmp/scgi;
  server {
    listen 127.0.0.1:${o.port};
    server_name localhost;
    root ${o.root};
    include ${o.siteConf};
  }
}
`;
}

export function startNginx(o: { dir: string; siteConf: string; port: number; workDir: string }): Promise<Running> {
  ensureNginx();
  const workDir = path.resolve(o.workDir);
  fs.mkdirSync(path.join(workDir, "tmp"), { recursive: true });
  const conf = path.join(workDir, "nginx.conf");
  fs.writeFileSync(conf, throwawayConf({ workDir, root: path.resolve(o.dir), siteConf: path.resolve(o.siteConf), port: o.port }));
  return launch({ name: "nginx", cmd: NGINX, args: ["-p", workDir, "-c", conf, "-e", path.join(workDir, "error.log")], port: o.port, workDir, readyWithinMs: 20_000 });
}
