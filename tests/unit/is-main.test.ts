/**
 * A script run as a command knows itself (scripts/lib/is-main.mjs) when it is named through a
 * symlinked folder, or in a folder whose name a URL escapes: compared as a URL, it did nothing
 * and exited 0.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, afterEach, expect, it } from "vitest";
import { isMain } from "../../scripts/lib/is-main.mjs";
import { breakField, copyContent } from "../fixtures/files";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "is-main-"));
const argv1 = process.argv[1];
afterEach(() => {
  if (argv1 === undefined) process.argv.splice(1);
  else process.argv[1] = argv1;
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

it("takes a module for the started script when both name the same file, through a link or not", () => {
  const file = path.join(tmp, "script.mjs");
  fs.writeFileSync(file, "");
  fs.symlinkSync(tmp, path.join(tmp, "linked folder"));
  process.argv[1] = path.join(tmp, "linked folder", "script.mjs");
  expect(isMain(pathToFileURL(file).href)).toBe(true);
  process.argv[1] = file;
  expect(isMain(pathToFileURL(file).href)).toBe(true);
  fs.writeFileSync(path.join(tmp, "other.mjs"), "");
  expect(isMain(pathToFileURL(path.join(tmp, "other.mjs")).href)).toBe(false);
  process.argv[1] = path.join(tmp, "gone.mjs");
  expect(isMain(pathToFileURL(file).href)).toBe(false);
});

it.each([
  ["a symlinked folder", "project-link"],
  ["a folder named with a space", "the project"],
])("`npm run check:content`'s script, started through %s, checks the content and names the broken file", (_, name) => {
  const content = copyContent(path.join(tmp, `content-${name.replace(/\W/g, "-")}`));
  const broken = breakField(content, "reviews", "rating", "ten");
  const project = path.join(tmp, name);
  fs.symlinkSync(process.cwd(), project);
  const res = spawnSync(process.execPath, ["--import", "tsx", path.join(project, "scripts", "check-content.ts")], { cwd: process.cwd(), env: { ...process.env, CONTENT_DIR: content }, encoding: "utf8" });
  expect(res.status, res.stdout + res.stderr).toBe(1);
  expect(res.stderr).toContain(`${path.relative(content, broken)}: rating: `);
}, 120_000);

it("no script of the project compares its own URL with the started script's path", () => {
  const scripts = fs.readdirSync("scripts", { recursive: true, encoding: "utf8" }).filter((f) => /\.(ts|mts|mjs)$/.test(f));
  const compares = /file:\/\/\$\{process\.argv\[1\]\}|process\.argv\[1\]\s*[!=]==|[!=]==\s*process\.argv\[1\]/;
  // is-main.mjs names the old comparison in its comment.
  const comparing = scripts.filter((f) => f !== path.join("lib", "is-main.mjs") && compares.test(fs.readFileSync(path.join("scripts", f), "utf8")));
  expect(comparing).toEqual([]);
});
