/**
 * SPEC's checklist for every services page, checked against the BUILT HTML as a visitor
 * without JavaScript receives it (build/client served as a static host would serve it):
 * section names, item names and counts, tab names and the tab shown first, link targets.
 * Hidden tab panels count too: their text must be in the HTML before JavaScript runs.
 */
import type { Page } from "@playwright/test";
import { COMMERCIAL_CARDS, RESIDENTIAL_CARDS, SERVICE_ROUTES } from "../../app/features/services/spec";
import { testimonialAuthors } from "./content";
import { budgetPerItem, builtPages, expect, test } from "./fixtures";

interface Region {
  heading: string;
  level: number;
  /** Heading texts inside the section, by level. */
  headings: Record<number, string[]>;
  listItems: number;
  links: { text: string; href: string }[];
  images: number;
  text: string;
}
interface Summary {
  h1: string[];
  tablists: { label: string; tabs: string[]; selected: string[]; hiddenPanels: number }[];
  regions: Region[];
  links: { text: string; href: string }[];
  carousels: { label: string; slides: number; prev: boolean | null; next: boolean | null }[];
  ids: string[];
  mainText: string;
}

/** Reads the page's structure from the DOM (JavaScript disabled, so this is the static HTML). */
function summarize(): Summary {
  const norm = (s: string | null | undefined) => (s ?? "").replace(/\s+/g, " ").trim();
  const main = document.querySelector("main")!;
  const links = (root: Element) =>
    Array.from(root.querySelectorAll("a[href]")).map((a) => ({ text: norm(a.textContent), href: a.getAttribute("href")! }));
  return {
    h1: Array.from(main.querySelectorAll("h1")).map((h) => norm(h.textContent)),
    tablists: Array.from(main.querySelectorAll('[role="tablist"]')).map((list) => {
      const tabs = Array.from(list.querySelectorAll('[role="tab"]'));
      const labelledBy = list.getAttribute("aria-labelledby");
      return {
        label: labelledBy ? norm(document.getElementById(labelledBy)?.textContent) : (list.getAttribute("aria-label") ?? ""),
        tabs: tabs.map((t) => norm(t.textContent)),
        selected: tabs.filter((t) => t.getAttribute("aria-selected") === "true").map((t) => norm(t.textContent)),
        hiddenPanels: tabs.filter((t) => document.getElementById(t.getAttribute("aria-controls") ?? "")?.hidden).length,
      };
    }),
    regions: Array.from(main.querySelectorAll("section[aria-labelledby]")).map((s) => {
      const h = document.getElementById(s.getAttribute("aria-labelledby")!)!;
      const headings: Record<number, string[]> = {};
      for (const el of Array.from(s.querySelectorAll("h1, h2, h3, h4, h5, h6"))) {
        if (el === h) continue;
        (headings[Number(el.tagName[1])] ??= []).push(norm(el.textContent));
      }
      return {
        heading: norm(h.textContent),
        level: Number(h.tagName[1]),
        headings,
        listItems: s.querySelectorAll("li").length,
        links: links(s),
        images: s.querySelectorAll("img").length,
        text: norm(s.textContent),
      };
    }),
    links: links(main),
    carousels: Array.from(main.querySelectorAll('[aria-roledescription="carousel"]')).map((c) => {
      const prev = c.querySelector<HTMLButtonElement>('button[aria-label="Previous slide"]');
      const next = c.querySelector<HTMLButtonElement>('button[aria-label="Next slide"]');
      return {
        label: c.getAttribute("aria-label") ?? "",
        slides: c.querySelectorAll('[aria-roledescription="slide"]').length,
        // aria-disabled, not disabled: a button at an end keeps its focus (decision 199).
        prev: prev ? prev.getAttribute("aria-disabled") === "true" : null,
        next: next ? next.getAttribute("aria-disabled") === "true" : null,
      };
    }),
    ids: Array.from(document.querySelectorAll("[id]")).map((e) => e.id),
    mainText: norm(main.textContent),
  };
}

async function staticSummary(page: Page, path: string): Promise<Summary> {
  const res = await page.goto(path);
  expect(res?.status(), path).toBe(200);
  return page.evaluate(summarize);
}

function region(s: Summary, heading: string): Region {
  const r = s.regions.find((x) => x.heading === heading);
  expect(r, `section "${heading}" (found: ${s.regions.map((x) => x.heading).join(" | ")})`).toBeTruthy();
  return r!;
}

/** The titles of a section's items: the headings one level below the section's own. */
const items = (r: Region, level = r.level + 1) => r.headings[level] ?? [];

