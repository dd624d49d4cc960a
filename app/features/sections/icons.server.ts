/**
 * The path of every named icon (24×24 line drawings, stroke in currentColor). Server-only: a
 * page's loader (sectionData) sends the paths of the icons it draws, so no page's script
 * carries the whole table.
 */
import type { IconName } from "~/ui/icon-names";

export const ICON_PATHS: Record<IconName, string> = {
  award: "M12 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12zM8.5 14 7 22l5-3 5 3-1.5-8",
  briefcase: "M3 8h18v12H3zM8 8V5h8v3M3 13h18",
  building: "M4 21V4h10v17M14 9h6v12M2 21h20M7 8h1M7 12h1M7 16h1M10 8h1M10 12h1M10 16h1M17 13h1M17 17h1",
  calendar: "M4 6h16v15H4zM4 10h16M8 3v5M16 3v5",
  care: "M12 21s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 11c0 5.6-7 10-7 10z",
  chart: "M4 20V10M10 20V4M16 20v-7M22 20H2",
  chat: "M4 5h16v11H9l-5 4z",
  check: "M5 12.5l4.5 4.5L19 7",
  "check-circle": "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm-4-9 3 3 5-6",
  clipboard: "M8 4h8v3H8zM6 5H5v16h14V5h-1M9 12h6M9 16h4",
  clock: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2",
  coins: "M12 8c4.4 0 8-1.3 8-3s-3.6-3-8-3-8 1.3-8 3 3.6 3 8 3zM4 5v4c0 1.7 3.6 3 8 3s8-1.3 8-3V5M4 9v4c0 1.7 3.6 3 8 3s8-1.3 8-3V9M4 13v4c0 1.7 3.6 3 8 3s8-1.3 8-3v-4",
  compass: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM15.5 8.5l-2 5-5 2 2-5z",
  eye: "M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z",
  hammer: "M14 6l4 4M3 21l9-9M11 7l4-4 6 6-4 4-2-2-1 1-4-4z",
  handshake: "M2 11l4-4 4 2 3-2 3 1 6 4M6 7v6l5 5c.8.8 2 .8 2.8 0l.2-.2M10 16l2 2M13 13l3 3c.8.8 2 .8 2.8 0 .8-.8.8-2 0-2.8L16 10",
  heart: "M12 20s-8-5-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 9c0 6-8 11-8 11z",
  home: "M3 11l9-7 9 7M5 9.5V20h5v-6h4v6h5V9.5",
  house: "M4 20h16M6 20V9l6-5 6 5v11M10 20v-6h4v6",
  key: "M8 15a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM11.5 11H21M17 11v3M20 11v2",
  layers: "M12 3l9 5-9 5-9-5zM3 13l9 5 9-5M3 17.5l9 5 9-5",
  layout: "M3 4h18v16H3zM3 10h18M10 10v10",
  leaf: "M5 19c0-8 5-14 15-15-1 10-7 15-15 15zM5 19c3-4 6-7 10-9",
  lightbulb: "M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z",
  mail: "M4 6h16v12H4zM4 7l8 6 8-6",
  map: "M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z",
  palette: "M12 21a9 9 0 1 1 9-9c0 2.5-2 3.5-4 3.5h-2a2 2 0 0 0-1.5 3.3c.6.7.2 2.2-1.5 2.2zM7.5 11h0M10 7h0M15 7.5h0",
  phone: "M6.6 3.5 9 3l1.5 4.2-2 1.3a11 11 0 0 0 7 7l1.3-2 4.2 1.5-.5 2.4a2 2 0 0 1-2 1.6A16.5 16.5 0 0 1 5 5.5a2 2 0 0 1 1.6-2z",
  pin: "M12 21s-7-5.5-7-11a7 7 0 0 1 14 0c0 5.5-7 11-7 11zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z",
  ruler: "M3 16L16 3l5 5L8 21zM7 12l2 2M10 9l2 2M13 6l2 2",
  search: "M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zm9 16-4-4",
  shield: "M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM8.5 12l2.5 2.5 4.5-5",
  "shield-check": "M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3zm-3 9 2 2 4-4",
  sparkles: "M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8zM19 16l.8 2.2L22 19l-2.2.8L19 22l-.8-2.2L16 19l2.2-.8z",
  sprout: "M5 19c0-8 6-14 14-14 0 8-6 14-14 14zM5 19l7-7",
  star: "M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4 6.8 19.1l1-5.8L3.5 9.2l5.9-.9z",
  store: "M3 9l2-5h14l2 5M3 9v11h18V9M3 9c0 1.7 1.3 3 3 3s3-1.3 3-3c0 1.7 1.3 3 3 3s3-1.3 3-3c0 1.7 1.3 3 3 3s3-1.3 3-3M9 20v-5h6v5",
  sun: "M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4",
  tag: "M3 12V3h9l9 9-9 9zM7.5 7.5h0",
  team: "M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20c0-3 2.5-5 5-5s5 2 5 5m-2-4.6A5 5 0 0 1 16 15c2.5 0 5 2 5 5",
  trending: "M3 17l6-6 4 4 8-8M15 7h6v6",
  users: "M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21c0-3.9 3.1-7 7-7s7 3.1 7 7M16 3.1a4 4 0 0 1 0 7.8M18 14.3c2.4.9 4 3.2 4 5.7",
  vision: "M3 12s3.5-6 9-6 9 6 9 6-3.5 6-9 6-9-6-9-6zm9 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6z",
  wrench: "M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.4-.6-.6-2.4z",
  zap: "M13 2L4 14h7l-1 8 9-12h-7z",
};

/**
 * Icons that components draw by a fixed name rather than from a content field: the check mark of
 * checklists and of benefits without an icon, the location pin of projects.
 */
export const CODE_ICONS: readonly IconName[] = ["check", "map"];

const isIconName = (v: unknown): v is IconName => typeof v === "string" && Object.hasOwn(ICON_PATHS, v);

/** Every icon named in a value: each `icon` field anywhere in it. */
export function collectIcons(value: unknown, out = new Set<IconName>()): Set<IconName> {
  if (Array.isArray(value)) for (const v of value) collectIcons(v, out);
  else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      if (k === "icon" && isIconName(v)) out.add(v);
      else collectIcons(v, out);
    }
  }
  return out;
}

/** The paths of the given icons, by name. */
export function iconPaths(names: Iterable<IconName>): Partial<Record<IconName, string>> {
  return Object.fromEntries([...names].map((n) => [n, ICON_PATHS[n]]));
}
