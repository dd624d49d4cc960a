import { useEffect } from "react";
import { useLocation } from "react-router";
import { Link } from "~/ui/Link";
import { pageMeta, readSimplePage } from "~/features/site/site.server";
import { NOT_FOUND_PATH } from "~/content/paths.server";
import { seo } from "~/lib/seo";
import type { ReactHandle } from "~/features/site/react-page";
import { NOT_FOUND_MESSAGE, NOT_FOUND_SCRIPT } from "~/features/site/not-found-log";
import type { Route } from "./+types/not-found";

export async function loader() {
  const page = readSimplePage("not-found");
  return { meta: await pageMeta({ ...page.meta, path: NOT_FOUND_PATH, noindex: true }) };
}

export const meta: Route.MetaFunction = ({ data }) =>
  // Served at whatever address was missing: no canonical and no og:url of its own (not /__not-found).
  data ? seo(data.meta).filter((t) => !("tagName" in t && t.tagName === "link") && !("property" in t && t.property === "og:url")) : [];

/**
 * Plain HTML (decision 186): the prerendered 404.html ships no React; its one inline script
 * writes the missing path to the console. Reached by a client-side navigation from a React page,
 * the effect writes it instead: a script React inserts does not run.
 */
export const handle: ReactHandle = { react: false };

export default function NotFound() {
  const location = useLocation();
  useEffect(() => {
    console.error(NOT_FOUND_MESSAGE, location.pathname);
  }, [location.pathname]);
  return (
    <section className="flex min-h-[70vh] items-center justify-center bg-sand-deep px-5 pt-24 text-center">
      <script dangerouslySetInnerHTML={{ __html: NOT_FOUND_SCRIPT }} />
      <div>
        <p className="font-display text-8xl text-clay">404</p>
        <h1 className="mt-4 text-2xl text-ink">Oops! Page not found</h1>
        <Link to="/" className="btn-primary mt-8">Return to Home</Link>
      </div>
    </section>
  );
}
