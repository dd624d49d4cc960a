/** SPEC: images are grouped in blocks of 5, three blocks per page. */
export const BLOCK_SIZE = 5;
export const BLOCKS_PER_PAGE = 3;

/**
 * How a block is laid out. Blocks are numbered from 0 across the whole gallery:
 * even blocks put the large image left, odd blocks right; a final block of fewer
 * than five images is a plain grid.
 */
export type BlockLayout = "large-left" | "large-right" | "grid";

export interface Block<T> {
  /** Position of the block in the whole gallery, from 0. */
  index: number;
  layout: BlockLayout;
  /** Position of the block's first image in the whole gallery, from 0. */
  start: number;
  items: T[];
}

export function toBlocks<T>(items: readonly T[]): Block<T>[] {
  const blocks: Block<T>[] = [];
  for (let start = 0, index = 0; start < items.length; start += BLOCK_SIZE, index++) {
    const slice = items.slice(start, start + BLOCK_SIZE);
    const layout: BlockLayout = slice.length < BLOCK_SIZE ? "grid" : index % 2 === 0 ? "large-left" : "large-right";
    blocks.push({ index, layout, start, items: slice });
  }
  return blocks;
}

/** Number of pages for a number of images (at least 1, so an empty gallery still has page 1). */
export function pageCount(imageCount: number): number {
  return Math.max(1, Math.ceil(imageCount / (BLOCK_SIZE * BLOCKS_PER_PAGE)));
}

/** The blocks shown on a page (1-based). */
export function blocksOnPage<T>(blocks: readonly Block<T>[], page: number): Block<T>[] {
  const first = (page - 1) * BLOCKS_PER_PAGE;
  return blocks.slice(first, first + BLOCKS_PER_PAGE);
}

/**
 * The page a `?page=` value asks for, kept between 1 and the page count: a missing or
 * unreadable value is page 1, a number past the end is the last page.
 */
export function parsePage(value: string | null | undefined, pages: number): number {
  if (!value || !/^\s*\d+\s*$/.test(value)) return 1;
  const n = Number.parseInt(value, 10);
  return Math.min(Math.max(n, 1), pages);
}

/** Replaces `{name}` placeholders of a content template. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, key: string) => (key in values ? String(values[key]) : m));
}
