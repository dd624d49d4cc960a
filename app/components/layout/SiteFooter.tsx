import { Link } from "react-router";
import type { ShellData } from "~/content/site.server";

export function SiteFooter({ company, navigation }: ShellData) {
  const a = company.address;
  return (
    <footer className="bg-ink text-sand/80">
      <div className="container grid gap-10 py-16 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-display text-2xl text-white">{company.name}</p>
          <p className="mt-3 text-sm leading-relaxed">{company.tagline}</p>
          <ul className="mt-5 flex gap-4 text-sm" aria-label="Social media">
            <li><a className="hover:text-white" href={company.social.instagram} rel="noopener noreferrer">Instagram</a></li>
            <li><a className="hover:text-white" href={company.social.facebook} rel="noopener noreferrer">Facebook</a></li>
            <li><a className="hover:text-white" href={company.social.linkedin} rel="noopener noreferrer">LinkedIn</a></li>
          </ul>
        </div>
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick" className="text-sm font-semibold uppercase tracking-widest text-white">Quick Links</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {navigation.footer.quickLinks.map((l) => (
              <li key={l.path}><Link className="hover:text-white" to={l.path}>{l.name}</Link></li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className="text-sm font-semibold uppercase tracking-widest text-white">Services</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {navigation.footer.services.map((l) => (
              <li key={l.name}><Link className="hover:text-white" to={l.path}>{l.name}</Link></li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-widest text-white">Contact</h2>
          <address className="mt-4 space-y-2 text-sm not-italic">
            <p>{a.street}<br />{a.city}, {a.region} {a.postalCode}</p>
            <p><a className="hover:text-white" href={`tel:${company.phone.replace(/[^+\d]/g, "")}`}>{company.phone}</a></p>
            <p><a className="hover:text-white" href={`mailto:${company.email}`}>{company.email}</a></p>
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="container py-6 text-xs text-sand/60">© {company.name}. All rights reserved.</p>
      </div>
    </footer>
  );
}
