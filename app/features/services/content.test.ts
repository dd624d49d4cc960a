import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { formatProblem } from "../../content/errors";
import { parseContentFile } from "../../content/read.server";
import { checkAllContent } from "../../content/registry.server";
import { collectImages, sectionTypes } from "~/features/sections/data.server";
import { panelKept, sectionNeedsReact } from "~/features/sections/kinds";
import { getServices, listingProblems, serviceListing, serviceMenu } from "~/features/services/services.server";
import { serviceSchema, type ServiceEntry } from "~/features/services/schema";
import { COMMERCIAL_CARDS, COMMERCIAL_MENU, RESIDENTIAL_CARDS, RESIDENTIAL_MENU, SERVICE_ROUTES } from "./spec";

describe("service content files", () => {
  it("has one valid file per service page: SPEC's 18 plus garden-suites and home-renovation-additions", () => {
    const paths = getServices().map((s) => s.path);
    expect(paths).toHaveLength(20);
    expect(["/services", "/services/commercial", "/services/residential", ...paths].sort()).toEqual(SERVICE_ROUTES);
  });

  it("builds the header's Services dropdown from the files, in SPEC's order", () => {
    expect(serviceMenu()).toEqual([
      {
        name: "Residential",
        path: "/services/residential",
        children: RESIDENTIAL_MENU.map(([name, slug]) => ({ name, path: `/services/residential/${slug}` })),
      },
      {
        name: "Commercial",
        path: "/services/commercial",
        children: COMMERCIAL_MENU.map(([name, slug]) => ({ name, path: `/services/commercial/${slug}` })),
      },
    ]);
  });

  it("lists SPEC's nine residential and five commercial cards on the overview and the hubs", () => {
    for (const listing of ["overview", "hub"] as const) {
      expect(serviceListing("residential", listing).map((s) => s.path)).toEqual(RESIDENTIAL_CARDS);
      expect(serviceListing("commercial", listing).map((s) => s.path)).toEqual(COMMERCIAL_CARDS);
    }
  });

  it("starts every service page with a hero, carousel or slider that carries the page's h1", () => {
    for (const s of getServices()) {
      expect(["hero", "carousel", "slider"], s.path).toContain(s.data.sections[0]?.type);
    }
  });

  it("gives the five shared-layout commercial pages a slider, three tabs starting on Overview and the closing band", () => {
    for (const p of COMMERCIAL_CARDS) {
      const { sections } = getServices().find((s) => s.path === p)!.data;
      const slider = sections[0];
      expect(slider?.type, p).toBe("slider");
      if (slider?.type === "slider") {
        expect(slider.intervalMs).toBe(5000);
        expect(slider.button).toMatchObject({ label: "Request a Consultation", to: "/contact" });
      }
      const tabs = sections.find((s) => s.type === "tabs");
      expect(tabs?.type === "tabs" && tabs.tabs.map((t) => t.label)[0], p).toBe("Overview");
      expect(tabs?.type === "tabs" && tabs.tabs.length, p).toBe(3);
      const cta = sections.at(-1);
      expect(cta?.type === "cta" && cta.buttons.map((b) => [b.label, b.to]), p).toEqual([
        ["Schedule a Consultation", "/contact"],
        ["View All Commercial Services", "/services/commercial"],
      ]);
    }
  });
});

