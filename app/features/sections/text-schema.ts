/**
 * The `text` section's schema (browser-safe: zod only), listed in SECTION_SCHEMAS
 * (section-schemas.ts): reading text in parts, for a page that is mostly words, such as the
 * privacy policy (decision 219).
 */
import { z } from "zod";
import { text } from "~/content/schemas";
import { linkSchema, list, optionalHeading } from "./fields";

export const textSection = z.strictObject({
  type: z.literal("text"),
  ...optionalHeading,
  /** A line above the parts, such as "Last updated on 29 November 2026". */
  note: text().optional().describe("A line above the parts, such as when the text last changed."),
  parts: z
    .array(
      z.strictObject({
        heading: text(),
        paragraphs: z.array(text()).default([]),
        points: list().default([]).describe("A bulleted list after the paragraphs, one line each."),
      }),
    )
    .min(1),
  buttons: z.array(linkSchema).max(2).default([]),
});
