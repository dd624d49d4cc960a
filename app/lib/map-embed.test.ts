import { describe, expect, it } from "vitest";
import { getCompany } from "~/features/site/company.server";
import { addressLine, MAP_REFERRER_POLICY, mapDirectionsUrl, mapEmbedUrl } from "~/lib/map-embed";

describe("the contact map comes from the company's address", () => {
  it("searches for the printed address, in one line", () => {
    const company = getCompany();
    expect(addressLine(company.address)).toBe("2150 Example Boulevard, Suite 400, Mississauga, ON L5B 0A0, Canada");
    expect(company.mapEmbedUrl).toBe(mapEmbedUrl(company.address));
    const url = new URL(company.mapEmbedUrl);
    expect(url.origin).toBe("https://www.google.com");
    expect(url.pathname).toBe("/maps");
    expect(url.searchParams.get("q")).toBe("2150 Example Boulevard, Suite 400, Mississauga, ON L5B 0A0, Canada");
    expect(url.searchParams.get("output")).toBe("embed");
  });
  it("encodes what an address may contain", () => {
    const url = mapEmbedUrl({ street: "12 Rue de l'Église #3 & Co", city: "Montréal", regionCode: "QC", postalCode: "H2X 1Y4", country: "Canada" });
    expect(url).toBe("https://www.google.com/maps?q=12+Rue+de+l%27%C3%89glise+%233+%26+Co%2C+Montr%C3%A9al%2C+QC+H2X+1Y4%2C+Canada&output=embed");
  });
  it("offers directions to the same address (Google's Maps URLs: the app on a phone), encoded", () => {
    const company = getCompany();
    expect(company.mapDirectionsUrl).toBe("https://www.google.com/maps/dir/?api=1&destination=2150+Example+Boulevard%2C+Suite+400%2C+Mississauga%2C+ON+L5B+0A0%2C+Canada");
    expect(mapDirectionsUrl({ street: "12 Rue de l'Église #3 & Co", city: "Montréal", regionCode: "QC", postalCode: "H2X 1Y4", country: "Canada" })).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=12+Rue+de+l%27%C3%89glise+%233+%26+Co%2C+Montr%C3%A9al%2C+QC+H2X+1Y4%2C+Canada",
    );
  });
  it("sends no more referrer than the site's own policy", () => {
    expect(MAP_REFERRER_POLICY).toBe("strict-origin-when-cross-origin");
  });
});
