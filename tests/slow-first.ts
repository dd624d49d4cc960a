import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The unit suite's order on a machine with no timings yet (a fresh clone, CI): the files that
 * build the site or take whole snapshots start first, so neither of the two workers is left
 * with a multi-minute file at the end while the other sits idle (issue 23). Later runs keep
 * Vitest's own order (slowest first by the durations it remembered), with these ahead of it.
 */
const SLOW_FIRST = ["tests/unit/build-incremental.test.ts", "tests/unit/cms/incremental.test.ts", "tests/unit/build-empty-snapshot.test.ts"];

export class SlowFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification) => {
      const i = SLOW_FIRST.findIndex((s) => f.moduleId.endsWith(s));
      return i === -1 ? SLOW_FIRST.length : i;
    };
    return sorted.map((f, i) => ({ f, i })).sort((a, b) => rank(a.f) - rank(b.f) || a.i - b.i).map(({ f }) => f);
  }
}
