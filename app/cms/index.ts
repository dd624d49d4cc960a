/**
 * The CMS layer shared by the snapshot command (Node) and live pages (browser).
 * Nothing here imports Node-only modules.
 */
export * from "./http";
export * from "./wp-schemas";
export * from "./sanitize";
export * from "./normalize";
export * from "./snapshot-schema";
export * from "./collections";
export {
  createWpClient,
  isNoRoute,
  isPastLastPage,
  WpNotFoundError,
  MAX_PER_PAGE,
  EMBED,
  PORTFOLIO_CATEGORY_SLUG,
  FAQ_CATEGORY_SLUG,
  type WpClient,
  type WpClientOptions,
  type WpList,
  type Query,
  type ItemParser,
} from "./client";
