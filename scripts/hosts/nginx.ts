/**
 * A throwaway nginx (Debian's package) serving a built site with the configuration the build
 * wrote (build/nginx/: site.conf, map-sizes.conf, old-addresses.conf; scripts/lib/nginx.ts): its own prefix, pid, logs and temp folders
 * under `workDir`, on 127.0.0.1 only. When nginx is missing it runs scripts/hosts/setup.sh, the
 * same Debian installer as the WordPress contract test's (scripts/lib/debian-packages.sh).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { projectRoot } from "../../app/content/environment.server";
import { launch, type Running } from "./runtime";
import { MAP_SIZES_CONF, OLD_ADDRESSES_CONF } from "../lib/nginx";

export const NGINX = "/usr/sbin/nginx";

const isRoot = () => typeof process.getuid === "function" && process.getuid() === 0;

/** Makes sure Debian's nginx is installed; throws with the installer's own one-line reason when it cannot. */
export function ensureNginx(): void {
  if (fs.existsSync(NGINX)) return;
  const setup = spawnSync("bash", [path.join(projectRoot(), "scripts", "hosts", "setup.sh")], { encoding: "utf8", stdio: ["ignore", "inherit", "pipe"] });
  if (setup.status !== 0) throw new Error(setup.stderr.trim().split("\n").pop() || "scripts/hosts/setup.sh failed");
}

/**
 * The whole nginx.conf of one throwaway run: the http block includes the map sizes and the old
 * addresses' maps beside `siteConf` as README says (decision 187), with another map between them
 * as a server's own configuration may have; the site's server block includes `siteConf`.
 */
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
  include ${path.join(path.dirname(o.siteConf), MAP_SIZES_CONF)};
  # Another map before the site's, as a server's own configuration often has (WebSocket upgrades).
  map $http_upgrade $connection_upgrade { default upgrade; "" close; }
  include ${path.join(path.dirname(o.siteConf), OLD_ADDRESSES_CONF)};
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
  return launch({ name: "nginx", cmd: NGINX, args: ["-p", workDir, "-c", conf, "-e", path.join(workDir, "error.log")], port: o.port, workDir, readyWithinMs: 60_000 });
}
