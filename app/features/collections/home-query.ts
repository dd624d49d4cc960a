/**
 * What a query makes of WordPress's home (or index.php) in a link (decision 230): `?feed=` its
 * feed, `?m=`/`?year=`… a date archive, `?pagename=` a page, `?name=` a post, and `?s=`,
 * `?attachment_id=`, `?author=`, `?tag=`, `?post_type=`… pages the site has none of. Others
 * (`utm_…`, `paged`) leave the home the home. `?p=`, `?page_id=` and `?cat=` are cms-links.ts's own.
 * Browser-safe.
 */
export type HomeQuery = { kind: "feed" } | { kind: "date" } | { kind: "page"; slug: string } | { kind: "post"; slug: string } | { kind: "other" } | null;

const DATE_VARS = ["m", "year", "monthnum", "day", "w"];
const OTHER_VARS = ["s", "attachment_id", "attachment", "author", "author_name", "tag", "tag_id", "post_type", "preview"];

export function homeQuery(u: URL): HomeQuery {
  const q = u.searchParams;
  if (OTHER_VARS.some((v) => q.has(v))) return { kind: "other" };
  if (q.has("feed")) return { kind: "feed" };
  const page = q.get("pagename");
  if (page) return { kind: "page", slug: page.replace(/^\/+|\/+$/g, "").toLowerCase() };
  const post = q.get("name");
  if (post) return { kind: "post", slug: post.toLowerCase() };
  if (q.has("pagename") || q.has("name")) return { kind: "other" };
  return DATE_VARS.some((v) => q.has(v)) ? { kind: "date" } : null;
}
