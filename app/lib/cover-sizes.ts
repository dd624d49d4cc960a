/**
 * `sizes` for a picture that fills the screen's width and `heightVh` of its height, cropped to
 * cover its box (a hero): on a screen narrower than the picture's own shape (a phone, upright)
 * the picture is drawn wider than the screen, as wide as its height times its aspect, and the
 * browser must pick its file for that width, not the screen's. With "100vw" a phone picked a
 * file a third of the width it drew (decision 194).
 */
export function fullBleedSizes(image: { width: number; height: number }, heightVh: number): string {
  const wideVh = Math.ceil((heightVh * image.width) / image.height);
  return `(max-aspect-ratio: ${wideVh}/100) ${wideVh}vh, 100vw`;
}

/** One width of a picture's box: under `media` (none: otherwise), `width` wide ("600px", "50vw") and `box` its width over its height. */
export interface CoverBox {
  media?: string;
  width: string;
  box: number;
}

/**
 * `sizes` for a picture cropped to cover boxes of other shapes (a portrait box at 5:6 holding a
 * 16:10 photograph): where the picture is wider than its box, it is drawn at the box's height and
 * as much wider as its aspect is over the box's, and its file is picked for that width.
 */
export function coverSizes(image: { width: number; height: number }, boxes: CoverBox[]): string {
  const aspect = image.width / image.height;
  return boxes
    .map(({ media, width, box }) => {
      const m = /^(\d+(?:\.\d+)?)(px|vw)$/.exec(width);
      if (!m) throw new Error(`coverSizes: a width in px or vw, not "${width}"`);
      // Whole units, up (a hair of floating point, 120.00000001, is not a unit more).
      const drawn = Math.ceil(Number(m[1]) * Math.max(1, aspect / box) - 1e-9);
      return media ? `${media} ${drawn}${m[2]}` : `${drawn}${m[2]}`;
    })
    .join(", ");
}
