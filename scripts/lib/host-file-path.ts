// A module of its own (decision 137): the prerender workers import it, and every file they import
// is part of the page cache's fingerprint (decision 120), so a change to the host rules
// (./host-rules.ts) re-renders no page.

/**
 * Where a built file ends up on the static host, from its path relative to build/client:
 * `x/y/index.html` → `x/y.html` (canonical URLs have no trailing slash) and percent-encoded
 * segments (non-ASCII slugs) decoded. Used by the build's output pass and the prerender workers.
 */
export function hostFilePath(rel: string): string {
  const segments = rel.split("/").map(safeDecode);
  if (segments.length > 1 && segments.at(-1) === "index.html") return `${segments.slice(0, -1).join("/")}.html`;
  return segments.join("/");
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
