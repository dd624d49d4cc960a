/**
 * npm run build — the site as static files in build/client: a list of steps, each in
 * scripts/build/ (output folders from scripts/paths.ts).
 */
import path from "node:path";
import { writeAdmin } from "../app/features/admin/host.server";
import { checkLinks } from "./build/link-check";
import { finishPages } from "./build/finish-pages";
import { copyReferencedMedia } from "./build/media";
import { writeSearchBundle } from "./build/pagefind";
import { precompressAssets } from "./build/precompress";
import { prerenderCmsPages, reactRouterBuild } from "./build/prerender";
import { writeSeoFiles } from "./build/seo-files";
import { snapshotRedirects } from "./build/old-addresses";
import { shapeOutput, writeHostRules } from "./build/shape-output";
import { writeStaticData } from "./build/static-data";
import { writeToolsSiteIfAsked } from "./build/tools-site";
import { runContentCheck } from "./check-content";
import { clientDir, projectRoot } from "./paths";

function step(name: string) {
  console.log(`\n▸ ${name}`);
}

async function main() {
  const started = Date.now();
  const out = clientDir();

  step("Checking content");
  if (!runContentCheck()) process.exit(1);

  step("Building and prerendering");
  console.log(`  ${reactRouterBuild()} HTML files prerendered by React Router`);
  const rendered = await prerenderCmsPages();
  if (rendered !== undefined) console.log(`  ${rendered} CMS pages prerendered in parallel workers`);

  step("Shaping build/client for static hosts");
  const moved = await shapeOutput(out);
  const old = await snapshotRedirects(out);
  await writeHostRules(out, undefined, old.rules);
  console.log(`  ${old.rules.length} old WordPress addresses answered with 301 (_redirects, nginx, npm start)`);
  for (const w of old.warnings) console.warn(`  warning: ${w}`);
  console.log(`  ${await writeStaticData(out)} static data files of the snapshot's lists`);
  const searchStarted = Date.now();
  const search = await writeSearchBundle(out);
  console.log(`  search: ${search.records} posts indexed by Pagefind, ${search.files} files (${(search.bytes / 1024).toFixed(0)} KB) in ${((Date.now() - searchStarted) / 1000).toFixed(1)} s`);
  console.log(`  ${moved} pages written as name.html, 404.html and the app shell in place`);
  const { images, media } = copyReferencedMedia(out);
  console.log(`  ${images} image variants and ${media} snapshot media files copied`);
  const { pages, links, indexed } = await finishPages(out);
  console.log(`  ${pages} HTML files: hydration after the first paint, CSP meta tag with script hashes`);
  console.log(`  sitemap.xml (${await writeSeoFiles(out, indexed)} URLs), robots.txt and rss.xml written`);
  await checkLinks(links);
  console.log("  link check: every internal link, image and asset resolves to a built file");
  const gz = await precompressAssets(out);
  console.log(`  ${gz.files} scripts and stylesheets precompressed with Zopfli (${gz.compressed} new, the rest from .cache/gz)`);
  // The editor goes in last: no public page links to it, and it is in no sitemap, link check or precompression.
  console.log(`  /admin: ${await writeAdmin(out)} files of the editor (noindex, its own CSP in _headers)`);
  writeToolsSiteIfAsked(out);

  console.log(`\nBuilt in ${((Date.now() - started) / 1000).toFixed(1)} s → ${path.relative(projectRoot(), out)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
