/**
 * npm run snapshot — mirrors the WordPress REST API into content/cms/.
 * See scripts/snapshot/README.md, or run with --help.
 */
import { main } from "./snapshot/cli";

main(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  cwd: process.cwd(),
  // Loaded only when neither --cms nor CMS_URL is given (start-up time matters to incremental runs).
  companyCmsUrl: async () => (await import("../app/features/site/company.server")).getCompany().cmsApiUrl,
  companyMediaHosts: async () => (await import("../app/features/site/company.server")).getCompany().mediaHosts ?? [],
}).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`error: unexpected failure: ${(err as Error)?.stack ?? String(err)}\n`);
    process.exitCode = 1;
  },
);
