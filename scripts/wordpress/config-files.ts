/**
 * The configuration files of one contract-test run, written into its folder: wp-config.php
 * (database on the run's socket, site URL, fresh keys, no updates or outside requests), nginx's
 * (127.0.0.1 only; uploads and wp-includes as plain files, the rest to PHP-FPM) and PHP-FPM's
 * (a socket in run/, a fixed number of workers). Every path and log stays inside the folder.
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import { WORDPRESS_DIR } from "./binaries";

/** PHP single-quoted string literal. */
const phpString = (s: string) => `'${s.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`;

export function wpConfig(o: { dir: string; socket: string; url: string }): string {
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

export function nginxConf(o: { dir: string; port: number; root: boolean }): string {
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

export function fpmConf(o: { dir: string; workers: number; root: boolean }): string {
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
