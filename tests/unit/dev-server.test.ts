/**
 * `npm run dev` must start: React Router asks Vite to pre-bundle react-router-dom whenever it
 * resolves, and here it is the version 5 that the /admin editor depends on, which cannot be
 * bundled against React Router 7 (vite.config.ts, noRouterDomPrebundle).
 */
import { resolveConfig } from "vite";
import { expect, it } from "vitest";

it("dev pre-bundling keeps React Router 7 and leaves out the editor's react-router-dom 5", async () => {
  const config = await resolveConfig({ configFile: "vite.config.ts", logLevel: "silent" }, "serve", "development");
  for (const include of [config.optimizeDeps.include ?? [], config.environments.client?.optimizeDeps.include ?? []]) {
    expect(include).toContain("react-router");
    expect(include).not.toContain("react-router-dom");
  }
});
