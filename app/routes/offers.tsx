import { OffersBrowser } from "~/features/offers/OffersBrowser";
import { NewsletterForm } from "~/features/leads/NewsletterForm";
import { currentOffers, offerView } from "~/features/offers/offers.server";
import { offersPageSchema } from "~/features/offers/schema";
import { pageMeta, readPage } from "~/features/site/site.server";
import { contentImage } from "~/content/images.server";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/offers";

export async function loader() {
  const page = readPage("offers", offersPageSchema);
  const [offers, heroImage] = await Promise.all([
    Promise.all(currentOffers().map(offerView)),
    contentImage(page.hero.image),
  ]);
  return {
    page,
    offers,
    heroImage,
    meta: await pageMeta({ ...page.meta, path: "/offers" }, { image: page.hero.image }),
  };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? seo(data.meta) : []);

export default function OffersRoute({ loaderData: { page, offers, heroImage } }: Route.ComponentProps) {
  return (
    <>
      <OffersBrowser hero={page.hero} search={page.search} list={page.list} heroImage={heroImage} offers={offers} />
      <NewsletterForm {...page.newsletter} />
    </>
  );
}
