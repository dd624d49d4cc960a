/**
 * npx tsx scripts/wordpress/wp.ts [--port <n>] [--dir <folder>]
 *
 * Starts the contract-test WordPress (see README.md beside this file) and keeps
 * it running until Ctrl-C or SIGTERM, then stops everything it started.
 * Without --dir it works in a new temporary folder, deleted on stop.
 */
import { parseArgs } from "node:util";
import { StackError, startWordPress } from "./stack";

const HELP = `Usage: npx tsx scripts/wordpress/wp.ts [--port <n>] [--dir <folder>]

Starts a throwaway WordPress (Debian's packages: nginx, PHP-FPM, MariaDB) on
127.0.0.1 with the studio's seeded content, prints its REST URL, and stops it
all on Ctrl-C. Install the packages first: bash scripts/wordpress/setup.sh

Options:
  --port <n>      port on 127.0.0.1 (default: a free one)
  --dir <folder>  empty folder for database, uploads and logs, kept after stop
                  (default: a temporary folder, deleted on stop)
  -h, --help      this text
`;

async function main() {
  const { values } = parseArgs({
    options: { port: { type: "string" }, dir: { type: "string" }, help: { type: "boolean", short: "h" } },
    strict: true,
  });
  if (values.help) {
    process.stdout.write(HELP);
    return;
  }
  if (values.port !== undefined && !/^\d+$/.test(values.port)) throw new StackError(`--port: expected a number, got ${JSON.stringify(values.port)}`);
  const wp = await startWordPress({ port: values.port ? Number(values.port) : undefined, dir: values.dir, log: (l) => console.error(l) });
  console.log(`WordPress: ${wp.url}\nREST API:  ${wp.api}\nPress Ctrl-C to stop.`);
  const stop = () => {
    console.error("Stopping…");
    wp.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((err: unknown) => {
  console.error(`error: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
