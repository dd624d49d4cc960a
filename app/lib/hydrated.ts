/**
 * The marks of a page's hydration (decision 061): `<html data-hydrated>` once React has hydrated
 * the page (set by the root layout's first effect), and the mark a button carries while a tap
 * on it before then waits to be replayed (decision 194: scripts/build/hydration.ts's gate).
 * Browser-safe constants.
 */
export const HYDRATED_ATTRIBUTE = "data-hydrated";
export const WAITING_ATTRIBUTE = "data-waits-for-hydration";
