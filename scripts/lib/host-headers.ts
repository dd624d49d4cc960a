/**
 * The headers a path gets on every host: the site-wide rules of ./security.ts (`_headers`'
 * `/*`, `/assets/*`, …), and for the editor at /admin its own CSP, noindex and no-cache in
 * place of the site's CSP and caching (app/features/admin/host.server.ts). The nginx
 * configuration (./nginx.ts) and npm start read this; `_headers` is written from the same rules.
 */
import { adminHeaders } from "../../app/features/admin/host.server";
import { headersFor as siteHeadersFor } from "./security";

/** Where the editor lives; `_headers` names it as `/admin` and `/admin/*`. */
export const ADMIN_PREFIX = "/admin";

export function isAdminPath(pathname: string): boolean {
  return pathname === ADMIN_PREFIX || pathname.startsWith(`${ADMIN_PREFIX}/`);
}

/** The headers of a response for `pathname` (decoded), as `_headers` gives them. */
export function headersFor(pathname: string): Record<string, string> {
  const headers = siteHeadersFor(pathname);
  if (!isAdminPath(pathname)) return headers;
  delete headers["Content-Security-Policy"];
  delete headers["Cache-Control"];
  return { ...headers, ...Object.fromEntries(adminHeaders()) };
}
