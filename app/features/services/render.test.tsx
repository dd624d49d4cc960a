import { JSDOM } from "jsdom";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { preloadSections } from "../sections/interactive";
import { SectionRenderer } from "../sections/SectionRenderer";
import { collectImages } from "~/features/sections/data.server";
import { getServices, readHubPage, readServicesPage, serviceCards } from "~/features/services/services.server";
import { type SectionData, type Section } from "~/features/sections/schema";

/** SectionData without running the image pipeline: every image gets a stand-in. */
function fakeData(sections: Section[]): SectionData {
  const listings: SectionData["listings"] = {};
  for (const group of ["residential", "commercial"] as const) {
    for (const listing of ["overview", "hub"] as const) {
      listings[`${group}:${listing}`] = serviceCards(group, listing);
    }
  }
  const images: SectionData["images"] = {};
  for (const r of collectImages([sections, Object.values(listings)])) {
    images[r.src] = { src: `/_img/${r.src}`, srcSet: "", avifSrcSet: "", width: 1600, height: 1000, alt: r.alt, color: "#ccc" };
  }
  return { images, listings };
}

function render(sections: Section[]) {
  const html = renderToString(
    <MemoryRouter>
      <SectionRenderer sections={sections} data={fakeData(sections)} />
    </MemoryRouter>,
  );
  return new JSDOM(`<main>${html}</main>`).window.document;
}

const pages: [string, Section[]][] = [
  ["/services", readServicesPage().sections],
  ["/services/residential", readHubPage("residential").sections],
  ["/services/commercial", readHubPage("commercial").sections],
  ...getServices().map((s): [string, Section[]] => [s.path, s.data.sections]),
];

beforeAll(async () => {
  await preloadSections(["carousel", "slider"]);
});

describe("every services page renders from its sections", () => {
  it.each(pages)("%s: one h1, no heading level skipped, unique ids, labelled sections", (_path, sections) => {
    const doc = render(sections);
    expect(doc.querySelectorAll("h1")).toHaveLength(1);
    let previous = 0;
    for (const h of Array.from(doc.querySelectorAll("h1, h2, h3, h4, h5, h6"))) {
      const level = Number(h.tagName.slice(1));
      expect(level - previous, `${h.tagName} "${h.textContent}" after h${previous}`).toBeLessThanOrEqual(1);
      previous = level;
    }
    const ids = Array.from(doc.querySelectorAll("[id]")).map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const s of Array.from(doc.querySelectorAll("section[aria-labelledby]"))) {
      expect(doc.getElementById(s.getAttribute("aria-labelledby")!)?.textContent?.trim()).toBeTruthy();
    }
    // Only the page's first image (hero or first slide) is fetched eagerly.
    const eager = Array.from(doc.querySelectorAll('img[loading="eager"]'));
    expect(eager).toHaveLength(1);
    expect(eager[0]?.getAttribute("fetchpriority")).toBe("high");
  });
});

describe("the page-level carousel", () => {
  it("renders every slide in the HTML, previous disabled on the first slide, next enabled", () => {
    const s = getServices().find((e) => e.path.endsWith("/interior-exterior-remodelling"))!;
    const doc = render(s.data.sections);
    const region = doc.querySelector('[aria-roledescription="carousel"]')!;
    expect(region.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(5);
    // aria-disabled, not disabled: a button at an end keeps its focus (decision 199).
    expect(region.querySelector('button[aria-label="Previous slide"]')?.getAttribute("aria-disabled")).toBe("true");
    expect(region.querySelector('button[aria-label="Next slide"]')?.hasAttribute("aria-disabled")).toBe(false);
    expect(region.querySelectorAll("button[disabled]")).toHaveLength(0);
    const imgs = Array.from(region.querySelectorAll("img"));
    expect(imgs.map((i) => i.getAttribute("loading"))).toEqual(["eager", "lazy", "lazy", "lazy", "lazy"]);
  });
});
