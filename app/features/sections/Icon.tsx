import { useIconPath } from "./context";
import type { IconName } from "./icon-names";

/** A named line icon (24×24, stroke in currentColor); its path comes with the page's data (icons.server.ts). */
export function Icon({ name, className = "h-6 w-6", strokeWidth = 1.6 }: { name: IconName; className?: string; strokeWidth?: number }) {
  const d = useIconPath(name);
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={strokeWidth} strokeLinecap="round" strokeLinejoin="round" className={className} aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  );
}

/** The check mark used in lists. */
export function CheckIcon({ className = "h-5 w-5" }: { className?: string }) {
  return <Icon name="check" className={className} />;
}
