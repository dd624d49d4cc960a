import type { ContentArea } from "./entries";
import { simplePageSchema } from "./schemas";

/** Offers: content/offers/*.md and content/pages/offers.md (built out by the offers issue). */
export const offersContent: ContentArea = {
  entries: [],
  pages: { offers: simplePageSchema },
};
