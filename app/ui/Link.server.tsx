/**
 * `~/ui/Link` while the site is prerendered (vite.config.ts `serverLink`; the browser bundle has
 * ./Link.tsx, React Router's own): React Router's `<Link>`, except on a plain page (decision
 * 116), where the same `<a>` is written directly (decision 150).
 *
 * A plain page never runs React in the browser, so its links only need their markup; React
 * Router's `<Link>` spent ~8 µs on each of a post page's ~80 links (its hooks resolve the path
 * against the route tree), ~9% of a CMS page's render. For a site path written as React Router
 * writes it, the markup is the same byte for byte: `rest` props first, then `href`, then
 * `data-discover` (tests/unit/link.test.tsx renders both). Anything else (a query, a hash, a
 * relative or absolute URL, a prop of React Router's own) goes to React Router's `<Link>`.
 */
import { createContext, createElement, useContext, type ComponentProps, type ReactNode } from "react";
import { Link as RouterLink } from "react-router";

type LinkProps = ComponentProps<typeof RouterLink>;

/** Whether the page being prerendered is plain (set by `renderInOnePass` in app/entry.server.tsx). */
const PlainPage = /* @__PURE__ */ createContext(false);

/** Wraps a plain page's markup: its links are written as plain `<a>`. */
export function PlainPageLinks({ children }: { children: ReactNode }) {
  return <PlainPage.Provider value={true}>{children}</PlainPage.Provider>;
}

/** A site path React Router writes unchanged: absolute, no query or hash, no `.`/`..` or empty segment, nothing to encode. */
const SITE_PATH = /^\/(?:[\w~-]+(?:\.[\w~-]+)*(?:\/[\w~-]+(?:\.[\w~-]+)*)*\/?)?$/;

/** Props passed through to the `<a>` as they are; any other prop (React Router's own) takes React Router's way. */
const passed = (key: string) => key === "className" || key === "children" || key === "id" || key === "title" || key === "tabIndex" || key.startsWith("aria-") || key.startsWith("data-");

/** React Router's props that change only what a click does in the browser, not the markup: left out of the `<a>`. */
const clickOnly = (key: string) => key === "reloadDocument";

function ServerLink(props: LinkProps) {
  const plain = useContext(PlainPage);
  const { to } = props;
  if (plain && typeof to === "string" && SITE_PATH.test(to)) {
    // The `<a>`'s props in one pass (~80 links a page): the others, then href and data-discover.
    const a: Record<string, unknown> = {};
    let own = true;
    for (const key in props) {
      if (key === "to" || clickOnly(key)) continue;
      if (!passed(key)) {
        own = false;
        break;
      }
      a[key] = props[key as keyof LinkProps];
    }
    if (own) {
      a.href = to;
      a["data-discover"] = "true";
      return createElement("a", a);
    }
  }
  return <RouterLink {...props} />;
}

export const Link = ServerLink as typeof RouterLink;
