import type { GalleryImage } from "~/features/gallery/schema";
import { coverSizes } from "~/lib/cover-sizes";
import type { ResponsiveImage } from "~/lib/image-types";
import { GalleryTile } from "./GalleryTile";
import type { Block } from "./layout";

interface GalleryBlockProps {
  block: Block<GalleryImage>;
  label: string;
  hintId: string;
  onOpen: (index: number, trigger: HTMLButtonElement) => void;
  onIntent: () => void;
}

// The large tile is square from md up (two of the block's four columns, both of its rows, the
// block being twice as wide as high) and 4:3 below; a small tile is square: each picture is
// picked for the width it is drawn at, cropped into its box (decision 194).
const LARGE_SIZES = (image: ResponsiveImage) =>
  coverSizes(image, [
    { media: "(min-width: 1280px)", width: "608px", box: 1 },
    { media: "(min-width: 768px)", width: "50vw", box: 1 },
    { width: "100vw", box: 4 / 3 },
  ]);
const SMALL_SIZES = (image: ResponsiveImage) =>
  coverSizes(image, [
    { media: "(min-width: 1280px)", width: "300px", box: 1 },
    { media: "(min-width: 768px)", width: "25vw", box: 1 },
    { width: "50vw", box: 1 },
  ]);

/** Columns of a final short block (fewer than five images), by its number of images. */
const SHORT_GRID: Record<number, string> = {
  1: "grid-cols-1",
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 md:grid-cols-3",
  4: "grid-cols-2 md:grid-cols-4",
};
/** The widths of a final short block's tiles (2:1 for one picture, 4:3 otherwise), by its number of pictures. */
const SHORT_WIDTHS: Record<number, { media?: string; width: string }[]> = {
  1: [{ media: "(min-width: 1280px)", width: "1216px" }, { width: "100vw" }],
  2: [{ media: "(min-width: 1280px)", width: "608px" }, { media: "(min-width: 640px)", width: "50vw" }, { width: "100vw" }],
  3: [{ media: "(min-width: 1280px)", width: "400px" }, { media: "(min-width: 768px)", width: "33vw" }, { media: "(min-width: 640px)", width: "50vw" }, { width: "100vw" }],
  4: [{ media: "(min-width: 1280px)", width: "300px" }, { media: "(min-width: 768px)", width: "25vw" }, { width: "50vw" }],
};
const shortSizes = (n: number) => (image: ResponsiveImage) => coverSizes(image, (SHORT_WIDTHS[n] ?? SHORT_WIDTHS[2]!).map((w) => ({ ...w, box: n === 1 ? 2 : 4 / 3 })));

/**
 * A block of five: one large image and four small ones (large left on even blocks, right
 * on odd blocks, from md up; stacked on phones). A final block of fewer than five is a
 * plain grid.
 */
export function GalleryBlock({ block, label, hintId, onOpen, onIntent }: GalleryBlockProps) {
  const tile = { hintId, onOpen, onIntent };
  if (block.layout === "grid") {
    const n = block.items.length;
    return (
      <ul aria-label={label} data-layout="grid" className={`grid gap-3 sm:gap-4 ${SHORT_GRID[n] ?? "sm:grid-cols-2"}`}>
        {block.items.map((item, i) => (
          <GalleryTile
            key={block.start + i}
            item={item}
            index={block.start + i}
            sizes={shortSizes(n)}
            className={n === 1 ? "aspect-[2/1]" : "aspect-[4/3]"}
            priority={block.start + i === 0}
            {...tile}
          />
        ))}
      </ul>
    );
  }
  const right = block.layout === "large-right";
  return (
    <ul
      aria-label={label}
      data-layout={block.layout}
      className="grid grid-cols-2 gap-3 sm:gap-4 md:aspect-[2/1] md:grid-cols-4 md:grid-rows-2"
    >
      {block.items.map((item, i) => (
        <GalleryTile
          key={block.start + i}
          item={item}
          index={block.start + i}
          featured={i === 0}
          priority={block.start + i === 0}
          sizes={i === 0 ? LARGE_SIZES : SMALL_SIZES}
          className={
            i === 0
              ? `col-span-2 aspect-[4/3] md:(row-span-2 aspect-auto) ${right ? "md:(col-start-3 row-start-1)" : ""}`
              : "aspect-square md:aspect-auto"
          }
          {...tile}
        />
      ))}
    </ul>
  );
}
