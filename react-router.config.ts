import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/paths.server";

export default {
  appDirectory: "app",
  // Static site: every route is prerendered to HTML at build time; no runtime server.
  ssr: false,
  async prerender({ getStaticPaths }) {
    return prerenderPaths(getStaticPaths());
  },
} satisfies Config;
