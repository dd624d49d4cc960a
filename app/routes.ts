import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { snapshotHasRecords } from "./features/collections/snapshot.server";
import { COLLECTIONS, type CmsCollection } from "./features/collections/table";
import { offerFileRoutes, serviceFileRoutes } from "./content/route-files.server";
import { PRIVACY_PATH } from "./lib/seo";

/**
 * A collection's detail route, `{routePrefix}/:slug`: one module for all three (it reads the
 * collection from the path), with a build-time loader, or browser-only when the snapshot has no
 * records to prerender.
 */
const detail = (type: CmsCollection) =>
  route(`${COLLECTIONS[type].routePrefix.slice(1)}/:slug`, snapshotHasRecords(type) ? "routes/cms-detail.tsx" : "routes/cms-detail.live.tsx", { id: `${type}-detail` });

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
  detail("portfolio"),
  route("blog", "routes/blog.tsx"),
  detail("posts"),
  route("faq", "routes/faq.tsx"),
  detail("faq"),
  route("contact", "routes/contact.tsx"),
  route("certificate", "routes/certificate.tsx"),
  // Not a SPEC route: the forms collect personal details, so the site says what it does with them (decision 219).
  route(PRIVACY_PATH.slice(1), "routes/privacy.tsx"),
  route("offers", "routes/offers.tsx"),
  ...offerFileRoutes().map((r) => route(r.path, "routes/offer.tsx", { id: r.path })),
  route("gallary", "routes/gallery.tsx"),
  route("gallery", "routes/gallery-redirect.tsx"),
  route("preview", "routes/preview.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
