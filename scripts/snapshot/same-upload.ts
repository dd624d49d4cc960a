/**
 * Whether two picture addresses are one WordPress upload: the same file, or sizes WordPress made
 * of it (`photo-1536x1024.jpg`, `photo-scaled.jpg` beside `photo.jpg`). Yoast's share picture is
 * the featured image in the size it found best (decision 230): the snapshot keeps the featured
 * image's file, and its description, for it, and downloads no second copy.
 */
export function sameUpload(a: string, b: string): boolean {
  const stem = (url: string): string | null => {
    try {
      const u = new URL(url);
      return `${u.origin}${u.pathname.replace(/(?:-\d+x\d+|-scaled)+(\.[a-z0-9]+)$/i, "$1")}`.toLowerCase();
    } catch {
      return null;
    }
  };
  const x = stem(a);
  return x !== null && x === stem(b);
}
