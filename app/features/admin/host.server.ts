/**
 * The static /admin page: its files, its configuration as served, and its own headers.
 * Written into the build after the public pages are finished (so it is in no sitemap, link
 * check or precompression pass), and served the same way by `npm run admin`.
 */
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { parse, stringify } from "yaml";
import { adminDeployment, projectRoot } from "#paths";
import { CONFIG_FILE } from "./config.server";

const ROOT = projectRoot();
const DECAP_DIST = path.join(ROOT, "node_modules", "decap-cms", "dist");
const HERE = path.join(ROOT, "app", "features", "admin");

/** Hosts the hosted editor talks to: GitHub's API (content, pull requests) and its avatars. */
const GITHUB = ["https://api.github.com"];
const GITHUB_IMAGES = ["https://avatars.githubusercontent.com", "https://raw.githubusercontent.com"];

/**
 * The editor's CSP. Decap compiles its configuration validator at run time (ajv, hence
 * 'unsafe-eval') and styles itself with injected <style> tags (emotion, hence
 * 'unsafe-inline' styles); the public pages' CSP is unchanged by any of this.
 */
export function adminCsp(connect: string[] = GITHUB): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${GITHUB_IMAGES.join(" ")}`,
    "font-src 'self' data:",
    `connect-src 'self' ${connect.join(" ")}`.trim(),
    "worker-src 'self' blob:",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Headers of every /admin response. */
export function adminHeaders(connect?: string[]): [string, string][] {
  return [
    ["Content-Security-Policy", adminCsp(connect)],
    ["X-Robots-Tag", "noindex, nofollow"],
    ["Cache-Control", "no-cache"],
  ];
}

/** The /admin block of `_headers` (Cloudflare Pages / Netlify syntax), replacing the site-wide CSP. */
export function adminHeadersBlock(): string {
  const lines: string[] = [];
  for (const p of ["/admin", "/admin/*"]) {
    lines.push(p, "  ! Content-Security-Policy", "  ! Cache-Control");
    for (const [k, v] of adminHeaders()) lines.push(`  ${k}: ${v}`);
  }
  return lines.join("\n") + "\n";
}

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
 * The offline configuration of `npm run admin`: Decap's local backend (decap-server's file
 * mode writes the working tree directly, so there is no pull request and no sign-in).
 */
export function localConfig(apiUrl: string): Config {
  const config = committedConfig();
  delete config.publish_mode;
  return { ...config, local_backend: { url: apiUrl, allowed_hosts: [new URL(apiUrl).hostname] } };
}

/** The files of /admin: the page, Decap's bundle and chunks, our script, and the configuration. */
export async function adminFiles(config: Config): Promise<Map<string, Buffer | string>> {
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
    write: false,
    legalComments: "none",
  });
  files.set("admin.js", bundle.outputFiles[0]!.text);
  files.set("config.yml", stringify(config, { lineWidth: 0 }));
  return files;
}

/** Writes /admin into a built site (`out` = build/client). */
export async function writeAdmin(out: string): Promise<number> {
  const dir = path.join(out, "admin");
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const files = await adminFiles(hostedConfig());
  for (const [name, body] of files) fs.writeFileSync(path.join(dir, name), body);
  return files.size;
}
