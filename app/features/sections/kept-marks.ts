/**
 * The markers of markup kept without its code (decision 167), apart from ./kept-markup.ts: the
 * build reads them too (the speculation rules, app/features/site/speculation.ts), and a module the
 * build bundles may not use `import.meta.env`.
 */

/** The marker of a section kept without its code (HeldSection). */
export const HELD_SECTION = "data-held-section";

/** The marker of a tab panel kept without its code for good (HeldPanel's `keep`). */
export const KEPT_PANEL = "data-kept-panel";

/**
 * The links of markup kept without its code, as selectors: ordinary links, which the speculation
 * rules of a page with React prefetch as a plain page's (app/features/site/speculation.ts).
 */
export const KEPT_LINKS = [`[${HELD_SECTION}] a`, `[${KEPT_PANEL}] a`];
