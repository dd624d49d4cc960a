/**
 * The collections' own pages: the blog, portfolio and FAQ list pages' content files
 * (content/pages/{blog,portfolio,faq}.md), which also give their detail pages' words
 * (app/content/build-values.server.ts). Browser-safe: zod only.
 */
import { z } from "zod";
import { definePage, text } from "~/content/schemas";
import { newsletterSchema } from "~/features/leads/schema";
import { textLinkSchema } from "~/features/sections/fields";
import type { SectionOf } from "~/features/sections/schema";

/**
 * A list page's opening as its file writes it (`title`), read as a page-layout hero section
 * (the field names editors and the generated editor config use stay as they are, decision 127).
 */
const pageHeroSchema = z
  .strictObject({ eyebrow: text().optional(), title: text(), intro: text().optional() })
  .transform(({ eyebrow, title, intro }): SectionOf<"hero"> => ({ type: "hero", layout: "page", eyebrow, heading: title, intro, buttons: [] }));

/** The closing call to action of the list and detail pages, as their files write it, read as a cta section's card. */
const closingSchema = z
  .strictObject({ title: text(), text: text(), cta: textLinkSchema("primary"), secondary: textLinkSchema("secondary").optional() })
  .transform(({ title, text, cta, secondary }): SectionOf<"cta"> => ({ type: "cta", style: "card", heading: title, text, buttons: secondary ? [cta, secondary] : [cta] }));

/** Read out after Load More or a category brings cards (decision 200): the blog's and the portfolio's. */
const shownText = () =>
  text()
    .refine((s) => s.includes("{count}"), { message: "must contain {count}, where the number of cards shown goes" })
    .describe("Read out (not shown) after Load More or a category brings cards; {count} is how many cards the list then shows.");

/** The links at an article's or a project's end to the newer and the older one (decision 214): their list's name, and each link's word. */
const neighboursSchema = z.strictObject({
  label: text().describe("What screen readers call the pair of links, for example More articles or More projects."),
  newer: text(),
  older: text(),
});
export type NeighbourLabels = z.infer<typeof neighboursSchema>;

export const blogPageSchema = definePage({
  hero: pageHeroSchema,
  search: z.strictObject({ label: text(), placeholder: text(), button: text(), noResultsHint: text(), clear: text().describe("The button under a search that found nothing; it empties the search box.") }),
  list: z.strictObject({
    heading: text(),
    readMore: text(),
    loadMore: text(),
    loading: text(),
    shown: shownText(),
    inCategory: text(),
    allArticles: text(),
    moreResults: text(),
    searchUnavailable: text(),
    newArticle: text().describe("Offered above the list when one article was published in WordPress since the site was last built; a click shows it."),
    newArticles: text()
      .refine((s) => s.includes("{count}"), { message: "must contain {count}, where the number of new articles goes" })
      .describe("The same for several articles; {count} is their number."),
  }),
  article: z.strictObject({ back: text(), byline: text(), neighbours: neighboursSchema, closing: closingSchema }),
  newsletter: newsletterSchema,
});
export type BlogPage = z.infer<typeof blogPageSchema>;

export const portfolioPageSchema = definePage({
  hero: pageHeroSchema,
  filters: z.strictObject({ label: text(), all: text() }),
  list: z.strictObject({
    heading: text(),
    viewProject: text(),
    loadMore: text(),
    loading: text(),
    shown: shownText(),
  }),
  item: z.strictObject({
    back: text(),
    by: text(),
    imagesHeading: text(),
    neighbours: neighboursSchema,
    /** The project images' viewer (decision 210): its name, the thumbnails' hint, its buttons and its counter. */
    viewer: z.strictObject({
      label: text(),
      open: text().describe("Read after each picture's description: what choosing it does."),
      previous: text(),
      next: text(),
      close: text(),
      counter: text().refine((s) => s.includes("{index}") && s.includes("{total}"), "must contain {index} and {total}"),
    }),
  }),
  closing: closingSchema,
});
export type PortfolioPage = z.infer<typeof portfolioPageSchema>;

export const faqPageSchema = definePage({
  hero: pageHeroSchema,
  unavailable: z.strictObject({ title: text(), text: text() }),
  item: z.strictObject({ back: text() }),
  closing: closingSchema,
});
export type FaqPage = z.infer<typeof faqPageSchema>;
