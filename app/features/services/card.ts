import type { ImageField } from "~/lib/image-types";

/** One service card on the overview or a hub (browser-safe; the sections' data holds them). */
export interface ServiceCard {
  slug: string;
  path: string;
  title: string;
  summary: string;
  features: string[];
  image: ImageField;
}
