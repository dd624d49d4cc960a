import { z } from "zod";
import type { ContentArea } from "../../content/entries";
import { cached, listContentFiles, readCollection } from "../../content/read.server";
import { initials } from "~/lib/initials";
import { definePage, href, image, internalPath, simplePageSchema, text } from "../../content/schemas";

/** A link shown as a button. */
export const ctaSchema = z.strictObject({ text: text(), link: href() });
export type Cta = z.infer<typeof ctaSchema>;

const sectionIntro = { eyebrow: text().optional(), title: text(), intro: text().optional() };

/** The closing call-to-action band most pages end with. */
export const closingSchema = z.strictObject({ title: text(), text: text(), cta: ctaSchema, secondary: ctaSchema.optional() });

export const homePageSchema = definePage({
  hero: z.strictObject({
    label: text(),
    slides: z
      .array(
        z.strictObject({
          id: z.string().regex(/^[a-z0-9-]+$/, { message: "must be lowercase letters, digits and dashes" }),
          eyebrow: text().optional(),
          title: text(),
          subtitle: text(),
          cta: ctaSchema,
          image: image(),
        }),
      )
      .min(1),
  }),
  services: z.strictObject({
    ...sectionIntro,
    cards: z.array(z.strictObject({ title: text(), description: text(), link: internalPath(), linkText: text(), image: image() })).min(1),
    cta: ctaSchema,
  }),
  featuredProjects: z.strictObject({ ...sectionIntro, linkText: text(), cta: ctaSchema }),
  process: z.strictObject({
    ...sectionIntro,
    steps: z.array(z.strictObject({ title: text(), description: text() })).min(1),
    link: ctaSchema,
    image: image(),
  }),
  insights: z.strictObject({ ...sectionIntro, readMore: text(), cta: ctaSchema }),
  reviews: z.strictObject({ ...sectionIntro, linkText: text() }),
  closing: closingSchema,
});
export type HomePage = z.infer<typeof homePageSchema>;

export const aboutPageSchema = definePage({
  hero: z.strictObject({ eyebrow: text(), title: text(), intro: text(), image: image() }),
  badge: z.strictObject({ value: text(), label: text() }),
  story: z.strictObject({ ...sectionIntro, paragraphs: z.array(text()).min(1), image: image() }),
  stats: z.array(z.strictObject({ value: text(), label: text() })).default([]),
  values: z.strictObject({ ...sectionIntro, items: z.array(z.strictObject({ title: text(), description: text() })).min(1) }),
  closing: closingSchema,
});
export type AboutPage = z.infer<typeof aboutPageSchema>;

export const contactPageSchema = definePage({
  hero: z.strictObject({ eyebrow: text(), title: text(), intro: text(), image: image() }),
  panel: z.strictObject({ title: text(), intro: text(), hoursTitle: text(), hours: z.array(text()).min(1), mapTitle: text() }),
  form: z.strictObject({ title: text(), intro: text(), submitText: text(), sendingText: text(), successTitle: text(), successText: text() }),
  faq: z.strictObject({ ...sectionIntro, items: z.array(z.strictObject({ question: text(), answer: text() })).min(1) }),
});
export type ContactPage = z.infer<typeof contactPageSchema>;

export const certificatePageSchema = definePage({
  hero: z.strictObject({ eyebrow: text(), title: text(), intro: text() }),
  certificate: z.strictObject({ image: image(), caption: text(), sampleNote: text() }),
  explanation: z.strictObject({ title: text(), paragraphs: z.array(text()).min(1) }),
  benefits: z.strictObject({ ...sectionIntro, items: z.array(z.strictObject({ title: text(), description: text() })).min(1) }),
  closing: closingSchema,
});
export type CertificatePage = z.infer<typeof certificatePageSchema>;

const newsletterSchema = z.strictObject({ heading: text(), intro: text().optional(), label: text(), placeholder: text(), button: text(), note: text().optional() });

export const blogPageSchema = definePage({
  hero: z.strictObject(sectionIntro),
  search: z.strictObject({ label: text(), placeholder: text(), button: text() }),
  list: z.strictObject({ heading: text(), readMore: text(), loadMore: text(), loading: text() }),
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

/** content/reviews/*.md — client reviews shown on the home page. */
export const reviewSchema = z.strictObject({
  author: text(),
  rating: z.number().int().min(1).max(5),
  date: text(),
  text: text(),
  initials: z.string().regex(/^(\p{Lu}\p{M}*){1,3}$/u, { message: "must be 1 to 3 capital letters" }).optional(),
  project: text().optional(),
  order: z.number().int(),
});
export type Review = z.infer<typeof reviewSchema> & { initials: string };

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
