/**
 * esbuild's plugin for the bundles of this project's code that run with plain `node`, not under
 * tsx: the prerender workers' (scripts/build/worker-bundle.ts, decision 161) and the build's own
 * (scripts/build/run-bundled.mjs, decision 163). JavaScript, not TypeScript, because the build's
 * launcher runs it before anything can load TypeScript (./source-meta.d.mts gives its types).
 *
 * In a bundle, each project module's `import.meta.url`, `filename` and `dirname` are written as
 * its source file's, as under tsx: paths made from them (the page script's source, jsdom's
 * `require`) resolve as before, and a module's "run as a process" check (./is-main.mjs)
 * stays false. Any other use of `import.meta` (`resolve`, `env`, the
 * object itself) would answer for the bundle's folder: the bundling stops and names the file.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const ROOT = path.resolve(import.meta.dirname, "../..");
const LOADERS = { ".ts": "ts", ".tsx": "tsx", ".js": "js", ".jsx": "jsx" };

/** @returns {import("esbuild").Plugin} */
export function sourceMeta() {
  return {
    name: "source-import-meta",
    setup(b) {
      b.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const text = fs.readFileSync(args.path, "utf8");
        const values = { url: pathToFileURL(args.path).href, filename: args.path, dirname: path.dirname(args.path) };
        // Not where quoted (a string naming it, as in this file).
        const contents = text.replace(/(?<!["'`])\bimport\.meta\.(url|filename|dirname)\b(?!["'`])/g, (_, k) => JSON.stringify(values[/** @type {keyof typeof values} */ (k)]));
        if (/(?<!["'`])\bimport\.meta\b/.test(contents)) throw new Error(`${path.relative(ROOT, args.path)} uses \`import.meta\` beyond url, filename and dirname, which a bundle of the build's code cannot give as its source's`);
        if (contents === text) return undefined;
        return { contents, loader: /** @type {import("esbuild").Loader} */ (LOADERS[/** @type {keyof typeof LOADERS} */ (path.extname(args.path).replace(/^\.[cm]/, "."))]) };
      });
    },
  };
}
