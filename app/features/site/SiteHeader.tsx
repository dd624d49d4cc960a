import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import type { ShellData } from "./schema";
import { Logo } from "./Logo";

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

function Chevron({ open }: { open: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 12 12"
      className={`h-3 w-3 transition-transform duration-200 ${open ? "rotate-180" : ""}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
    >
      <path d="M2.5 4.5 6 8l3.5-3.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const linkBase =
  "relative rounded-full px-3 py-2 text-[0.9rem] font-medium transition-colors duration-150 hover:text-clay focus-visible:outline-2";

export function SiteHeader({ company, navigation }: ShellData) {
  const { pathname, hash } = useLocation();
  const [mobileOpen, setMobileOpen] = useState(false);
  /** The one open dropdown (desktop), by item path; null when none. */
  const [openDropdown, setOpenDropdown] = useState<string | null>(null);
  /** The one open submenu group in the mobile menu. */
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const headerRef = useRef<HTMLElement>(null);
  const mobileToggleRef = useRef<HTMLButtonElement>(null);
  const ids = useId();

  // The menu closes on every navigation.
  useEffect(() => {
    setMobileOpen(false);
    setOpenDropdown(null);
    setOpenGroup(null);
  }, [pathname, hash]);

  // Escape closes whatever is open and returns focus to its button; a click outside closes too.
  useEffect(() => {
    if (!mobileOpen && !openDropdown) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      if (openDropdown) {
        const btn = headerRef.current?.querySelector<HTMLButtonElement>(`[data-dropdown="${openDropdown}"]`);
        setOpenDropdown(null);
        btn?.focus();
      } else if (mobileOpen) {
        setMobileOpen(false);
        mobileToggleRef.current?.focus();
      }
    };
    const onPointer = (e: PointerEvent) => {
      if (headerRef.current && !headerRef.current.contains(e.target as Node)) {
        setOpenDropdown(null);
        setMobileOpen(false);
      }
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [mobileOpen, openDropdown]);

  const toggleDropdown = (path: string) => setOpenDropdown((cur) => (cur === path ? null : path));
  const toggleGroup = (path: string) => setOpenGroup((cur) => (cur === path ? null : path));

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
    const open = openDropdown === item.path;
    const panelId = `${ids}-dd-${item.name}`;
    return (
      <>
        <button
          type="button"
          data-dropdown={item.path}
          className={`${linkBase} ${activeCls} inline-flex items-center gap-1.5 cursor-pointer bg-transparent border-0 font-sans`}
          aria-expanded={open}
          aria-controls={panelId}
          aria-current={currentAttr(pathname, item.path)}
          onClick={() => toggleDropdown(item.path)}
        >
          {item.name}
          <Chevron open={open} />
        </button>
        <div
          id={panelId}
          hidden={!open}
          className="absolute left-1/2 top-full mt-3 w-[min(44rem,calc(100vw-2rem))] -translate-x-1/2 rounded-2xl border border-sand-line bg-white p-6 shadow-[0_24px_60px_-20px_rgba(29,26,23,0.35)]"
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
          {item.dropdown.map((group) => {
            const open = openGroup === group.path;
            const listId = `${ids}-m-${group.name}`;
            return (
              <li key={group.path}>
                <button
                  type="button"
                  className={`flex w-full items-center justify-between rounded-xl border-0 bg-transparent px-4 py-2.5 text-left font-sans text-[0.95rem] ${isActivePath(pathname, group.path) ? "text-clay" : "text-ink-soft"}`}
                  aria-expanded={open}
                  aria-controls={listId}
                  onClick={() => toggleGroup(group.path)}
                >
                  {group.name}
                  <Chevron open={open} />
                </button>
                <ul id={listId} hidden={!open} className="pb-2 pl-4" aria-label={`${group.name} services`}>
                  <li>
                    <Link to={group.path} className="block px-3 py-2 text-sm font-semibold text-clay">
                      All {group.name.toLowerCase()} services
                    </Link>
                  </li>
                  {group.children.map((child) => (
                    <li key={child.path}>
                      <Link
                        to={child.path}
                        className={`block px-3 py-2 text-sm ${pathname === child.path ? "text-clay" : "text-ink-soft"}`}
                        aria-current={pathname === child.path ? "page" : undefined}
                      >
                        {child.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </div>
    );
  };

  return (
    <header ref={headerRef} className="fixed inset-x-0 top-0 z-50 border-b border-sand-line/80 bg-sand/92 backdrop-blur-md">
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
              <li key={item.path} className="relative">
                {desktopItem(item)}
              </li>
            ))}
          </ul>
        </nav>
        <Link to="/contact" className="btn-primary hidden !px-5 !py-2.5 xl:inline-flex">
          Book a Consultation
        </Link>
        <button
          ref={mobileToggleRef}
          type="button"
          className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-sand-line bg-white text-ink lg:hidden"
          aria-expanded={mobileOpen}
          aria-controls={`${ids}-mobile`}
          aria-label={mobileOpen ? "Close menu" : "Open menu"}
          onClick={() => setMobileOpen((o) => !o)}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.8">
            {mobileOpen ? <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" /> : <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />}
          </svg>
        </button>
      </div>
      <nav
        id={`${ids}-mobile`}
        aria-label="Mobile"
        hidden={!mobileOpen}
        className="max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-t border-sand-line bg-white lg:hidden"
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
        </ul>
      </nav>
    </header>
  );
}
