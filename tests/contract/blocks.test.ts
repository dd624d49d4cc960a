/**
 * Contract test: WordPress's core blocks, from the block editor's markup to the built page
 * (decision 201). Starts the real WordPress (scripts/wordpress), publishes one post whose content
 * is the serialized block markup of tests/fixtures/wp-blocks/blocks.html (scripts/wordpress/php/
 * block-post.php, as the block editor saves it), and checks that
 *
 * - WordPress renders it as the committed fixture rendered.html, which the browser test
 *   (tests/e2e/wp-blocks.spec.ts) builds its post from. After a change to blocks.html or a new
 *   WordPress, write the fixture again: WP_BLOCKS_FIXTURE=write npm run test:contract;
 * - the snapshot command keeps the blocks' structure (galleries with their column count, columns,
 *   the Details disclosure, the embed, tables, buttons, aligned pictures), with local pictures;
 * - a build of the site from that snapshot keeps the same structure in the article's page.
 *
 *   npm run test:contract      (installs the Debian packages first when missing)
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWordPress, type WordPressStack } from "../../scripts/wordpress/stack";

const ROOT = path.resolve(import.meta.dirname, "../..");
const FIXTURES = path.join(ROOT, "tests", "fixtures", "wp-blocks");
const OEMBED = path.join(ROOT, "scripts", "wordpress", "php", "test-mu-plugins", "studio-oembed-youtube.php");
const started = Date.now();
const progress = (line: string) => console.log(`[blocks ${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s] ${line}`);

let wp: WordPressStack | undefined;
let tmp = "";
let slug = "";
let rendered = "";
let snapshotBody = "";
let builtPage = "";

beforeAll(async () => {
  progress("starting WordPress…");
  wp = await startWordPress({ log: progress, muPlugins: [OEMBED] });
  const post = JSON.parse(await wp.runPhp(path.join(ROOT, "scripts", "wordpress", "php", "block-post.php"), [path.join(FIXTURES, "blocks.html")])) as { id: number; slug: string };
  slug = post.slug;
  const res = await fetch(`${wp.api}/posts/${post.id}`);
  rendered = ((await res.json()) as { content: { rendered: string } }).content.rendered;

  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "blocks-contract-"));
  const cms = path.join(tmp, "cms");
  progress("snapshot…");
  const snap = await run(path.join(ROOT, "node_modules", ".bin", "tsx"), ["scripts/snapshot.ts", "--cms", wp.api, "--full", "--out", cms, "--retry-delay", "200", "--quiet"]);
  if (snap.code !== 0) throw new Error(`the snapshot command failed (exit ${snap.code}):\n${snap.log.slice(-4000)}`);
  const posts = JSON.parse(fs.readFileSync(path.join(cms, "posts.json"), "utf8")) as { slug: string; content: string }[];
  snapshotBody = posts.find((p) => p.slug === slug)?.content ?? "";

  const content = path.join(tmp, "content");
  fs.cpSync(path.join(ROOT, "content"), content, { recursive: true, filter: (src) => !src.startsWith(path.join(ROOT, "content/cms")) });
  fs.cpSync(cms, path.join(content, "cms"), { recursive: true });
  const buildDir = path.join(tmp, "build");
  progress("building the site from that snapshot…");
  const build = spawnSync(process.execPath, ["--import", "tsx", "scripts/build.ts"], { cwd: ROOT, env: { ...process.env, CONTENT_DIR: content, BUILD_DIR: buildDir }, encoding: "utf8", maxBuffer: 64 * 1024 * 1024, timeout: 600_000 });
  if (build.status !== 0) throw new Error(`the build failed (exit ${build.status}):\n${`${build.stdout}\n${build.stderr}`.slice(-4000)}`);
  builtPage = fs.readFileSync(path.join(buildDir, "client", "blog", `${slug}.html`), "utf8");
  progress("ready");
}, 600_000);

afterAll(async () => {
  await wp?.stop();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
}, 60_000);

function run(cmd: string, args: string[]): Promise<{ code: number | null; log: string }> {
  return new Promise((resolve, reject) => {
    const env = { ...process.env };
    delete env.CMS_URL;
    const child = spawn(cmd, args, { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
    let log = "";
    child.stdout.on("data", (d: Buffer) => (log += d.toString()));
    child.stderr.on("data", (d: Buffer) => (log += d.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, log }));
  });
}

/** What varies between runs: the port of the stack and the attachments' ids. */
const normalise = (html: string, origin: string) =>
  html
    .split(origin)
    .join("https://demo-cms.example.com")
    .replace(/wp-image-\d+/g, "wp-image-N")
    .replace(/data-id="\d+"/g, 'data-id="N"');

