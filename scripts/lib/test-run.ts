/**
 * What `npm test` runs, in what order, and how it counts (scripts/test.ts is the
 * thin command around this). Kept free of process globals so a unit test can drive
 * it with fake commands and check the order and the closing line.
 *
 * Rules:
 * - Chromium is made available before the first step that needs it (the unit suite
 *   already drives it for the sanitiser's browser tests).
 * - A step that fails counts at least one failure, even when it reported none
 *   (it crashed, or never started); a step that could not run because Chromium or an
 *   earlier step it depends on failed counts one failure too.
 */

export type StepName = "typecheck" | "unit" | "build" | "e2e";

export interface Step {
  name: StepName;
  title: string;
  /** Drives Chromium: it must be installed before this step starts. */
  needsChromium: boolean;
  /** Runs only when this earlier step succeeded. */
  needs?: StepName;
  /** Where the step's runner writes its counts (JSON), if it reports any. */
  report?: "vitest" | "playwright";
}

export const STEPS: readonly Step[] = [
  { name: "typecheck", title: "Typecheck", needsChromium: false },
  { name: "unit", title: "Unit tests (Vitest)", needsChromium: true, report: "vitest" },
  { name: "build", title: "Build", needsChromium: false },
  { name: "e2e", title: "Browser tests (Playwright + Chromium)", needsChromium: true, needs: "build", report: "playwright" },
];

/** `npm test` runs every step; `npm test -- unit e2e` runs those (e2e brings its build). */
export function planSteps(only: readonly string[]): Step[] {
  if (!only.length) return [...STEPS];
  const wanted = new Set(only);
  if (wanted.has("e2e")) wanted.add("build");
  return STEPS.filter((s) => wanted.has(s.name));
}

export interface Counts {
  passed: number;
  failed: number;
  /** Each failing test, one line: where it is, its name and the first line of its error. */
  failures?: string[];
}

/** How many failing tests the summary names before it says how many more there are. */
export const NAMED_FAILURES = 20;

export type Outcome =
  | { state: "ok" | "failed"; counts: Counts | null; ms: number }
  | { state: "not run"; why: string };

export interface Runner {
  /** Runs one step; true when it exited 0. */
  exec(step: Step): boolean;
  /** The counts the step's runner wrote, or null when it wrote none (it crashed or never started). */
  counts(step: Step): Counts | null;
  /** Makes Chromium available; returns a sentence saying why not, or null when it is there. */
  ensureChromium(): string | null;
  /** The clock the steps are timed by (milliseconds); Date.now unless a test gives another. */
  now?(): number;
}

/** Runs the plan in order; returns each step's outcome. */
export function runSteps(plan: readonly Step[], r: Runner): Map<StepName, Outcome> {
  const out = new Map<StepName, Outcome>();
  let chromium: string | null | undefined; // undefined: not checked yet
  for (const step of plan) {
    if (step.needs && out.has(step.needs) && out.get(step.needs)!.state !== "ok") {
      out.set(step.name, { state: "not run", why: `${step.needs} failed` });
      continue;
    }
    if (step.needsChromium) {
      if (chromium === undefined) chromium = r.ensureChromium();
      if (chromium !== null) {
        out.set(step.name, { state: "not run", why: "no Chromium" });
        continue;
      }
    }
    const now = () => (r.now ? r.now() : Date.now());
    const started = now();
    const ok = r.exec(step);
    const ms = now() - started;
    const counts = step.report ? r.counts(step) : null;
    const failedCount = counts?.failed ?? 0;
    out.set(step.name, { state: ok && failedCount === 0 ? "ok" : "failed", counts, ms });
  }
  return out;
}

/** A duration as a person reads it: `42 s`, `3 min 05 s`. */
export function duration(ms: number): string {
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, "0")} s`;
}

/**
 * The totals and the closing lines: `Steps: …` with each step's outcome and duration,
 * `Time: …` (the steps together; a Chromium install is not counted), then each failing test
 * the suites named (at most NAMED_FAILURES, so the end of a long CI log still says what failed),
 * and last `tests: N passed, N failed`.
 */
const step = (name: StepName): Step => STEPS.find((s) => s.name === name)!;

export function tally(outcomes: ReadonlyMap<StepName, Outcome>): { passed: number; failed: number; ok: boolean; lines: string[] } {
  let passed = 0;
  let failed = 0;
  const parts: string[] = [];
  const named: string[] = [];
  let ms = 0;
  for (const [name, o] of outcomes) {
    if (o.state === "not run") {
      failed += 1;
      parts.push(`${name} NOT RUN (${o.why})`);
      continue;
    }
    passed += o.counts?.passed ?? 0;
    const reported = o.counts?.failed ?? 0;
    failed += o.state === "failed" ? Math.max(1, reported) : reported;
    parts.push(`${name} ${o.state === "ok" ? "ok" : "FAILED"} (${duration(o.ms)})`);
    const names = o.counts?.failures ?? [];
    named.push(...names.map((f) => `  ${name}: ${f}`));
    // Failed, yet its report names no test: an error outside the tests, or a runner that stopped.
    if (o.state === "failed" && !names.length && step(name).report) named.push(`  ${name}: no test named in its report (an error outside the tests, such as Vitest's "Unhandled Errors", or the runner stopped): see its output above`);
    ms += o.ms;
  }
  const failures = named.length ? ["Failed:", ...named.slice(0, NAMED_FAILURES), ...(named.length > NAMED_FAILURES ? [`  … and ${named.length - NAMED_FAILURES} more (above)`] : [])] : [];
  return { passed, failed, ok: failed === 0, lines: [`Steps: ${parts.join(", ")}`, `Time: ${duration(ms)} for the steps`, ...failures, `tests: ${passed} passed, ${failed} failed`] };
}
