import { ContactForm } from "~/features/leads/ContactForm";
import { Icon } from "~/ui/Icon";
import type { IconName } from "~/ui/icon-names";
import type { Company } from "~/features/site/schema";
import { MAP_REFERRER_POLICY } from "~/lib/map-embed";
import type { ContactBlock } from "./schema";
import { telHref } from "~/lib/phone";

/** The icons of the panel's lines (the contact page's loader sends their paths). */
export const CONTACT_ICONS = ["pin", "mail", "phone"] as const satisfies readonly IconName[];

/** What the contact block shows of the company file. */
export type ContactCompany = Pick<Company, "phone" | "email" | "address" | "mapEmbedUrl">;

const linkClass = "text-white underline decoration-white/30 underline-offset-4 hover:decoration-white";

/** One line of the panel: its icon in a circle, a small label and the value. */
function Detail({ icon, children }: { icon: (typeof CONTACT_ICONS)[number]; children: React.ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="flex h-11 w-11 flex-none items-center justify-center rounded-full bg-clay-tint text-clay">
        <Icon name={icon} className="h-5 w-5" />
      </span>
      {children}
    </li>
  );
}

const Label = ({ text }: { text: string }) => <span className="block text-sm font-semibold uppercase tracking-widest text-white/60">{text}</span>;

/** The contact page's Get In Touch panel (address, e-mail, phone, hours), the map and the message form. */
export function ContactDetails({ block: { panel, form: { id: anchorId, ...formText } }, company }: { block: ContactBlock; company: ContactCompany }) {
  const a = company.address;
  return (
    <section className="py-16 sm:py-24">
      <div className="container grid gap-8 lg:grid-cols-[1fr_1.35fr] lg:gap-12">
        <div className="space-y-8">
          <div className="rounded-2xl bg-ink p-7 text-sand/85 sm:p-9">
            <h2 className="font-display text-3xl text-white">{panel.title}</h2>
            <p className="mt-2">{panel.intro}</p>
            <ul className="mt-8 space-y-6">
              <Detail icon="pin">
                <address className="not-italic">
                  <Label text="Studio" />
                  {a.street}
                  <br />
                  {a.city}, {a.region} <span className="whitespace-nowrap">{a.postalCode}</span>
                  <br />
                  {a.country}
                </address>
              </Detail>
              <Detail icon="mail">
                <div>
                  <Label text="Email" />
                  <a className={linkClass} href={`mailto:${company.email}`}>
                    {company.email}
                  </a>
                </div>
              </Detail>
              <Detail icon="phone">
                <div>
                  <Label text="Phone" />
                  <a className={linkClass} href={telHref(company.phone)}>
                    {company.phone}
                  </a>
                </div>
              </Detail>
            </ul>
            <div className="mt-8 border-t border-white/10 pt-6">
              <h3 className="text-sm font-semibold uppercase tracking-widest text-white/60">{panel.hoursTitle}</h3>
              <ul className="mt-2 space-y-1">
                {panel.hours.map((h) => (
                  <li key={h}>{h}</li>
                ))}
              </ul>
            </div>
          </div>
          <div className="overflow-hidden rounded-2xl border border-sand-line bg-sand-deep">
            <iframe title={panel.mapTitle} src={company.mapEmbedUrl} loading="lazy" referrerPolicy={MAP_REFERRER_POLICY} className="block h-72 w-full border-0" />
          </div>
        </div>
        <ContactForm {...formText} anchor={anchorId} email={company.email} phone={company.phone} />
      </div>
    </section>
  );
}
