/**
 * The words a detail page takes from its list page's content file (the collections table's
 * `labelsPage`): back link, byline word, images heading, closing band. The build reads them
 * (labels.server.ts) and hands them to the browser code through Vite's `define`, so a post
 * prerendered, a post published after the build and opened live, a draft preview and the
 * not-found state all show the same words from the same file.
 */
import type { SectionOf } from "~/features/sections/schema";
import type { CmsCollection } from "./table";

export interface DetailLabels {
  back: { text: string; link: string };
  by?: string;
  imagesHeading?: string;
  closing?: SectionOf<"cta">;
}

export const DETAIL_LABELS: Record<CmsCollection, DetailLabels> = __DETAIL_LABELS__;
