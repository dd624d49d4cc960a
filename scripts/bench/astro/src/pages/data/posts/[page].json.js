// The list's data files, a page of cards each, as our /_data files (a folder starting with _ is no route in Astro).
import { card, PAGE_SIZE, site } from "../../../data.mjs";

export function getStaticPaths() {
  const pages = Math.ceil(site().posts.length / PAGE_SIZE);
  return Array.from({ length: pages }, (_, i) => ({ params: { page: String(i + 1) } }));
}

export function GET({ params }) {
  const { posts } = site();
  const page = Number(params.page);
  const cards = posts.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map(card);
  return new Response(JSON.stringify({ page, pages: Math.ceil(posts.length / PAGE_SIZE), posts: cards }));
}
