import { readPage } from "~/features/site/site.server";
import { blogPageSchema, faqPageSchema, portfolioPageSchema } from "./schema";
import type { DetailLabels } from "./labels";
import { COLLECTIONS, type CmsCollection } from "./table";

/** Every collection's detail labels, from its list page's content file (the value of `__DETAIL_LABELS__`). */
export function readDetailLabels(): Record<CmsCollection, DetailLabels> {
  const blog = readPage(COLLECTIONS.posts.labelsPage, blogPageSchema);
  const portfolio = readPage(COLLECTIONS.portfolio.labelsPage, portfolioPageSchema);
  const faq = readPage(COLLECTIONS.faq.labelsPage, faqPageSchema);
  const back = (c: CmsCollection, text: string) => ({ text, link: COLLECTIONS[c].routePrefix });
  return {
    posts: { back: back("posts", blog.article.back), by: blog.article.byline, closing: blog.article.closing },
    portfolio: { back: back("portfolio", portfolio.item.back), by: portfolio.item.by, imagesHeading: portfolio.item.imagesHeading, closing: portfolio.closing },
    faq: { back: back("faq", faq.item.back), closing: faq.closing },
  };
}
