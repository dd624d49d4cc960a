import type { z } from "zod";
import type { PageMetaFields } from "~/content/schemas";
import { firstImage, sectionData, sectionTypes } from "~/features/sections/data.server";
import type { IconName } from "~/ui/icon-names";
import type { Block } from "~/features/sections/kinds";
import type { Section, SectionData } from "~/features/sections/schema";
import { pageMeta, readPage } from "~/features/site/site.server";
import type { PageMeta } from "~/lib/seo";

/**
 * The loader data of a page made of sections (home, about, contact, certificate): its sections,
 * their images and listings, the section types for the clientLoader (withSectionCode), and the
 * page's metadata, shared with the first image the sections show. The code-split parts the
 * sections use are loaded before it returns (sectionData), so prerendering never suspends.
 */
export async function sectionPage<S extends z.ZodType<{ meta: PageMetaFields; sections: (Section | Block)[] }>>(
  name: string,
  schema: S,
  path: string,
  /** Icons the page's own blocks draw by a fixed name. */
  blockIcons: readonly IconName[] = [],
): Promise<{ sections: z.output<S>["sections"]; data: SectionData; types: string[]; meta: PageMeta }> {
  const page: z.output<S> = readPage(name, schema);
  const types = sectionTypes(page.sections);
  const [data, meta] = await Promise.all([
    sectionData(page.sections, blockIcons),
    pageMeta({ ...page.meta, path }, { image: firstImage(page.sections) }),
  ]);
  return { sections: page.sections, data, types, meta };
}
