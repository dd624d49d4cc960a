/**
 * What the build indexes for the blog's search (decision 133): per snapshot post, newest first,
 * the card /blog shows for it and its text: title, excerpt and article body as plain text (the
 * sanitised HTML the article page renders, tags removed).
 */
import { plainText } from "~/lib/text";
import { newestFirst, type PostCard } from "./cards";
import { blogCards } from "./cms-pages.server";
import { readSnapshot } from "./snapshot.server";

export interface SearchRecord {
  card: PostCard;
  text: string;
}

export async function blogSearchRecords(): Promise<SearchRecord[]> {
  const { posts } = readSnapshot();
  const cards = await blogCards(posts);
  return posts
    .map((post, i) => {
      const card = cards[i]!;
      return { card, text: [card.title, plainText(post.excerpt), plainText(post.content)].filter(Boolean).join("\n") };
    })
    .sort((a, b) => newestFirst(a.card, b.card));
}
