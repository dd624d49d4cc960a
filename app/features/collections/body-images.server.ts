import { responsiveImage } from "~/content/images.server";
import type { ResponsiveImage } from "~/lib/image-types";
import { attrValue, rewriteStartTags, startTag, type StartTag } from "./cms-links-html";

/**
 * Pictures inside a WordPress record's body, served at the size a phone shows them (decision 179).
 * The snapshot keeps each body image as one file (`/_cms/media/<digest>.jpg`, often 1280 px and
 * 100–200 KB); an article shows it 335 px wide on a phone. At build time each such `<img>` becomes
 * a `<picture>` with the same AVIF and WebP widths as every other image of the site, from the
 * same pipeline and cache (app/content/images.server.ts), and keeps its alt text, class, title,
 * the width and height WordPress gave it, and lazy loading. An image the pipeline cannot read, an
 * animated GIF, or one from anywhere else is left as it is.
 */

/** The article column: 704 px from 768 px up (`max-w-3xl` less its padding), the screen's width below. */
const BODY_COLUMN_PX = 704;
export const BODY_IMAGE_SIZES = `(min-width: 768px) ${BODY_COLUMN_PX}px, 100vw`;
/** No body image is shown wider than the column: twice its width covers a 2x screen. */
const BODY_MAX_WIDTH = 1600;

/** Only files of the snapshot's media folder, by the name the snapshot gives them. */
const CMS_MEDIA = /^\/_cms\/media\/([a-f0-9]{16}\.(?:jpe?g|png|webp|avif))$/i;
/** Attributes the picture sets itself. */
const REPLACED = new Set(["src", "srcset", "sizes", "width", "height"]);

const mediaName = (tag: StartTag) => CMS_MEDIA.exec(attrValue(tag, "src") ?? "")?.[1];

/**
 * The `<picture>` for one `<img>` tag. The width and height WordPress wrote are kept when both are
 * there (an editor may have shown the picture smaller than the column), and `sizes` says so.
 */
function pictureOf(tag: StartTag, img: ResponsiveImage): string {
  const declared = [attrValue(tag, "width"), attrValue(tag, "height")].map((v) => (v && /^\d+$/.test(v) ? Number(v) : 0));
  const [width, height] = declared[0]! > 0 && declared[1]! > 0 ? declared : [img.width, img.height];
  const sizes = width! < BODY_COLUMN_PX ? `(min-width: ${width! + 40}px) ${width}px, 100vw` : BODY_IMAGE_SIZES;
  const kept = tag.attrs.filter((a) => !REPLACED.has(a.name.toLowerCase()));
  if (!kept.some((a) => a.name.toLowerCase() === "loading")) kept.push({ name: "loading", value: "lazy" });
  if (!kept.some((a) => a.name.toLowerCase() === "decoding")) kept.push({ name: "decoding", value: "async" });
  const own = [
    { name: "src", value: img.src },
    { name: "srcset", value: img.srcSet },
    { name: "sizes", value: sizes },
    { name: "width", value: String(width) },
    { name: "height", value: String(height) },
  ];
  return (
    `<picture><source type="image/avif" srcset="${img.avifSrcSet}" sizes="${sizes}"><source type="image/webp" srcset="${img.srcSet}" sizes="${sizes}">` +
    `${startTag("img", [...own, ...kept])}</picture>`
  );
}

/** `html` (the sanitiser's output) with each snapshot image in it as a responsive `<picture>`. */
export async function responsiveBodyImages(html: string): Promise<string> {
  if (!html.includes("<img")) return html;
  // The tags are read as rewriteHrefs reads links: attribute by attribute, never to the first ">".
  const names = new Set<string>();
  rewriteStartTags(html, "img", (tag) => {
    const name = mediaName(tag);
    if (name) names.add(name);
    return null;
  });
  const images = new Map<string, ResponsiveImage>();
  await Promise.all(
    [...names].map(async (name) => {
      try {
        images.set(name, await responsiveImage(`cms/media/${name}`, "", BODY_MAX_WIDTH));
      } catch {
        // the pipeline could not read it: the original file stays
      }
    }),
  );
  return rewriteStartTags(html, "img", (tag) => {
    const img = images.get(mediaName(tag) ?? "");
    return img ? pictureOf(tag, img) : null;
  });
}
