import { z } from "zod";
import type { ContentArea } from "../../content/entries";
import { cached, listContentFiles, readCollection } from "../../content/read.server";
import { initials } from "~/lib/initials";
import { newsletterSchema } from "~/features/leads/schema";
import { definePage, simplePageSchema, text } from "../../content/schemas";
import { textLinkSchema } from "~/features/sections/fields";
import type { SectionOf } from "~/features/sections/schema";
import { aboutPageSchema, certificatePageSchema, contactPageSchema, homePageSchema, reviewSchema, type Review } from "./schema";

const sectionIntro = { eyebrow: text().optional(), title: text(), intro: text().optional() };

/** A list page's opening as its file writes it (`title`), read as a page-layout hero section. */
const pageHeroSchema = z
  .strictObject(sectionIntro)
  .transform(({ eyebrow, title, intro }): SectionOf<"hero"> => ({ type: "hero", layout: "page", eyebrow, heading: title, intro, buttons: [] }));

/** The closing call to action of the CMS list and detail pages, as their files write it, read as a cta section's card. */
export const closingSchema = z
  .strictObject({ title: text(), text: text(), cta: textLinkSchema("primary"), secondary: textLinkSchema("secondary").optional() })
  .transform(({ title, text, cta, secondary }): SectionOf<"cta"> => ({ type: "cta", style: "card", heading: title, text, buttons: secondary ? [cta, secondary] : [cta] }));

export const blogPageSchema = definePage({
  hero: z.strictObject(sectionIntro),
  search: z.strictObject({ label: text(), placeholder: text(), button: text() }),
  list: z.strictObject({ heading: text(), readMore: text(), loadMore: text(), loading: text(), inCategory: text(), allArticles: text(), moreResults: text() }),
  article: z.strictObject({ back: text(), byline: text(), closing: closingSchema }),
  newsletter: newsletterSchema,
});
export type BlogPage = z.infer<typeof blogPageSchema>;

export const portfolioPageSchema = definePage({
  hero: pageHeroSchema,
  filters: z.strictObject({ label: text(), all: text() }),
  list: z.strictObject({ heading: text(), viewProject: text(), loadMore: text(), loading: text() }),
  item: z.strictObject({ back: text(), by: text(), imagesHeading: text() }),
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

export const getReviews = cached((): Review[] =>
  readCollection("reviews", reviewSchema)
    .map((f) => ({
      ...f.data,
      initials: f.data.initials ?? initials(f.data.author),
    }))
    .sort((a, b) => a.order - b.order),
);

/** The site's own pages: home, about, contact, certificate, the CMS list pages and not-found. */
export const corePagesContent: ContentArea = {
  entries: [{ files: () => listContentFiles("reviews"), schema: () => reviewSchema }],
  pages: {
    home: homePageSchema,
    about: aboutPageSchema,
    contact: contactPageSchema,
    certificate: certificatePageSchema,
    portfolio: portfolioPageSchema,
    blog: blogPageSchema,
    faq: faqPageSchema,
    "not-found": simplePageSchema,
  },
};
