/**
 * The host tests look at build/client. A fresh clone has none, and a build from before the
 * current host rules would test yesterday's rules: either way, build first (npm run build).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { builtPatternTest, siteRedirects } from "../../scripts/build/old-addresses";
import { deployHostSetting, redirectsFile } from "../../scripts/lib/host-rules";
import { nginxFiles } from "../../scripts/lib/nginx";
import { clientDir } from "../../app/content/environment.server";

const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, "utf8") : undefined);

/** Why the build must be made again, or undefined when it is current. */
async function staleBecause(): Promise<string | undefined> {
  const client = clientDir();
  if (!fs.existsSync(path.join(client, "index.html"))) return "no build yet";
  // The studio's redirects and the snapshot's old WordPress addresses (decisions 113, 228), as the build derives them.
  const old = (await siteRedirects(client)).rules;
  if (read(path.join(client, "_redirects")) !== redirectsFile(deployHostSetting(), old, builtPatternTest(client))) return "build/client/_redirects is not what the host rules write now";
  for (const [name, text] of Object.entries(nginxFiles(old))) {
    if (read(path.join(path.dirname(client), "nginx", name)) !== text) return `build/nginx/${name} is not what the host rules write now`;
  }
  return undefined;
}

export default async function setup() {
  const why = await staleBecause();
  if (!why) return;
  console.log(`test:hosts: ${why}, running npm run build`);
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) throw new Error("test:hosts: npm run build failed, so there is no site to serve (see its output above).");
}