describe("service helpers", () => {
  const entry = (file: string, listings: ServiceEntry["data"]["listings"]): ServiceEntry => {
    const base = getServices()[0]!;
    return { ...base, file, data: { ...base.data, listings } };
  };

  it("reports two services at the same position of a listing, naming both files", () => {
    const problems = listingProblems([
      entry("content/services/residential/a.md", { menu: 1, overview: 2 }),
      entry("content/services/residential/b.md", { menu: 1, overview: 3 }),
    ]).map(formatProblem);
    expect(problems).toEqual(["content/services/residential/b.md: listings.menu: position 1 is already taken by content/services/residential/a.md"]);
  });

  it("npm run check:content reports two services at one menu position once, as the build would", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "services-check-"));
    const previous = process.env.CONTENT_DIR;
    try {
      fs.cpSync(path.resolve("content"), dir, { recursive: true });
      const file = path.join(dir, "services/residential/interior-design.md");
      const taken = getServices().find((s) => s.path === "/services/residential/home-staging")!.data.listings.menu!;
      fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace(/\bmenu: \d+/, `menu: ${taken}`));
      process.env.CONTENT_DIR = dir;
      const lines = checkAllContent().problems.map(formatProblem);
      expect(lines).toEqual([`${path.relative(process.cwd(), dir)}/services/residential/interior-design.md: listings.menu: position ${taken} is already taken by ${path.relative(process.cwd(), dir)}/services/residential/home-staging.md`]);
    } finally {
      if (previous === undefined) delete process.env.CONTENT_DIR;
      else process.env.CONTENT_DIR = previous;
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("finds section types inside tab panels, and the carousel that multi-image projects need", () => {
    const { sections } = getServices().find((s) => s.path.endsWith("/commercial-interior-design"))!.data;
    expect(sectionTypes(sections)).toEqual(expect.arrayContaining(["slider", "tabs", "split", "features", "cards", "projects", "carousel", "process", "cta"]));
    const office = getServices().find((s) => s.path.endsWith("/office-design"))!.data;
    expect(sectionTypes(office.sections)).not.toContain("carousel");
  });

  it("at hydration, leaves out the sections and tab panels kept without their code (decision 167)", () => {
    const { sections } = getServices().find((s) => s.path.endsWith("/commercial-interior-design"))!.data;
    // The slider and the tab bar need React; the first panel (a split and features), the process
    // and the closing band need none; the projects' carousel waits in a panel not shown yet.
    expect(sectionTypes(sections, { firstTabsOnly: true, kept: true }).sort()).toEqual(["slider", "tabs"]);
    expect(sectionTypes(sections, { firstTabsOnly: true }).sort()).toEqual(["cta", "features", "process", "slider", "split", "tabs"]);
    const tabs = sections.find((s) => s.type === "tabs")!;
    if (tabs.type !== "tabs") throw new Error("no tabs");
    expect(tabs.tabs.map((t) => panelKept(t.sections))).toEqual([true, true, false]);
    expect(sections.filter((s) => s.type !== "tabs").map((s) => [s.type, sectionNeedsReact(s)])).toEqual([
      ["slider", true],
      ["process", false],
      ["cta", false],
    ]);
  });

  it("collects every image of nested sections once per reference", () => {
    const images = collectImages({ a: [{ src: "media/x.jpg", alt: "X" }], b: { c: { image: { src: "media/y.jpg", alt: "" } } } });
    expect(images).toEqual([
      { src: "media/x.jpg", alt: "X" },
      { src: "media/y.jpg", alt: "" },
    ]);
  });
});

describe("service file messages", () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it("names the section, the field and the problem", () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "svc-"));
    const file = path.join(dir, "broken.md");
    fs.writeFileSync(
      file,
      `---
name: Broken
meta: { title: Broken, description: A broken page }
card: { summary: Text, features: [One, Two, Three], image: { src: media/brand/share-default.jpg, alt: "" } }
listings: { menu: 0 }
sections:
  - type: hero
    heading: Broken
    image: { src: media/brand/share-default.jpg, alt: "" }
    buttons: [{ label: Go, to: contact }]
  - type: carousel
    heading: Pictures
    images: [{ src: media/brand/share-default.jpg, alt: "" }]
  - type: slidr
    heading: Typo
  - type: process
    heading: Steps
    steps: [{ title: One, description: First, colour: red }, { title: Two }]
---
`,
    );
    const res = parseContentFile(file, serviceSchema);
    expect(res.ok).toBe(false);
    if (!res.ok) {
      expect(res.problems.map((p) => `${p.field}: ${p.message}`)).toMatchInlineSnapshot(`
        [
          "listings.menu: must be at least 1",
          "sections[0].buttons[0].to: must be a site path like /contact or a full https:// URL",
          "sections[1].images: must have at least 2 items",
          "sections[2].type: unknown type "slidr"",
          "sections[3].steps[0]: unknown field "colour" (check the spelling)",
          "sections[3].steps[1].description: is required but missing",
        ]
      `);
    }
  });
});
