/**
 * The host tests look at build/client. A fresh clone has none, and a build from before the
 * current host rules would test yesterday's rules: either way, build first (npm run build).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { deployHostSetting, redirectsFile } from "../../scripts/lib/host-rules";
import { nginxSiteConf } from "../../scripts/lib/nginx";
import { clientDir } from "../../scripts/paths";

const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, "utf8") : undefined);

/** Why the build must be made again, or undefined when it is current. */
function staleBecause(): string | undefined {
  const client = clientDir();
  if (!fs.existsSync(path.join(client, "index.html"))) return "no build yet";
  if (read(path.join(client, "_redirects")) !== redirectsFile(deployHostSetting())) return "build/client/_redirects is not what the host rules write now";
  if (read(path.join(path.dirname(client), "nginx", "site.conf")) !== nginxSiteConf()) return "build/nginx/site.conf is not what the host rules write now";
  return undefined;
}

export default function setup() {
  const why = staleBecause();
  if (!why) return;
  console.log(`test:hosts: ${why}, running npm run build`);
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) throw new Error("test:hosts: npm run build failed, so there is no site to serve (see its output above).");
}
