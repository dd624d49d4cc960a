import type { ContentArea } from "../../content/entries";
import { cached, listContentFiles, readCollection } from "../../content/read.server";
import { initials } from "~/lib/initials";
import { relativeDay } from "~/lib/relative-day";
import { buildToday } from "~/content/build-day.server";
import { simplePageSchema } from "../../content/schemas";
import { blogPageSchema, faqPageSchema, portfolioPageSchema } from "~/features/collections/schema";
import { aboutPageSchema, certificatePageSchema, contactPageSchema, homePageSchema, privacyPageSchema, reviewSchema, type Review } from "./schema";

export const getReviews = cached((): Review[] =>
  readCollection("reviews", reviewSchema)
    .map((f) => ({
      ...f.data,
      initials: f.data.initials ?? initials(f.data.author),
      // How long ago, as of the build's day: each build (the nightly one too) brings it up to date.
      dateLabel: relativeDay(f.data.date, buildToday()),
    }))
    .sort((a, b) => a.order - b.order),
);

/** The site's own pages: home, about, contact, certificate, privacy and not-found, and the CMS list pages (their schemas are the collections'). */
export const corePagesContent: ContentArea = {
  entries: [{ files: () => listContentFiles("reviews"), schema: () => reviewSchema }],
  pages: {
    home: homePageSchema,
    about: aboutPageSchema,
    contact: contactPageSchema,
    certificate: certificatePageSchema,
    privacy: privacyPageSchema,
    portfolio: portfolioPageSchema,
    blog: blogPageSchema,
    faq: faqPageSchema,
    "not-found": simplePageSchema,
  },
};
