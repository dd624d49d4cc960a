import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { snapshotSlugs } from "./content/paths.server";
import type { CmsCollection } from "./cms/collections";
import { offerFileRoutes, serviceFileRoutes } from "./content/route-files.server";

/** A detail route with a build-time loader, or a browser-only one when the snapshot has no records to prerender. */
const detail = (type: CmsCollection, module: string) =>
  snapshotSlugs(type).length > 0 ? `routes/${module}.tsx` : `routes/${module}.live.tsx`;

// Every SPEC route is listed here. Service and offer pages come one per content file,
// so adding a page is adding a file; blog, portfolio and FAQ details are dynamic
// (:slug) because posts published after the build must still open.
export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("services", "routes/services.tsx"),
  route("services/residential", "routes/services-hub.tsx", { id: "hub-residential" }),
  route("services/commercial", "routes/services-hub.tsx", { id: "hub-commercial" }),
  ...serviceFileRoutes().map((r) => route(r.path, "routes/service.tsx", { id: r.path })),
  route("portfolio", "routes/portfolio.tsx"),
  route("portfolio/:slug", detail("portfolio", "portfolio-item")),
  route("blog", "routes/blog.tsx"),
  route("blog/:slug", detail("posts", "blog-post")),
  route("faq", "routes/faq.tsx"),
  route("faq/:slug", detail("faq", "faq-item")),
  route("contact", "routes/contact.tsx"),
  route("certificate", "routes/certificate.tsx"),
  route("offers", "routes/offers.tsx"),
  ...offerFileRoutes().map((r) => route(r.path, "routes/offer.tsx", { id: r.path })),
  route("gallary", "routes/gallery.tsx"),
  route("gallery", "routes/gallery-redirect.tsx"),
  route("preview", "routes/preview.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
