import { useEffect, useRef } from "react";

/** SPEC: content blocks reveal when 10 % visible, 100 ms later per card index. */
export const REVEAL_THRESHOLD = 0.1;
export const REVEAL_STAGGER_MS = 100;

let observer: IntersectionObserver | undefined;
function getObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const el = entry.target as HTMLElement;
        el.classList.remove("reveal-pending");
        el.classList.add("reveal-shown");
        observer!.unobserve(el);
      }
    },
    { threshold: REVEAL_THRESHOLD },
  );
  return observer;
}

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
 * Fades a block in when it scrolls into view. The server renders it visible, so the text
 * is there without JavaScript; after hydration only blocks still below the fold are hidden
 * until they appear. Under prefers-reduced-motion nothing moves.
 */
export function Reveal({ children, index = 0, step = REVEAL_STAGGER_MS, as: Tag = "div", className = "" }: RevealProps) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const rect = el.getBoundingClientRect();
    if (rect.top < window.innerHeight) return; // already on screen: never hide what was seen
    el.style.transitionDelay = `${index * step}ms`;
    el.classList.add("reveal-pending");
    getObserver().observe(el);
    return () => getObserver().unobserve(el);
  }, [index, step]);
  return (
    <Tag ref={ref as never} className={`reveal ${className}`.trim()}>
      {children}
    </Tag>
  );
}
