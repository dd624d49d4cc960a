import { PageHero } from "~/features/pages/PageHero";
import { ContactForm } from "~/features/leads/ContactForm";
import { Reveal } from "~/ui/Reveal";
import { SectionHeading } from "~/ui/SectionHeading";
import { getCompany } from "~/features/site/company.server";
import { contactPageSchema } from "~/features/pages/pages.server";
import { pageMeta, readPage } from "~/features/site/site.server";
import { contentImage } from "~/content/images.server";
import { MAP_REFERRER_POLICY } from "~/lib/map-embed";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/contact";

export async function loader() {
  const page = readPage("contact", contactPageSchema);
  const company = getCompany();
  return {
    page,
    company: { phone: company.phone, email: company.email, address: company.address, mapEmbedUrl: company.mapEmbedUrl },
    heroImage: await contentImage(page.hero.image),
    meta: await pageMeta({ ...page.meta, path: "/contact" }, { image: page.hero.image.src }),
  };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? seo(data.meta) : []);

function Icon({ d }: { d: string }) {
  return (
    <span className="flex h-11 w-11 flex-none items-center justify-center rounded-full bg-clay-tint text-clay">
      <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
        <path d={d} />
      </svg>
    </span>
  );
}

export default function Contact({ loaderData: { page, company, heroImage } }: Route.ComponentProps) {
  const a = company.address;
  return (
    <>
      <PageHero {...page.hero} image={heroImage} />
      <section className="py-16 sm:py-24">
        <div className="container grid gap-8 lg:grid-cols-[1fr_1.35fr] lg:gap-12">
          <div className="space-y-8">
            <div className="rounded-2xl bg-ink p-7 text-sand/85 sm:p-9">
              <h2 className="font-display text-3xl text-white">{page.panel.title}</h2>
              <p className="mt-2">{page.panel.intro}</p>
              <ul className="mt-8 space-y-6">
                <li className="flex gap-4">
                  <Icon d="M12 21s-7-5.5-7-11a7 7 0 0 1 14 0c0 5.5-7 11-7 11zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z" />
                  <address className="not-italic">
                    <span className="block text-sm font-semibold uppercase tracking-widest text-white/60">Studio</span>
                    {a.street}
                    <br />
                    {a.city}, {a.region} {a.postalCode}
                    <br />
                    {a.country}
                  </address>
                </li>
                <li className="flex gap-4">
                  <Icon d="M4 6h16v12H4zM4 7l8 6 8-6" />
                  <div>
                    <span className="block text-sm font-semibold uppercase tracking-widest text-white/60">Email</span>
                    <a className="text-white underline decoration-white/30 underline-offset-4 hover:decoration-white" href={`mailto:${company.email}`}>
                      {company.email}
                    </a>
                  </div>
                </li>
                <li className="flex gap-4">
                  <Icon d="M6.6 3.5 9 3l1.5 4.2-2 1.3a11 11 0 0 0 7 7l1.3-2 4.2 1.5-.5 2.4a2 2 0 0 1-2 1.6A16.5 16.5 0 0 1 5 5.5a2 2 0 0 1 1.6-2z" />
                  <div>
                    <span className="block text-sm font-semibold uppercase tracking-widest text-white/60">Phone</span>
                    <a className="text-white underline decoration-white/30 underline-offset-4 hover:decoration-white" href={`tel:${company.phone.replace(/[^+\d]/g, "")}`}>
                      {company.phone}
                    </a>
                  </div>
                </li>
              </ul>
              <div className="mt-8 border-t border-white/10 pt-6">
                <h3 className="text-sm font-semibold uppercase tracking-widest text-white/60">{page.panel.hoursTitle}</h3>
                <ul className="mt-2 space-y-1">
                  {page.panel.hours.map((h) => (
                    <li key={h}>{h}</li>
                  ))}
                </ul>
              </div>
            </div>
            <div className="overflow-hidden rounded-2xl border border-sand-line bg-sand-deep">
              <iframe
                title={page.panel.mapTitle}
                src={company.mapEmbedUrl}
                loading="lazy"
                referrerPolicy={MAP_REFERRER_POLICY}
                className="block h-72 w-full border-0"
              />
            </div>
          </div>
          <ContactForm {...page.form} email={company.email} />
        </div>
      </section>
      <section className="bg-white py-20 sm:py-28">
        <div className="container max-w-5xl">
          <SectionHeading eyebrow={page.faq.eyebrow} title={page.faq.title} intro={page.faq.intro} />
          <dl className="grid gap-6 md:grid-cols-2">
            {page.faq.items.map((item, i) => (
              <Reveal index={i} key={item.question} className="rounded-2xl border border-sand-line bg-sand/50 p-7">
                <dt className="text-lg font-semibold text-ink">{item.question}</dt>
                <dd className="mt-2 text-ink-muted">{item.answer}</dd>
              </Reveal>
            ))}
          </dl>
        </div>
      </section>
    </>
  );
}
