import { useEffect, useId, useRef } from "react";
import { Icon } from "~/ui/Icon";
import { useLocation } from "react-router";
import { Link } from "~/ui/Link";
import type { ShellData } from "./schema";
import { Logo } from "./Logo";
import { telHref } from "~/lib/phone";

type NavItem = ShellData["navigation"]["header"][number];

/** SPEC: an item is highlighted when the path equals its path or starts with it (Home only on /). */
export function isActivePath(pathname: string, itemPath: string): boolean {
  if (itemPath === "/") return pathname === "/";
  return pathname === itemPath || pathname.startsWith(`${itemPath}/`);
}

/** aria-current: "page" on the page itself, "true" on the section it belongs to. */
function currentAttr(pathname: string, itemPath: string): "page" | "true" | undefined {
  if (pathname === itemPath) return "page";
  return isActivePath(pathname, itemPath) ? "true" : undefined;
}

/** Turns with its menu: CSS (`.menu-chevron` in uno.config.ts) follows the popover or <details> it opens. */
function Chevron() {
  return (
    <Icon name="chevron-down" className="menu-chevron h-3 w-3 transition-transform duration-200" />
  );
}

const linkBase =
  "relative rounded-full px-3 py-2 text-[0.9rem] font-medium transition-colors duration-150 hover:text-clay focus-visible:outline-2";

/** Closes every open menu of the header: its popovers and the mobile menu's groups. */
function closeMenus(header: HTMLElement | null) {
  header?.querySelectorAll<HTMLElement>("[popover]").forEach((p) => p.matches(":popover-open") && p.hidePopover());
  header?.querySelectorAll("details[open]").forEach((d) => d.removeAttribute("open"));
}

/**
 * The site header. It works without React (decision 116): the Services dropdown and the mobile
 * menu are popovers their buttons open (`popovertarget`: one open at a time, Escape and a click
 * outside close them, focus stays on the button), the mobile menu's groups are <details> of one
 * name (one open at a time); CSS turns the chevrons and swaps the toggle's label and icon. The
 * page script (page-script.ts) keeps each button's aria-expanded in step. With React, the
 * header also closes its menus on every client-side navigation.
 */
