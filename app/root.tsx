import "@fontsource-variable/inter/wght.css";
import "@fontsource-variable/fraunces/wght.css";
import "./styles/fonts.css";
import "virtual:uno.css";
import "./features/collections/wp-blocks/styles";
import frauncesCore from "./assets/fonts/fraunces-core.woff2?url";
import interCore from "./assets/fonts/inter-core.woff2?url";
import { useEffect, useState } from "react";
import { HYDRATED_ATTRIBUTE } from "~/lib/hydrated";
import { FEED_PATH, SITE_LANGUAGE } from "~/lib/seo";
import { notePage } from "~/lib/previous-page";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { AppError } from "./features/site/AppError";
import { SiteFooter } from "./features/site/SiteFooter";
import { SiteHeader } from "./features/site/SiteHeader";
import { pageNeedsReact } from "./features/site/react-page";
import { SPECULATION_RULES } from "./features/site/speculation";
import { Spinner } from "./ui/Spinner";
import { getShellData } from "./features/site/site.server";
import { watchForNewDeploy } from "./features/site/new-deploy";

// A page open across a deploy reloads onto it when code it loads late is gone (decision 177).
if (!import.meta.env.SSR && typeof window !== "undefined") watchForNewDeploy();

// The two core font files every page uses (scripts/fonts/subset.ts), preloaded so text does not
// reflow when they arrive.
export const links: Route.LinksFunction = () => [
  { rel: "preload", as: "font", type: "font/woff2", href: interCore, crossOrigin: "anonymous" },
  { rel: "preload", as: "font", type: "font/woff2", href: frauncesCore, crossOrigin: "anonymous" },
  { rel: "alternate", type: "application/rss+xml", title: "Blog", href: FEED_PATH },
];

export async function loader() {
  return getShellData();
}

/** Every route sets its own; this titles the app shell (`__spa-fallback.html`) until one does. */
export const meta: Route.MetaFunction = ({ data }) => (data ? [{ title: data.company.name }] : []);

/**
 * True once hydrated from the app shell (React Router's SPA fallback, used for CMS slugs newer
 * than the build). The shell is prerendered at "/", so its header marks Home; React keeps server
 * attributes on hydration, so the header is mounted afresh there. Prerendered pages never remount.
 */
function useOpenedFromShell(): boolean {
  const [fromShell, setFromShell] = useState(false);
  useEffect(() => {
    const ctx = (window as unknown as { __reactRouterContext?: { isSpaMode?: boolean } }).__reactRouterContext;
    if (ctx?.isSpaMode) setFromShell(true);
  }, []);
  return fromShell;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const shell = useRouteLoaderData<typeof loader>("root");
  const fromShell = useOpenedFromShell();
  // A page that needs no React (react-page.ts) is prerendered without React Router's scripts.
  // In the browser React only ever runs on pages that shipped them, so it keeps rendering them,
  // and the decision and the speculation rules stay out of the browser bundle.
  const matches = useMatches();
  const react = !import.meta.env.SSR || pageNeedsReact(matches);
  // Hydration starts after the first paint (scripts/build/hydration.ts); this marks its end.
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
  }, []);
  // The page a lead was sent from, when React Router brought the visitor to the form (app/lib/previous-page.ts).
  const { pathname } = useLocation();
  useEffect(() => notePage(pathname), [pathname]);
  return (
    <html lang={SITE_LANGUAGE}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#f6f1ea" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {shell && <SiteHeader key={fromShell ? "shell" : "page"} {...shell} />}
        <main id="main">{children}</main>
        {shell && <SiteFooter {...shell} />}
        {react ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : (
          // Plain pages load the next one in full: prefetched on hover (speculation.ts).
          <script type="speculationrules" dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }} />
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Shown by the app shell (new slugs) until the route's data arrives. */
export function HydrateFallback() {
  return (
    <div className="pt-32">
      <Spinner />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AppError error={error} />;
}
