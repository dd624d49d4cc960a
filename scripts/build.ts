/**
 * npm run build — the site as static files in build/client: a list of steps, each in
 * scripts/build/ (output folders from app/content/environment.server.ts).
 */
import path from "node:path";
import { checkLinks } from "./build/link-check";
import { finishPages } from "./build/finish-pages";
import { copyReferencedMedia } from "./build/media";
import { sweepEditedImages } from "./build/image-links";
import { precompressAssets, precompressEditor } from "./build/precompress";
import { writeSearchIndex } from "./build/search-index";
import { appBuild, findKeptBundles, keptMediaFiles, prerenderCmsPages, type KeptBundles, type Planned } from "./build/prerender";
import { removeServerCopy } from "./build/app-build";
import { startReactRouterWorker, type StartedWorker } from "./build/started-worker";
import { pagesRenderedDirectly } from "./build/prerender-workers";
import { workerBundle } from "./build/worker-bundle";
import { knownPages } from "./build/incremental";
import { writeSeoFiles } from "./build/seo-files";
import { siteRedirects } from "./build/old-addresses";
import { shapeOutput, writeHostRules } from "./build/shape-output";
import { STATIC_DATA_DIR, writeStaticData } from "./build/static-data";
import { SEARCH_FILES } from "../app/features/collections/search-index";
import { writeToolsSiteIfAsked } from "./build/tools-site";
import { changedPart, checkStamp, inputKey, readPreviousOutput, removeStamp, writeStamp } from "./build/build-stamp";
import { clientDir, projectRoot, serverCopyDir, siteToday } from "../app/content/environment.server";
import { collectGarbage } from "../app/content/gc.server";
import { pruneUnused, UNUSED_FOR_MS } from "./build/files";
import { isMain } from "./lib/is-main.mjs";

const started = Date.now();
let last = started;
/** How long since the previous line: each line of the build's log says what its work took (bench profiles). */
function took(): string {
  const now = Date.now();
  const s = `[${((now - last) / 1000).toFixed(1)} s]`;
  last = now;
  return s;
}

/** Where and when the search index was made, as the log says it. */
const where = (p: Planned) => (p.search ? "by React Router's worker after its pages" : p.coreFree ? "once a worker had ended, beside the others" : "while the pages rendered");

function step(name: string) {
  last = Date.now();
  console.log(`\n▸ ${name} (at ${((last - started) / 1000).toFixed(1)} s)`);
}

