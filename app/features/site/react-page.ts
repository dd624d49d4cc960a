/**
 * Which pages ship React (decision 116). A route module that needs no React in the browser
 * exports `handle: ReactHandle = { react: false }` (or `"sections"`: decided by the sections it
 * shows); the root layout then renders its prerendered HTML without React Router's scripts: no module scripts,
 * no modulepreload, no inline route data, no hydration gate. Every other route keeps React,
 * so a route that says nothing (and the app shell, which opens slugs newer than the build)
 * hydrates as before.
 */
import { typesNeedReact } from "~/features/sections/react-types";

export interface ReactHandle {
  /**
   * false: the page is plain HTML; "sections": plain unless one of the sections the loader lists
   * in `types` needs React. Written as a literal in each route module (`handle: ReactHandle`), so
   * the browser bundle carries only the literal: the decision is made when prerendering.
   */
  react: boolean | "sections";
}

function hasTypes(data: unknown): data is { types: readonly string[] } {
  return typeof data === "object" && data !== null && "types" in data && Array.isArray(data.types);
}

function isReactHandle(handle: unknown): handle is ReactHandle {
  return typeof handle === "object" && handle !== null && "react" in handle && (typeof handle.react === "boolean" || handle.react === "sections");
}

/** Whether the page these route matches render needs React in the browser: its deepest route decides. */
export function pageNeedsReact(matches: readonly { handle?: unknown; data?: unknown }[]): boolean {
  const leaf = matches.at(-1);
  if (!leaf || !isReactHandle(leaf.handle)) return true;
  const { react } = leaf.handle;
  if (react !== "sections") return react;
  return !hasTypes(leaf.data) || typesNeedReact(leaf.data.types);
}
