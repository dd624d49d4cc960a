import { createContext, useContext } from "react";
import type { IconName } from "./icon-names";

/**
 * The glyphs of the site's own controls (arrows, chevrons, play and pause), drawn from code:
 * small, and shown on pages that send no icon data. `fill`: a solid shape, else a line in the
 * icon's stroke width.
 */
const GLYPHS = {
  "chevron-left": { viewBox: "0 0 16 16", d: "M10 3 5 8l5 5" },
  "chevron-right": { viewBox: "0 0 16 16", d: "m6 3 5 5-5 5" },
  "chevron-down": { viewBox: "0 0 12 12", d: "M2.5 4.5 6 8l3.5-3.5" },
  "arrow-left": { viewBox: "0 0 16 16", d: "M13 8H3M7 4 3 8l4 4" },
  "arrow-right": { viewBox: "0 0 16 16", d: "M3 8h10M9 4l4 4-4 4" },
  play: { viewBox: "0 0 16 16", d: "M4 2.5v11l9-5.5z", fill: true },
  pause: { viewBox: "0 0 16 16", d: "M4 2.5h3v11H4zM9 2.5h3v11H9z", fill: true },
} satisfies Record<string, { viewBox: string; d: string; fill?: true }>;
export type GlyphName = keyof typeof GLYPHS;

/**
 * The paths of the named line icons a page draws (IconName: 24×24), sent by its loader
 * (features/sections/icons.server.ts) and provided by SectionRenderer; null outside it.
 * Data made without the loader (a unit test's stand-in) has none: they are drawn empty.
 */
export const IconPathsContext = createContext<Partial<Record<IconName, string>> | undefined | null>(null);

function useIconPath(name: IconName): string | undefined {
  const icons = useContext(IconPathsContext);
  if (icons === null) throw new Error("Section components must be rendered inside <SectionRenderer />");
  if (!icons) return undefined;
  const d = icons[name];
  if (d === undefined) throw new Error(`Icon "${name}" is not in the page's data: name it in a content field, or in CODE_ICONS (icons.server.ts)`);
  return d;
}

interface IconProps {
  className?: string;
  strokeWidth?: number;
}

/** A named line icon of the content (24×24, stroke in currentColor); its path comes with the page's data. */
function ContentIcon({ name, className, strokeWidth }: Required<IconProps> & { name: IconName }) {
  const d = useIconPath(name);
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={strokeWidth} strokeLinecap="round" strokeLinejoin="round" className={className} aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  );
}

/** Every icon of the site: a content icon by its IconName, or a control's glyph by its GlyphName. */
export function Icon({ name, className = "h-6 w-6", strokeWidth = 1.6 }: IconProps & { name: IconName | GlyphName }) {
  if (!Object.hasOwn(GLYPHS, name)) return <ContentIcon name={name as IconName} className={className} strokeWidth={strokeWidth} />;
  const glyph: { viewBox: string; d: string; fill?: true } = GLYPHS[name as GlyphName];
  return glyph.fill ? (
    <svg viewBox={glyph.viewBox} fill="currentColor" className={className} aria-hidden="true" focusable="false">
      <path d={glyph.d} />
    </svg>
  ) : (
    <svg viewBox={glyph.viewBox} fill="none" stroke="currentColor" strokeWidth={strokeWidth} strokeLinecap="round" strokeLinejoin="round" className={className} aria-hidden="true" focusable="false">
      <path d={glyph.d} />
    </svg>
  );
}

/** The check mark used in lists. */
export function CheckIcon({ className = "h-5 w-5" }: { className?: string }) {
  return <Icon name="check" className={className} />;
}
