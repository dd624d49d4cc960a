import { describe, expect, it } from "vitest";
import { initials } from "~/lib/initials";

describe("initials take letters only", () => {
  it.each([
    ["Priya & Daniel Mehta", "PD"],
    ["Zoë Ōta", "ZŌ"],
    ["Zoe\u0304 O\u0304ta", "ZŌ"],
    ["laura chen", "LC"],
    ["Sarah Thompson-Reid", "ST"],
    ["\"Mark\" + Ana", "MA"],
    ["J.-P. Roy", "JR"],
    ["Élodie", "É"],
    ["The 3 Okafors", "TO"],
    ["& —", ""],
  ])("%s → %s", (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
  it("takes at most the number asked for", () => {
    expect(initials("Anna Maria Lopez", 3)).toBe("AML");
  });
});
