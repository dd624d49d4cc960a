import { z } from "zod";

/** Non-empty, trimmed text. */
export const text = () => z.string().trim().min(1);

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

/** An image with the text a screen reader announces. */
export const image = () =>
  z.strictObject({
    src: imageRef(),
    alt: z.string().trim(),
  });
