/**
 * The Astro reference of `npm run bench` (issue 25, decision 160): the issue's cold-build target
 * is 1.5 × Astro's time "measured the same way", so the bench builds the same generated posts
 * with Astro, in the same run, on the same machine, and the target is printed from that figure.
 *
 * The reference site (./astro/) renders what our build renders from the posts: a page per post
 * (head, structured data, featured image variants, body), the blog's first page, the list's data
 * files, the feed and the sitemap. The chrome every page repeats (site header, call to action,
 * footer and its scripts, stylesheet and font links) is cut from one of our built post pages, so
 * both builds write pages of the same size. Astro 5.18 is the last major that runs on Node 20.
 * It is installed on demand into .cache/bench-astro (npm ci from ./astro/package-lock.json),
 * never by the project's npm install.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { decode } from "html-entities";
import path from "node:path";
import { cacheDir, projectRoot } from "../../app/content/environment.server";
import os from "node:os";
import { firstPage, machineSpeedMs, timedRun, type TimedBuild } from "./build";

const TEMPLATE = path.join(projectRoot(), "scripts", "bench", "astro");

/** The chrome every page repeats, cut from one of our built post pages (what ./astro/src/data.mjs reads). */
export interface Chrome {
  siteName: string;
  headLinks: string;
  header: string;
  cta: string;
  footer: string;
}

/** Cuts the chrome out of a built post page; throws naming the part it could not find. */
export function chromeOf(html: string): Chrome {
  const cut = (what: string, from: RegExp, to: string, start = 0): { text: string; end: number } => {
    from.lastIndex = start;
    const m = from.exec(html);
    const end = m ? html.indexOf(to, m.index) : -1;
    if (!m || end < 0) throw new Error(`the built post page has no ${what}`);
    return { text: html.slice(m.index, end + to.length), end: end + to.length };
  };
  const head = cut("head", /<head>/g, "</head>").text;
  const siteName = /<meta property="og:site_name" content="([^"]*)"/.exec(head)?.[1];
  if (siteName === undefined) throw new Error("the built post page has no og:site_name");
  const headLinks = (head.match(/<link rel="(?:icon|preload|stylesheet|alternate)"[^>]*>/g) ?? []).join("");
  const header = cut("site header", /<header data-site-header/g, "</header>");
  const article = cut("article", /<article/g, "</article>", header.end);
  const cta = cut("call to action", /<section/g, "</section>", article.end);
  const footer = cut("footer", /<footer/g, "</body>", cta.end);
  return { siteName: decode(siteName), headLinks, header: header.text, cta: cta.text, footer: footer.text.slice(0, -"</body>".length) };
}

const same = (a: string, b: string) => fs.existsSync(a) && fs.existsSync(b) && fs.readFileSync(a).equals(fs.readFileSync(b));

/** .cache/bench-astro with the template's files and Astro installed; a sentence when it cannot be installed. */
function prepare(dir: string): string | undefined {
  fs.mkdirSync(dir, { recursive: true });
  fs.rmSync(path.join(dir, "src"), { recursive: true, force: true });
  fs.cpSync(path.join(TEMPLATE, "src"), path.join(dir, "src"), { recursive: true });
  fs.copyFileSync(path.join(TEMPLATE, "astro.config.mjs"), path.join(dir, "astro.config.mjs"));
  // Installed again only when the lockfile changed (npm ci empties node_modules first).
  const installed = path.join(dir, "node_modules", ".bench-lock.json");
  if (same(path.join(TEMPLATE, "package-lock.json"), installed) && fs.existsSync(path.join(dir, "node_modules", "astro", "astro.js"))) return undefined;
  for (const f of ["package.json", "package-lock.json"]) fs.copyFileSync(path.join(TEMPLATE, f), path.join(dir, f));
  console.log("  installing Astro for the reference build into .cache/bench-astro (npm ci, once per lockfile)…");
  const npm = spawnSync("npm", ["ci", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: dir, stdio: ["ignore", "inherit", "inherit"], timeout: 10 * 60_000 });
  if (npm.status !== 0) return `npm ci in .cache/bench-astro failed (${npm.error ? npm.error.message : `exit ${npm.status ?? npm.signal}`}); is the npm registry reachable?`;
  fs.copyFileSync(path.join(TEMPLATE, "package-lock.json"), installed);
  return undefined;
}

