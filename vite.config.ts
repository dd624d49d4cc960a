import fs from "node:fs";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import UnoCSS from "unocss/vite";
import unoConfig from "./uno.config";
import { defineConfig, type Plugin, type PluginOption } from "vite";
import { tsImport } from "tsx/esm/api";
import { appInputsFile, cmsMediaDir, contentDir, imageCacheDir, minifyCacheDir, projectRoot, serverCopyDir } from "./app/content/environment.server";
import { cachedTerser } from "./scripts/build/minify-cache";

/** Serves processed images (`/_img/…`) and snapshot media (`/_cms/…`) in dev. */
function devMedia(): Plugin {
  const roots: Record<string, string> = {
    "/_img/": imageCacheDir(),
    "/_cms/media/": cmsMediaDir(),
  };
  const types: Record<string, string> = {
    ".avif": "image/avif",
    ".webp": "image/webp",
    ".jpg": "image/jpeg",
    ".jpeg": "image/jpeg",
    ".png": "image/png",
    ".gif": "image/gif",
    ".svg": "image/svg+xml",
  };
  return {
    name: "dev-media",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = decodeURIComponent((req.url ?? "").split("?")[0] ?? "");
        for (const [prefix, dir] of Object.entries(roots)) {
          if (!url.startsWith(prefix)) continue;
          const file = path.join(dir, path.basename(url));
          if (!fs.existsSync(file)) break;
          res.setHeader("Content-Type", types[path.extname(file)] ?? "application/octet-stream");
          fs.createReadStream(file).pipe(res);
          return;
        }
        next();
      });
    },
  };
}

/**
 * React Router ships two identical builds that differ in one flag (ENABLE_DEV_WARNINGS), and its
 * package exports only the development one. The browser bundle takes the production one, which
 * drops the developer warnings (decision 065); the server keeps the package's own resolution.
 */
function reactRouterProductionBuild(): Plugin {
  const dist = path.resolve("node_modules/react-router/dist/production");
  const files: Record<string, string> = { "react-router": "index.mjs", "react-router/dom": "dom-export.mjs" };
  return {
    name: "react-router-production-build",
    apply: "build",
    enforce: "pre",
    resolveId(id) {
      if (this.environment.name !== "client" || !(id in files)) return null;
      return path.join(dist, files[id]!);
    },
  };
}

/**
 * `~/ui/Link` while prerendering is ./app/ui/Link.server.tsx, which writes a plain page's links
 * directly (decision 150); the browser bundle keeps ./app/ui/Link.tsx, React Router's own `<Link>`.
 */
function serverLink(): Plugin {
  const shared = path.resolve("app/ui/Link.tsx");
  const server = path.resolve("app/ui/Link.server.tsx");
  return {
    name: "server-link",
    enforce: "pre",
    async resolveId(id, importer, options) {
      if (this.environment.name === "client" || !/(^|\/)Link(\.tsx)?$/.test(id)) return null;
      const resolved = await this.resolve(id, importer, { ...options, skipSelf: true });
      return resolved?.id === shared ? server : null;
    },
  };
}

/**
 * Copies React Router's server build before React Router deletes it (ssr: false), for the CMS
 * prerender workers (scripts/build/prerender-workers.ts); scripts/build/prerender.ts removes the copy.
 */
function keepServerBuild(): Plugin {
  return {
    name: "keep-server-build",
    apply: "build",
    writeBundle: {
      order: "pre",
      sequential: true,
      handler(options) {
        if (!this.environment.config.build.ssr || !options.dir) return;
        const copy = serverCopyDir();
        fs.rmSync(copy, { recursive: true, force: true });
        fs.cpSync(options.dir, copy, { recursive: true });
      },
    },
  };
}

/**
 * Lists the project files each bundle (browser, server) was made from, for the app build cache
 * (scripts/build/app-build.ts, decision 129): the next build reuses both bundles only while
 * every one of these files is unchanged. Packages are covered by package-lock.json.
 */
