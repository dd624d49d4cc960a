/**
 * The leads endpoint in the pages' CSP (decision 095): the build (scripts/build/csp.ts) allows the
 * origin company.md's `leadsApiUrl` names. Here, not beside the leads feature: app/ never imports
 * scripts/ (decision 130).
 */
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "../../scripts/build/csp";

describe("the CSP and the leads endpoint", () => {
  const html = "<!DOCTYPE html><html><head></head><body></body></html>";
  const connect = (csp: string) => csp.split("; ").find((d) => d.startsWith("connect-src "));
  it("allows exactly the leads endpoint's origin in connect-src when company.md names one", () => {
    const csp = contentSecurityPolicy(html, { cmsOrigin: "https://cms.example.com", mapOrigin: "https://maps.example.com", leadsOrigin: "https://leads.example.net" });
    expect(connect(csp)).toBe("connect-src 'self' https://cms.example.com https://leads.example.net");
    expect(csp).toContain("form-action 'self'");
  });
  it("adds nothing when there is none, or when it is the CMS's origin", () => {
    expect(connect(contentSecurityPolicy(html, { cmsOrigin: "https://cms.example.com", mapOrigin: "https://maps.example.com" }))).toBe("connect-src 'self' https://cms.example.com");
    expect(connect(contentSecurityPolicy(html, { cmsOrigin: "https://cms.example.com", mapOrigin: "https://maps.example.com", leadsOrigin: "https://cms.example.com" }))).toBe(
      "connect-src 'self' https://cms.example.com",
    );
  });
});
