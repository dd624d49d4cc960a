/** SPEC's service paths and orders, pinned once for the unit and browser tests. */
export const RESIDENTIAL_MENU = [
  ["Interior Design", "interior-design"],
  ["Home Staging", "home-staging"],
  ["Space Planning", "space-planning"],
  ["Luxury Lifestyle Basement", "luxury-lifestyle-basement"],
  ["Interior & Exterior Remodelling", "interior-exterior-remodelling"],
  ["Project Management", "project-management"],
  ["Interior Architectural Design", "interior-architectural-design"],
  ["Custom Home Building", "custom-home-building"],
  ["General Contracting", "general-contracting"],
  ["Energy-Efficient Homes", "energy-efficient-homes"],
] as const;

export const COMMERCIAL_MENU = [
  ["Office Design", "office-design"],
  ["Retail Spaces", "retail-spaces"],
  ["Hospitality Design", "hospitality-design"],
  ["Commercial Building Construction", "commercial-building-construction"],
  ["Office Renovations & Fit-Outs", "office-renovations-fit-outs"],
  ["Retail Space Development", "retail-space-development"],
  ["Commercial Project Management", "commercial-project-management"],
  ["Commercial Interior Design", "commercial-interior-design"],
] as const;

/** The nine residential cards of /services and /services/residential, in SPEC's order. */
export const RESIDENTIAL_CARDS = [
  "custom-home-building",
  "garden-suites",
  "home-renovation-additions",
  "interior-exterior-remodelling",
  "luxury-lifestyle-basement",
  "project-management",
  "interior-architectural-design",
  "general-contracting",
  "energy-efficient-homes",
].map((s) => `/services/residential/${s}`);

/** The five commercial cards of /services and /services/commercial, in SPEC's order. */
export const COMMERCIAL_CARDS = [
  "commercial-building-construction",
  "office-renovations-fit-outs",
  "retail-space-development",
  "commercial-project-management",
  "commercial-interior-design",
].map((s) => `/services/commercial/${s}`);

/** Every built service route: the overview, two hubs, SPEC's 18 pages and the two card-only pages. */
export const SERVICE_ROUTES = [
  "/services",
  "/services/residential",
  "/services/commercial",
  ...RESIDENTIAL_MENU.map(([, s]) => `/services/residential/${s}`),
  "/services/residential/garden-suites",
  "/services/residential/home-renovation-additions",
  ...COMMERCIAL_MENU.map(([, s]) => `/services/commercial/${s}`),
].sort();
