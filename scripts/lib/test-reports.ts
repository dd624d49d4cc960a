/**
 * The failing tests named in the runners' JSON reports (Vitest's and Playwright's), one line
 * each: `file › test name: first line of the error`. `npm test` prints them at its end
 * (scripts/lib/test-run.ts), so the last lines of a CI log say what failed, not only how many.
 * Reads only what it is given: a missing or odd report names nothing.
 */

const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");

const clip = (line: string) => (line.length > 200 ? `${line.slice(0, 199)}…` : line);

/**
 * An error message on one line: its first non-empty line, without colours, at most 200
 * characters. When an assertion carried a message of its own (a build's log, say), the error's
 * own words come last, just before the stack: then that line is added after "…".
 */
export function firstLine(message: unknown): string {
  const text = typeof message === "string" ? message.replace(ANSI, "") : "";
  const lines: string[] = [];
  for (const raw of text.split("\n")) {
    if (/^\s+at /.test(raw)) break;
    if (raw.trim()) lines.push(raw.trim());
  }
  const first = clip(lines[0] ?? "");
  const last = lines.length > 1 ? lines[lines.length - 1]! : "";
  return /\bexpected\b/.test(last) && !/\bexpected\b/.test(first) ? `${first} … ${clip(last)}` : first;
}

const rec = (v: unknown): Record<string, unknown> => (v && typeof v === "object" ? (v as Record<string, unknown>) : {});
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string => (typeof v === "string" ? v : "");
const named = (where: string, error: string) => (error ? `${where}: ${error}` : where);

function relative(file: string, root: string): string {
  return root && file.startsWith(`${root}/`) ? file.slice(root.length + 1) : file;
}

/** Vitest's `--reporter=json`: each failed test, and each file that failed without one (it did not load). */
export function vitestFailures(report: unknown, root: string): string[] {
  const out: string[] = [];
  for (const file of list(rec(report).testResults)) {
    const f = rec(file);
    const where = relative(str(f.name), root);
    const failed = list(f.assertionResults).map(rec).filter((t) => t.status === "failed");
    for (const t of failed) out.push(named(`${where} › ${str(t.fullName)}`, firstLine(list(t.failureMessages)[0])));
    // A file that failed with no failed test: it did not load, or a hook failed (its tests then skipped).
    if (!failed.length && f.status === "failed") out.push(named(where, firstLine(f.message) || "the file or one of its hooks failed before its tests ran"));
  }
  return out;
}

/** The unhandled errors scripts/lib/vitest-unhandled-reporter.ts wrote: each on one line. */
export function unhandledFailures(report: unknown): string[] {
  return list(report)
    .map(rec)
    .map((e) => `unhandled error outside the tests: ${firstLine(`${str(e.name) || "Error"}: ${str(e.message)}`)}`);
}

/** Playwright's `json` reporter: each spec that failed or passed only on a retry, and each error outside a test. */
export function playwrightFailures(report: unknown): string[] {
  const out: string[] = [];
  const walk = (suite: Record<string, unknown>, titles: string[]) => {
    for (const s of list(suite.specs).map(rec)) {
      const tests = list(s.tests).map(rec);
      const bad = tests.find((t) => t.status === "unexpected" || t.status === "flaky");
      if (!bad) continue;
      const results = list(bad.results).map(rec);
      const error = results.map((r) => firstLine(rec(r.error).message)).find(Boolean) ?? "";
      const where = `${str(s.file)}:${typeof s.line === "number" ? s.line : "?"} › ${[...titles, str(s.title)].join(" › ")}`;
      out.push(named(bad.status === "flaky" ? `${where} (passed only when tried again)` : where, error));
    }
    for (const child of list(suite.suites).map(rec)) walk(child, [...titles, str(child.title)]);
  };
  // A file's own suite is titled with the file's path, which each line already starts with.
  for (const top of list(rec(report).suites).map(rec)) walk(top, []);
  for (const e of list(rec(report).errors)) out.push(named("outside any test", firstLine(rec(e).message)));
  return out;
}
