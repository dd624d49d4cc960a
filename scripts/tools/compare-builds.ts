/**
 * Compares two builds page by page: the visible text, the link targets and the image
 * sources of every HTML file in each `build/client`. For refactors that must not change
 * what a visitor sees (issue 16): build before, copy build/client aside, build after, run
 *
 *   npx tsx scripts/tools/compare-builds.ts <before/client> <after/client>
 *
 * Prints each page that differs with what differs, then one summary line. Exits 1 when a
 * page differs or exists on one side only.
 */
import fs from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import { isMain } from "../lib/is-main.mjs";

interface PageFacts {
  title: string;
  text: string;
  links: string[];
  images: string[];
}

function htmlFiles(root: string, dir = root): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...htmlFiles(root, p));
    else if (e.name.endsWith(".html")) out.push(path.relative(root, p));
  }
  return out.sort();
}

function facts(file: string): PageFacts {
  const doc = new JSDOM(fs.readFileSync(file, "utf8")).window.document;
  for (const el of doc.querySelectorAll("script, style, template, noscript")) el.remove();
  const text = (doc.body?.textContent ?? "").replace(/\s+/g, " ").trim();
  const links = [...doc.querySelectorAll("a[href]")].map((a) => a.getAttribute("href") ?? "");
  const images = [...doc.querySelectorAll("img[src], source[srcset], img[srcset]")].flatMap((el) =>
    [el.getAttribute("src"), el.getAttribute("srcset")].filter((v): v is string => !!v),
  );
  return { title: doc.title, text, links, images };
}

/** The first place two texts part, with some context either side. */
function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const from = Math.max(0, i - 60);
  return `    before: …${a.slice(from, i + 80)}…\n    after:  …${b.slice(from, i + 80)}…`;
}

function listDifference(label: string, a: string[], b: string[]): string[] {
  if (a.join("\n") === b.join("\n")) return [];
  const gone = a.filter((x) => !b.includes(x));
  const added = b.filter((x) => !a.includes(x));
  const lines = [`  ${label} differ (${a.length} before, ${b.length} after)`];
  for (const x of gone.slice(0, 10)) lines.push(`    - ${x}`);
  for (const x of added.slice(0, 10)) lines.push(`    + ${x}`);
  if (!gone.length && !added.length) lines.push("    (same set, other order or count)");
  return lines;
}

export function comparePages(before: PageFacts, after: PageFacts): string[] {
  const out: string[] = [];
  if (before.title !== after.title) out.push(`  title: "${before.title}" → "${after.title}"`);
  if (before.text !== after.text) out.push("  text differs", firstDifference(before.text, after.text));
  out.push(...listDifference("links", before.links, after.links), ...listDifference("images", before.images, after.images));
  return out;
}

function main() {
  const [a, b] = process.argv.slice(2);
  if (!a || !b) {
    console.error("usage: compare-builds <before build/client> <after build/client>");
    process.exit(2);
  }
  const before = new Set(htmlFiles(a));
  const after = new Set(htmlFiles(b));
  let same = 0;
  let differ = 0;
  for (const f of [...new Set([...before, ...after])].sort()) {
    if (!before.has(f) || !after.has(f)) {
      differ++;
      console.log(`${f}: only ${before.has(f) ? "before" : "after"}`);
      continue;
    }
    const d = comparePages(facts(path.join(a, f)), facts(path.join(b, f)));
    if (d.length) {
      differ++;
      console.log(`${f}:\n${d.join("\n")}`);
    } else same++;
  }
  console.log(`compare-builds: ${same + differ} pages, ${same} identical in text, links and images, ${differ} differ`);
  process.exit(differ ? 1 : 0);
}

if (isMain(import.meta.url)) main();
