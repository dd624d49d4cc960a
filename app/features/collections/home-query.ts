/**
 * What a query makes of WordPress's home (or index.php) in a link (decision 230): `?feed=` its
 * feed, `?m=`/`?year=`… a date archive, `?pagename=` a page, `?name=` a post; a campaign's or an
 * ad's tracking (`utm_…`, `fbclid`, `gclid`…) and `paged` leave the home the home; any other
 * query variable (`?s=`, `?attachment_id=`, `?author=`, `?portfolio=`, `?category_name=`…) is a
 * page of WordPress the site has none of. `?p=`, `?page_id=` and `?cat=` are cms-links.ts's own.
 * Browser-safe.
 */
export type HomeQuery = { kind: "feed" } | { kind: "date" } | { kind: "page"; slug: string } | { kind: "post"; slug: string } | { kind: "other" } | null;

const DATE_VARS = new Set(["m", "year", "monthnum", "day", "w"]);
const HARMLESS = /^(utm_\w+|fbclid|gclid|dclid|msclkid|mc_cid|mc_eid|_ga|ref|paged)$/i;

export function homeQuery(u: URL): HomeQuery {
  const names = [...new Set(u.searchParams.keys())].filter((n) => !HARMLESS.test(n));
  if (names.length === 0) return null;
  const q = u.searchParams;
  const slug = (v: string) => v.replace(/^\/+|\/+$/g, "").normalize("NFC").toLowerCase();
  if (names.length === 1 && names[0] === "feed") return { kind: "feed" };
  if (names.length === 1 && names[0] === "pagename" && q.get("pagename")) return { kind: "page", slug: slug(q.get("pagename")!) };
  if (names.length === 1 && names[0] === "name" && q.get("name")) return { kind: "post", slug: slug(q.get("name")!) };
  return names.every((n) => DATE_VARS.has(n)) ? { kind: "date" } : { kind: "other" };
}
