/**
 * Cloudflare Pages' own local runtime: `wrangler pages dev <dir>` (workerd, shipped in the npm
 * package; wrangler is pinned in package.json: 4.86.0, the newest that runs on Node 20). It
 * applies `_redirects` and `_headers` as Cloudflare Pages does. Offline: no metrics, no error
 * reports, no update check, no fetch of Cloudflare's `cf` object; its state and config stay in
 * `workDir`.
 */
import path from "node:path";
import { projectRoot } from "../../app/content/environment.server";
import { launch, type Running } from "./runtime";

/** A compatibility date the pinned workerd (1.20260426.1) supports. */
export const COMPATIBILITY_DATE = "2026-04-01";

/** workerd's DevTools port sits this far above the site's port (instead of 9229), on 127.0.0.1 too. */
export const INSPECTOR_OFFSET = 20;

export function startCloudflarePages(o: { dir: string; port: number; workDir: string }): Promise<Running> {
  const workDir = path.resolve(o.workDir);
  const wrangler = path.join(projectRoot(), "node_modules", "wrangler", "bin", "wrangler.js");
  return launch({
    name: "cloudflare-pages",
    cmd: process.execPath,
    args: [wrangler, "pages", "dev", path.resolve(o.dir), "--ip", "127.0.0.1", "--port", String(o.port), "--inspector-port", String(o.port + INSPECTOR_OFFSET), "--compatibility-date", COMPATIBILITY_DATE, "--persist-to", path.join(workDir, "state"), "--log-level", "warn"],
    port: o.port,
    workDir,
    env: {
      WRANGLER_SEND_METRICS: "false",
      WRANGLER_SEND_ERROR_REPORTS: "false",
      WRANGLER_HIDE_BANNER: "true",
      CLOUDFLARE_CF_FETCH_ENABLED: "false",
      NO_UPDATE_NOTIFIER: "1",
      XDG_CONFIG_HOME: path.join(workDir, "config"),
      WRANGLER_LOG_PATH: path.join(workDir, "logs"),
      CI: "true",
    },
    readyWithinMs: 300_000,
  });
}