function expectTabs(s: Summary, tabs: string[], selected = tabs[0]!) {
  const list = s.tablists.find((t) => t.tabs.join("|") === tabs.join("|"));
  expect(list, `tabs ${tabs.join(", ")} (found: ${s.tablists.map((t) => t.tabs.join(", ")).join(" / ")})`).toBeTruthy();
  expect(list!.selected).toEqual([selected]);
  expect(list!.hiddenPanels).toBe(tabs.length - 1);
}

const hasLink = (links: Region["links"], text: string | RegExp, href: string) =>
  expect(links.some((l) => (typeof text === "string" ? l.text === text : text.test(l.text)) && l.href === href), `link "${text}" → ${href}`).toBe(true);

/** A closing call to action: the last section links to /contact. */
function expectClosingCta(s: Summary, button: string, heading?: string) {
  const last = s.regions.at(-1)!;
  if (heading) expect(last.heading).toBe(heading);
  hasLink(last.links, button, "/contact");
}

function expectPageCarousel(s: Summary, slides?: number) {
  const c = s.carousels.find((x) => x.label === s.h1[0]);
  expect(c, "a carousel labelled with the page's heading").toBeTruthy();
  if (slides) expect(c!.slides).toBe(slides);
  expect(c!.prev, "previous disabled on the first slide").toBe(true);
  expect(c!.next, "next enabled").toBe(false);
}

/** The five commercial pages sharing SPEC's layout: slider, three tabs (Overview first), closing band. */
function expectSharedCommercialLayout(s: Summary, heading: string, tabs: string[]) {
  expect(s.h1).toEqual([heading]);
  const slider = s.carousels.find((c) => c.label === heading);
  expect(slider?.slides, "slider slides").toBeGreaterThanOrEqual(2);
  expect(slider?.prev, "a looping slider has no previous/next ends").toBeNull();
  hasLink(region(s, heading).links, "Request a Consultation", "/contact");
  expectTabs(s, tabs, "Overview");
  const band = s.regions.at(-1)!;
  hasLink(band.links, "Schedule a Consultation", "/contact");
  hasLink(band.links, "View All Commercial Services", "/services/commercial");
}

