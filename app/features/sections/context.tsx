import { createContext, useContext, type ReactNode } from "react";
import type { SectionData } from "~/features/sections/schema";
import type { ServiceCard } from "~/features/services/card";
import { cropKey, withField, type ImageField, type ResponsiveImage, type TallCrop } from "~/lib/image-types";
import type { FullBleed } from "./full-bleed";
import { IconPathsContext } from "~/ui/Icon";

const SectionDataContext = createContext<SectionData | null>(null);

export function SectionDataProvider({ value, children }: { value: SectionData; children: ReactNode }) {
  return (
    <SectionDataContext.Provider value={value}>
      <IconPathsContext.Provider value={value.icons}>{children}</IconPathsContext.Provider>
    </SectionDataContext.Provider>
  );
}

function useSectionData(): SectionData {
  const data = useContext(SectionDataContext);
  if (!data) throw new Error("Section components must be rendered inside <SectionRenderer />");
  return data;
}

/** The processed image for a content `{ src, alt, focus }` field, carrying the field's alt text and focus. */
export function useImage(field: ImageField): ResponsiveImage {
  const img = useSectionData().images[field.src];
  if (!img) throw new Error(`Image ${field.src} was not processed by the page's loader (sectionData)`);
  return withField(img, field);
}

/** The cut of a full-bleed picture for narrow screens, if the loader made one (decision 203). */
export function useCrop(field: ImageField, use: FullBleed | undefined): TallCrop | undefined {
  const crops = useSectionData().crops;
  return use && crops?.[cropKey(field.src, use.cut.shape, field.focus)];
}

/** The service cards of one listing, resolved by the page's loader. */
export function useListing(key: string): ServiceCard[] {
  return useSectionData().listings[key] ?? [];
}
