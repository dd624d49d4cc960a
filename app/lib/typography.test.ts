import { describe, expect, it } from "vitest";
import { unbreakableTimes } from "./typography";

describe("clock times keep their am and pm", () => {
  it("joins a time to its am or pm with a non-breaking space, and nothing else", () => {
    expect(unbreakableTimes("Monday to Friday, 9:00 am – 6:00 pm")).toBe("Monday to Friday, 9:00\u00a0am – 6:00\u00a0pm");
    expect(unbreakableTimes("Saturday, 10 a.m. – 3 p.m. (by appointment)")).toBe("Saturday, 10\u00a0a.m. – 3\u00a0p.m. (by appointment)");
    expect(unbreakableTimes("Open 7 days, 2 amps, 3 pmX, from 9 AM")).toBe("Open 7 days, 2 amps, 3 pmX, from 9\u00a0AM");
  });
});
