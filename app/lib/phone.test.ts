import { describe, expect, it } from "vitest";
import { telHref } from "./phone";

describe("telHref", () => {
  it("keeps the digits and a leading + of the number as company.md writes it", () => {
    expect(telHref("+1 (905) 555-0142")).toBe("tel:+19055550142");
    expect(telHref("905.555.0142 ext. 7")).toBe("tel:90555501427");
  });
});
