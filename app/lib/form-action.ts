import { useLocation } from "react-router";

/**
 * `method` and `action` for the site's forms (DESIGN.md "Forms post", decision 079): a submit
 * before hydration, or with scripts failing, posts the fields in the request body to the page
 * itself, never into a URL, a Referer or a log line. Scripts prevent the submit as before; the
 * static host answers such a post with 405 and keeps nothing.
 */
export function useSelfPost(): { method: "post"; action: string } {
  return { method: "post", action: useLocation().pathname };
}
