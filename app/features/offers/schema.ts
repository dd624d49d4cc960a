/** Offer files and the /offers page (browser-safe: zod only). */
import { z } from "zod";
import type { ResponsiveImage } from "~/lib/image-types";
import { definePage, href, image, isoDate, text } from "~/content/schemas";
import { newsletterSchema } from "~/features/leads/schema";
import { endsBeforeItStarts } from "./window-rule";

/**
 * The body of an offer, written as blocks in the frontmatter (the project renders no
 * Markdown): paragraphs, sub-headings and bullet lists.
 */
export const offerBodyBlock = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("paragraph"), text: text() }),
  z.strictObject({ type: z.literal("heading"), text: text() }),
  z.strictObject({ type: z.literal("list"), items: z.array(text()).min(1) }),
]);
export type OfferBodyBlock = z.infer<typeof offerBodyBlock>;

/** content/offers/{slug}.md — one offer; the file name is its URL slug (/offers/{slug}). */
const offerFields = z.strictObject({
  title: text(),
  /** Shown on the card and searched by the filter. */
  excerpt: text(),
  date: isoDate().describe("The date on the offer's card; the newest offers come first."),
  /** First and last day the offer runs, inclusive, on the studio's calendar (decision 082). */
  validFrom: isoDate(),
  validUntil: isoDate(),
  /** Defaults to the company's team name. */
  author: text().optional(),
  image: image(),
  /** A short label on the image, e.g. "25% off". */
  badge: text().optional().describe("A short word or two on the offer's picture, like 25% off."),
  body: z.array(offerBodyBlock).min(1),
  /** Fine print shown under the body. */
  terms: z.array(text()).optional(),
  /** Overrides of the page's search/social description (defaults to the excerpt). */
  description: text().optional().describe("Replaces the excerpt in search results and shared links."),
});
export const offerSchema = offerFields.refine((o) => !endsBeforeItStarts(o), {
  path: ["validUntil"],
  message: "must not be before validFrom",
});
export type Offer = z.infer<typeof offerSchema>;

const templateWithText = () =>
  text().refine((s) => s.includes("{text}"), { message: 'must contain {text}, where the searched words go' });
const templateWithDate = () =>
  text().refine((s) => s.includes("{date}"), { message: "must contain {date}, where the end date goes" });

/** content/pages/offers.md — the /offers page and the copy shared by every offer page. */
export const offersPageSchema = definePage({
  hero: z.strictObject({
    eyebrow: text().optional(),
    heading: text(),
    intro: text().optional(),
    image: image(),
  }),
  search: z.strictObject({
    label: text(),
    placeholder: text(),
    button: text(),
    showingResults: templateWithText(),
    noResults: templateWithText(),
    noResultsHint: text().optional(),
    clear: text(),
  }),
  list: z.strictObject({
    heading: text(),
    viewOffer: text(),
    /** Shown when no offer is running. */
    none: text(),
  }),
  newsletter: newsletterSchema,
  offerPage: z.strictObject({
    back: text(),
    /** Above the title: "Valid {from} – {until}" (both dates filled in). */
    valid: text().refine((s) => s.includes("{from}") && s.includes("{until}"), { message: "must contain {from} and {until}" }),
    /** The notice on an offer that has ended, e.g. "This offer ended on {date}.", and its link to /offers. */
    ended: templateWithDate(),
    endedLink: text(),
    termsHeading: text(),
    moreHeading: text(),
    /** The closing call to action; `endedTitle` and `endedText` replace its words once the offer has ended. */
    cta: z.strictObject({
      title: text(),
      text: text(),
      endedTitle: text().describe("Replaces the title on the page of an offer that has ended"),
      endedText: text().describe("Replaces the text on the page of an offer that has ended"),
      label: text(),
      to: href(),
    }),
  }),
});
export type OffersPage = z.infer<typeof offersPageSchema>;

/** What a card or an offer page shows: processed image, display dates, author with its default. */
export interface OfferView {
  slug: string;
  path: string;
  title: string;
  excerpt: string;
  badge: string | null;
  date: string;
  dateLabel: string;
  validFrom: string;
  validUntil: string;
  validFromLabel: string;
  validUntilLabel: string;
  author: string;
  image: ResponsiveImage;
}
