import type { Plugin } from "esbuild";

/** esbuild's plugin that writes each project module's `import.meta.url`, `filename` and `dirname` as its source file's (./source-meta.mjs). */
export function sourceMeta(): Plugin;
