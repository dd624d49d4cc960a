/**
 * The preview's sign-in says which WordPress user to use (issue 26, decision 104): one with the
 * plugin's read-only role, named as the plugin names it in Users → Add New.
 */
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { PREVIEW_TEXT } from "./messages";

describe("the preview's sign-in", () => {
  it("asks for a user with the plugin's Previewer role, by the role's name in WordPress", () => {
    const plugin = fs.readFileSync("wordpress-plugin/studio-companion/includes/class-preview.php", "utf8");
    const role = /add_role\(self::ROLE, __\('([^']+)'/.exec(plugin)?.[1];
    expect(role).toBe("Previewer");
    expect(PREVIEW_TEXT.signInIntro).toContain(`“${role}”`);
    expect(PREVIEW_TEXT.signInIntro).toMatch(/change[s]? nothing/);
  });
});
