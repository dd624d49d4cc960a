/** Which paths a redirect may start from, on every host (decision 113): shared by the snapshot's old addresses and the studio's own redirects (content/site/redirects.md). Browser-safe. */

/**
 * A plain site path: single leading slash, segments without `/ \ ? # % * .. :x`, white space or
 * control characters. `:x` anywhere in a segment, not only at its start: Cloudflare Pages reads
 * `:[A-Za-z]\w*` anywhere in a source as a placeholder (and every rule after a dynamic one as
 * dynamic too); a colon before a digit (`/12:30`) stays.
 */
const SEGMENT = /^(?![:.]{1,2}$)(?!:)(?!.*:[A-Za-z])[^/\\?#%*\s\p{Cc}\p{Cf}]+$/u;
export function safeSourcePath(path: string): boolean {
  if (!path.startsWith("/") || path === "/" || path.length > 1000) return false;
  return path
    .slice(1)
    .split("/")
    .every((s) => SEGMENT.test(s) && s !== "." && s !== "..");
}
