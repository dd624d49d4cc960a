/**
 * The markup of a wrapper React is hydrating over, read from the page: what HeldPanel and
 * HeldSection give React (`dangerouslySetInnerHTML`) so that it leaves the prerendered markup as
 * it is and needs none of its code (decisions 146 and 167). Null on the server, and once the page
 * has hydrated: a later render is a client navigation, with no markup of its own.
 */
import { HYDRATED_ATTRIBUTE } from "~/lib/hydrated";

export function keptMarkup(attribute: string, id: string): { __html: string } | null {
  if (import.meta.env.SSR || typeof document === "undefined") return null;
  // Set once the page has hydrated (root.tsx).
  if (document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)) return null;
  const markup = document.querySelector(`[${attribute}="${CSS.escape(id)}"]`)?.innerHTML;
  // As `dangerouslySetInnerHTML` takes it, one object a wrapper keeps for good: React sets
  // innerHTML again whenever the object is another (decision 171).
  return markup === undefined ? null : { __html: markup };
}

/**
 * The marker of a wrapper React draws with its content: in the prerender (the browser finds the
 * kept markup by it), not after a client navigation (its links are React Router's then, and no
 * prefetch is wanted). A wrapper drawn with kept markup carries its marker itself.
 */
export const prerenderMarker = (name: string, value: string) => (import.meta.env.SSR ? { [name]: value } : {});
