import { z } from "zod";
import { DAY_FORMAT, isCalendarDay } from "~/lib/calendar-day";
import { FOCUS_POINTS } from "~/lib/image-types";

/** Non-empty, trimmed text. */
export const text = () => z.string().trim().min(1);

/**
 * A calendar date. YAML reads an unquoted 2025-03-14 as a date; both that and the quoted
 * text are accepted and kept as `YYYY-MM-DD`.
 */
export const isoDate = () =>
  z.preprocess(
    (v) => (v instanceof Date && !Number.isNaN(v.getTime()) ? v.toISOString().slice(0, 10) : v),
    z
      .string()
      .regex(DAY_FORMAT, { message: "must be a date written as YYYY-MM-DD, for example 2026-03-14" })
      .refine((s) => !DAY_FORMAT.test(s) || isCalendarDay(s), { message: "is not a real calendar date" }),
  );

/** An absolute http(s) URL. */
export const url = () => z.url({ protocol: /^https?$/ });

/** A site-internal path such as `/contact` or `/services#project-management`. */
export const internalPath = () =>
  z
    .string()
    .regex(/^\/(?!\/)[^\s]*$/, { message: "must be a site path starting with / (for example /contact)" });

/** A link target: a site path or an absolute URL. */
export const href = () => z.union([internalPath(), url()], { error: "must be a site path like /contact or a full https:// URL" });

/**
 * A reference to an image under `content/`, e.g. `media/library/kitchen-01.jpg`.
 * Existence is checked by the reader (it knows where content lives).
 */
export const imageRef = () =>
  z
    .string()
    .regex(/^(media|cms\/media)\/[A-Za-z0-9._\/-]+\.(jpe?g|png|webp|avif)$/i, {
      message: "must be an image path under content/, like media/library/kitchen-01.jpg",
    })
    .refine((v) => !v.split("/").some((seg) => seg === "" || seg === "." || seg === ".."), {
      message: "must stay under content/media/: no . or .. folders",
    });

/**
 * A picture a shared link shows (1200×630, cropped by what draws the eye), with what it shows:
 * the description a card reader announces must be this picture's own (decision 212).
 */
export const sharePicture = () =>
  z.strictObject({
    src: imageRef(),
    alt: text(),
  });

/** An image with the text a screen reader announces, and the part to keep in view when it is cropped. */
export const image = () =>
  z.strictObject({
    src: imageRef(),
    alt: z.string().trim(),
    focus: z.enum(FOCUS_POINTS).optional(),
  });