/** The blocks' structure as a reader sees it: what a lost class or a stripped element would change. */
function structure(html: string) {
  const { document } = new JSDOM(`<body>${html}</body>`).window;
  const all = (sel: string) => [...document.querySelectorAll(sel)];
  // A site path: the snapshot's /_cms/media/ copy, or the build's responsive variant of it.
  const local = (img: Element | null) => /^\/(?!\/)/.test(img?.getAttribute("src") ?? "");
  return {
    galleries: all(".wp-block-gallery").map((g) => ({
      columns: [...g.classList].filter((c) => c.startsWith("columns-")),
      pictures: g.querySelectorAll(":scope > figure.wp-block-image img").length,
      local: [...g.querySelectorAll("img")].every(local),
      caption: g.querySelector(":scope > figcaption")?.textContent,
    })),
    columns: all(".wp-block-columns").map((c) => c.querySelectorAll(":scope > .wp-block-column").length),
    aligned: all(".alignleft, .alignright, .aligncenter, .alignwide, .alignfull").map((f) => [...f.classList].find((c) => c.startsWith("align"))),
    details: all("details > summary").map((s) => s.textContent),
    embeds: all(".wp-block-embed iframe").map((f) => f.getAttribute("src")),
    tables: all("figure.wp-block-table > table").map((t) => t.querySelectorAll("thead th").length),
    buttons: all(".wp-block-buttons .wp-block-button__link").map((a) => a.textContent),
    cover: document.querySelector(".wp-block-cover .wp-block-cover__inner-container")?.textContent?.trim(),
    mediaText: local(document.querySelector(".wp-block-media-text__media img")),
  };
}

const EXPECTED = {
  galleries: [
    { columns: ["columns-3"], pictures: 4, local: true, caption: "A three-column gallery of materials" },
    { columns: ["columns-2"], pictures: 2, local: true, caption: "A two-column gallery: before and after" },
  ],
  columns: [2, 3],
  aligned: ["alignright", "alignleft", "aligncenter", "alignwide", "alignfull", "alignwide"],
  details: ["What did the steel beam cost?"],
  embeds: ["https://www.youtube.com/embed/dQw4w9WgXcQ?feature=oembed"],
  tables: [3, 8],
  buttons: ["Book a consultation", "See more projects"],
  cover: "Cover: a calm house on a Tuesday evening",
  mediaText: true,
};

describe("WordPress's core blocks, from the editor's markup to the built page", () => {
  it("WordPress renders the block post as the committed fixture the browser test builds from", () => {
    const origin = new URL(wp!.url).origin;
    const fixture = path.join(FIXTURES, "rendered.html");
    const fresh = normalise(rendered, origin);
    if (process.env.WP_BLOCKS_FIXTURE === "write") fs.writeFileSync(fixture, fresh);
    expect(fresh, "tests/fixtures/wp-blocks/rendered.html differs from WordPress's rendering: WP_BLOCKS_FIXTURE=write writes it again").toBe(
      normalise(fs.readFileSync(fixture, "utf8"), "https://demo-cms.example.com"),
    );
  });

  it("the snapshot keeps every block's structure, with its pictures downloaded", () => {
    expect(structure(snapshotBody)).toEqual(EXPECTED);
  });

  it("the built article page keeps the same structure", () => {
    const { document } = new JSDOM(builtPage).window;
    const body = document.querySelector("article .prose");
    expect(body, "the article's body").not.toBeNull();
    // The build serves body pictures as <picture>s (decision 179); their <img> keeps the local file as its src.
    expect(structure(body!.innerHTML)).toEqual(EXPECTED);
  });
});
