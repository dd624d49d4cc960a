/**
 * A browser from Debian's packages, installed when it is missing and we are root (apt-get),
 * otherwise one sentence saying what to do. `npm test` needs Chromium's headless shell
 * (decision 126); `npm run bench`'s Lighthouse measures with Debian's full Chromium.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";

export interface DebianBrowser {
  /** Where the package puts the browser. */
  binary: string;
  /** Debian's package that provides it. */
  pkg: string;
  /** The command that needs it, named in the sentence ("npm test"). */
  command: string;
}

/** Null when the browser is there (installing it if we can), else one sentence saying what to do. */
export function ensureDebianBrowser({ binary, pkg, command }: DebianBrowser, log: (line: string) => void = console.log): string | null {
  if (fs.existsSync(binary)) return null;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) return `Chromium is missing at ${binary}: install Debian's package with "sudo apt-get install -y ${pkg}" and run ${command} again.`;
  log(`Chromium is missing: installing Debian's ${pkg} package (apt-get)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const ok =
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env }).status === 0 &&
    spawnSync("apt-get", ["install", "-y", "-qq", pkg], { stdio: "inherit", env }).status === 0;
  if (!ok || !fs.existsSync(binary)) return `Could not install Chromium with apt-get: install Debian's package with "apt-get install -y ${pkg}" and run ${command} again.`;
  return null;
}
