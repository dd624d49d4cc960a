/**
 * The static /admin page: its files and its configuration as served (its headers: headers.ts).
 * Written into the build after the public pages are finished (so it is in no sitemap, link
 * check or precompression pass), and served the same way by `npm run admin`.
 */
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { parse, stringify } from "yaml";
import { adminDeployment, projectRoot } from "../../content/environment.server";
import { CONFIG_FILE } from "./config.server";
import { getCompany } from "../site/company.server";

const ROOT = projectRoot();
const DECAP_DIST = path.join(ROOT, "node_modules", "decap-cms", "dist");
const HERE = path.join(ROOT, "app", "features", "admin");

type Config = Record<string, unknown> & { backend: Record<string, unknown> };
const committedConfig = (): Config => parse(fs.readFileSync(path.join(ROOT, CONFIG_FILE), "utf8")) as Config;

/** The hosted configuration: the committed one, with the repository and sign-in service of this deployment. */
export function hostedConfig(deployment = adminDeployment()): Config {
  const config = committedConfig();
  if (deployment.repo) config.backend.repo = deployment.repo;
  if (deployment.branch) config.backend.branch = deployment.branch;
  if (deployment.authUrl) config.backend.base_url = deployment.authUrl;
  return config;
}

/**
 * The hosted configuration as served (config.yml): the committed file as it is when this
 * deployment changes nothing in it; else the committed configuration with the deployment's
 * values, written out again. The committed file is ~1 MB of YAML: reading and writing it again
 * was ~0.7 s of every build.
 */
export function hostedConfigYaml(deployment = adminDeployment()): string {
  if (!deployment.repo && !deployment.branch && !deployment.authUrl) return fs.readFileSync(path.join(ROOT, CONFIG_FILE), "utf8");
  return stringify(hostedConfig(deployment), { lineWidth: 0 });
}

/**
 * The offline configuration of `npm run admin`: Decap's local backend (decap-server's file
 * mode writes the working tree directly, so there is no pull request and no sign-in).
 */
export function localConfig(apiUrl: string): Config {
  const config = committedConfig();
  delete config.publish_mode;
  return { ...config, local_backend: { url: apiUrl, allowed_hosts: [new URL(apiUrl).hostname] } };
}

/** The files of /admin: the page, Decap's bundle and chunks, our script, and the configuration (as YAML text, or as an object to write out). */
export async function adminFiles(config: Config | string): Promise<Map<string, Buffer | string>> {
  const files = new Map<string, Buffer | string>();
  files.set("index.html", fs.readFileSync(path.join(HERE, "index.html"), "utf8"));
  files.set("manual-init.js", "window.CMS_MANUAL_INIT = true;\n");
  for (const name of fs.readdirSync(DECAP_DIST)) {
    if (/^(\d+\.)?decap-cms\.js$/.test(name) || name.endsWith(".wasm")) files.set(name, fs.readFileSync(path.join(DECAP_DIST, name)));
  }
  const bundle = await build({
    entryPoints: [path.join(HERE, "admin-entry.ts")],
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2020",
    // The site's address, for the editor's "View Live" links (admin-entry.ts): the company file's.
    define: { __SITE_URL__: JSON.stringify(getCompany().siteUrl) },
    write: false,
    legalComments: "none",
  });
  files.set("admin.js", bundle.outputFiles[0]!.text);
  files.set("config.yml", typeof config === "string" ? config : stringify(config, { lineWidth: 0 }));
  return files;
}

/** Writes /admin into a built site (`out` = build/client). */
export async function writeAdmin(out: string, made: Promise<Map<string, Buffer | string>> = adminFiles(hostedConfigYaml())): Promise<number> {
  const dir = path.join(out, "admin");
  const files = await made;
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  for (const [name, body] of files) fs.writeFileSync(path.join(dir, name), body);
  return files.size;
}
