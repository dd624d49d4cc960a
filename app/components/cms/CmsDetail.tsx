import { PageHeading } from "~/components/ui/PageHeading";

export type CmsKind = "posts" | "portfolio" | "faq";

const NOT_FOUND: Record<CmsKind, string> = {
  posts: "Sorry, we couldn't find this article.",
  portfolio: "Sorry, we couldn't find this portfolio item.",
  faq: "Sorry, we couldn't find this FAQ.",
};

export interface CmsDetailData {
  record: { slug: string; title: string };
}

/** Detail page of a blog post, portfolio item or FAQ; `data` is null when the slug exists nowhere. */
export function CmsDetail({ kind, data }: { kind: CmsKind; data: CmsDetailData | null }) {
  if (!data) return <PageHeading title={NOT_FOUND[kind]} />;
  return <PageHeading title={data.record.title.replace(/<[^>]+>/g, "")} />;
}

/**
 * Client side of a detail route. Prerendered slugs get their data from the build; a slug
 * published after the build (served the app shell) has none, and renders the not-found text.
 */
export async function cmsClientLoader<T>(serverLoader: (() => Promise<T>) | undefined): Promise<T | null> {
  if (!serverLoader) return null;
  try {
    return await serverLoader();
  } catch {
    return null;
  }
}
