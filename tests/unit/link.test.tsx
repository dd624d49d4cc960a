/**
 * The prerender's link (app/ui/Link.server.tsx, decision 150): on a plain page it writes the
 * `<a>` itself, and that `<a>` is React Router's, byte for byte; every link it does not write
 * itself is React Router's `<Link>`.
 */
import type { ComponentProps } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Link as RouterLink } from "react-router";
import { describe, expect, it } from "vitest";
import { Link, PlainPageLinks } from "~/ui/Link.server";

type Props = ComponentProps<typeof RouterLink>;

/** The page at `at` (in a nested route, so that relative paths resolve against it) with one link, as React Router renders it. */
function page(link: React.ReactNode, at = "/services/residential") {
  const Stub = createRoutesStub([{ path: "/services", children: [{ path: "residential", Component: () => <>{link}</> }] }]);
  return renderToString(<Stub initialEntries={[at]} />);
}

const written = (props: Props) => page(<PlainPageLinks><Link {...props} /></PlainPageLinks>);
const reactRouters = (props: Props) => page(<RouterLink {...props} />);

/** Links the site writes (header, footer, cards, buttons): the fast path. */
const SITE_LINKS: Props[] = [
  { to: "/", className: "flex items-center", "aria-label": "Maple & Mortar Interiors, home", children: "Home" },
  { to: "/about", className: "text-ink", "aria-current": "page", children: "About" },
  { to: "/services/residential/", children: ["All ", "residential", " services"] },
  { to: "/a.b/c_d-e~f", id: "x", title: "A <title> & \"quotes\"", "data-kind": "card", children: <span aria-hidden="true">→</span> } as Props,
  // A card's links (decision 156): a detail page opens as a document; the image's link is out of the tab order.
  { to: "/blog/layered-lighting", reloadDocument: true, tabIndex: -1, "aria-hidden": "true", className: "block", children: "image" },
];

/** Links only React Router writes: a query, a hash, another origin, a relative path, dot segments, a prop of its own. */
const ROUTER_LINKS: Props[] = [
  { to: "/blog?category=kitchens", children: "query" },
  { to: "/contact#form", children: "hash" },
  { to: "//evil.example/x", children: "protocol-relative" },
  { to: "https://example.com/a", children: "absolute" },
  { to: "tel:+19055550142", children: "tel" },
  { to: "commercial", children: "relative" },
  { to: "../residential/./x", children: "dot segments" },
  { to: "/a//b", children: "empty segment" },
  { to: "/blog/café-style", children: "not ASCII" },
  { to: { pathname: "/about", search: "?a=1" }, children: "object" },
  { to: "/about", target: "_blank", children: "target" },
  { to: "/about", prefetch: "render", children: "prefetch" },
  { to: "/about", discover: "none", children: "discover" },
  { to: "/about", style: { color: "red" }, children: "style" },
];

describe("a plain page's links", () => {
  it.each(SITE_LINKS.map((p) => [String(p.to), p]))("%s: the same markup as React Router's <Link>", (_, props) => {
    const html = written(props);
    expect(html).toBe(reactRouters(props));
    expect(html).toContain('data-discover="true"');
  });

  it.each(ROUTER_LINKS.map((p) => [JSON.stringify(p.to) + " " + String(p.children), p]))("%s: left to React Router's <Link>, the same markup", (_, props) => {
    expect(written(props)).toBe(reactRouters(props));
  });

  it("is written without React Router for a site path, and by React Router otherwise", () => {
    // Outside any router, React Router's <Link> cannot render at all (it reads the router's
    // basename first): the first link shows that
    // the plain page's link did not use it, the other two that everything else does.
    expect(renderToString(<PlainPageLinks><Link to="/services/residential" className="c">Residential</Link></PlainPageLinks>)).toBe(
      '<a class="c" href="/services/residential" data-discover="true">Residential</a>',
    );
    expect(renderToString(<PlainPageLinks><Link to="/blog/a" reloadDocument tabIndex={-1}>A</Link></PlainPageLinks>)).toBe('<a tabindex="-1" href="/blog/a" data-discover="true">A</a>');
    expect(() => renderToString(<PlainPageLinks><Link to="/blog?category=kitchens">Kitchens</Link></PlainPageLinks>)).toThrow(/basename/);
    expect(() => renderToString(<Link to="/about">About</Link>)).toThrow(/basename/);
  });

  it("leaves a long path that is not a site path to React Router at once (a linear test)", () => {
    const to = `/${"a".repeat(50_000)}!`;
    expect(written({ to, children: "x" })).toBe(reactRouters({ to, children: "x" }));
  });
});
