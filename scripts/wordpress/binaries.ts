/**
 * What this machine must provide for the WordPress test stack: the programs of the Debian
 * packages (scripts/wordpress/setup.sh installs them) and a free port on 127.0.0.1; and
 * StackError, the one error type of the stack (a sentence that says what to do).
 */
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

/** Where Debian's `wordpress` package puts WordPress. */
export const WORDPRESS_DIR = "/usr/share/wordpress";

export class StackError extends Error {}

export interface Binaries {
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
