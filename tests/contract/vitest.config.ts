/**
 * The contract tests against a real WordPress (npm run test:contract): the
 * snapshot (wordpress.test.ts), the plugin (plugin.test.ts) and the built site in
 * Chromium (site.test.ts), one file after
 * the other in one worker (each starts its own stack), generous hook time for
 * starting WordPress and the snapshot.
 */
import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  root: path.resolve(import.meta.dirname, "../.."),
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "../../app") } },
  test: {
    include: ["tests/contract/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
