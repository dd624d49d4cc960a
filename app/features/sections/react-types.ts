import type { SectionType } from "./schema";

/**
 * The section types and page blocks whose components need React in the browser (decision 116):
 * carousels, sliders and tabs, home's slideshow and contact's form. A page showing none of them
 * is plain HTML; the FAQ accordion is <details>, reveals run in the page script.
 */
const REACT_TYPES: readonly string[] = ["carousel", "slider", "tabs", "slideshow", "contact"] satisfies (SectionType | "slideshow" | "contact")[];
export const typesNeedReact = (types: readonly string[]): boolean => types.some((t) => REACT_TYPES.includes(t));
