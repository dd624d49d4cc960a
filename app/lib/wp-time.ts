/**
 * WordPress's times with their zone (decision 184). WordPress sends each record's `date` and
 * `modified` as the site's local wall time without a zone (`2026-10-27T10:00:00`) and the same
 * instants in GMT as `date_gmt` / `modified_gmt`; the snapshot keeps both (`dateGmt`,
 * `modifiedGmt`). A local time and its GMT time give the offset; without the GMT time (a
 * snapshot made before it was kept, a WordPress that sends none) the local time is read in the
 * studio's zone with `Intl`. Browser-safe: no Node APIs, no date library.
 */

/** The studio's time zone (Mississauga): its offers' calendar and its WordPress's clock. */
export const STUDIO_TIME_ZONE = "America/Toronto";

const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/;
const MINUTE = 60_000;
/** No zone is further from GMT than 14 h; a GMT time further off than this is not the local time's. */
const MAX_OFFSET_MINUTES = 14 * 60;

/** A zone-less wall time read as if it were UTC (ms), or null when it is not a real time (`0000-00-00T00:00:00`, `2026-02-30T…`). */
function wallMs(wall: string | null | undefined): number | null {
  const m = wall ? WALL.exec(wall) : null;
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  if (y < 1) return null;
  const ms = Date.UTC(y, mo - 1, d, h, mi, s);
  // Date.UTC rolls 30 February over to March: such a time is not a real one.
  return new Date(ms).toISOString().slice(0, 19) === wall ? ms : null;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The offset of `zone` from GMT (minutes, east positive) at instant `ms`. */
function zoneOffset(ms: number, zone: string): number {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-CA", { timeZone: zone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" });
    formatters.set(zone, f);
  }
  const p: Record<string, number> = {};
  for (const part of f.formatToParts(new Date(ms))) if (part.type !== "literal") p[part.type] = Number(part.value);
  const wall = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return Math.round((wall - Math.floor(ms / 1000) * 1000) / MINUTE);
}

/**
 * The offset (minutes) of wall time `local` in `zone`, as WordPress (PHP) reads it: a time the
 * clocks skip in spring (02:30 on the March change) takes the offset before the change (it is
 * 03:30 daylight time); a time that comes twice in autumn (01:30 on the November change) is the
 * first one (daylight time).
 */
function wallOffsetIn(localMs: number, zone: string): number {
  const before = zoneOffset(localMs - 86_400_000, zone);
  const after = zoneOffset(localMs + 86_400_000, zone);
  for (const o of before === after ? [before] : [before, after]) if (zoneOffset(localMs - o * MINUTE, zone) === o) return o;
  return before;
}

/** The offset (minutes) a local time and its GMT time give, or null unless both are real times within 14 h of each other, whole minutes apart. */
export function gmtOffset(local: string, gmt: string | null | undefined): number | null {
  const l = wallMs(local);
  const g = wallMs(gmt);
  if (l === null || g === null || Math.abs(l - g) > MAX_OFFSET_MINUTES * MINUTE || (l - g) % MINUTE !== 0) return null;
  return (l - g) / MINUTE;
}

/** The offset (minutes) of a record's local time: from its GMT time when usable (`gmtOffset`), else from the studio's zone. */
export function wpTimeOffset(local: string, gmt?: string | null, zone: string = STUDIO_TIME_ZONE): number | null {
  const l = wallMs(local);
  if (l === null) return null;
  return gmtOffset(local, gmt) ?? wallOffsetIn(l, zone);
}

/** GMT of a local wall time in `zone`, in WordPress's format (`2026-10-27T14:00:00`): what a WordPress in `zone` sends as `date_gmt`. */
export function wpGmtOf(local: string, zone: string = STUDIO_TIME_ZONE): string | null {
  const l = wallMs(local);
  return l === null ? null : new Date(l - wallOffsetIn(l, zone) * MINUTE).toISOString().slice(0, 19);
}

/**
 * The WordPress wall time of a time written with or without its offset (`2026-10-27T10:00:00-04:00`
 * → `2026-10-27T10:00:00`): what WordPress orders posts by and what its `after=` takes.
 */
export const wallTime = (time: string): string => time.slice(0, 19);

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * ISO 8601 with the offset of the studio's clock, e.g. `2026-10-27T10:00:00-04:00` (JSON-LD,
 * `<time datetime>`): the local time WordPress shows, made exact. A local time that is not a
 * time comes back as it was.
 */
export function wpTimeIso(local: string, gmt?: string | null): string {
  const o = wpTimeOffset(local, gmt);
  if (o === null) return local;
  const a = Math.abs(o);
  return `${local}${o < 0 ? "-" : "+"}${pad(Math.floor(a / 60))}:${pad(a % 60)}`;
}

/**
 * RFC 822 in GMT, e.g. `Tue, 27 Oct 2026 14:00:00 GMT` (RSS `<pubDate>`), as WordPress's own
 * feed writes it (in GMT): a reader shows it in its own zone either way. "" when `local` is not a time.
 */
export function wpTimeRfc822(local: string, gmt?: string | null): string {
  const o = wpTimeOffset(local, gmt);
  return o === null ? "" : new Date(wallMs(local)! - o * MINUTE).toUTCString();
}
