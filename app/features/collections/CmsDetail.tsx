import { type MetaDescriptor } from "react-router";
import { Link } from "~/ui/Link";
import type { CardImage } from "~/lib/image-types";
import { pageTitle, seo, type PageMeta } from "~/lib/seo";
import { DETAIL_LABELS, type DetailLabels } from "~/content/build-values";
import { COLLECTIONS, type CmsCollection } from "./table";
import type { ArticleView, FaqItemView, PortfolioItemView } from "~/features/collections/views";
import { CtaSection } from "~/features/sections/CtaSection";
import { CardImageView } from "./CardImageView";
import { ProjectImages } from "./ProjectImages";
import { NeighbourNav } from "./NeighbourNav";

export interface CmsDetailData {
  view: ArticleView | PortfolioItemView | FaqItemView | null;
}

function BackLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link to={to} className="inline-flex items-center gap-2 text-sm font-semibold text-clay hover:text-clay-dark">
      <span aria-hidden="true">←</span> {children}
    </Link>
  );
}

/** SPEC's error text for a record that exists nowhere (or an FAQ without title or content). */
export function CmsNotFound({ kind, back }: { kind: CmsCollection; back: { text: string; link: string } }) {
  return (
    <section className="bg-sand-deep pt-32 pb-24 sm:pt-40">
      <div className="container max-w-3xl text-center">
        <h1 className="font-display text-3xl text-ink sm:text-4xl">{COLLECTIONS[kind].notFound.text}</h1>
        <p className="mt-8">
          <BackLink to={back.link}>{back.text}</BackLink>
        </p>
      </div>
    </section>
  );
}

function Byline({ date, dateTime, author, by }: { date: string; dateTime: string; author: string; by?: string }) {
  return (
    <p className="mt-5 flex flex-wrap items-center gap-x-2 text-ink-muted">
      <time dateTime={dateTime}>{date}</time>
      <span aria-hidden="true">·</span>
      <span>
        {by ? `${by} ` : ""}
        {author}
      </span>
    </p>
  );
}

function FeaturedImage({ image }: { image: CardImage }) {
  return (
    <div className="container mt-10 max-w-5xl">
      <CardImageView image={image} priority sizes="(min-width: 1024px) 1024px, 100vw" className="aspect-[16/9] w-full rounded-[1.5rem] object-cover" />
    </div>
  );
}

const proseCls = "prose prose-lg mx-auto max-w-3xl";

/** Where a page's closing band sits: after the page's content, on its sand. */
const CLOSING = { first: false, nested: false, level: 2, surface: "sand" } as const;

/** A blog article, portfolio item or FAQ, or SPEC's error text when `view` is null. */
export function CmsDetail({ kind, data }: { kind: CmsCollection; data: CmsDetailData | null }) {
  const labels: DetailLabels = DETAIL_LABELS[kind];
  const view = data?.view;
  if (!view) return <CmsNotFound kind={kind} back={labels.back} />;
  if (view.kind === "faq") {
    return (
      <>
        <article className="bg-sand-deep pt-32 pb-20 sm:pt-40">
          <div className="container max-w-3xl">
            <BackLink to={labels.back.link}>{labels.back.text}</BackLink>
            <h1 className="mt-6 font-display text-3xl leading-tight text-ink sm:text-5xl">{view.title}</h1>
            <div className={`${proseCls} mt-8 rounded-2xl bg-white p-7 sm:p-10`} dangerouslySetInnerHTML={{ __html: view.html }} />
          </div>
        </article>
        {labels.closing && <CtaSection section={labels.closing} {...CLOSING} />}
      </>
    );
  }
  return (
    <>
      <article className="pt-32 pb-16 sm:pt-40">
        <header className="container max-w-3xl">
          <BackLink to={labels.back.link}>{labels.back.text}</BackLink>
          <h1 className="mt-6 font-display text-[2.4rem] leading-[1.1] text-ink sm:text-6xl">{view.title}</h1>
          <Byline date={view.date} dateTime={view.dateTime} author={view.author} by={labels.by} />
        </header>
        {view.image && <FeaturedImage image={view.image} />}
        <div className={`${proseCls} wp-body container mt-12`} dangerouslySetInnerHTML={{ __html: view.html }} />
        {view.kind === "portfolio" && view.attachments.length > 0 && labels.imagesHeading && labels.viewer && (
          <ProjectImages attachments={view.attachments} heading={labels.imagesHeading} labels={labels.viewer} />
        )}
        <NeighbourNav neighbours={view.neighbours} labels={labels.neighbours} />
      </article>
      {labels.closing && <CtaSection section={labels.closing} {...CLOSING} />}
    </>
  );
}

/**
 * A detail route's <head>: the record's metadata, or, for a slug that exists nowhere (opened
 * through the app shell), a not-found title and `noindex`. The site name comes from the root
 * route's data, which the shell has too.
 */
export function cmsDetailMeta(
  kind: CmsCollection,
  { data, matches }: { data: { meta: PageMeta } | null | undefined; matches: ReadonlyArray<{ id: string; data?: unknown } | undefined> },
): MetaDescriptor[] {
  if (data) return seo(data.meta);
  const root = matches.find((m) => m?.id === "root")?.data as { company?: { name?: string } } | undefined;
  return [{ title: pageTitle(COLLECTIONS[kind].notFound.title, root?.company?.name ?? "") }, { name: "robots", content: "noindex" }];
}

/**
 * A detail page opened from another page in the browser (a link on /blog, the home page, a
 * section an editor wrote) loads as a document: the build writes its HTML, not its data
 * (decision 156). Returns true when that load has begun. The app shell's own page (a slug
 * published after the build) is this document: not loaded again.
 */
export function loadsAsDocument(request: Request): boolean {
  const to = new URL(request.url);
  if (to.pathname === window.location.pathname) return false;
  // A request has no hash; the navigation under way has the link's (its path as the link wrote it: encoded here to compare).
  const going = (window as { __reactRouterDataRouter?: { state: { navigation: { location?: { pathname: string; hash: string } } } } }).__reactRouterDataRouter?.state.navigation.location;
  const hash = going && new URL(going.pathname, window.location.origin).pathname === to.pathname ? going.hash : "";
  // The navigation React Router began stays "loading" (nothing reads it; a page the back/forward cache restores would show it).
  window.location.assign(to.pathname + to.search + hash);
  return true;
}

/**
 * Client side of a detail route, in the app shell: a slug published after the build has no page
 * in the build, so it is fetched from the live CMS, sanitised in the browser; when it exists
 * nowhere, or the CMS cannot be reached, the page shows SPEC's not-found text.
 */
export async function cmsClientLoader(kind: CmsCollection, slug: string) {
  try {
    const live = await import("~/features/collections/live");
    return await live.liveDetail(kind, slug);
  } catch (err) {
    console.warn(`Could not load ${kind} "${slug}" from the CMS.`, err);
    return null;
  }
}