/**
 * Astro's cold build of the posts in `content` (a generated content folder), with the chrome of
 * `postPage` (one of our built post pages): its time and its process tree's peak memory, or why
 * it was not measured. Cold: no dist/, no Astro or Vite cache.
 */
export async function astroReference(content: string, postPage: string): Promise<TimedBuild | { skipped: string }> {
  try {
    return await measure(content, postPage);
  } catch (err) {
    // Whatever stops the reference (a file it cannot copy, an output it cannot read) leaves the bench going.
    return { skipped: err instanceof Error ? err.message.split("\n")[0]! : String(err) };
  }
}

async function measure(content: string, postPage: string): Promise<TimedBuild | { skipped: string }> {
  const dir = path.join(cacheDir(), "bench-astro");
  let chrome: Chrome;
  try {
    chrome = chromeOf(fs.readFileSync(postPage, "utf8"));
  } catch (err) {
    return { skipped: `${postPage}: ${err instanceof Error ? err.message : String(err)}` };
  }
  const why = prepare(dir);
  if (why) return { skipped: why };
  const data = path.join(dir, "data");
  fs.rmSync(data, { recursive: true, force: true });
  fs.mkdirSync(data);
  for (const f of ["posts.json", "categories.json"]) fs.copyFileSync(path.join(content, "cms", f), path.join(data, f));
  fs.writeFileSync(path.join(data, "chrome.json"), JSON.stringify(chrome));
  for (const d of ["dist", ".astro", "node_modules/.astro", "node_modules/.vite"]) fs.rmSync(path.join(dir, d), { recursive: true, force: true });
  const run = await timedRun([path.join(dir, "node_modules", "astro", "astro.js"), "build", "--silent"], { cwd: dir, env: { ASTRO_TELEMETRY_DISABLED: "1" } });
  if (!run.ok) return run;
  // Measured only if it built every post's page.
  const posts = (JSON.parse(fs.readFileSync(path.join(data, "posts.json"), "utf8")) as unknown[]).length;
  const pages = fs.readdirSync(path.join(dir, "dist", "blog")).filter((f) => f.endsWith(".html")).length;
  if (pages !== posts) return { skipped: `Astro built ${pages} post pages of ${posts}` };
  return run;
}

/**
 * Astro's cold build of the same posts, right after ours (`npm run bench`), twice, printed as
 * ours are: the faster one is the reference. This machine's speed moves by half from one minute
 * to the next (a fixed task 154–295 ms in one bench), and one slow run would loosen the target.
 */
export async function measureAstro(content: string, client: string): Promise<TimedBuild | { skipped: string }> {
  const n = (JSON.parse(fs.readFileSync(path.join(content, "cms", "posts.json"), "utf8")) as unknown[]).length;
  const label = `  ${n.toLocaleString("en")} posts, Astro reference`;
  const blog = path.join(client, "blog");
  const page = firstPage(blog);
  if (!page) {
    console.log(`${label}: not measured (our cold build wrote no post page)`);
    return { skipped: "our cold build wrote no post page" };
  }
  let best: TimedBuild | undefined;
  for (let run = 1; run <= 2; run++) {
    const at = `load ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}; a fixed task ${machineSpeedMs().toFixed(0)} ms`;
    const r = await astroReference(content, path.join(blog, page));
    if ("skipped" in r) {
      console.log(`${label}: not measured (${r.skipped})`);
      return best ?? r;
    }
    console.log(`${label} ${run} of 2, cold (astro build, Astro 5.18): ${r.seconds.toFixed(1)} s, peak ${r.peakMb.toFixed(0)} MB${r.ok ? "" : " (FAILED)"}  (${at} at the start)`);
    if (!best || (r.ok && (!best.ok || r.seconds < best.seconds))) best = r;
  }
  return best!;
}
