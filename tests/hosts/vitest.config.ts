/**
 * npm run test:hosts — the built site on each host's own runtime (decision 099): npm start,
 * nginx, Cloudflare Pages (wrangler pages dev) and Netlify (netlify dev), one file after the
 * other (each starts its runtime; two cores). Builds first when there is no build.
 */
import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  root: path.resolve(import.meta.dirname, "../.."),
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "../../app") } },
  test: {
    include: ["tests/hosts/**/*.test.ts"],
    globalSetup: ["tests/hosts/global-setup.ts"],
    environment: "node",
    pool: "forks",
    fileParallelism: false,
    testTimeout: 30_000,
    // Starting a runtime; the first Netlify run also installs its CLI (a few minutes).
    hookTimeout: 600_000,
  },
});
