/**
 * npm run check:content — validates every content file and lists every problem as
 * `path: field: message`. Exits 1 when anything is wrong. The build runs it first.
 */
import { checkAllContent } from "../app/content/registry.server";
import { formatProblem } from "../app/content/errors";
import { recheckSnapshotAhead } from "./lib/recheck-parallel";
import { isMain } from "./lib/is-main.mjs";

/**
 * `afterRecheck`: called once, when no process of the re-check on every core runs any more: at
 * once when it needs none, else when they have gone; the check waits for it (the build then
 * finds its kept bundles, whose key reads the snapshot, and warms React Router's worker with
 * them, decisions 134 and 135).
 */
export async function runContentCheck(afterRecheck: () => void | Promise<void> = () => {}): Promise<boolean> {
  let called: Promise<void> | undefined;
  const once = () => (called ??= Promise.resolve().then(afterRecheck));
  // The snapshot's sanitiser re-check on every core first; the check below then redoes only what
  // that did not find clean, and reports it.
  // It only saves time: if it fails, the check below does all of it.
  await recheckSnapshotAhead(() => void once()).catch((err: unknown) => console.warn(`  note: the snapshot re-check on every core did not finish (${err instanceof Error ? err.message.split("\n")[0] : err}); checking in one process`));
  await once();
  const { files, problems } = checkAllContent();
  if (problems.length === 0) {
    console.log(`Content OK: ${files} files checked.`);
    const { getCompany, leadsNote } = await import("../app/features/site/company.server");
    const note = leadsNote(getCompany());
    if (note) console.warn(`  ${note}`);
    return true;
  }
  console.error(`Content has ${problems.length} problem${problems.length === 1 ? "" : "s"}:`);
  for (const p of problems) console.error(`  ${formatProblem(p)}`);
  return false;
}

if (isMain(import.meta.url)) {
  process.exit((await runContentCheck()) ? 0 : 1);
}
