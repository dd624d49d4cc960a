/**
 * A Vitest reporter that writes the run's unhandled errors (an error or rejection outside any
 * test, which fails the run while every test passed) to `UNHANDLED_REPORT` in the scratch
 * folder, as JSON `[{ name, message }]`. Vitest's own JSON report leaves them out, so without this `npm test`
 * could say only that the unit step failed, not why (decision 198).
 */
import fs from "node:fs";
import path from "node:path";
import type { Reporter } from "vitest/reporters";
import { scratchDir } from "../../app/content/environment.server";

export const UNHANDLED_REPORT = "vitest-unhandled.json";

export default class UnhandledErrorsReporter implements Reporter {
  onTestRunEnd(_modules: unknown, errors: ReadonlyArray<{ name?: string; message?: string }>) {
    fs.mkdirSync(scratchDir(), { recursive: true });
    fs.writeFileSync(path.join(scratchDir(), UNHANDLED_REPORT), JSON.stringify(errors.map((e) => ({ name: e.name ?? "Error", message: e.message ?? "" }))));
  }
}
