/**
 * Whether two picture addresses are one WordPress upload: the same file, or sizes WordPress made
 * of it (`photo-1536x1024.jpg`, `photo-scaled.jpg` beside `photo.jpg`). Yoast's share picture is
 * the featured image in the size it found best (decision 230): the snapshot keeps the featured
 * image's file, and its description, for it, and downloads no second copy. A separate upload
 * named like a size (`hero-1200x630.jpg` beside `hero.jpg`) is taken for one: an accepted risk
 * (the snapshot has no list of an upload's sizes), at worst the featured picture is shared.
 */
export function sameUpload(a: string, b: string): boolean {
  const stem = (url: string): string | null => {
    try {
      const u = new URL(url);
      // WordPress keeps a file name's case (Kitchen.jpg and kitchen.jpg are two uploads); a host's is no matter.
      return `${u.origin.toLowerCase()}${u.pathname.replace(/(?:-\d+x\d+|-scaled)+(\.[a-z0-9]+)$/i, "$1")}`;
    } catch {
      return null;
    }
  };
  const x = stem(a);
  return x !== null && x === stem(b);
}
