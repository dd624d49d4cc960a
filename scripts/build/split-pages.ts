/**
 * How the prerender workers share the CMS pages (decisions 066 and 157): in turn, so that every
 * worker gets the same mix, with the last one lighter by the search index's share.
 */

/** Which worker renders each page: in turn, but the last one only up to its share (`lighter`). */
export function splitPages(paths: string[], n: number, lighter = 0): string[][] {
  const lists: string[][] = Array.from({ length: n }, () => []);
  // Each other worker renders (N + lighter) / n pages, the last one `lighter` fewer.
  const last = n > 1 ? Math.max(0, Math.round((paths.length - (n - 1) * lighter) / n)) : paths.length;
  let other = 0;
  paths.forEach((p, j) => {
    const w = j % n;
    if (w === n - 1 && lists[w]!.length >= last) lists[other++ % (n - 1)]!.push(p);
    else lists[w]!.push(p);
  });
  return lists;
}
