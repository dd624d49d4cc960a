/**
 * The contact page's map, from the address printed beside it (content/site/company.md), so the
 * two cannot drift apart: a Google Maps embed searching for that address (decision 084).
 */
export const MAP_EMBED_ORIGIN = "https://www.google.com";

export interface PostalAddress {
  street: string;
  city: string;
  regionCode: string;
  postalCode: string;
  country: string;
}

/** "2150 Example Boulevard, Suite 400, Mississauga, ON L5B 0A0, Canada", as one line. */
export function addressLine(a: PostalAddress): string {
  return [a.street, a.city, `${a.regionCode} ${a.postalCode}`, a.country].map((s) => s.trim()).join(", ");
}

export function mapEmbedUrl(a: PostalAddress): string {
  const url = new URL("/maps", MAP_EMBED_ORIGIN);
  url.searchParams.set("q", addressLine(a));
  url.searchParams.set("output", "embed");
  return url.href;
}

/**
 * Directions to the same address in Google Maps (its documented "Maps URLs": the Maps app on a
 * phone, the site in a browser). The way there when the embed does not load (offline, a content
 * blocker, a consent wall), and the one a visitor on a phone wants anyway.
 */
export function mapDirectionsUrl(a: PostalAddress): string {
  const url = new URL("/maps/dir/", MAP_EMBED_ORIGIN);
  url.searchParams.set("api", "1");
  url.searchParams.set("destination", addressLine(a));
  return url.href;
}

/** No broader than the site's own Referrer-Policy (strict-origin-when-cross-origin). */
export const MAP_REFERRER_POLICY = "strict-origin-when-cross-origin" as const;