export function SiteHeader({ company, navigation }: ShellData) {
  const { pathname, hash } = useLocation();
  const headerRef = useRef<HTMLElement>(null);
  const ids = useId();
  const mobileId = `${ids}-mobile`;

  // The menu closes on every client-side navigation, but not when React first mounts: a menu the
  // visitor opened before hydration (the popover works without React, and the tap is what starts
  // hydration) stays open.
  const shownAt = useRef(`${pathname}${hash}`);
  useEffect(() => {
    const at = `${pathname}${hash}`;
    if (shownAt.current === at) return;
    shownAt.current = at;
    closeMenus(headerRef.current);
  }, [pathname, hash]);

  const desktopItem = (item: NavItem) => {
    const active = isActivePath(pathname, item.path);
    const activeCls = active ? "text-clay after:absolute after:inset-x-3 after:-bottom-0.5 after:h-px after:bg-clay" : "text-ink";
    if (!item.dropdown) {
      return (
        <Link to={item.path} className={`${linkBase} ${activeCls}`} aria-current={currentAttr(pathname, item.path)}>
          {item.name}
        </Link>
      );
    }
    const panelId = `${ids}-dd-${item.name}`;
    return (
      <>
        <button
          type="button"
          className={`${linkBase} ${activeCls} inline-flex items-center gap-1.5 cursor-pointer bg-transparent border-0 font-sans`}
          popoverTarget={panelId}
          aria-current={currentAttr(pathname, item.path)}
        >
          {item.name}
          <Chevron />
        </button>
        <div
          id={panelId}
          popover="auto"
          className="menu-dropdown mt-3 w-[min(44rem,calc(100vw-2rem))] -translate-x-1/2 rounded-2xl border border-sand-line bg-white p-6 text-ink shadow-[0_24px_60px_-20px_rgba(29,26,23,0.35)]"
        >
          <div className="grid grid-cols-2 gap-8">
            {item.dropdown.map((group) => (
              <div key={group.path}>
                <Link
                  to={group.path}
                  className={`mb-3 inline-block font-display text-lg hover:text-clay ${isActivePath(pathname, group.path) ? "text-clay" : "text-ink"}`}
                  aria-current={pathname === group.path ? "page" : undefined}
                >
                  {group.name}
                </Link>
                <ul className="space-y-1 border-t border-sand-line pt-3" aria-label={`${group.name} services`}>
                  {group.children.map((child) => (
                    <li key={child.path}>
                      <Link
                        to={child.path}
                        className={`block rounded-lg px-2 py-1.5 text-sm hover:bg-sand hover:text-clay ${pathname === child.path ? "bg-sand text-clay" : "text-ink-soft"}`}
                        aria-current={pathname === child.path ? "page" : undefined}
                      >
                        {child.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
          <div className="mt-5 flex items-center justify-between border-t border-sand-line pt-4 text-sm">
            <span className="text-ink-muted">Not sure where to start?</span>
            <Link to={item.path} className="font-semibold text-clay link-underline">
              View all services
            </Link>
          </div>
        </div>
      </>
    );
  };

  const mobileItem = (item: NavItem) => {
    const active = isActivePath(pathname, item.path);
    const cls = `block rounded-xl px-4 py-3 text-base font-medium ${active ? "bg-sand text-clay" : "text-ink"}`;
    if (!item.dropdown) {
      return (
        <Link to={item.path} className={cls} aria-current={currentAttr(pathname, item.path)}>
          {item.name}
        </Link>
      );
    }
    return (
      <div>
        <Link to={item.path} className={cls} aria-current={pathname === item.path ? "page" : undefined}>
          {item.name}
        </Link>
        <ul className="ml-4 border-l border-sand-line pl-2">
          {item.dropdown.map((group) => (
              <li key={group.path}>
                <details name={`${ids}-groups`}>
                <summary
                  className={`flex min-h-11 w-full cursor-pointer list-none items-center justify-between rounded-xl px-4 py-2.5 text-left font-sans text-[0.95rem] ${isActivePath(pathname, group.path) ? "text-clay" : "text-ink-soft"}`}
                >
                  {group.name}
                  <Chevron />
                </summary>
                <ul className="pb-2 pl-4" aria-label={`${group.name} services`}>
                  <li>
                    <Link to={group.path} className="block px-3 py-3 text-sm font-semibold text-clay">
                      All {group.name.toLowerCase()} services
                    </Link>
                  </li>
                  {group.children.map((child) => (
                    <li key={child.path}>
                      <Link
                        to={child.path}
                        className={`block px-3 py-3 text-sm ${pathname === child.path ? "text-clay" : "text-ink-soft"}`}
                        aria-current={pathname === child.path ? "page" : undefined}
                      >
                        {child.name}
                      </Link>
                    </li>
                  ))}
                </ul>
                </details>
              </li>
          ))}
        </ul>
      </div>
    );
  };

  return (
    <header ref={headerRef} data-site-header="" className="site-header fixed inset-x-0 top-0 z-50 border-b border-sand-line/80 bg-sand/92 backdrop-blur-md">
      <a
        href="#main"
        className="absolute left-4 top-3 z-[60] -translate-y-20 rounded-full bg-ink px-4 py-2 text-sm text-white focus:translate-y-0"
      >
        Skip to content
      </a>
      <div className="container flex h-18 items-center justify-between gap-4">
        <Link to="/" className="flex items-center gap-2.5 text-ink" aria-label={`${company.name}, home`}>
          <Logo className="h-9 w-9 text-clay" />
          <span className="font-display text-lg leading-none sm:text-xl">{company.name}</span>
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-0.5">
            {navigation.header.map((item) => (
              <li key={item.path} className="menu-item relative">
                {desktopItem(item)}
              </li>
            ))}
          </ul>
        </nav>
        <Link to="/contact" className="btn-primary hidden !px-5 !py-2.5 xl:inline-flex">
          Book a Consultation
        </Link>
        <button
          type="button"
          className="menu-toggle inline-flex h-11 w-11 items-center justify-center rounded-full border border-sand-line bg-white text-ink lg:hidden"
          popoverTarget={mobileId}
        >
          {/* The label and icon follow the menu in CSS (uno.config.ts), so they change without JavaScript too. */}
          <span className="menu-closed sr-only">Open menu</span>
          <span className="menu-opened sr-only">Close menu</span>
          <Icon name="menu" className="menu-closed h-5 w-5" />
          <Icon name="close" className="menu-opened h-5 w-5" />
        </button>
      </div>
      <nav
        id={mobileId}
        popover="auto"
        aria-label="Mobile"
        className="menu-mobile max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-b border-sand-line bg-white text-ink lg:hidden"
      >
        <ul className="container space-y-1 py-4">
          {navigation.header.map((item) => (
            <li key={item.path}>{mobileItem(item)}</li>
          ))}
          <li className="pt-3">
            <Link to="/contact" className="btn-primary w-full">
              Book a Consultation
            </Link>
          </li>
          {/* On a phone the number is otherwise only in the footer and on /contact: one tap from the menu. */}
          <li>
            <a href={telHref(company.phone)} className="btn-secondary w-full">
              Call {company.phone}
            </a>
          </li>
        </ul>
      </nav>
    </header>
  );
}
