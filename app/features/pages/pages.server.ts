import { z } from "zod";
import type { ContentArea } from "../../content/entries";
import { cached, listContentFiles, readCollection } from "../../content/read.server";
import { initials } from "~/lib/initials";
import { newsletterSchema } from "~/features/leads/schema";
import { definePage, href, simplePageSchema, text } from "../../content/schemas";
import { aboutPageSchema, certificatePageSchema, contactPageSchema, homePageSchema, reviewSchema, type Review } from "./schema";

/** A link shown as a button. */
export const ctaSchema = z.strictObject({ text: text(), link: href() });
export type Cta = z.infer<typeof ctaSchema>;

const sectionIntro = { eyebrow: text().optional(), title: text(), intro: text().optional() };

/** The closing call-to-action band most pages end with. */
export const closingSchema = z.strictObject({ title: text(), text: text(), cta: ctaSchema, secondary: ctaSchema.optional() });

export const blogPageSchema = definePage({
  hero: z.strictObject(sectionIntro),
  search: z.strictObject({ label: text(), placeholder: text(), button: text() }),
  list: z.strictObject({ heading: text(), readMore: text(), loadMore: text(), loading: text(), inCategory: text(), allArticles: text(), moreResults: text() }),
  article: z.strictObject({ back: text(), byline: text(), closing: closingSchema }),
  newsletter: newsletterSchema,
});
export type BlogPage = z.infer<typeof blogPageSchema>;

export const portfolioPageSchema = definePage({
  hero: z.strictObject(sectionIntro),
  filters: z.strictObject({ label: text(), all: text() }),
  list: z.strictObject({ heading: text(), viewProject: text(), loadMore: text(), loading: text() }),
  item: z.strictObject({ back: text(), by: text(), imagesHeading: text() }),
  closing: closingSchema,
});
export type PortfolioPage = z.infer<typeof portfolioPageSchema>;

export const faqPageSchema = definePage({
  hero: z.strictObject(sectionIntro),
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
