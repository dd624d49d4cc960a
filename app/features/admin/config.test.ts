import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { imageRef } from "~/content/schema-helpers";
import { companySchema } from "~/features/site/schema";
import { offerSchema } from "~/features/offers/schema";
import { serviceSchema } from "~/features/services/schema";
import { adminConfig, CONFIG_FILE, configYaml } from "./config.server";
import { objectFields, shapeOf, type DecapField } from "./fields.server";

const config = adminConfig();
const collection = (name: string) => config.collections.find((c) => c.name === name)!;
const field = (fields: DecapField[], name: string) => fields.find((f) => f.name === name)!;
const accepts = (f: DecapField, value: string) => new RegExp(f.pattern![0]).test(value);

describe("the editor's configuration", () => {
  it("is committed as the schemas give it (npm run admin:config writes it)", () => {
    expect(fs.readFileSync(CONFIG_FILE, "utf8"), "app/features/admin/config.yml is stale: run npm run admin:config").toBe(configYaml());
  });

  it("has a field for every schema field, in the schema's order", () => {
    expect(collection("offers").fields!.map((f) => f.name)).toEqual(Object.keys(offerSchema.shape));
    expect(collection("services-residential").fields!.map((f) => f.name)).toEqual(Object.keys(serviceSchema.shape));
    const added = z.strictObject({ ...offerSchema.shape, promoCode: z.string().optional() });
    expect(objectFields(added.shape).at(-1)).toEqual({ name: "promoCode", label: "Promo code", widget: "string", required: false });
  });

  it("edits service pages as a list of typed sections, one type per member of the union", () => {
    const sections = field(collection("services-residential").fields!, "sections");
    const union = serviceSchema.shape.sections._zod.def as unknown as { element: { _zod: { def: { options: { shape: { type: { value: string } } }[] } } } };
    expect(sections.widget).toBe("list");
    expect(sections.typeKey).toBe("type");
    expect(sections.types!.map((t) => t.name)).toEqual(union.element._zod.def.options.map((o) => o.shape.type.value));
    const hero = sections.types!.find((t) => t.name === "hero")!;
    expect(hero.fields!.map((f) => f.name)).not.toContain("type");
    expect(field(hero.fields!, "heading")).toEqual({ name: "heading", label: "Heading", widget: "string" });
  });

  it("keeps required fields, patterns, lengths and list bounds with readable messages", () => {
    const company = objectFields(shapeOf(companySchema)!);
    const email = field(company, "email");
    expect(email.pattern![1]).toBe("must be an e-mail address such as studio@example.com");
    expect([accepts(email, "hello@example.com"), accepts(email, "hello-at-example")]).toEqual([true, false]);
    const code = field(field(company, "address").fields!, "countryCode");
    expect(code.pattern![1]).toBe("must be exactly 2 characters");
    expect([accepts(code, "CA"), accepts(code, "CAN"), accepts(code, "C")]).toEqual([true, false, false]);
    const features = field(collection("services-residential").fields!, "card").fields!.find((f) => f.name === "features")!;
    expect([features.min, features.max]).toEqual([3, 6]);
    const author = field(collection("offers").fields!, "author");
    expect(author.required).toBe(false);
    expect(field(collection("offers").fields!, "title").required).toBeUndefined();
  });

  it("asks for a list item's own required fields even when the list may be empty (only an optional object's are left to the content check)", () => {
    const site = collection("site").files!.find((f) => f.name === "redirects")!;
    const list = field(site.fields!, "redirects");
    expect(list.required).toBe(false);
    expect(list.fields!.map((f) => [f.name, f.required ?? true])).toEqual([
      ["from", true],
      ["to", true],
      ["note", false],
    ]);
  });

  it("emits only patterns that mean the same in Decap, which compiles them without flags", () => {
    const patterns: string[] = [];
    const walk = (v: unknown): void => {
      if (Array.isArray(v)) return v.forEach(walk);
      if (typeof v !== "object" || v === null) return;
      for (const [k, x] of Object.entries(v)) {
        if (k === "pattern" && Array.isArray(x) && typeof x[0] === "string") patterns.push(x[0]);
        else walk(x);
      }
    };
    walk(adminConfig());
    expect(patterns.length).toBeGreaterThan(10);
    for (const p of patterns) {
      expect(() => new RegExp(p), p).not.toThrow();
      expect(p, "\\p{…} needs the u flag Decap does not set").not.toMatch(/\\[pPu]\{/);
    }
  });

  it("accepts a site path or a full URL where the schema does", () => {
    const cta = field(collection("pages").files!.find((f) => f.name === "offers")!.fields, "offerPage").fields!;
    const to = field(field(cta, "cta").fields!, "to");
    expect(to.pattern![1]).toBe("must be a site path like /contact or a full https:// URL");
    expect(["/contact", "https://example.com/x", "contact", "ftp://x"].map((v) => accepts(to, v))).toEqual([true, true, false, false]);
  });

  it("stores chosen images as the schemas expect, and never offers the CMS snapshot", () => {
    expect(imageRef().safeParse(`${config.public_folder}/kitchen-01.jpg`).success).toBe(true);
    expect(config.media_folder).toBe(`content/${config.public_folder}`);
    const src = field(field(collection("offers").fields!, "image").fields!, "src");
    expect(src.widget).toBe("image");
    const paths = config.collections.flatMap((c) => [c.folder ?? "", ...(c.files ?? []).map((f) => f.file)]);
    expect(paths.filter((p) => /content\/cms/.test(p))).toEqual([]);
    expect(config.publish_mode).toBe("editorial_workflow");
  });

  it("offers each picture's part to keep in view as a choice of nine, which may be left empty", () => {
    const focus = field(field(collection("offers").fields!, "image").fields!, "focus");
    expect(focus).toMatchObject({ label: "Keep in view", widget: "select", required: false });
    expect(focus.options).toEqual(["center", "top", "bottom", "left", "right", "top left", "top right", "bottom left", "bottom right"]);
  });
});
