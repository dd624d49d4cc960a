// What every page reads, from data/ (written by scripts/bench/astro.ts before each build): the
// generated snapshot's posts and categories, and our build's chrome (the site header, the
// call-to-action band and the footer, cut from one of our built post pages), so that both
// builds write pages of the same size.
import fs from "node:fs";
import path from "node:path";

const read = (file) => JSON.parse(fs.readFileSync(path.join(process.cwd(), "data", file), "utf8"));

let loaded;
export function site() {
  if (!loaded) {
    const posts = read("posts.json").sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
    const categories = new Map(read("categories.json").map((c) => [c.id, c]));
    loaded = { posts, categories, chrome: read("chrome.json") };
  }
  return loaded;
}

export const PAGE_SIZE = 12;

const dates = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
export const formatDate = (iso) => dates.format(new Date(`${iso}Z`));

const ENTITIES = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#039;": "'", "&#8217;": "’", "&#8211;": "–", "&nbsp;": " " };
/** A field's text: tags dropped, the common entities decoded, spaces collapsed. */
export const plain = (html) =>
  String(html ?? "")
    .replace(/<[^>]*>/g, " ")
    .replace(/&[#\w]+;/g, (e) => ENTITIES[e] ?? e)
    .replace(/\s+/g, " ")
    .trim();

const WIDTHS = [400, 640, 768, 960, 1280];
/** The responsive variants of a snapshot image, named as our build names them (the files are not made here). */
export function variants(src, ext) {
  const base = String(src).split("/").pop().replace(/\.\w+$/, "");
  return WIDTHS.map((w) => `/_img/${base}-${base.slice(0, 12)}-${w}.${ext} ${w}w`).join(", ");
}

/** A post as a card in the list and the list's data files. */
export function card(post) {
  return {
    slug: post.slug,
    title: plain(post.title),
    excerpt: plain(post.excerpt),
    date: post.date,
    categories: post.categories.map((id) => site().categories.get(id)?.name).filter(Boolean),
    image: post.featuredImage ? { src: `/_img/${String(post.featuredImage.src).split("/").pop().replace(/\.\w+$/, "")}-640.webp`, alt: post.featuredImage.alt } : null,
  };
}
