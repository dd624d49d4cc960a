import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { CONFIG_FILE } from "./config.server";
import { adminFiles, hostedConfigYaml } from "./host.server";

describe("/admin/config.yml as the build serves it", () => {
  const committed = fs.readFileSync(CONFIG_FILE, "utf8");

  it("is the committed file byte for byte when the deployment changes nothing", async () => {
    expect(hostedConfigYaml({})).toBe(committed);
    expect((await adminFiles(hostedConfigYaml({}))).get("config.yml")).toBe(committed);
  });

  it("carries this deployment's repository, branch and sign-in service, and the rest of the committed configuration", () => {
    const served = parse(hostedConfigYaml({ repo: "studio/site", branch: "live", authUrl: "https://auth.studio.example" })) as Record<string, unknown> & { backend: Record<string, unknown> };
    const base = parse(committed) as typeof served;
    expect(served.backend).toEqual({ ...base.backend, repo: "studio/site", branch: "live", base_url: "https://auth.studio.example" });
    expect({ ...served, backend: undefined }).toEqual({ ...base, backend: undefined });
    // Only the branch: the committed repository and sign-in service stay.
    expect((parse(hostedConfigYaml({ branch: "live" })) as typeof served).backend).toEqual({ ...base.backend, branch: "live" });
  });
});
