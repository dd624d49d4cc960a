/**
 * Whether a module is the script node was started with: the "run as a command" check of this
 * project's scripts. JavaScript, so that the build's launcher (scripts/build/run-bundled.mjs),
 * which runs before anything can load TypeScript, uses it too (./is-main.d.mts gives its types).
 *
 * Node gives the main module its real path, while `process.argv[1]` is the path as typed: the
 * two are compared as real paths. `import.meta.url === \`file://${process.argv[1]}\`` was false
 * for a script named through a symlinked folder, or in a folder whose name a URL escapes (a
 * space), and the script then did nothing and exited 0.
 */
import fs from "node:fs";
import { fileURLToPath } from "node:url";

/** @param {string} moduleUrl the module's `import.meta.url` */
export function isMain(moduleUrl) {
  const started = process.argv[1];
  if (started === undefined) return false;
  try {
    return fs.realpathSync(started) === fs.realpathSync(fileURLToPath(moduleUrl));
  } catch {
    return false; // no such file: this module was loaded by something else (node -e, a bundle's source gone)
  }
}
