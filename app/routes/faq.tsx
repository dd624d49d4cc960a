import { CtaSection } from "~/features/sections/CtaSection";
import { HeroSection } from "~/features/sections/HeroSection";
import { FaqAccordion } from "~/features/collections/FaqAccordion";
import { COLLECTIONS } from "~/features/collections/table";
import { faqList } from "~/features/collections/cms-pages.server";
import { faqPageSchema } from "~/features/collections/schema";
import { pageMeta, readPage } from "~/features/site/site.server";
import { seo } from "~/lib/seo";
import { faqPageJsonLd } from "~/lib/structured-data";
import { plainText } from "~/lib/text";
import type { Route } from "./+types/faq";
import type { ReactHandle } from "~/features/site/react-page";

export async function loader() {
  const page = readPage("faq", faqPageSchema);
  const items = await faqList();
  const jsonLd = items.length ? [faqPageJsonLd(items.map((i) => ({ question: i.title, answer: plainText(i.html) })))] : [];
  return { page, items, meta: await pageMeta({ ...page.meta, path: COLLECTIONS.faq.routePrefix, jsonLd }, { kind: "faq" }) };
}

/** Plain HTML: the accordion is <details> (decision 116). */
export const handle: ReactHandle = { react: false };

export const meta: Route.MetaFunction = ({ data }) => (data ? seo(data.meta) : []);

export default function Faq({ loaderData: { page, items } }: Route.ComponentProps) {
  return (
    <>
      <HeroSection section={page.hero} first nested={false} level={1} surface="sand" />
      <section className="py-14 sm:py-20">
        <div className="container max-w-3xl">
          {items.length > 0 ? (
            <FaqAccordion items={items} />
          ) : (
            <div role="alert" className="rounded-2xl border border-sand-line bg-white p-10 text-center">
              <h2 className="font-display text-3xl text-ink">{page.unavailable.title}</h2>
              <p className="mt-3 text-ink-muted">{page.unavailable.text}</p>
            </div>
          )}
        </div>
      </section>
      <CtaSection section={page.closing} first={false} nested={false} level={2} surface="sand" />
    </>
  );
}
