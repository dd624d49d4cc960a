/**
 * The snapshot's list pages emitted by the build as static JSON (`/_data/…`), used by Load
 * More when the live CMS cannot be reached, and the live layer's link table. Search and the
 * blog's category view read the archive's index instead (./search-index.ts).
 */
import type { PostCard, ProjectCard } from "./cards";
import type { LinkTableInput } from "./cms-links";

export const DATA_PATHS = {
  postsPage: (n: number) => `/_data/posts/page-${n}.json`,
  portfolio: "/_data/portfolio.json",
  links: "/_data/links.json",
} as const;

/** What the live layer maps links of records published after the build with (decision 111). */
export type LinksFile = Required<Omit<LinkTableInput, "apiUrl" | "uploads">>;

export interface PostsPageFile {
  page: number;
  pages: number;
  cards: PostCard[];
}

export interface PortfolioFile {
  cards: ProjectCard[];
}

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { headers: { Accept: "application/json" } });
  if (!res.ok) throw new Error(`Fetch error: ${res.status}`);
  return (await res.json()) as T;
}

export function fetchPostsPage(n: number): Promise<PostsPageFile> {
  return getJson<PostsPageFile>(DATA_PATHS.postsPage(n));
}

export function fetchPortfolioFile(): Promise<PortfolioFile> {
  return getJson<PortfolioFile>(DATA_PATHS.portfolio);
}

export function fetchLinksFile(): Promise<LinksFile> {
  return getJson<LinksFile>(DATA_PATHS.links);
}
