import { ContactForm } from "~/features/leads/ContactForm";
import { Icon } from "~/ui/Icon";
import type { IconName } from "~/ui/icon-names";
import type { Company } from "~/features/site/schema";
import { MAP_REFERRER_POLICY } from "~/lib/map-embed";
import type { ContactBlock } from "./schema";
import { telHref } from "~/lib/phone";
import { unbreakableTimes } from "~/lib/typography";
import { MapFrame } from "./MapFrame";

/** The icons of the panel's lines (the contact page's loader sends their paths). */
export const CONTACT_ICONS = ["pin", "mail", "phone"] as const satisfies readonly IconName[];

/** What the contact block shows of the company file. */
export type ContactCompany = Pick<Company, "phone" | "email" | "address" | "mapEmbedUrl" | "mapDirectionsUrl">;

/** The value of a line that is a link: underlined, brighter when the line is pointed at. */
const linkClass = "text-white underline decoration-white/30 underline-offset-4 group-hover:decoration-white";

/**
 * One line of the panel: its icon in a circle, a small label and the value. With `href` the whole
 * line is the link (e-mail, phone): a finger's target the height of its icon, not one line of text.
 */
function Detail({ icon, href, children }: { icon: (typeof CONTACT_ICONS)[number]; href?: string; children: React.ReactNode }) {
  const inner = (
    <>
      <span className="flex h-11 w-11 flex-none items-center justify-center rounded-full bg-clay-tint text-clay">
        <Icon name={icon} className="h-5 w-5" />
      </span>
      {children}
    </>
  );
  if (!href) return <li className="flex gap-4">{inner}</li>;
  return (
    <li>
      <a href={href} className="group -m-1 flex gap-4 rounded-xl p-1 focus-visible:(outline-2 outline-offset-2 outline-solid outline-focus)">
        {inner}
      </a>
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
          <div className="on-dark rounded-2xl bg-ink p-7 text-sand/85 sm:p-9">
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
              <Detail icon="mail" href={`mailto:${company.email}`}>
                <span>
                  <Label text="Email" />
                  <span className={`${linkClass} break-all`}>{company.email}</span>
                </span>
              </Detail>
              <Detail icon="phone" href={telHref(company.phone)}>
                <span>
                  <Label text="Phone" />
                  <span className={linkClass}>{company.phone}</span>
                </span>
              </Detail>
            </ul>
            <div className="mt-8 border-t border-white/10 pt-6">
              <h3 className="text-sm font-semibold uppercase tracking-widest text-white/60">{panel.hoursTitle}</h3>
              <ul className="mt-2 space-y-1">
                {panel.hours.map((h) => (
                  <li key={h}>{unbreakableTimes(h)}</li>
                ))}
              </ul>
            </div>
          </div>
          <div className="overflow-hidden rounded-2xl border border-sand-line bg-white">
            <MapFrame title={panel.mapTitle} src={company.mapEmbedUrl} referrerPolicy={MAP_REFERRER_POLICY} className="block h-72 w-full border-0 bg-sand-deep" />
            {/* The way there when the map does not load, and the one a phone wants: the Maps app. */}
            <a href={company.mapDirectionsUrl} className="flex min-h-12 items-center gap-2 px-5 py-3 text-sm font-semibold text-ink transition-colors hover:text-clay focus-visible:(outline-2 outline-offset--2 outline-solid outline-focus)">
              <Icon name="pin" className="h-4 w-4 text-clay" />
              {panel.directions}
              <span aria-hidden="true">→</span>
            </a>
          </div>
        </div>
        <ContactForm {...formText} anchor={anchorId} email={company.email} phone={company.phone} />
      </div>
    </section>
  );
}
