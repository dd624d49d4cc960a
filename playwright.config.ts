import os from "node:os";
import { defineConfig } from "@playwright/test";
import { chromiumPath, e2ePort, playwrightJsonReport } from "./app/content/environment.server";

const PORT = e2ePort();

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // As many workers as the machine has cores, and at least 2: a test spends most of its time
  // waiting on the browser and the server, so two share even a 2-core machine well (issue 23).
  workers: Math.max(2, os.availableParallelism()),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: playwrightJsonReport() ? [["list"], ["json", { outputFile: ".tmp/playwright.json" }]] : "list",
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: "chromium",
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    trace: "off",
  },
  webServer: {
    command: `node --import tsx scripts/serve.ts --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    timeout: 30_000,
  },
});
