/**
 * `npm test`'s order and counting (scripts/lib/test-run.ts, driven by scripts/test.ts):
 * Chromium before the first suite that drives it, and a step that failed, crashed or
 * never started is never reported as `0 failed`.
 */
import { describe, expect, it } from "vitest";
import { NAMED_FAILURES, planSteps, runSteps, tally, type Counts, type Runner, type StepName } from "../../scripts/lib/test-run";

interface Fake {
  exit?: Partial<Record<StepName, boolean>>;
  counts?: Partial<Record<StepName, Counts | null>>;
  chromium?: string | null;
  /** How long each step takes on the fake clock (default 1 s). */
  ms?: Partial<Record<StepName, number>>;
}

function fakeRunner(f: Fake = {}): Runner & { calls: string[] } {
  const calls: string[] = [];
  let clock = 0;
  return {
    calls,
    now: () => clock,
    exec(step) {
      calls.push(step.name);
      clock += f.ms?.[step.name] ?? 1000;
      return f.exit?.[step.name] ?? true;
    },
    counts(step) {
      return f.counts?.[step.name] ?? null;
    },
    ensureChromium() {
      calls.push("chromium");
      return f.chromium === undefined ? null : f.chromium;
    },
  };
}

/** The line for a step that failed while its report named no test. */
const unnamed = (step: string) => `  ${step}: no test named in its report (an error outside the tests, such as Vitest's "Unhandled Errors", or the runner stopped): see its output above`;

const GREEN: Fake["counts"] = { unit: { passed: 400, failed: 0 }, e2e: { passed: 200, failed: 0 } };

describe("npm test: order", () => {
  it("makes Chromium available before the unit suite, which drives it for the sanitiser tests, and checks it once", () => {
    const r = fakeRunner({ counts: GREEN });
    runSteps(planSteps([]), r);
    expect(r.calls).toEqual(["typecheck", "chromium", "unit", "build", "e2e"]);
  });

  it("asks for Chromium before e2e when only the browser tests run, and e2e brings its build", () => {
    const r = fakeRunner({ counts: GREEN });
    runSteps(planSteps(["e2e"]), r);
    expect(r.calls).toEqual(["build", "chromium", "e2e"]);
  });

  it("does not look for Chromium when no step needs it", () => {
    const r = fakeRunner();
    runSteps(planSteps(["typecheck"]), r);
    expect(r.calls).toEqual(["typecheck"]);
  });
});

describe("npm test: the closing line", () => {
  it("adds up the suites when everything passes", () => {
    const t = tally(runSteps(planSteps([]), fakeRunner({ counts: GREEN })));
    expect(t.lines).toEqual(["Steps: typecheck ok (1 s), unit ok (1 s), build ok (1 s), e2e ok (1 s)", "Time: 4 s for the steps", "tests: 600 passed, 0 failed"]);
    expect(t.ok).toBe(true);
  });

  it("counts each failing test the suites report", () => {
    const t = tally(runSteps(planSteps([]), fakeRunner({ exit: { unit: false }, counts: { ...GREEN, unit: { passed: 397, failed: 3 } } })));
    expect(t.lines.at(-1)).toBe("tests: 597 passed, 3 failed");
    expect(t.ok).toBe(false);
  });

  it("counts a suite that crashed before writing its report as a failure, not 0 failed", () => {
    const t = tally(runSteps(planSteps([]), fakeRunner({ exit: { unit: false }, counts: { e2e: GREEN.e2e } })));
    expect(t.lines).toEqual([
      "Steps: typecheck ok (1 s), unit FAILED (1 s), build ok (1 s), e2e ok (1 s)",
      "Time: 4 s for the steps",
      "Failed:",
      unnamed("unit"),
      "tests: 200 passed, 1 failed",
    ]);
  });

  it("counts a failed typecheck, and a report of failures from a runner that exited 0", () => {
    const t = tally(runSteps(planSteps([]), fakeRunner({ exit: { typecheck: false }, counts: { unit: GREEN.unit, e2e: { passed: 199, failed: 1 } } })));
    // The typecheck writes no report, so it names nothing; the browser suite's report named no test.
    expect(t.lines).toEqual([
      "Steps: typecheck FAILED (1 s), unit ok (1 s), build ok (1 s), e2e FAILED (1 s)",
      "Time: 4 s for the steps",
      "Failed:",
      unnamed("e2e"),
      "tests: 599 passed, 2 failed",
    ]);
  });

  it("counts the browser tests a failed build kept from running", () => {
    const r = fakeRunner({ exit: { build: false }, counts: GREEN });
    const t = tally(runSteps(planSteps([]), r));
    expect(r.calls).not.toContain("e2e");
    expect(t.lines).toEqual(["Steps: typecheck ok (1 s), unit ok (1 s), build FAILED (1 s), e2e NOT RUN (build failed)", "Time: 3 s for the steps", "tests: 400 passed, 2 failed"]);
  });

  it("counts every suite that could not start without Chromium, and runs the rest", () => {
    const r = fakeRunner({ chromium: "Chromium is missing at /usr/bin/chromium: install it." });
    const t = tally(runSteps(planSteps([]), r));
    expect(r.calls).toEqual(["typecheck", "chromium", "build"]);
    expect(t.lines).toEqual(["Steps: typecheck ok (1 s), unit NOT RUN (no Chromium), build ok (1 s), e2e NOT RUN (no Chromium)", "Time: 2 s for the steps", "tests: 0 passed, 2 failed"]);
    expect(t.ok).toBe(false);
  });
});

