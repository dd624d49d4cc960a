import { Link, NavLink } from "react-router";
import type { ShellData } from "~/content/site.server";

export function SiteHeader({ company, navigation }: ShellData) {
  return (
    <header className="fixed inset-x-0 top-0 z-50 border-b border-sand-line/70 bg-sand/95 backdrop-blur">
      <div className="container flex h-18 items-center justify-between gap-6">
        <Link to="/" className="font-display text-xl text-ink">{company.name}</Link>
        <nav aria-label="Main">
          <ul className="hidden gap-6 text-sm lg:flex">
            {navigation.header.map((item) => (
              <li key={item.path}>
                <NavLink to={item.path} end={item.path === "/"} className={({ isActive }) => (isActive ? "text-clay" : "text-ink")}>
                  {item.name}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
