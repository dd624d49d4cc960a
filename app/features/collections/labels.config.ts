import { tsImport } from "tsx/esm/api";

/**
 * `__DETAIL_LABELS__` for vite.config.ts and vitest.config.ts: the content readers use the `~/`
 * alias, which Vite's config loader does not resolve, so they are loaded through tsx (which reads
 * tsconfig's paths). Returns the JSON text `define` expects.
 */
export async function detailLabelsDefine(): Promise<string> {
  const mod: typeof import("./labels.server") = await tsImport("./labels.server.ts", import.meta.url);
  return JSON.stringify(mod.readDetailLabels());
}