const CHECKLIST: Record<string, (s: Summary) => void> = {
  "/services": (s) => {
    expect(s.h1).toEqual(["Our Services"]);
    expectTabs(s, ["Residential", "Commercial"], "Residential");
    const learnMore = s.links.filter((l) => l.text.startsWith("Learn More"));
    expect(learnMore.map((l) => l.href)).toEqual([...RESIDENTIAL_CARDS, ...COMMERCIAL_CARDS]);
    expect(s.links.filter((l) => l.text.startsWith("Contact Us")).map((l) => l.href)).toEqual(Array(14).fill("/contact"));
    hasLink(s.links, "View All Residential Services", "/services/residential");
    hasLink(s.links, "View All Commercial Services", "/services/commercial");
    // Cards: title, description, features list; nine residential and five commercial.
    const tabsRegion = region(s, "Services for Homes and Businesses");
    expect(items(tabsRegion)).toHaveLength(14);
    expect(s.ids).toContain("project-management");
    expect(items(region(s, "Our Process"))).toEqual(["Consultation", "Design & Planning", "Construction", "Completion"]);
    const faq = region(s, "Frequently Asked Questions");
    expect(items(faq)).toHaveLength(4);
    expect(faq.text).toContain("4-8 weeks");
    expect(faq.text).toContain("8-12 months");
    expect(faq.text).toContain("3 months to over a year");
    expectClosingCta(s, "Schedule a Consultation");
  },
  "/services/residential": (s) => {
    expect(s.h1).toEqual(["Residential Services"]);
    hasLink(region(s, "Residential Services").links, "Schedule a Consultation", "/contact");
    const grid = region(s, "Our Residential Services");
    expect(grid.links.filter((l) => l.text.startsWith("Learn more")).map((l) => l.href)).toEqual(RESIDENTIAL_CARDS);
    expect(items(grid)).toHaveLength(9);
    expect(grid.images).toBe(9);
    expectClosingCta(s, "Get Started");
  },
  "/services/commercial": (s) => {
    expect(s.h1).toEqual(["Commercial Services"]);
    const grid = region(s, "Our Commercial Services");
    expect(grid.links.filter((l) => l.text.startsWith("Learn more")).map((l) => l.href)).toEqual(COMMERCIAL_CARDS);
    expect(items(region(s, "Why Choose Us"))).toEqual([
      "Industry Expertise",
      "Quality Craftsmanship",
      "Timely Delivery",
      "Budget Adherence",
      "Business Continuity",
      "Code Compliance",
    ]);
    expectClosingCta(s, "Schedule a Consultation");
  },
  "/services/residential/interior-design": (s) => {
    expect(s.h1).toEqual(["Interior Design"]);
    expect(items(region(s, "Our Design Process"))).toEqual(["Consultation", "Concept Development", "Design Development", "Implementation"]);
    expectTabs(s, ["Modern", "Traditional", "Contemporary", "Scandinavian"], "Modern");
    expect(region(s, "Our Interior Design Services").listItems).toBe(9);
    expectClosingCta(s, "Schedule a Consultation");
  },
  "/services/residential/home-staging": (s) => {
    expect(s.h1).toEqual(["Home Staging"]);
    const benefits = region(s, "The Benefits of Home Staging");
    expect(items(benefits)).toEqual(["Faster Sales", "Higher Selling Prices", "Better First Impressions"]);
    expect(benefits.text).toContain("1-10% more");
    expectClosingCta(s, "Contact Us");
  },
  "/services/residential/space-planning": (s) => {
    expect(s.h1).toEqual(["Space Planning"]);
    expect(items(region(s, "Our Space Planning Process"))).toEqual(["Assessment", "Conceptualization", "Detailed Planning", "Implementation"]);
    expectClosingCta(s, "Schedule a Consultation");
  },
  "/services/residential/luxury-lifestyle-basement": (s) => {
    expectPageCarousel(s);
    expectTabs(s, ["Entertainment", "Wellness", "Guest Suite", "Home Office"]);
    expect(items(region(s, "Our Basement Process"))).toHaveLength(4);
    expectClosingCta(s, "Schedule a Consultation");
  },
  "/services/residential/interior-exterior-remodelling": (s) => {
    expectPageCarousel(s, 5);
    const blocks = region(s, "Our Remodelling Services");
    expect(items(blocks)).toEqual(["Kitchen Remodelling", "Bathroom Remodelling", "Exterior Remodelling", "Interior Remodelling"]);
    expect(blocks.text.match(/Benefits/g)).toHaveLength(4);
    expect(items(region(s, "Our Remodelling Process"))).toHaveLength(5);
    expectClosingCta(s, "Schedule a Consultation");
  },
  "/services/residential/project-management": (s) => {
    expectPageCarousel(s);
    expect(items(region(s, "Why Choose Our Project Management"))).toHaveLength(3);
    expect(items(region(s, "Our Project Management Services"))).toHaveLength(6);
    const phases = region(s, "Our Four-Phase Process");
    expect(items(phases)).toEqual(["Planning", "Pre-Construction", "Construction", "Closeout"]);
    expect(phases.listItems).toBe(4 + 4 * 3); // four phases, each with its tasks
    expectClosingCta(s, "Contact Us");
  },
  "/services/residential/interior-architectural-design": (s) => {
    expectPageCarousel(s);
    expectTabs(s, ["Modern", "Traditional", "Contemporary", "Transitional"], "Modern");
    expect(items(region(s, "Our Design Services"))).toHaveLength(6);
    expect(items(region(s, "Our Design Process"))).toHaveLength(4);
    expectClosingCta(s, "Schedule a Consultation");
  },
  "/services/residential/custom-home-building": (s) => {
    expect(s.h1).toEqual(["Custom Home Building"]);
    const hero = region(s, "Custom Home Building");
    expect(hero.links.map((l) => l.href)).toEqual(["/contact", "/portfolio"]);
    expect(items(region(s, "The Benefits of Building Custom"))).toHaveLength(8);
    const gallery = region(s, "Custom Homes We've Built");
    expect(gallery.images).toBe(6);
    hasLink(gallery.links, "View Our Portfolio", "/portfolio");
    expect(items(region(s, "Our Custom Home Building Process"))).toHaveLength(8);
    const testimonials = region(s, "What Our Homeowners Say");
    expect(testimonials.listItems).toBe(2);
    // SPEC: "two client testimonials (authors {name})": the authors are the content file's.
    for (const author of testimonialAuthors("services/residential/custom-home-building.md")) expect(testimonials.text).toContain(author);
    const faq = region(s, "Custom Home FAQs");
    expect(items(faq)).toHaveLength(4);
    expect(faq.text).toContain("8-12 months");
    expectClosingCta(s, "Schedule a Consultation");
  },
  "/services/residential/general-contracting": (s) => {
    expectPageCarousel(s);
    expect(items(region(s, "Our General Contracting Services"))).toHaveLength(6);
    expect(items(region(s, "Standards and Expertise"))).toEqual(["Our Standards", "Our Expertise"]);
    expect(items(region(s, "Our Six-Phase Process"))).toHaveLength(6);
    expectClosingCta(s, "Request a Quote");
  },
  "/services/residential/energy-efficient-homes": (s) => {
    expectPageCarousel(s);
    const benefits = region(s, "Benefits of an Energy-Efficient Home");
    expect(items(benefits)).toHaveLength(4);
    expect(benefits.text).toContain("30-60%");
    expect(benefits.text).toContain("2-6%");
    expect(items(region(s, "Energy-Efficient Features"))).toHaveLength(6);
    expect(items(region(s, "New Construction and Existing Homes"))).toEqual(["New Construction", "Existing Homes"]);
    expect(region(s, "Return on Investment").listItems).toBeGreaterThanOrEqual(3);
    expectClosingCta(s, "Schedule an Energy Consultation");
  },
  "/services/residential/garden-suites": (s) => {
    expect(s.h1).toEqual(["Garden Suites"]);
    expectClosingCta(s, "Contact Us");
  },
  "/services/residential/home-renovation-additions": (s) => {
    expect(s.h1).toEqual(["Home Renovations & Additions"]);
    expectClosingCta(s, "Schedule a Consultation");
  },
  "/services/commercial/office-design": (s) => {
    expect(s.h1).toEqual(["Office Design Services"]);
    hasLink(region(s, "Office Design Services").links, "Schedule a Consultation", "/contact");
    expect(items(region(s, "Why Office Design Matters"))).toEqual(["Employee Satisfaction", "Enhanced Productivity", "Brand Expression", "Sustainability"]);
    expect(items(region(s, "Our Approach to Office Design"))).toEqual(["Needs Analysis", "Space Planning", "Brand Integration", "Wellness Focus"]);
    const spaces = region(s, "Office Spaces We Design");
    expect(spaces.listItems).toBe(9);
    for (const t of ["Corporate headquarters", "Small business offices", "Coworking spaces", "Executive suites", "Conference rooms", "Reception areas", "Collaborative workspaces", "Private offices", "Break rooms and cafeterias"]) {
      expect(spaces.text).toContain(t);
    }
    const portfolio = region(s, "Our Office Design Portfolio");
    expect(portfolio.images).toBe(3);
    hasLink(portfolio.links, "View Full Portfolio", "/portfolio");
    expectClosingCta(s, "Schedule a Consultation", "Ready to Transform Your Workplace?");
  },
  "/services/commercial/retail-spaces": (s) => {
    expect(s.h1).toEqual(["Retail Space Design"]);
    hasLink(region(s, "Retail Space Design").links, "Schedule a Consultation", "/contact");
    expect(items(region(s, "Benefits of Professional Retail Design"))).toEqual(["Increased Sales", "Enhanced Brand Experience", "Customer Comfort"]);
    expectClosingCta(s, "Get Started", "Elevate Your Retail Experience");
  },
  "/services/commercial/hospitality-design": (s) => {
    expect(s.h1).toEqual(["Hospitality Design Services"]);
    hasLink(region(s, "Hospitality Design Services").links, "Schedule a Consultation", "/contact");
    const expertise = region(s, "Hospitality Spaces We Design");
    expect(items(expertise)).toEqual(["Hotel & Resort Design", "Restaurant & Bar Design"]);
    expect(expertise.images).toBe(2);
    expectClosingCta(s, "Get Started", "Create Memorable Guest Experiences");
  },
  "/services/commercial/commercial-building-construction": (s) => {
    expectSharedCommercialLayout(s, "Commercial Building Construction", ["Overview", "Our Process", "Featured Projects"]);
    expect(region(s, "Key Features").listItems).toBe(8);
    expect(items(region(s, "Our Construction Process"))).toEqual(["Planning & Design", "Pre-Construction", "Construction", "Completion & Handover"]);
    const projects = region(s, "Featured Projects");
    expect(items(projects)).toHaveLength(3);
    for (const place of ["Downtown Vancouver", "Burnaby", "Richmond"]) expect(projects.text).toContain(place);
  },
  "/services/commercial/office-renovations-fit-outs": (s) => {
    expectSharedCommercialLayout(s, "Office Renovations & Fit-Outs", ["Overview", "Our Services", "Portfolio"]);
    expect(items(region(s, "Benefits of Renovating Your Office"))).toHaveLength(8);
    expect(items(region(s, "Our Services"))).toEqual(["Space Planning", "Full Remodeling", "Fit-Outs", "Technology Integration", "Sustainable Upgrades", "Furniture & Fixtures"]);
    const portfolio = region(s, "Office Renovation Portfolio");
    expect(items(portfolio)).toHaveLength(4);
    expect(portfolio.images).toBe(4);
  },
  "/services/commercial/retail-space-development": (s) => {
    expectSharedCommercialLayout(s, "Retail Space Development", ["Overview", "Our Approach", "Project Gallery"]);
    expect(region(s, "Our Retail Services").listItems).toBe(8);
    expect(items(region(s, "Our Approach"))).toHaveLength(3);
    expect(items(region(s, "Our Process"))).toEqual(["Discovery & Analysis", "Design & Planning", "Construction & Installation", "Final Setup & Launch"]);
    const gallery = region(s, "Project Gallery");
    expect(gallery.images).toBe(6);
    expect(gallery.listItems).toBe(6);
  },
  "/services/commercial/commercial-project-management": (s) => {
    expectSharedCommercialLayout(s, "Commercial Project Management", ["Overview", "Our Methodology", "Case Studies"]);
    expect(items(region(s, "Benefits of Professional Project Management"))).toHaveLength(8);
    const method = region(s, "Our Methodology");
    expect(items(method)).toEqual(["Initiation & Planning", "Execution & Monitoring", "Completion & Closeout"]);
    expect(method.listItems).toBe(3 + 3 * 5);
    const cases = region(s, "Case Studies");
    expect(items(cases)).toHaveLength(3);
    expect(items(cases, cases.level + 2).filter((h) => ["Challenge", "Solution", "Results"].includes(h))).toHaveLength(9);
  },
  "/services/commercial/commercial-interior-design": (s) => {
    expectSharedCommercialLayout(s, "Commercial Interior Design", ["Overview", "Commercial Spaces", "Design Portfolio"]);
    expect(region(s, "Our Interior Design Services").listItems).toBe(8);
    expect(items(region(s, "Commercial Spaces"))).toHaveLength(6);
    const portfolio = region(s, "Design Portfolio");
    expect(items(portfolio)).toHaveLength(3);
    const projectSliders = s.carousels.filter((c) => items(portfolio).includes(c.label));
    expect(projectSliders).toHaveLength(3);
    for (const c of projectSliders) expect(c.slides).toBeGreaterThanOrEqual(2);
    expect(items(region(s, "Our Design Process"))).toEqual(["Discovery", "Concept Development", "Design Refinement", "Implementation"]);
  },
};

