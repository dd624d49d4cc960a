import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { OfferArticle } from "~/features/offers/OfferArticle";
import { MoreOffers } from "~/features/offers/MoreOffers";
import { buildToday, offerView, readOffers } from "~/features/offers/offers.server";
import { offersPageSchema } from "~/features/offers/schema";
import { hasEnded, isCurrent } from "~/features/offers/validity";
import { pageMeta, readPage } from "~/features/site/site.server";
import { seo } from "~/lib/seo";
import type { ReactHandle } from "~/features/site/react-page";

// One module, registered once per file in content/offers/ (route id `offers/<slug>`), so the
// slug comes from the URL and the generic react-router types are used instead of ./+types.
export async function loader({ request }: LoaderFunctionArgs) {
  const slug = decodeURIComponent(new URL(request.url).pathname.replace(/\/+$/, "").split("/").pop() ?? "");
  const offers = readOffers();
  const entry = offers.find((o) => o.slug === slug);
  if (!entry) throw data(null, { status: 404 });
  const page = readPage("offers", offersPageSchema);
  const today = buildToday();
  const [offer, others] = await Promise.all([
    offerView(entry),
    Promise.all(offers.filter((o) => o !== entry && isCurrent(o, today)).map(offerView)),
  ]);
  const ended = hasEnded(entry, today);
  return {
    offer,
    ended,
    others,
    body: entry.body,
    terms: entry.terms ?? [],
    copy: page.offerPage,
    viewOffer: page.list.viewOffer,
    meta: await pageMeta(
      { title: entry.title, description: entry.description ?? entry.excerpt, path: offer.path, type: "article", noindex: ended },
      { image: entry.image },
    ),
  };
}

/** Plain HTML: the end-date check is the page's own inline script, not React (decision 116). */
export const handle: ReactHandle = { react: false };

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? seo(data.meta) : []);

export default function OfferRoute() {
  const d = useLoaderData<typeof loader>();
  return (
    <>
      <OfferArticle offer={d.offer} endedAtBuild={d.ended} body={d.body} terms={d.terms} copy={d.copy} />
      <MoreOffers offers={d.others} heading={d.copy.moreHeading} cta={d.viewOffer} />
    </>
  );
}
