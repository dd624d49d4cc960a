import { formatPostDate } from "~/lib/text";
import { contentImage } from "~/content/images.server";
import { getCompany } from "../site/company.server";
import type { ContentArea } from "../../content/entries";
import { ContentError } from "../../content/errors";
import { cached, listContentFiles, readCollection } from "../../content/read.server";
import { isCurrent } from "~/features/offers/validity";
import { buildToday } from "../../content/build-day.server";
import { offerSchema, offersPageSchema, type OfferView } from "./schema";

export type { OfferView };
export { buildToday };

export const OFFERS_DIR = "offers";

/** Every offer, newest first (then by file name), with its slug. */
export const readOffers = cached(() => {
  const files = readCollection(OFFERS_DIR, offerSchema);
  const stray = files.filter((f) => f.body !== "");
  if (stray.length > 0) {
    throw new ContentError(
      stray.map((f) => ({
        file: f.file,
        field: "(body)",
        message: "text below the frontmatter is not shown: write it as `body:` blocks (paragraph, heading, list)",
      })),
    );
  }
  return files
    .map((f) => ({ slug: f.slug, ...f.data }))
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
});
export type OfferEntry = ReturnType<typeof readOffers>[number];

/** SPEC's date style for posts, used for offers too: "March 14, 2025" (one rule, in ~/lib/text). */
export const formatOfferDate = formatPostDate;

/** What a card or an offer page shows: processed image, display date, author with its default. */
export async function offerView(offer: OfferEntry): Promise<OfferView> {
  return {
    slug: offer.slug,
    path: `/offers/${offer.slug}`,
    title: offer.title,
    excerpt: offer.excerpt,
    badge: offer.badge ?? null,
    date: offer.date,
    dateLabel: formatOfferDate(offer.date),
    validFrom: offer.validFrom,
    validUntil: offer.validUntil,
    validFromLabel: formatOfferDate(offer.validFrom),
    validUntilLabel: formatOfferDate(offer.validUntil),
    author: offer.author ?? getCompany().teamName,
    image: await contentImage(offer.image),
  };
}


/** The offers running on `today`, in the list's order. */
export function currentOffers(today: string = buildToday()): OfferEntry[] {
  return readOffers().filter((o) => isCurrent(o, today));
}

/** Offers: one file per offer under content/offers/, and the /offers page file. */
export const offersContent: ContentArea = {
  entries: [{ files: () => listContentFiles(OFFERS_DIR), schema: () => offerSchema }],
  pages: { offers: offersPageSchema },
};