async function main() {
  const out = clientDir();
  // A day set for a test or a preview must not reach a deploy unnoticed (decision 182).
  const day = siteToday();
  if (day) console.warn(`SITE_TODAY=${day}: this build lists the offers running on ${day}, not today's. Unset it for a deploy.`);

  // Decision 132: every input as the last successful build found it, and its output untouched: keep it.
  const inputs = inputKey();
  const stamp = checkStamp(inputs);
  if (stamp.keep) {
    console.log(`Nothing changed since the last build (content, code, packages, environment, date) and its output is as it left it: kept ${path.relative(projectRoot(), out)} ${took()}`);
    return;
  }
  // The pages of the last build still in build/client as it left them need not be written again.
  const previous = readPreviousOutput();
  removeStamp();
  console.log(`Building (${stamp.why}) ${took()}`);
  // The prerender workers' code, bundled by esbuild in its own process while this one goes on (decision 161).
  workerBundle().catch(() => {});
  // Before anything renders: an image variant written into through a build folder's link is
  // made again, not linked again (decision 145).
  const edited = sweepEditedImages();
  if (edited.length) console.warn(`  warning: ${edited.length} image variant${edited.length === 1 ? " was" : "s were"} changed in .cache/img after a build linked ${edited.length === 1 ? "it" : "them"} into a build folder (edited there?): removed, and made again (${edited.slice(0, 3).join(", ")}${edited.length > 3 ? ", …" : ""})`);

  step("Checking content");
  // React Router's worker loads its modules on the other core while the content is checked, and
  // the kept bundles' server build, put in place meanwhile, with the content its pages read
  // (decisions 134 and 135). It starts once no process of the re-check on every core runs: at
  // once after a few edits, after the re-check when it checks a whole snapshot, where it would
  // only have sat beside those processes (~150 MB, decision 144). A build that stops here stops
  // the worker and removes that copy.
  let reactRouterWorker: StartedWorker | undefined;
  // Imported here: the content kit and the sanitiser load in ~0.9 s, which an unchanged build need not pay.
  const { runContentCheck } = await import("./check-content");
  // Found once the re-check ahead is done: the bundles' key reads the snapshot, and read before
  // it, the snapshot's unchecked records would all be re-checked in this process.
  let kept: KeptBundles = {};
  const warm = async () => {
    const worker = (reactRouterWorker = startReactRouterWorker());
    kept = await findKeptBundles();
    if (kept.dir !== undefined) worker.warm(serverCopyDir());
  };
  if (!(await runContentCheck(warm))) {
    // Stopped, not left to finish a warm-up it may have begun.
    await reactRouterWorker?.cancel();
    removeServerCopy();
    process.exit(1);
  }

  step("Building and prerendering");
  // No collection here: the check's read of a large snapshot has just collected its own garbage
  // (snapshot.server.ts), and a second one found nothing to free (~90 ms at 10,000 posts).
  const app = await appBuild(previous, reactRouterWorker, kept);
  console.log(app.reused ? `  bundles unchanged: kept from .cache/app-build ${took()}` : `  bundles built (${app.why}${app.minify ? `; terser: ${app.minify}` : ""}); ${app.pages} HTML files prerendered by React Router ${took()}`);
  // The pages to render are planned first and handed to the workers; the main process's other
  // work waits for that, so no worker waits for the plan (decision 132). `coreFree`: given when
  // they went to a worker per core (many pages), once the lighter worker has ended (decision
  // 157); `search`: given when they went to React Router's worker (a few), which then writes the
  // search index (decision 162).
  let planned!: (o?: Planned) => void;
  const plannedYet = new Promise<Planned>((resolve) => (planned = (o = {}) => resolve(o)));
  const prerendering = prerenderCmsPages(planned);
  prerendering.catch(() => {});
  // The snapshot's lists as JSON and the search index need no page (decision 132): the lists are
  // written while the pages render. So is the index: by React Router's worker after a few pages,
  // on its own core while this process shapes them (decision 162); else here, after the lists,
  // and beside a worker per core only once the lighter one has ended, on its core and in its
  // memory: its ~200 MB beside every worker was the build's peak at 10,000 posts (decisions 142
  // and 157). One after the other, each one's garbage collected when it ends (app/content/gc.server.ts).
  // No collection when React Router's worker has the few pages and the index: one worker runs
  // beside this process then, not one per core (a one-post build peaked at ~770 MB), and each full
  // collection was ~80 ms of this process's path at 10,000 posts.
  const collect = ({ search }: Planned) => (search ? undefined : collectGarbage());
  const staticData = plannedYet.then(collect).then(() => writeStaticData(out));
  staticData.catch(() => {});
  const searching = plannedYet.then(
    ({ search }) =>
      search ??
      staticData
        .then(collectGarbage)
        .then(() => plannedYet)
        .then(({ coreFree }) => coreFree?.then(collectGarbage))
        .then(() => writeSearchIndex(out)),
  );
  searching.catch(() => {});
  // So are the editor's files (bundled by esbuild in its own process); they are written last, below.
  // Imported here, like the content check: an unchanged build need not load the editor's configuration code.
  const { adminFiles, hostedConfigYaml, writeAdmin } = await import("../app/features/admin/host.server");
  const admin = adminFiles(hostedConfigYaml());
  admin.catch(() => {});
  searching.then(() => plannedYet.then(collect), () => {});
  const { cms, reactRouterPages } = await prerendering;
  if (reactRouterPages !== undefined) console.log(`  ${reactRouterPages} HTML files prerendered from them as React Router does, in a worker${cms ? ", while the CMS pages were planned:" : ""}`);
  if (cms) console.log(`  ${cms.rendered.length} CMS pages prerendered in parallel workers (${pagesRenderedDirectly()} without React Router's request handler), ${cms.reused} unchanged ones from .cache/pages ${took()}`);

  step("Shaping build/client for static hosts");
  const moved = await shapeOutput(out);
  const old = await siteRedirects(out);
  await writeHostRules(out, undefined, old.rules);
  console.log(`  ${old.rules.length} addresses answered with 301, the studio's own (content/site/redirects.md) and old WordPress ones (_redirects, nginx, npm start) ${took()}`);
  for (const w of old.warnings) console.warn(`  warning: ${w}`);
  const data = await staticData;
  console.log(`  ${data.files} static data files of the snapshot's lists (${data.written} new in this build folder, the others as the last build left them) ${took()}`);
  const search = await searching;
  console.log(`  search index: ${search.posts} posts, ${search.words} words in ${search.shards} shards, ${search.files} files (${(search.bytes / 1024).toFixed(0)} KB; ${search.written} new in this build folder, the others as the last build left them; ${search.cachedPosts} posts' words from the word cache), made in ${search.seconds.toFixed(1)} s ${where((await plannedYet))} ${took()}`);
  for (const note of search.notes) console.warn(`  note: ${note}`);
  console.log(`  ${moved} pages written as name.html, 404.html and the app shell in place ${took()}`);
  const known = knownPages(out, cms);
  // The static lists and the search index name their cards' images themselves: their files are not read again.
  const { images, media, pruned } = copyReferencedMedia(out, known, keptMediaFiles(), { dirs: [STATIC_DATA_DIR, SEARCH_FILES.replace(/^\/|\/$/g, "")], refs: [...data.media, ...search.media] });
  console.log(`  ${images} image variants linked from .cache/img${pruned ? ` (${pruned} unused for a week removed)` : ""} and ${media} snapshot media files copied ${took()}`);
  const { pages, links, indexed } = await finishPages(out, known);
  console.log(`  ${pages} HTML files: hydration after the first paint, CSP meta tag with script hashes ${took()}`);
  console.log(`  sitemap.xml (${await writeSeoFiles(out, indexed)} URLs), robots.txt and rss.xml written ${took()}`);
  await checkLinks(links);
  console.log(`  link check: every internal link, image and asset resolves to a built file ${took()}`);
  const gz = await precompressAssets(out);
  console.log(`  ${gz.files} scripts and stylesheets precompressed with Zopfli (${gz.compressed} new, the rest from .cache/gz${gz.pruned ? `; ${gz.pruned} unused for a week removed` : ""}) ${took()}`);
  // The editor goes in last: no public page links to it, and it is in no sitemap or link check.
  const editorFiles = await writeAdmin(out, admin);
  const editorGz = await precompressEditor(out);
  console.log(`  /admin: ${editorFiles} files of the editor (noindex, its own CSP in _headers; ${editorGz.files} scripts precompressed, ${editorGz.compressed} new) ${took()}`);
  writeToolsSiteIfAsked(out);
  const end = inputKey();
  if (!writeStamp(inputs, end, cms?.keys)) console.log(`  an input changed while the build ran (${changedPart(inputs, end)}): the next build does the work again`);

  console.log(`\nBuilt in ${((Date.now() - started) / 1000).toFixed(1)} s → ${path.relative(projectRoot(), out)}`);
}

/**
 * The build, its error printed as one message and exit 1: `npm run build` calls it from its bundle
 * (`bundle`: that bundle's folder, which the launcher marked used; the bundles beside it unused
 * for a week are removed; decision 163), `node --import tsx scripts/build.ts` from the sources.
 */
export function run(bundle?: string): Promise<void> {
  if (bundle) {
    try {
      pruneUnused(path.dirname(bundle), UNUSED_FOR_MS, { folders: true });
    } catch (err) {
      // Housekeeping: the build goes on.
      console.warn(`  warning: old bundles in ${path.relative(projectRoot(), path.dirname(bundle))} could not be removed (${err instanceof Error ? err.message : err})`);
    }
  }
  return main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}

if (isMain(import.meta.url)) run();
