import { describe, expect, it } from "vitest";
import { telHref } from "./phone";

describe("telHref", () => {
  it("keeps the digits and a leading + of the number as company.md writes it", () => {
    expect(telHref("+1 (905) 555-0142")).toBe("tel:+19055550142");
    expect(telHref("1-905-555+0142")).toBe("tel:19055550142");
  });

  it("dials an extension as ;ext=, not as more digits of the number", () => {
    expect(telHref("905.555.0142 ext. 7")).toBe("tel:9055550142;ext=7");
    expect(telHref("+1 905 555 0142 x12")).toBe("tel:+19055550142;ext=12");
  });
});
