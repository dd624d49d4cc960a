/** Building blocks the section schemas share (browser-safe: zod only). */
import { z } from "zod";
import { href, image, text } from "~/content/schemas";
import { ICON_NAMES } from "~/ui/icon-names";

/** An anchor id such as `project-management` (used in links like /services#project-management). */
export const anchorId = () =>
  z.string().regex(/^[a-z][a-z0-9-]*$/, { message: "must be lowercase letters, digits and dashes, e.g. project-management" });

const linkStyle = z.enum(["primary", "secondary", "light"]);

/** A link shown as a button: the one link shape of the site's components. */
export const linkSchema = z.strictObject({
  label: text(),
  to: href(),
  style: linkStyle.default("primary"),
});
export type SectionLink = z.infer<typeof linkSchema>;

/**
 * The same link as the CMS list pages' files write it (`cta: { text, link }`, the fields the
 * editor offers there), read into the one link shape with the given look.
 */
export const textLinkSchema = (style: z.infer<typeof linkStyle>) =>
  z.strictObject({ text: text(), link: href() }).transform(({ text, link }): SectionLink => ({ label: text, to: link, style }));

export const icon = () => z.enum(ICON_NAMES);
export const list = () => z.array(text());

/** Heading block every section starts with. */
export const heading = {
  id: anchorId().optional(),
  eyebrow: text().optional(),
  heading: text(),
  intro: text().optional(),
};
/** The same, for sections that may go without a visible heading (inside a tab, for example). */
export const optionalHeading = { ...heading, heading: text().optional() };

export const captioned = image().extend({ caption: text().optional() });
export const titledImage = image().extend({ title: text(), description: text().optional() });

/** A discriminated union of a registry's schemas, in the registry's order. */
export function unionOf<S extends Record<string, z.core.$ZodTypeDiscriminable>>(schemas: S) {
  return z.discriminatedUnion("type", Object.values(schemas) as [S[keyof S], ...S[keyof S][]]);
}
