import { Link } from "~/ui/Link";
import { Icon } from "~/ui/Icon";
import type { ShellData } from "./schema";
import { Logo } from "./Logo";
import { telHref } from "~/lib/phone";

const headingCls = "text-xs font-semibold uppercase tracking-[0.18em] text-white";
const linkCls = "text-sand/75 transition-colors hover:text-white";

function FooterLinks({ id, title, links }: { id: string; title: string; links: { name: string; path: string }[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={headingCls}>
        {title}
      </h2>
      <ul className="mt-5 space-y-2.5">
        {links.map((l) => (
          <li key={l.name}>
            <Link className={linkCls} to={l.path}>
              {l.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter({ company, navigation }: ShellData) {
  const a = company.address;
  const socials = [
    { key: "instagram", label: "Instagram", href: company.social.instagram },
    { key: "facebook", label: "Facebook", href: company.social.facebook },
    { key: "linkedin", label: "LinkedIn", href: company.social.linkedin },
  ] as const;
  return (
    <footer className="on-dark bg-ink text-sand/75">
      <div className="container grid gap-12 py-16 sm:grid-cols-2 sm:py-20 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr]">
        <div>
          <Link to="/" className="inline-flex items-center gap-2.5 text-white" aria-label={`${company.name}, home`}>
            <Logo className="h-9 w-9 text-clay-light" />
            <span className="font-display text-xl">{company.name}</span>
          </Link>
          <p className="mt-5 max-w-xs leading-relaxed">{company.tagline}</p>
          <ul className="mt-6 flex gap-3">
            {socials.map((s) => (
              <li key={s.key}>
                <a
                  href={s.href}
                  rel="noopener noreferrer"
                  aria-label={s.label}
                  className="flex h-10 w-10 items-center justify-center rounded-full border border-white/15 text-sand/80 transition-colors hover:border-clay-light hover:text-white"
                >
                  <Icon name={s.key} className="h-4.5 w-4.5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <FooterLinks id="footer-quick" title="Quick Links" links={navigation.footer.quickLinks} />
        <FooterLinks id="footer-services" title="Services" links={navigation.footer.services} />
        <div>
          <h2 className={headingCls}>Visit Us</h2>
          <address className="mt-5 space-y-3 not-italic">
            <p>
              {a.street}
              <br />
              {a.city}, {a.region} <span className="whitespace-nowrap">{a.postalCode}</span>
            </p>
            <p>
              <a className={linkCls} href={telHref(company.phone)}>
                {company.phone}
              </a>
            </p>
            <p>
              <a className={linkCls} href={`mailto:${company.email}`}>
                {company.email}
              </a>
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container flex flex-col gap-2 py-6 text-sm text-sand/55 sm:flex-row sm:justify-between">
          <p>© {company.name}. All rights reserved.</p>
          <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
            {navigation.footer.more.length > 0 && (
              <nav aria-label="More pages">
                <ul className="flex flex-wrap gap-x-5 gap-y-2">
                  {navigation.footer.more.map((l) => (
                    <li key={l.path}>
                      <Link to={l.path} className="hover:text-white">
                        {l.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            )}
            <p>
              Licensed builder ·{" "}
              <Link to="/certificate" className="hover:text-white">
                View our certificate
              </Link>
            </p>
          </div>
        </div>
      </div>
    </footer>
  );
}
