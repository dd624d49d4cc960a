/**
 * /admin's own response headers, in one place: scripts/lib/security.ts makes them the /admin
 * rules of `_headers` (in place of the site-wide CSP and caching), so the build writes them and
 * `npm start` (scripts/serve.ts) sends them; `npm run admin` sends them too. No import, so the
 * static server loads this without the editor's build (esbuild, Decap).
 */

/** Hosts the hosted editor talks to: GitHub's API (content, pull requests) and its avatars. */
const GITHUB = ["https://api.github.com"];
const GITHUB_IMAGES = ["https://avatars.githubusercontent.com", "https://raw.githubusercontent.com"];

/**
 * The editor's CSP. Decap compiles its configuration validator at run time (ajv, hence
 * 'unsafe-eval') and styles itself with injected <style> tags (emotion, hence
 * 'unsafe-inline' styles), and fetches an uploaded picture from its blob: URL to save it (hence
 * blob: in connect-src); the public pages' CSP is unchanged by any of this.
 */
export function adminCsp(connect: string[] = GITHUB): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${GITHUB_IMAGES.join(" ")}`,
    "font-src 'self' data:",
    // blob:: Decap reads an uploaded picture back through a blob: URL before it saves it.
    `connect-src 'self' blob: ${connect.join(" ")}`.trim(),
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
