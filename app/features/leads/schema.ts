/** The newsletter block's copy, in the offers and blog page files (browser-safe: zod only). */
import { z } from "zod";
import { text } from "~/content/schemas";

/** The words of a form's link to the privacy page, in its small print by the button. */
export const privacyLink = () => text().optional().describe("The words of a link to the privacy page in the form's small print, such as How we use your details.");

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
  privacyLink: privacyLink(),
});
export type NewsletterCopy = z.infer<typeof newsletterSchema>;