function recordBuildInputs(): Plugin {
  return {
    name: "record-build-inputs",
    apply: "build",
    buildEnd() {
      const root = projectRoot() + path.sep;
      const files = new Set<string>();
      // Modules, and the files plugins asked to be watched (read without being modules).
      for (const id of [...this.getModuleIds(), ...this.getWatchFiles()]) {
        const file = id.split("?")[0]!;
        if (file.startsWith(root) && !file.includes(`${path.sep}node_modules${path.sep}`) && fs.existsSync(file)) files.add(path.relative(projectRoot(), file));
      }
      const out = appInputsFile(this.environment.name);
      fs.mkdirSync(path.dirname(out), { recursive: true });
      fs.writeFileSync(out, JSON.stringify([...files].sort()));
    },
  };
}

/**
 * React Router asks dev pre-bundling for react-router-dom whenever that package resolves. Here
 * it is the version 5 that the /admin editor (decap-cms, bundled on its own by scripts/admin)
 * depends on; it cannot be bundled against React Router 7 and stopped `npm run dev` before any
 * page opened. The site never imports it. Dev only: the build does not pre-bundle.
 */
function noRouterDomPrebundle(): Plugin {
  return {
    name: "no-react-router-dom-prebundle",
    apply: "serve",
    enforce: "post",
    configEnvironment(_name, config) {
      const include = config.optimizeDeps?.include;
      if (include) config.optimizeDeps!.include = include.filter((dep) => dep !== "react-router-dom");
    },
    config(config) {
      const include = config.optimizeDeps?.include;
      if (include) config.optimizeDeps!.include = include.filter((dep) => dep !== "react-router-dom");
    },
  };
}

/**
 * UnoCSS makes the site's stylesheet in the browser bundle. The server bundle only prerenders:
 * its CSS is never linked (the pages link the browser bundle's), yet UnoCSS collected and
 * matched every class of every module again there, in a generator of its own (~1 s of each
 * bundle build, decision 168). In a build, the server bundle keeps UnoCSS's transformers (they
 * rewrite class lists in the code, as `focus-visible:(outline-2 …)`, so the pages' markup needs
 * them) and not its stylesheet: its import resolves to an empty one there. Dev renders its first
 * paint's styles from the server side and keeps the whole of UnoCSS everywhere.
 */
function browserStylesheet(command: "build" | "serve"): PluginOption[] {
  const uno = UnoCSS({ ...unoConfig, configFile: false });
  if (command !== "build") return [uno];
  const empty = "\0studio-server-uno.css";
  const client = (environment: { name: string }) => environment.name === "client";
  return [
    ...uno.map((plugin) => (STYLESHEET_PLUGIN.test(plugin.name) ? { ...plugin, applyToEnvironment: client } : plugin)),
    {
      name: "server-bundle-empty-uno-css",
      apply: "build",
      enforce: "pre",
      applyToEnvironment: (environment) => !client(environment),
      resolveId: (id) => (UNO_ENTRY.test(id) ? empty : null),
      load: (id) => (id === empty ? "" : null),
    },
  ];
}
/** UnoCSS's plugins that collect the classes and write the stylesheet (not its transformers). */
const STYLESHEET_PLUGIN = /^unocss:global(:|$)/;
/** The stylesheet's import names UnoCSS answers (its VIRTUAL_ENTRY_ALIAS). */
export const UNO_ENTRY = /^(?:virtual:)?uno(?::(.+))?\.css(\?.*)?$/;

/**
 * The small modules nearly every page with React loads (the root layout's and the cards' parts),
 * in one browser chunk with what they import (React Router among it) instead of a dozen chunks
 * of a few hundred bytes, each with its own request, header and imports (decision 220). Only
 * modules every React page, or nearly, loads anyway: never a lazy part (a carousel's engine,
 * the lightbox, the live layer, zod), which would then load with every page. Giving
 * `rollupOptions.output` replaces React Router's own client `output` (its `entryFileNames`;
 * Vite's default names the files the same today): turning on `v8_splitRouteModules` later
 * means giving its names here too.
 */
