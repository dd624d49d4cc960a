/**
 * Which pages ship React (decision 116). A route module that needs no React in the browser
 * exports `handle = staticPage` (or `sectionsPage`, decided by the sections it shows); the root
 * layout then renders its prerendered HTML without React Router's scripts: no module scripts,
 * no modulepreload, no inline route data, no hydration gate. Every other route keeps React,
 * so a route that says nothing (and the app shell, which opens slugs newer than the build)
 * hydrates as before.
 */
import { typesNeedReact } from "~/features/sections/kinds";

export interface ReactHandle {
  /** False: the page is plain HTML; a function decides from the route's loader data. */
  react: boolean | ((data: unknown) => boolean);
}

/** For a route whose pages need no React (an article, an FAQ item, an offer). */
export const staticPage: ReactHandle = { react: false };

function hasTypes(data: unknown): data is { types: readonly string[] } {
  return typeof data === "object" && data !== null && "types" in data && Array.isArray(data.types);
}

/** For a page made of sections: React only when one of them needs it (a carousel, a slider, tabs, the slideshow, the contact form). */
export const sectionsPage: ReactHandle = { react: (data) => !hasTypes(data) || typesNeedReact(data.types) };

function isReactHandle(handle: unknown): handle is ReactHandle {
  return typeof handle === "object" && handle !== null && "react" in handle && (typeof handle.react === "boolean" || typeof handle.react === "function");
}

/** Whether the page these route matches render needs React in the browser: its deepest route decides. */
export function pageNeedsReact(matches: readonly { handle?: unknown; data?: unknown }[]): boolean {
  const leaf = matches.at(-1);
  if (!leaf || !isReactHandle(leaf.handle)) return true;
  const { react } = leaf.handle;
  return typeof react === "function" ? react(leaf.data) : react;
}
