import fs from "node:fs";
import path from "node:path";
import { cmsMediaDir, imageCacheDir } from "../../app/content/environment.server";
import { linkOrCopy, walk } from "./files";
import { markImagesUsed, recordLinkedImages } from "./image-links";
import { mediaRefs, type PageEntry } from "./page-cache";

/**
 * Puts in `out` every `/_img/…` (processed image variants, hard links to `.cache/img`, decision
 * 145) and `/_cms/media/…` (snapshot media, copies: their source is a content file) file that a
 * built page or data file references; fails when one does not exist. `known`: pages whose
 * images the page cache kept (by their HTML file in `out`), not read again. `kept`: links and
 * copies the last build made, left in `out` untouched (./prerender.ts): put there again only when
 * their source changed since, removed when no page shows them.
 */
export function copyReferencedMedia(
  out: string,
  known: ReadonlyMap<string, PageEntry> = new Map(),
  kept: ReadonlySet<string> = new Set(),
  written: { dirs: string[]; refs: Iterable<string> } = { dirs: [], refs: [] },
): { images: number; media: number; pruned: number } {
  const sources: Record<string, string> = {
    "/_img/": imageCacheDir(),
    "/_cms/media/": cmsMediaDir(),
  };
  const found = new Set<string>();
  // The page cache's pages (`known`, by their file in `out`) are not read: it kept what they show (decision 132).
  for (const entry of known.values()) for (const ref of entry.media) found.add(ref);
  // `written`: folders of files the build made in this process (the static lists, the search
  // index), whose references it gives from what it wrote instead of reading them back (11,000
  // files at 10,000 posts).
  for (const ref of written.refs) found.add(ref);
  const skip = written.dirs.map((d) => path.join(out, d) + path.sep);
  for (const file of walk(out)) {
    // .data files are skipped: each page's HTML embeds the same loader data.
    if (!/\.(html|json|xml|js)$/.test(file) || known.has(file) || skip.some((d) => file.startsWith(d))) continue;
    for (const ref of mediaRefs(fs.readFileSync(file, "utf8"))) found.add(ref);
  }
  let images = 0;
  let media = 0;
  const linked: string[] = [];
  const missing: string[] = [];
  for (const ref of found) {
    const prefix = ref.startsWith("/_img/") ? "/_img/" : "/_cms/media/";
    const src = path.join(sources[prefix]!, ref.slice(prefix.length));
    // A name starting with a dot is no image but a cache's own file (its record of links).
    if (!fs.existsSync(src) || path.basename(src).startsWith(".")) {
      missing.push(ref);
      continue;
    }
    const dest = path.join(out, ref);
    if (!(kept.has(dest) && sameCopy(src, dest))) {
      if (prefix === "/_img/") linkOrCopy(src, dest);
      else {
        fs.mkdirSync(path.dirname(dest), { recursive: true });
        fs.copyFileSync(src, dest);
      }
    }
    if (prefix === "/_img/") {
      images++;
      linked.push(path.basename(src));
    } else media++;
  }
  // Their size and time now: an entry written into through build/client's link is found (./image-links.ts).
  recordLinkedImages(linked);
  if (missing.length) throw new Error(`Built pages reference media that does not exist:\n  ${missing.join("\n  ")}`);
  // When they were last linked: entries no build has linked for a week leave the cache (decision 155).
  const pruned = markImagesUsed(linked);
  // A kept copy no page shows any more goes.
  for (const file of kept) if (!found.has(`/${path.relative(out, file).split(path.sep).join("/")}`)) fs.rmSync(file, { force: true });
  return { images, media, pruned };
}

/**
 * Whether `dest`, a link or a copy the last build made and nobody touched since (./build-stamp.ts),
 * is still `src`: the same file, or the same size and `src` not written after it was copied (a
 * copy is newer than its source; the image cache writes each variant aside and renames it, so a
 * new one is newer).
 */
function sameCopy(src: string, dest: string): boolean {
  const a = fs.statSync(src);
  const b = fs.statSync(dest);
  return (a.ino === b.ino && a.dev === b.dev) || (a.size === b.size && b.mtimeMs >= a.mtimeMs);
}
