/**
 * The boxes that fill the screen's width with a picture cropped to cover them, in one place
 * (decision 203): how much of a tall screen's height each takes (its pictures' `sizes`), and the
 * shape its picture is cut to for upright screens. The loader cuts what these say
 * (`cropUses` in ./data.server.ts); the sections draw what it cut.
 */
import type { CropShape } from "~/lib/image-types";

export interface FullBleed {
  heightVh: number;
  crop: CropShape;
}

export const FULL_BLEED = {
  /** A hero with its text over its picture (the overlay layout): 80vh on a large screen. */
  hero: { heightVh: 80, crop: "3:4" },
  /** Home's slideshow: 88svh (its class min-h-[max(34rem,88svh)]). */
  slideshow: { heightVh: 88, crop: "3:4" },
  /**
   * The commercial pages' slider: at least half the screen and 400 px (min-h-[max(50vh,400px)]),
   * its pictures sized as at 60vh (decision 194); a phone draws it about square.
   */
  slider: { heightVh: 60, crop: "1:1" },
} as const satisfies Record<string, FullBleed>;

/**
 * The screens that take the cut: upright ones (at most 3:4). On them each box above is at least
 * as tall, for its width, as its cut, so the cut shows all the box shows of the whole picture.
 */
export const UPRIGHT_SCREEN = "(max-aspect-ratio: 3/4)";

/** `sizes` for the cut: drawn at its box's height, as wide as its shape makes it. */
export function cropSizes(use: FullBleed): string {
  const [w, h] = use.crop.split(":").map(Number) as [number, number];
  return `${Math.ceil((use.heightVh * w) / h)}vh`;
}
