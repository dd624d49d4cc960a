/**
 * The security settings of content/site/company.md are edited in git only (issue 26, decision
 * 103): /admin's generated form does not offer them, and a save from the editor — which sends
 * what its form holds, or a crafted draft — neither drops nor changes them in the file.
 */
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { adminConfig } from "./config.server";
import { GIT_ONLY_FIELDS } from "./git-only";
import { fromFile, toFile } from "./kept-format";

const COMPANY = "content/site/company.md";
const raw = fs.readFileSync(COMPANY, "utf8");
/** The company file with every git-only field set, as a studio with leads and a CDN has it. */
const withAll = raw.replace(/^cmsApiUrl: .*$/m, (line) => `${line}\nmediaHosts: [images.example-cdn.com]\nleadsApiUrl: https://cms.example.com/blog/wp-json/studio-companion/v1`);
const fieldsOf = () => adminConfig().collections.flatMap((c) => c.files ?? []).find((f) => f.file === COMPANY)!.fields.map((f) => f.name);

describe("git-only fields of the company file", () => {
  it("are the settings that move data, passwords or the CSP", () => {
    expect(GIT_ONLY_FIELDS[COMPANY]).toEqual(["siteUrl", "cmsApiUrl", "mediaHosts", "leadsApiUrl"]);
  });

  it("are not in /admin's form; the rest of the company file is", () => {
    const fields = fieldsOf();
    for (const f of GIT_ONLY_FIELDS[COMPANY]!) expect(fields).not.toContain(f);
    expect(fields).toEqual(expect.arrayContaining(["name", "phone", "email", "address", "social", "reviewsUrl"]));
  });

  it("survive a save from the editor's form, which holds only the form's fields", () => {
    const form = Object.fromEntries(Object.entries(fromFile(withAll)).filter(([k]) => fieldsOf().includes(k)));
    const saved = toFile({ ...form, phone: "+1 (905) 555-0199" }, withAll);
    expect(saved).toBe(withAll.replace("+1 (905) 555-0142", "+1 (905) 555-0199"));
  });

  it("cannot be changed or added through the editor, even by a crafted draft", () => {
    const hostile = { ...fromFile(withAll), cmsApiUrl: "https://evil.example/wp-json/wp/v2", leadsApiUrl: "https://evil.example/leads", mediaHosts: ["169.254.169.254"], siteUrl: "https://evil.example" };
    expect(toFile(hostile, withAll)).toBe(withAll);
    const withoutLeads = toFile({ ...fromFile(raw), leadsApiUrl: "https://evil.example/leads" }, raw);
    expect(withoutLeads).toBe(raw);
    expect(toFile({ name: "New", leadsApiUrl: "https://evil.example/leads" }, undefined)).not.toContain("evil.example");
  });

  it("Decap passes auth_scope public_repo to the proxy, not its default repo scope (it narrows the token only with a proxy that forwards scope; decision 103)", () => {
    expect(adminConfig().backend).toMatchObject({ name: "github", auth_scope: "public_repo" });
  });
});
