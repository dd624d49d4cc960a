/**
 * The boxes that fill the screen's width with a picture cropped to cover them, in one place
 * (decision 203): each box's height on a tall screen (its pictures' `sizes`), and the cut of its
 * picture that narrow screens take instead. The loader cuts the pictures these boxes draw
 * (`cropUses` in ./data.server.ts); the section passes its row to `Img`, which offers the cut
 * under `media` (shared.tsx).
 *
 * Each `media` is where the box is, for its width, at least as tall as its cut, worked out from
 * the box's classes (repeated beside each row): there the cut holds everything the whole picture
 * showed, and nowhere else is it taken. Each `sizes` is the cut drawn at the box's least height.
 */
import type { CropShape } from "~/lib/image-types";

export interface FullBleed {
  heightVh: number;
  cut: { shape: CropShape; media: string; sizes: string };
}

export const FULL_BLEED = {
  /**
   * A hero with its text over its picture (HeroSection, min-h-[560px] sm:min-h-[640px]
   * lg:min-h-[80vh]): at least 560 px high below 640 px wide, so a 3:4 cut covers it up to
   * 420 px wide; from 1024 px, 80vh, so up to a 3:5 screen. Between the two, never.
   */
  hero: {
    heightVh: 80,
    cut: { shape: "3:4", media: "(max-width: 420px), (min-width: 1024px) and (max-aspect-ratio: 3/5)", sizes: "(max-width: 420px) 420px, 60vh" },
  },
  /** Home's slideshow (min-h-[max(34rem,88svh)]): at least 544 px and 88% of the screen high. */
  slideshow: {
    heightVh: 88,
    cut: { shape: "3:4", media: "(max-width: 408px), (max-aspect-ratio: 33/50)", sizes: "(max-height: 618px) 408px, 66vh" },
  },
  /**
   * The commercial pages' slider (min-h-[max(50vh,400px)]), its pictures sized as at 60vh
   * (decision 194): at least 400 px and half the screen high, so a square covers it up to 400 px
   * wide or on a 1:2 screen.
   */
  slider: {
    heightVh: 60,
    cut: { shape: "1:1", media: "(max-width: 400px), (max-aspect-ratio: 1/2)", sizes: "(max-height: 800px) 400px, 50vh" },
  },
} as const satisfies Record<string, FullBleed>;
