import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/paths.server";

export default {
  appDirectory: "app",
  // BUILD_DIR lets tests build variants (e.g. an empty snapshot) beside the real build.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Static site: every route is prerendered to HTML at build time; no runtime server.
  ssr: false,
  async prerender({ getStaticPaths }) {
    return prerenderPaths(getStaticPaths());
  },
} satisfies Config;
