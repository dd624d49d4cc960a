import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { detailLabelsDefine } from "./app/features/collections/labels.config";

export default defineConfig({
  resolve: { alias: { "~": path.resolve("app") } },
  define: {
    __SITE__: JSON.stringify({ name: "Studio", url: "https://www.example.com", teamName: "Studio Team", cmsApiUrl: "http://127.0.0.1:9/blog/wp-json/wp/v2" }),
    __DETAIL_LABELS__: await detailLabelsDefine(),
  },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx", "app/**/*.test.ts", "app/**/*.test.tsx"],
    environment: "node",
    testTimeout: 20_000,
    // Vitest's default leaves a core idle (cores − 1: one worker on 2 cores); most unit tests
    // wait on child processes, servers and timers, so one file per core keeps both busy (issue 23).
    maxWorkers: Math.max(2, os.availableParallelism()),
  },
});
