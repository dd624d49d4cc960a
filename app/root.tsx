import "@fontsource-variable/inter/wght.css";
import "@fontsource-variable/fraunces/wght.css";
import "virtual:uno.css";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { AppError } from "./components/layout/AppError";
import { SiteFooter } from "./components/layout/SiteFooter";
import { SiteHeader } from "./components/layout/SiteHeader";
import { Spinner } from "./components/ui/Spinner";
import { getShellData } from "./content/site.server";

export const links: Route.LinksFunction = () => [
  { rel: "alternate", type: "application/rss+xml", title: "Blog", href: "/rss.xml" },
];

export async function loader() {
  return getShellData();
}

export function Layout({ children }: { children: React.ReactNode }) {
  const shell = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang="en-CA">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#f6f1ea" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {shell && <SiteHeader {...shell} />}
        <main id="main">{children}</main>
        {shell && <SiteFooter {...shell} />}
        <ScrollRestoration />
        <Scripts />
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
