import { describe, expect, it } from "vitest";
import { coverSizes, fullBleedSizes } from "./cover-sizes";

describe("fullBleedSizes: a hero picture's width is its box's height times its aspect where that is wider than the screen", () => {
  it("a 16:10 picture 88% of the screen high is 141vh wide on any screen narrower than 1.41:1", () => {
    expect(fullBleedSizes({ width: 1600, height: 1000 }, 88)).toBe("(max-aspect-ratio: 141/100) 141vh, 100vw");
  });
  it("a square picture 80% of the screen high", () => {
    expect(fullBleedSizes({ width: 1200, height: 1200 }, 80)).toBe("(max-aspect-ratio: 80/100) 80vh, 100vw");
  });
});

describe("coverSizes: a picture cropped into a box of another shape is picked for the width it is drawn at", () => {
  it("a 16:10 photograph in a 5:6 box 600 px wide is drawn 1152 px wide; in a 4:3 box, 1.2 times the box", () => {
    expect(
      coverSizes({ width: 1600, height: 1000 }, [
        { media: "(min-width: 1280px)", width: "600px", box: 5 / 6 },
        { media: "(min-width: 1024px)", width: "50vw", box: 5 / 6 },
        { width: "100vw", box: 4 / 3 },
      ]),
    ).toBe("(min-width: 1280px) 1152px, (min-width: 1024px) 96vw, 120vw");
  });
  it("a box wider than the picture: its own width (the picture is cropped top and bottom)", () => {
    expect(coverSizes({ width: 1200, height: 1200 }, [{ width: "100vw", box: 4 / 3 }])).toBe("100vw");
  });
  it("refuses a width it cannot scale", () => {
    expect(() => coverSizes({ width: 1, height: 1 }, [{ width: "calc(100% - 2rem)", box: 1 }])).toThrow('coverSizes: a width in px or vw, not "calc(100% - 2rem)"');
  });
});
