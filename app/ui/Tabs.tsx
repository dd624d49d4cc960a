import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useLocation } from "react-router";

export interface TabItem {
  /** Stable key, also used in the tab's and panel's ids. */
  key: string;
  label: ReactNode;
  /** The panel's content; as a function, told whether the panel has been shown yet (the first is). */
  content: ReactNode | ((opened: boolean) => ReactNode);
}

interface TabsProps {
  items: TabItem[];
  /** Accessible name of the tab list (or give `labelledBy`). */
  label?: string;
  labelledBy?: string;
  /** Tab shown first; SPEC: tab groups start on their first tab. */
  defaultIndex?: number;
  /** pills: a rounded segmented control; underline: a bar of text tabs. */
  variant?: "pills" | "underline";
  align?: "start" | "center";
  className?: string;
  panelClassName?: string;
}

const tabStyles = {
  pills: {
    // Small screens: a grid of pills (two or three across) instead of a row that would scroll.
    list: "grid w-full gap-1 rounded-3xl bg-white p-1.5 shadow-sm ring-1 ring-sand-line sm:(inline-flex w-auto rounded-full)",
    tab: "rounded-full px-4 py-2.5 text-sm font-semibold leading-snug transition-colors sm:(px-5 whitespace-nowrap)",
    on: "bg-ink text-white",
    off: "text-ink-muted hover:(bg-sand text-ink)",
  },
  underline: {
    // Small screens: each tab as wide as its label (a long label gets the room a short one leaves),
    // so three labels fit on one line down to ~360 px; a finger's 44 px tall.
    list: "flex max-w-full gap-1 border-b border-sand-line sm:gap-10",
    tab: "-mb-px min-h-11 flex-auto border-b-2 px-0.5 pb-3 pt-2 text-center text-sm font-semibold leading-snug transition-colors sm:(flex-none whitespace-nowrap px-1 text-base tracking-wide)",
    on: "border-clay text-ink",
    off: "border-transparent text-ink-muted hover:(border-sand-line text-ink)",
  },
} as const;

/**
 * Tabs following the WAI-ARIA tabs pattern: arrow keys move between tabs (wrapping), Home and
 * End jump to the ends, a tab is shown as soon as it is focused (automatic activation) and only
 * the selected tab is in the Tab order. Every panel is rendered, inactive ones `hidden`, so
 * their text is in the static HTML. A URL hash pointing inside a panel opens that panel.
 */
export function Tabs({ items, label, labelledBy, defaultIndex = 0, variant = "pills", align = "start", className = "", panelClassName = "" }: TabsProps) {
  const base = useId();
  const [active, setActive] = useState(Math.min(Math.max(defaultIndex, 0), items.length - 1));
  // Panels shown at least once: a panel's content may wait for its first showing (HeldPanel).
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => new Set([active]));
  if (!opened.has(active)) setOpened(new Set([...opened, active]));
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const panelsRef = useRef<HTMLDivElement>(null);
  // The element a URL hash points at, to scroll to once its panel is the one shown.
  const scrollTo = useRef<{ id: string; panel: number } | null>(null);
  const { hash } = useLocation();
  const s = tabStyles[variant];

  const tabId = (i: number) => `${base}-tab-${items[i]?.key ?? i}`;
  const panelId = (i: number) => `${base}-panel-${items[i]?.key ?? i}`;

  // Open the panel holding the element a URL hash points at, then bring it into view.
  useEffect(() => {
    if (!hash || !panelsRef.current) return;
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return;
    }
    const target = document.getElementById(id);
    if (!target || !panelsRef.current.contains(target)) return;
    const panels = Array.from(panelsRef.current.children);
    const index = panels.findIndex((p) => p.contains(target));
    if (index < 0) return;
    if (index === active) return bringIntoView(id);
    // Scrolled to once the panel is shown (hidden, the element has no place to scroll to).
    scrollTo.current = { id, panel: index };
    setActive(index);
    // Only when the hash changes: the visitor may switch tabs afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hash]);

  // Not before: this effect also runs in the same commit as the one above, with the panel still hidden.
  useEffect(() => {
    if (scrollTo.current?.panel !== active) return;
    bringIntoView(scrollTo.current.id);
    scrollTo.current = null;
  }, [active]);

  const select = (i: number) => {
    const n = items.length;
    const next = ((i % n) + n) % n;
    setActive(next);
    tabRefs.current[next]?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const keys: Record<string, number> = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: items.length - 1 };
    const to = keys[e.key];
    if (to === undefined) return;
    e.preventDefault();
    select(to);
  };

  return (
    <div className={className}>
      <div className={align === "center" ? "flex justify-center" : ""}>
        <div
          role="tablist"
          aria-label={labelledBy ? undefined : label}
          aria-labelledby={labelledBy}
          aria-orientation="horizontal"
          className={`${s.list} ${variant === "pills" ? (items.length === 3 ? "grid-cols-3" : "grid-cols-2") : ""}`}
        >
          {items.map((item, i) => (
            <button
              key={item.key}
              ref={(el) => {
                tabRefs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={tabId(i)}
              aria-selected={i === active}
              aria-controls={panelId(i)}
              tabIndex={i === active ? 0 : -1}
              onClick={() => setActive(i)}
              onKeyDown={(e) => onKeyDown(e, i)}
              className={`${s.tab} ${i === active ? s.on : s.off} focus-visible:(outline-2 outline-offset-2 outline-solid outline-focus)`}
            >
              {item.label}
            </button>
          ))}
        </div>
      </div>
      <div ref={panelsRef}>
        {items.map((item, i) => (
          <div
            key={item.key}
            role="tabpanel"
            id={panelId(i)}
            aria-labelledby={tabId(i)}
            tabIndex={0}
            hidden={i !== active}
            className={`focus-visible:(outline-2 outline-offset-8 outline-solid outline-focus) rounded-sm ${panelClassName}`}
          >
            {typeof item.content === "function" ? item.content(opened.has(i)) : item.content}
          </div>
        ))}
      </div>
    </div>
  );
}

/** Scrolls to the element with this id in the next frame, found again then: a panel opened for the first time may have been drawn anew meanwhile (HeldPanel). */
function bringIntoView(id: string) {
  requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView({ block: "start" }));
}
