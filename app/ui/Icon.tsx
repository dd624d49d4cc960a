import { createContext, useContext, type SVGProps } from "react";
import type { IconName } from "./icon-names";

/** A glyph drawn from code. Line ends and corners are round unless `cap`/`join` say otherwise. */
interface Glyph {
  viewBox: string;
  /** One path, or several drawn one over the other (where two strokes cross, both are painted). */
  d: string | readonly string[];
  /** "fill": a solid shape; "fill-and-line": a solid shape outlined; neither: a line. */
  paint?: "fill" | "fill-and-line";
  /** The line's width when the caller gives none (else Icon's 1.6). */
  strokeWidth?: number;
  cap?: "butt";
  join?: "miter";
}

/** A review's star, outlined or solid (StarRating). */
const STAR = "M10 1.8l2.5 5.2 5.7.8-4.1 4 1 5.6L10 14.7l-5.1 2.7 1-5.6-4.1-4 5.7-.8z";

/**
 * The glyphs of the site's own controls and marks (arrows, chevrons, play and pause, the menu
 * toggle, search, a review's stars, the social links…), drawn from code: small, and shown on
 * pages that send no icon data. A circle is a path of four quarter arcs from where <circle> starts
 * (its right, clockwise): so Chromium draws the same pixels as it did for the <circle>.
 * No glyph takes a content icon's name (the `never` keys): Icon would draw the glyph for both.
 */
const GLYPHS = {
  "chevron-left": { viewBox: "0 0 16 16", d: "M10 3 5 8l5 5" },
  "chevron-right": { viewBox: "0 0 16 16", d: "m6 3 5 5-5 5" },
  "chevron-down": { viewBox: "0 0 12 12", d: "M2.5 4.5 6 8l3.5-3.5" },
  "arrow-left": { viewBox: "0 0 16 16", d: "M13 8H3M7 4 3 8l4 4" },
  "arrow-right": { viewBox: "0 0 16 16", d: "M3 8h10M9 4l4 4-4 4" },
  play: { viewBox: "0 0 16 16", d: "M4 2.5v11l9-5.5z", paint: "fill" },
  pause: { viewBox: "0 0 16 16", d: "M4 2.5h3v11H4zM9 2.5h3v11H9z", paint: "fill" },
  plus: { viewBox: "0 0 24 24", d: "M12 5v14M5 12h14", strokeWidth: 2 },
  menu: { viewBox: "0 0 24 24", d: "M4 7h16M4 12h16M4 17h16", strokeWidth: 1.8 },
  close: { viewBox: "0 0 24 24", d: "M6 6l12 12M18 6 6 18", strokeWidth: 1.8 },
  magnifier: { viewBox: "0 0 20 20", d: ["M14.5 9a5.5 5.5 0 0 1-5.5 5.5 5.5 5.5 0 0 1-5.5-5.5 5.5 5.5 0 0 1 5.5-5.5 5.5 5.5 0 0 1 5.5 5.5z", "m13.2 13.2 3.6 3.6"] },
  expand: { viewBox: "0 0 20 20", d: "M12 3h5v5M8 17H3v-5M17 3l-6 6M3 17l6-6" },
  alert: { viewBox: "0 0 24 24", d: ["M21 12a9 9 0 0 1-9 9 9 9 0 0 1-9-9 9 9 0 0 1 9-9 9 9 0 0 1 9 9z", "M12 7.5v5.5M12 16.5h.01"], strokeWidth: 1.8 },
  "rating-star": { viewBox: "0 0 20 20", d: STAR, strokeWidth: 1.2, cap: "butt", join: "miter" },
  "rating-star-filled": { viewBox: "0 0 20 20", d: STAR, paint: "fill-and-line", strokeWidth: 1.2, cap: "butt", join: "miter" },
  instagram: {
    viewBox: "0 0 24 24",
    d: "M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5v.01",
  },
  facebook: { viewBox: "0 0 24 24", d: "M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v7h4v-7h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5z" },
  linkedin: {
    viewBox: "0 0 24 24",
    d: "M4 9h4v11H4zM6 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM10 9h3.8v1.6c.6-1 1.9-1.9 3.7-1.9 3.4 0 4 2.2 4 5.1V20h-4v-5.3c0-1.3 0-2.9-1.8-2.9S14 13.2 14 14.6V20h-4z",
  },
} satisfies Record<string, Glyph> & { [K in IconName]?: never };
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

/** Every icon of the site: a content icon by its IconName, or a glyph by its GlyphName. */
export function Icon({ name, className = "h-6 w-6", strokeWidth }: IconProps & { name: IconName | GlyphName }) {
  if (!Object.hasOwn(GLYPHS, name)) return <ContentIcon name={name as IconName} className={className} strokeWidth={strokeWidth ?? 1.6} />;
  const glyph: Glyph = GLYPHS[name as GlyphName];
  const line: SVGProps<SVGSVGElement> | false = glyph.paint !== "fill" && {
    stroke: "currentColor",
    strokeWidth: strokeWidth ?? glyph.strokeWidth ?? 1.6,
    strokeLinecap: glyph.cap ?? "round",
    strokeLinejoin: glyph.join ?? "round",
  };
  return (
    <svg viewBox={glyph.viewBox} fill={glyph.paint ? "currentColor" : "none"} {...line} className={className} aria-hidden="true" focusable="false">
      {(typeof glyph.d === "string" ? [glyph.d] : glyph.d).map((d, i) => (
        <path key={i} d={d} />
      ))}
    </svg>
  );
}

/** The check mark used in lists. */
export function CheckIcon({ className = "h-5 w-5" }: { className?: string }) {
  return <Icon name="check" className={className} />;
}
