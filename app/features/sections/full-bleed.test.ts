import { describe, expect, it } from "vitest";
import { cropKey } from "~/lib/image-types";
import { cropUses } from "./data.server";
import type { Section } from "./schema";
import type { Block } from "./kinds";

const pic = (src: string, focus?: string) => ({ src: `media/library/${src}.jpg`, alt: src, ...(focus ? { focus } : {}) });
const link = { label: "Go", to: "/contact", style: "primary" };

describe("the pictures a page draws full-bleed, cut for narrow screens (decision 203)", () => {
  it("are an overlay hero's, home's slides' (3:4) and the slider's (1:1); a framed hero's and other sections' are not", () => {
    const sections = [
      { type: "slideshow", label: "Our work", slides: [{ id: "a", heading: "A", tagline: "a", button: link, image: pic("living-room-01") }, { id: "b", heading: "B", tagline: "b", button: link, image: pic("kitchen-01", "right") }] },
      { type: "hero", heading: "Over", layout: "overlay", buttons: [], image: pic("exterior-01") },
      { type: "hero", heading: "Beside", layout: "split", buttons: [], image: pic("office-01") },
      { type: "hero", heading: "Plain", layout: "page", buttons: [] },
      { type: "slider", heading: "Build", tagline: "t", button: link, intervalMs: 5000, images: [pic("retail-01"), pic("retail-02", "left")] },
      { type: "split", heading: "Side", paragraphs: ["p"], points: [], image: pic("bedroom-01") },
    ] as unknown as (Section | Block)[];
    expect(cropUses(sections).map((u) => cropKey(u.field.src, u.shape, u.field.focus))).toEqual([
      "media/library/living-room-01.jpg|3:4|center",
      "media/library/kitchen-01.jpg|3:4|right",
      "media/library/exterior-01.jpg|3:4|center",
      "media/library/retail-01.jpg|1:1|center",
      "media/library/retail-02.jpg|1:1|left",
    ]);
  });
});
