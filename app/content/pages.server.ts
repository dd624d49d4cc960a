import type { ContentArea } from "./entries";
import { simplePageSchema } from "./schemas";

/** The site's own pages: home, about, contact, certificate, the CMS list pages and not-found. */
export const corePagesContent: ContentArea = {
  entries: [],
  pages: {
    home: simplePageSchema,
    about: simplePageSchema,
    contact: simplePageSchema,
    certificate: simplePageSchema,
    portfolio: simplePageSchema,
    blog: simplePageSchema,
    faq: simplePageSchema,
    "not-found": simplePageSchema,
  },
};
