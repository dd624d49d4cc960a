import { useId, useState, type ReactNode } from "react";

export interface AccordionItem {
  key: string;
  title: ReactNode;
  content: ReactNode;
}

interface AccordionProps {
  items: AccordionItem[];
  /** Heading level wrapping each button (WAI-ARIA accordion pattern). */
  headingLevel?: 2 | 3 | 4;
  /** Index open at first; none by default. */
  defaultOpen?: number | null;
  className?: string;
}

/**
 * At most one entry open; clicking the open entry closes it. Each header is a button with
 * aria-expanded and aria-controls inside a heading; answers are in the HTML (hidden when closed).
 */
export function Accordion({ items, headingLevel = 3, defaultOpen = null, className = "" }: AccordionProps) {
  const base = useId();
  const [open, setOpen] = useState<number | null>(defaultOpen);
  const H = `h${headingLevel}` as const;
  return (
    <div className={`divide-y divide-sand-line border-y border-sand-line ${className}`}>
      {items.map((item, i) => {
        const isOpen = open === i;
        const buttonId = `${base}-button-${item.key}`;
        const panelId = `${base}-panel-${item.key}`;
        return (
          <div key={item.key}>
            <H className="m-0">
              <button
                type="button"
                id={buttonId}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpen(isOpen ? null : i)}
                className="group flex w-full items-start justify-between gap-6 py-5 text-left font-sans text-base font-semibold text-ink transition-colors hover:text-clay focus-visible:(outline-2 outline-offset-2 outline-solid outline-clay) sm:text-lg"
              >
                <span>{item.title}</span>
                <span
                  aria-hidden="true"
                  className={`mt-0.5 inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full border border-ink/15 transition-transform duration-300 ${isOpen ? "rotate-45 bg-ink text-white" : "bg-white"}`}
                >
                  <svg viewBox="0 0 24 24" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                    <path d="M12 5v14M5 12h14" />
                  </svg>
                </span>
              </button>
            </H>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!isOpen} className="pb-6 pr-12 text-ink-muted leading-relaxed">
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
