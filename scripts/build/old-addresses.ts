/**
 * Build step: the snapshot's old WordPress addresses as 301s (decision 113), for `_redirects`,
 * build/nginx/site.conf and npm start. Reads the snapshot the pages were built from and asks the
 * built output which paths a file answers, so no rule shadows a page and every target exists.
 */
import fs from "node:fs";
import path from "node:path";
import { cmsMetaSchema } from "../../app/cms/snapshot-schema";
import { oldAddresses } from "../../app/features/collections/old-addresses";
import { REDIRECTS, type HostRedirect } from "../lib/host-rules";
import { snapshotDir } from "../../app/content/environment.server";

/** Paths the build claims after this step or at the top level of its own (the fixed 301s, the editor, `/_…`, `/assets`). */
const RESERVED = [...REDIRECTS.map(([from]) => from), "/admin", "/preview", "/assets"];

/**
 * Whether a file of build/client answers the decoded path (`/about` → about.html, a folder, a
 * file), or the build claims it: the same answer before and after the rest of the build runs.
 */
export function builtPathTest(out: string): (p: string) => boolean {
  // Each folder's names read once (20,000 old addresses were 60,000 lookups of missing files).
  const folders = new Map<string, Set<string>>();
  const names = (dir: string) => {
    let set = folders.get(dir);
    if (!set) {
      try {
        set = new Set(fs.readdirSync(dir));
      } catch {
        set = new Set();
      }
      folders.set(dir, set);
    }
    return set;
  };
  const exists = (file: string) => names(path.dirname(file)).has(path.basename(file));
  return (p) => {
    const rel = p.replace(/^\/+/, "");
    if (rel === "" || rel.startsWith("_") || RESERVED.some((r) => p === r || p.startsWith(`${r}/`))) return true;
    const abs = path.join(out, rel).replace(/\/+$/, "");
    if (!abs.startsWith(out + path.sep)) return true; // never a rule for a path outside the site
    // A folder answers too (its index.html, or a host's listing): `exists(abs)` covers it, so
    // no folder is read for each of the 20,000 old addresses that have none.
    return exists(`${abs}.html`) || exists(abs);
  };
}

/** The old addresses of the build in `out`, as the build wrote them (host tests compare). */
export async function snapshotRedirects(out: string): Promise<{ rules: HostRedirect[]; warnings: string[] }> {
  const metaFile = path.join(snapshotDir(), "meta.json");
  if (!fs.existsSync(metaFile)) return { rules: [], warnings: [] };
  const meta = cmsMetaSchema.safeParse(JSON.parse(fs.readFileSync(metaFile, "utf8")));
  if (!meta.success) return { rules: [], warnings: ["content/cms/meta.json: not valid, so no old WordPress addresses were written"] };
  const { readSnapshot } = await import("../../app/features/collections/snapshot.server");
  const { sitePagePaths } = await import("../../app/content/route-files.server");
  const snap = readSnapshot();
  const records = [
    ...snap.posts.map((r) => ({ ...r, type: "posts" as const })),
    ...snap.portfolio.map((r) => ({ ...r, type: "portfolio" as const })),
    ...snap.faq.map((r) => ({ ...r, type: "faq" as const })),
  ];
  return oldAddresses({ apiUrl: meta.data.source, records, wpPages: snap.wpPages, sitePages: sitePagePaths(), isBuilt: builtPathTest(path.resolve(out)) });
}
