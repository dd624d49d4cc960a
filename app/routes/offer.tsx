import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { OfferArticle } from "~/components/offers/OfferArticle";
import { OfferCard } from "~/components/offers/OfferCard";
import { Reveal } from "~/components/ui/Reveal";
import { offersPageSchema, offerView, readOffers } from "~/content/offers.server";
import { pageMeta, readPage } from "~/content/site.server";
import { seo } from "~/lib/seo";

// One module, registered once per file in content/offers/ (route id `offers/<slug>`), so the
// slug comes from the URL and the generic react-router types are used instead of ./+types.
export async function loader({ request }: LoaderFunctionArgs) {
  const slug = decodeURIComponent(new URL(request.url).pathname.replace(/\/+$/, "").split("/").pop() ?? "");
  const offers = readOffers();
  const entry = offers.find((o) => o.slug === slug);
  if (!entry) throw data(null, { status: 404 });
  const page = readPage("offers", offersPageSchema);
  const [offer, others] = await Promise.all([
    offerView(entry),
    Promise.all(offers.filter((o) => o !== entry).map(offerView)),
  ]);
  return {
    offer,
    others,
    body: entry.body,
    terms: entry.terms ?? [],
    copy: page.offerPage,
    viewOffer: page.list.viewOffer,
    meta: await pageMeta(
      { title: entry.title, description: entry.description ?? entry.excerpt, path: offer.path, type: "article" },
      { image: entry.image.src, alt: entry.image.alt },
    ),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? seo(data.meta) : []);

export default function OfferRoute() {
  const d = useLoaderData<typeof loader>();
  return (
    <>
      <OfferArticle offer={d.offer} body={d.body} terms={d.terms} copy={d.copy} />
      {d.others.length > 0 && (
        <section aria-labelledby="more-offers" className="bg-white py-16 sm:py-24">
          <div className="container max-w-5xl">
            <h2 id="more-offers" className="section-title mb-10 sm:mb-12">
              {d.copy.moreHeading}
            </h2>
            <ul className="grid gap-7 md:grid-cols-2">
              {d.others.map((o, i) => (
                <li key={o.slug}>
                  <Reveal index={i} className="h-full">
                    <OfferCard offer={o} cta={d.viewOffer} />
                  </Reveal>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </>
  );
}