export const SITE_CHUNK_FILES = [
  ...["hydrated", "seo", "phone", "image-types", "cover-sizes", "previous-page", "form-action", "use-reduced-motion"].map((n) => `app/lib/${n}.ts`),
  ...["Spinner.tsx", "Icon.tsx", "icon-names.ts", "Picture.tsx", "Reveal.tsx", "reveal-on-view.ts", "ButtonLink.tsx", "slide-status.ts", "HeroScrim.tsx"].map((n) => `app/ui/${n}`),
  "app/features/collections/category-param.ts",
];
const SITE_CHUNK = new Set(SITE_CHUNK_FILES.map((f) => path.resolve(f)));
export const siteChunk = (id: string): string | undefined => (SITE_CHUNK.has(id) ? "site" : undefined);

type Define = Record<string, string>;
/** Where a build's process keeps its values (`buildDefine`), by content folder. */
export const KEPT_DEFINE = Symbol.for("studio.vite-config.define");

/**
 * What the browser is given at build time (app/content/build-values.server.ts), loaded through
 * tsx: its readers import through `~/`, which this config's loader does not resolve. React Router
 * loads this config 8 times in one `react-router build`, each time importing the values through
 * tsx again (~0.15–0.4 s, decision 165): a build computes them once per content folder, in its
 * first load, and its process keeps them for the others. That holds because `react-router build`
 * runs in a process of its own for each build (scripts/build/react-router-build.ts); a failed
 * computation is not kept. In dev, each load (a restart after a config edit) computes them afresh.
 */
function buildDefine(command: "build" | "serve"): Promise<Define> {
  const compute = async () => {
    const values: typeof import("./app/content/build-values.server") = await tsImport("./app/content/build-values.server.ts", import.meta.url);
    return values.defineBuildValues(values.buildValues());
  };
  if (command !== "build") return compute();
  const kept = ((globalThis as { [KEPT_DEFINE]?: Map<string, Promise<Define>> })[KEPT_DEFINE] ??= new Map());
  const key = contentDir();
  if (!kept.has(key))
    kept.set(
      key,
      compute().catch((err: unknown) => {
        kept.delete(key);
        throw err;
      }),
    );
  return kept.get(key)!;
}

export default defineConfig(async ({ command, isSsrBuild }) => ({
  // UnoCSS is given its config, not left to find uno.config.ts: it would load that file through
  // its own TypeScript loader (jiti: ~0.5 s in the first of the config's loads, decision 165).
  plugins: [reactRouterProductionBuild(), serverLink(), keepServerBuild(), recordBuildInputs(), browserStylesheet(command), reactRouter(), devMedia(), noRouterDomPrebundle(), cachedTerser(minifyCacheDir())],
  resolve: { alias: { "~": path.resolve("app") } },
  // The browser bundle is minified by terser: ~3 KB gzip less per page than esbuild's minifier
  // (decision 065), through `cachedTerser` (decision 141: Vite's own options, each chunk's result
  // kept in .cache/minify), so Vite's `minify` is off and its CSS minifier named instead of
  // following it. The server bundle, used only to prerender, is not minified.
  // Vite's table of gzip sizes is not computed (~1 s of every bundle build, decision 135): the
  // budgets are measured by `npm run bench` on what the pages load.
  build: isSsrBuild ? { assetsInlineLimit: 0, reportCompressedSize: false } : { assetsInlineLimit: 0, minify: false, cssMinify: true, reportCompressedSize: false, rollupOptions: { output: { manualChunks: siteChunk } } },
  // The site's details and endpoints (company file) and the detail labels (list pages' content
  // files), from one module: app/content/build-values.server.ts.
  define: await buildDefine(command),
}));
