/**
 * npm run snapshot — mirrors the WordPress REST API into content/cms/.
 * See scripts/snapshot/README.md, or run with --help.
 */
import { getCompany } from "../app/content/company.server";
import { main } from "./snapshot/cli";

main(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  cwd: process.cwd(),
  companyCmsUrl: () => getCompany().cmsApiUrl,
}).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`error: unexpected failure: ${(err as Error)?.stack ?? String(err)}\n`);
    process.exitCode = 1;
  },
);