describe("npm test: the failing tests by name", () => {
  it("names each failing test the suites reported, by step, just above the closing line", () => {
    const counts = {
      unit: { passed: 399, failed: 1, failures: ["tests/unit/a.test.ts › deadline ends in time: expected 812 to be less than 700"] },
      e2e: { passed: 199, failed: 1, failures: ["tests/e2e/menu.spec.ts:12 › the menu › closes: Error: timed out"] },
    };
    const t = tally(runSteps(planSteps([]), fakeRunner({ exit: { unit: false, e2e: false }, counts })));
    expect(t.lines).toEqual([
      "Steps: typecheck ok (1 s), unit FAILED (1 s), build ok (1 s), e2e FAILED (1 s)",
      "Time: 4 s for the steps",
      "Failed:",
      "  unit: tests/unit/a.test.ts › deadline ends in time: expected 812 to be less than 700",
      "  e2e: tests/e2e/menu.spec.ts:12 › the menu › closes: Error: timed out",
      "tests: 598 passed, 2 failed",
    ]);
  });

  it(`names at most ${NAMED_FAILURES} and says how many more there are`, () => {
    const failures = Array.from({ length: NAMED_FAILURES + 3 }, (_, i) => `t${i}`);
    const t = tally(runSteps(planSteps(["unit"]), fakeRunner({ exit: { unit: false }, counts: { unit: { passed: 0, failed: failures.length, failures } } })));
    expect(t.lines.filter((l) => l.startsWith("  unit: "))).toHaveLength(NAMED_FAILURES);
    expect(t.lines.slice(-2)).toEqual(["  … and 3 more (above)", `tests: 0 passed, ${NAMED_FAILURES + 3} failed`]);
  });

  it("adds no lines when nothing failed", () => {
    expect(tally(runSteps(planSteps([]), fakeRunner({ counts: GREEN }))).lines).toHaveLength(3);
  });
});

describe("npm test: durations", () => {
  it("prints each step's duration as a person reads it, and their sum", () => {
    const t = tally(runSteps(planSteps([]), fakeRunner({ counts: GREEN, ms: { typecheck: 41_400, unit: 185_000, build: 89_600, e2e: 600_000 } })));
    expect(t.lines.slice(0, 2)).toEqual(["Steps: typecheck ok (41 s), unit ok (3 min 05 s), build ok (1 min 30 s), e2e ok (10 min 00 s)", "Time: 15 min 16 s for the steps"]);
  });

  it("does not count the time Chromium takes to install", () => {
    let clock = 0;
    const r = fakeRunner({ counts: GREEN });
    const t = tally(runSteps(planSteps(["unit"]), { ...r, now: () => clock, exec: (s) => ((clock += 2000), r.exec(s)), ensureChromium: () => ((clock += 60_000), null) }));
    expect(t.lines.slice(0, 2)).toEqual(["Steps: unit ok (2 s)", "Time: 2 s for the steps"]);
  });
});
