import { useEffect, useRef } from "react";
import { REVEAL_DELAY_ATTR, REVEAL_STAGGER_MS, revealWhenVisible } from "./reveal-on-view";

export { REVEAL_STAGGER_MS, REVEAL_THRESHOLD } from "./reveal-on-view";

interface RevealProps {
  children: React.ReactNode;
  /** Position among sibling cards: the reveal starts index × 100 ms later. */
  index?: number;
  /** Stagger step in ms (SPEC: 100, 80 on some pages). */
  step?: number;
  as?: "div" | "li" | "article" | "section";
  className?: string;
}

/**
 * Fades a block in when it scrolls into view (./reveal-on-view.ts). The server renders it visible, so
 * the text is there without JavaScript; after hydration, or on a page without React once the
 * page script runs, only blocks still below the fold are hidden until they appear.
 */
export function Reveal({ children, index = 0, step = REVEAL_STAGGER_MS, as: Tag = "div", className = "" }: RevealProps) {
  const ref = useRef<HTMLElement>(null);
  const delay = index * step;
  useEffect(() => {
    const el = ref.current;
    return el ? revealWhenVisible(el, delay) : undefined;
  }, [delay]);
  return (
    <Tag ref={ref as never} className={`reveal ${className}`.trim()} {...{ [REVEAL_DELAY_ATTR]: delay }}>
      {children}
    </Tag>
  );
}