test.describe("services pages in the built HTML", () => {
  test.use({ javaScriptEnabled: false });

  test("the build has exactly the 23 service routes", () => {
    const built = builtPages().filter((p) => p === "/services" || p.startsWith("/services/"));
    expect(built).toEqual(SERVICE_ROUTES);
    expect(built).toHaveLength(23);
    expect(Object.keys(CHECKLIST).sort()).toEqual(SERVICE_ROUTES);
  });

  for (const [path, check] of Object.entries(CHECKLIST)) {
    test(`${path} has SPEC's sections, counts, tabs and links`, async ({ page }) => {
      check(await staticSummary(page, path));
    });
  }

  test("every internal link on the service pages resolves to a built page (and hash targets exist)", async ({ page }) => {
    budgetPerItem(SERVICE_ROUTES.length, 5_000);
    const built = new Set(builtPages());
    const targets = new Map<string, string>();
    for (const path of SERVICE_ROUTES) {
      await page.goto(path);
      const hrefs = await page.$$eval("a[href]", (as) => as.map((a) => a.getAttribute("href")!));
      for (const href of hrefs) if (href.startsWith("/")) targets.set(href, path);
    }
    expect(targets.size).toBeGreaterThanOrEqual(25);
    // Each link with a hash target is one more page load.
    budgetPerItem([...targets.keys()].filter((href) => href.includes("#")).length, 5_000);
    for (const [href, from] of targets) {
      const url = new URL(href, "http://x");
      expect(built.has(url.pathname), `${href} (linked from ${from}) is not a built page`).toBe(true);
      if (url.hash) {
        await page.goto(url.pathname);
        await expect(page.locator(url.hash), `${href} (linked from ${from})`).toHaveCount(1);
      }
    }
  });

  test("home's Project Management card target is on /services, in the Residential panel shown first", async ({ page }) => {
    await page.goto("/services");
    const target = page.locator("#project-management");
    await expect(target).toHaveCount(1);
    await expect(target.getByRole("heading", { name: "Project Management" })).toBeVisible();
  });
});
