import fs from "node:fs";
import path from "node:path";
import { cmsMediaDir, imageCacheDir } from "../../app/content/environment.server";
import { walk } from "./files";
import type { PageEntry } from "./page-cache";

/**
 * Copies every `/_img/…` (processed image variants) and `/_cms/media/…` (snapshot media) file
 * that a built page or data file references; fails when one does not exist. `known`: pages whose
 * images the page cache kept (by their HTML file in `out`), not read again.
 */
export function copyReferencedMedia(out: string, known: ReadonlyMap<string, PageEntry> = new Map()): { images: number; media: number } {
  const sources: Record<string, string> = {
    "/_img/": imageCacheDir(),
    "/_cms/media/": cmsMediaDir(),
  };
  const found = new Set<string>();
  const pattern = /\/(_img|_cms\/media)\/[A-Za-z0-9._-]+/g;
  // The page cache's pages (`known`, by their file in `out`) are not read: it kept what they show (decision 132).
  for (const entry of known.values()) for (const ref of entry.media) found.add(ref);
  for (const file of walk(out)) {
    // .data files are skipped: each page's HTML embeds the same loader data.
    if (!/\.(html|json|xml|js)$/.test(file) || known.has(file)) continue;
    for (const m of fs.readFileSync(file, "utf8").matchAll(pattern)) found.add(m[0]);
  }
  let images = 0;
  let media = 0;
  const missing: string[] = [];
  for (const ref of found) {
    const prefix = ref.startsWith("/_img/") ? "/_img/" : "/_cms/media/";
    const src = path.join(sources[prefix]!, ref.slice(prefix.length));
    if (!fs.existsSync(src)) {
      missing.push(ref);
      continue;
    }
    const dest = path.join(out, ref);
    fs.mkdirSync(path.dirname(dest), { recursive: true });
    fs.copyFileSync(src, dest);
    if (prefix === "/_img/") images++;
    else media++;
  }
  if (missing.length) throw new Error(`Built pages reference media that does not exist:\n  ${missing.join("\n  ")}`);
  return { images, media };
}
