/**
 * `npm test` names each failing test at its end (scripts/lib/test-reports.ts): the reports are
 * the real ones Vitest and Playwright write for a small suite with failures, run here.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firstLine, playwrightFailures, unhandledFailures, vitestFailures } from "../../scripts/lib/test-reports";
import { UNHANDLED_REPORT } from "../../scripts/lib/vitest-unhandled-reporter";

let dir: string;
beforeAll(() => {
  dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "test-reports-")));
  fs.symlinkSync(path.resolve("node_modules"), path.join(dir, "node_modules"));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
}

function runner(args: string[]) {
  return spawnSync(process.execPath, args, { cwd: dir, encoding: "utf8", env: { ...process.env, CI: "", FORCE_COLOR: "1" } });
}

describe("the failing tests a Vitest report names", () => {
  it("each failed test with its file, its describe and test names and its error's first line; a file that did not load by its own error; passing tests not at all; an unhandled error by the project's reporter", () => {
    write("v/sums.test.ts", `import { describe, expect, it } from "vitest";
describe("sums", () => {
  it("adds", () => expect(1 + 1).toBe(2));
  it("carries", () => expect(9 + 1).toBe(11));
});
it("outside a describe", () => { throw new Error("the disk is full\\nsecond line"); });
`);
    write("v/broken.test.ts", `import "./missing-module";\nimport { it } from "vitest";\nit("never runs", () => {});\n`);
    write("v/stray.test.ts", `import { it } from "vitest";\nit("passes, and leaves a rejection no one handles", () => { void Promise.reject(new Error("stray rejection")); });\n`);
    const res = runner([path.resolve("node_modules/vitest/vitest.mjs"), "run", "--root", "v", "--reporter=json", `--outputFile.json=${path.join(dir, "vitest.json")}`, `--reporter=${path.resolve("scripts/lib/vitest-unhandled-reporter.ts")}`]);
    expect(res.status).toBe(1);
    const lines = vitestFailures(JSON.parse(fs.readFileSync(path.join(dir, "vitest.json"), "utf8")), path.join(dir, "v"));
    expect(lines).toHaveLength(3);
    expect(lines).toContain("sums.test.ts › sums carries: AssertionError: expected 10 to be 11 // Object.is equality");
    expect(lines).toContain("sums.test.ts › outside a describe: Error: the disk is full");
    expect(lines.find((l) => l.startsWith("broken.test.ts: "))).toMatch(/^broken\.test\.ts: .*missing-module/);
    // Vitest's JSON report leaves out an error outside the tests; the project's reporter keeps it.
    expect(unhandledFailures(JSON.parse(fs.readFileSync(path.join(dir, ".tmp", UNHANDLED_REPORT), "utf8")))).toEqual(["unhandled error outside the tests: Error: stray rejection"]);
  });

  it("names nothing when the report is missing or not Vitest's", () => {
    expect(vitestFailures(null, "/x")).toEqual([]);
    expect(vitestFailures({ testResults: "no" }, "/x")).toEqual([]);
  });
});

describe("the failing tests a Playwright report names", () => {
  it("each failed spec with its file, line, describe and title and its error's first line, and one that passed only when tried again", () => {
    write("playwright.config.mjs", `export default { testDir: "p", retries: 1, reporter: [["json", { outputFile: "playwright.json" }]] };\n`);
    write("p/menu.spec.ts", `import { expect, test } from "@playwright/test";
import fs from "node:fs";
test.describe("the menu", () => {
  test("opens", () => expect(1).toBe(1));
  test("closes", () => expect("open").toBe("closed"));
});
test("second try", () => {
  const mark = ${JSON.stringify(path.join("MARK"))};
  if (!fs.existsSync(mark)) { fs.writeFileSync(mark, "x"); throw new Error("first try fails"); }
});
`);
    const res = runner([path.resolve("node_modules/@playwright/test/cli.js"), "test", "--config", "playwright.config.mjs"]);
    expect(res.status).toBe(1);
    const lines = playwrightFailures(JSON.parse(fs.readFileSync(path.join(dir, "playwright.json"), "utf8")));
    // In the report's order: a file's own tests, then its describes.
    expect(lines).toEqual([
      "menu.spec.ts:7 › second try (passed only when tried again): Error: first try fails",
      "menu.spec.ts:5 › the menu › closes: Error: expect(received).toBe(expected) // Object.is equality",
    ]);
  });

  it("names an error outside any test, and nothing for a report that is not Playwright's", () => {
    expect(playwrightFailures({ suites: [], errors: [{ message: "Error: no tests found" }] })).toEqual(["outside any test: Error: no tests found"]);
    expect(playwrightFailures("nothing")).toEqual([]);
  });
});

describe("an error on one line", () => {
  it("skips blank lines, drops colours and stops at 200 characters", () => {
    expect(firstLine("\n  \n\u001b[31mError: red\u001b[39m\nat x")).toBe("Error: red");
    expect(firstLine("x".repeat(300))).toBe(`${"x".repeat(199)}…`);
    expect(firstLine(undefined)).toBe("");
  });

  it("adds the assertion's own words when a message of the test's came first, and leaves the stack out", () => {
    const message = "AssertionError: comment\n\nBuilding (the code differs)\nBuilt in 9.9 s\n: expected false to be true // Object.is equality\n    at /work/main/tests/unit/build.test.ts:129:23";
    expect(firstLine(message)).toBe("AssertionError: comment … : expected false to be true // Object.is equality");
    expect(firstLine("Error: boom\n    at x (y.ts:1:1)\n    expected nothing")).toBe("Error: boom");
  });
});
