/**
 * npm start: Netlify's documented semantics (files first, then the rules; Pretty URLs: `/about/`
 * → 301 `/about`; `_headers` on every answer), which `netlify dev` does not imitate in full, for a
 * `DEPLOY_HOST=netlify` build: an unbuilt slug gets the shell with 200 (decision 099).
 */
import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { startNpmStart } from "../../scripts/hosts/npm-start";
import { NPM_START_LIVE_STATUS } from "../../scripts/lib/host-rules";
import { describeHost } from "./checks";
import { BUILD, workDir } from "./site";
import { hostTestsPort } from "../../app/content/environment.server";

describeHost({
  name: "npm start (Netlify's documented semantics)",
  start: () => startNpmStart({ dir: BUILD, port: hostTestsPort(0), workDir: workDir("npm-start") }),
  newSlugStatus: NPM_START_LIVE_STATUS,
  newSlugData: "shell",
  trailingSlash: { status: 301, location: "/about" },
  admin: { page: "/admin" },
  headersOnRedirects: true,
  cacheControlFromHeaders: true,
  oldAddresses: { queries: true, slashHops: 1 },
});

it("npm start says which host it imitates", () => {
  const log = fs.readFileSync(path.join(workDir("npm-start"), "npm-start.log"), "utf8");
  expect(log).toContain(`Imitating Netlify serving a DEPLOY_HOST=netlify build (decision 099)`);
  expect(log).toContain(`slugs get the app shell with ${NPM_START_LIVE_STATUS}.`);
});
