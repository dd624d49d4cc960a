/**
 * What the build indexes for the blog's search (decision 123): one Pagefind record per snapshot
 * post, whose text is the post's title, excerpt and article body as plain text (the sanitised
 * HTML the article page renders, tags removed), whose meta is the card /blog shows for it, and
 * whose sort key is its date.
 */
import { plainText } from "~/lib/text";
import { PAGEFIND_FIELDS } from "./archive-search";
import { blogCards } from "./cms-pages.server";
import { readSnapshot } from "./snapshot.server";

export interface SearchRecord {
  url: string;
  content: string;
  language: string;
  meta: Record<string, string>;
  sort: Record<string, string>;
}

/** The site's one language (the pages say `<html lang="en">`). */
const LANGUAGE = "en";

export async function blogSearchRecords(): Promise<SearchRecord[]> {
  const { posts } = readSnapshot();
  const cards = await blogCards(posts);
  return posts.map((post, i) => {
    const card = cards[i]!;
    return {
      url: card.href,
      content: [card.title, plainText(post.excerpt), plainText(post.content)].filter(Boolean).join("\n"),
      language: LANGUAGE,
      meta: { title: card.title, [PAGEFIND_FIELDS.card]: JSON.stringify(card) },
      sort: { [PAGEFIND_FIELDS.date]: card.dateTime },
    };
  });
}
