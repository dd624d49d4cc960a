import { responsiveImage } from "~/content/images.server";

/**
 * Pictures inside a WordPress record's body, served at the size a phone shows them (decision 179).
 * The snapshot keeps each body image as one file (`/_cms/media/<digest>.jpg`, often 1280 px and
 * 100–200 KB); an article shows it 335 px wide on a phone. At build time each such `<img>` becomes
 * a `<picture>` with the same AVIF and WebP widths as every other image of the site, from the
 * same pipeline and cache (app/content/images.server.ts), and keeps its alt text, class, title,
 * and lazy loading. An image the pipeline cannot read, an animated GIF, or one from anywhere else
 * is left as it is.
 */

/** The article column: 704 px from 768 px up (`max-w-3xl` less its padding), the screen's width below. */
export const BODY_IMAGE_SIZES = "(min-width: 768px) 704px, 100vw";
/** No body image is shown wider than the column: twice its width covers a 2x screen. */
const BODY_MAX_WIDTH = 1600;

const IMG_TAG = /<img\b[^>]*>/g;
/** Only files of the snapshot's media folder, by the name the snapshot gives them. */
const CMS_MEDIA = /^\/_cms\/media\/([a-f0-9]{16}\.(?:jpe?g|png|webp|avif))$/i;
/** The sanitiser's serialisation: every attribute as name="value", `"` written as &quot;. */
const ATTRIBUTE = /\s([a-zA-Z-]+)="([^"]*)"/g;
/** Attributes the picture sets itself. */
const REPLACED = new Set(["src", "srcset", "sizes", "width", "height"]);

function attributes(tag: string): [string, string][] {
  return [...tag.matchAll(ATTRIBUTE)].map((m) => [m[1]!.toLowerCase(), m[2]!]);
}

async function pictureFor(tag: string): Promise<string> {
  const attrs = attributes(tag);
  const name = CMS_MEDIA.exec(attrs.find(([k]) => k === "src")?.[1] ?? "")?.[1];
  if (!name) return tag;
  let img;
  try {
    img = await responsiveImage(`cms/media/${name}`, "", BODY_MAX_WIDTH);
  } catch {
    return tag; // the pipeline could not read it: the original file stays
  }
  const kept = attrs.filter(([k]) => !REPLACED.has(k)).map(([k, v]) => ` ${k}="${v}"`);
  if (!attrs.some(([k]) => k === "loading")) kept.push(' loading="lazy"');
  if (!attrs.some(([k]) => k === "decoding")) kept.push(' decoding="async"');
  const sizes = ` sizes="${BODY_IMAGE_SIZES}"`;
  return (
    `<picture><source type="image/avif" srcset="${img.avifSrcSet}"${sizes}><source type="image/webp" srcset="${img.srcSet}"${sizes}>` +
    `<img src="${img.src}" srcset="${img.srcSet}"${sizes} width="${img.width}" height="${img.height}"${kept.join("")}></picture>`
  );
}

/** `html` with each snapshot image in it as a responsive `<picture>`. */
export async function responsiveBodyImages(html: string): Promise<string> {
  const tags = [...new Set(html.match(IMG_TAG) ?? [])];
  if (tags.length === 0) return html;
  const pictures = new Map(await Promise.all(tags.map(async (t) => [t, await pictureFor(t)] as const)));
  return html.replace(IMG_TAG, (t) => pictures.get(t) ?? t);
}
