/**
 * Every page made of sections renders without suspending once its loader has returned: the
 * loader (through sectionData) has loaded the code-split parts its sections draw (lazy.tsx).
 *
 * Why it matters: a prerender that suspends delays React's shell, which changes how the route
 * data is streamed into the page, so two builds of the same content could differ
 * (tests/e2e/build-workers.spec.ts caught /services and /services/residential doing so).
 *
 * renderToString cannot wait: a part that is not loaded throws. Each page starts from fresh
 * modules, so nothing an earlier page loaded can hide a loader that forgot to wait. Images are
 * stubbed: what is under test is the code, not the pictures.
 */
import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";

vi.mock("~/content/images.server", () => {
  const image = (src: string, alt: string) => ({ src: `/_img/${src}`, srcSet: "", avifSrcSet: "", width: 1600, height: 1000, alt, color: "#ccc" });
  return {
    responsiveImage: async (src: string, alt: string) => image(src, alt),
    contentImage: async (f: { src: string; alt: string }) => image(f.src, f.alt),
    shareImage: async (src: string) => `/_img/${src}-share.jpg`,
    SHARE_SIZE: { width: 1200, height: 630 },
    tallCrop: async (src: string) => ({ srcSet: `/_img/${src}-3x4 750w`, avifSrcSet: "", width: 750, height: 1000 }),
  };
});

interface RouteModule {
  loader: (args: { request: Request; params: Record<string, string> }) => Promise<unknown>;
  default: ComponentType<{ loaderData: unknown; params: Record<string, string>; matches: unknown[] }>;
}

const ROUTES: [path: string, module: () => Promise<unknown>][] = [
  ["/", () => import("~/routes/home")],
  ["/about", () => import("~/routes/about")],
  ["/contact", () => import("~/routes/contact")],
  ["/certificate", () => import("~/routes/certificate")],
  ["/services", () => import("~/routes/services")],
  ["/services/residential", () => import("~/routes/services-hub")],
  ["/services/commercial", () => import("~/routes/services-hub")],
  // A page with carousels and one with the commercial slider: their engines are split too.
  ["/services/residential/energy-efficient-homes", () => import("~/routes/service")],
  ["/services/commercial/office-design", () => import("~/routes/service")],
];

async function freshRoute(load: () => Promise<unknown>): Promise<RouteModule> {
  vi.resetModules();
  return (await load()) as RouteModule;
}

function render(route: RouteModule, path: string, loaderData: unknown): string {
  const Page = route.default;
  return renderToString(
    <MemoryRouter initialEntries={[path]}>
      <Page loaderData={loaderData} params={{}} matches={[]} />
    </MemoryRouter>,
  );
}

describe("a page of sections renders without suspending once its loader returns", () => {
  it.each(ROUTES)("%s", async (path, load) => {
    const route = await freshRoute(load);
    const data = await route.loader({ request: new Request(`http://localhost${path}`), params: {} });
    const html = render(route, path, data);
    expect(html).toMatch(/<h1[\s>]/);
  });

  it("the check can fail: the same page, drawn by modules whose loader never ran, suspends", async () => {
    const data = await (await freshRoute(() => import("~/routes/services"))).loader({ request: new Request("http://localhost/services"), params: {} });
    const fresh = await freshRoute(() => import("~/routes/services"));
    expect(() => render(fresh, "/services", data)).toThrow(/suspend/i);
  });
});
