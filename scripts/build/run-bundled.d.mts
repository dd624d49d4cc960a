import type { Metafile } from "esbuild";

/** Where the build's bundles are kept: one folder each, named by its digest (./run-bundled.mjs). */
export const BUNDLES_DIR: string;
/** The bundle's entry file in its folder. */
export const ENTRY_FILE: string;
/** Bundles scripts/build.ts into its folder in BUNDLES_DIR; that folder and esbuild's metafile. */
export function bundleBuild(): Promise<{ dir: string; metafile: Metafile }>;
