/** A fresh clone has no build: make one (npm run build) before the host tests look at it. */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { clientDir } from "../../scripts/paths";

export default function setup() {
  if (fs.existsSync(path.join(clientDir(), "index.html"))) return;
  console.log("test:hosts: no build yet, running npm run build");
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) throw new Error("npm run build failed");
}
