/** The newsletter block's copy, in the offers and blog page files (browser-safe: zod only). */
import { z } from "zod";
import { text } from "~/content/schemas";

export const newsletterSchema = z.strictObject({
  heading: text(),
  intro: text().optional(),
  /** Accessible name of the e-mail field (shown to screen readers). */
  label: text(),
  placeholder: text(),
  /** The button's text, e.g. "Subscribe Now". */
  button: text(),
  /** Small print under the form. */
  note: text().optional(),
});
export type NewsletterCopy = z.infer<typeof newsletterSchema>;
