/**
 * What the build indexes for the blog's search (decision 133): per snapshot post, newest first,
 * the card /blog shows for it and the fields its text is made of: title, excerpt and article
 * body (searchText: as plain text, the sanitised HTML the article page renders, tags removed).
 */
import { plainText } from "~/lib/text";
import type { PostCard } from "./cards";
import { newestFirst } from "./search";
import { blogCards } from "./cms-pages.server";
import { readSnapshot } from "./snapshot.server";

export interface SearchRecord {
  card: PostCard;
  /** The post's excerpt and body as the snapshot holds them (HTML). */
  excerpt: string;
  content: string;
}

/** A post's searchable text: its title, excerpt and body as plain text, a line each. */
export function searchText(record: SearchRecord): string {
  return [record.card.title, plainText(record.excerpt), plainText(record.content)].filter(Boolean).join("\n");
}

export async function blogSearchRecords(): Promise<SearchRecord[]> {
  const { posts } = readSnapshot();
  const cards = await blogCards(posts);
  return posts.map((post, i) => ({ card: cards[i]!, excerpt: post.excerpt, content: post.content })).sort((a, b) => newestFirst(a.card, b.card));
}
