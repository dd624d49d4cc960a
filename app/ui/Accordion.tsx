import { useId, type ReactNode } from "react";
import { Icon } from "./Icon";

export interface AccordionItem {
  key: string;
  title: ReactNode;
  content: ReactNode;
}

interface AccordionProps {
  items: AccordionItem[];
  /** Heading level of each question (inside its summary). */
  headingLevel?: 2 | 3 | 4;
  /** Index open at first; none by default. */
  defaultOpen?: number | null;
  className?: string;
}

/**
 * At most one entry open; clicking the open entry closes it. Each entry is a <details> and all
 * of them share one `name`, so the browser itself keeps one open at a time: it works without
 * JavaScript (decision 116), by keyboard (Enter or Space on the summary) and with find-in-page.
 * Each question is a heading inside its summary; answers are in the HTML.
 */
export function Accordion({ items, headingLevel = 3, defaultOpen = null, className = "" }: AccordionProps) {
  const name = useId();
  const H = `h${headingLevel}` as const;
  return (
    <div className={`divide-y divide-sand-line border-y border-sand-line ${className}`}>
      {items.map((item, i) => (
        <details key={item.key} name={name} open={defaultOpen === i}>
          <summary className="flex w-full cursor-pointer items-start justify-between gap-6 py-5 text-left font-sans text-base font-semibold text-ink transition-colors hover:text-clay focus-visible:(outline-2 outline-offset-2 outline-solid outline-focus) sm:text-lg">
            <H className="m-0">{item.title}</H>
            <span
              aria-hidden="true"
              className="acc-icon mt-0.5 inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full border border-ink/15 bg-white transition-transform duration-300"
            >
              <Icon name="plus" className="h-3.5 w-3.5" />
            </span>
          </summary>
          <div className="pb-6 pr-12 text-ink-muted leading-relaxed">{item.content}</div>
        </details>
      ))}
    </div>
  );
}
