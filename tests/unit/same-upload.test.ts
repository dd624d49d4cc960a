/** Yoast's share picture and the featured image as one upload (scripts/snapshot/same-upload.ts, decision 230). */
import { describe, expect, it } from "vitest";
import { sameUpload } from "../../scripts/snapshot/same-upload";

const UP = "https://cms.example.com/wp-content/uploads/2025/07";

describe("sameUpload", () => {
  it("is one upload in every size WordPress made of it", () => {
    expect(sameUpload(`${UP}/kitchen-1536x1024.jpg`, `${UP}/kitchen-scaled.jpg`)).toBe(true);
    expect(sameUpload(`${UP}/kitchen-1200x630.jpg`, `${UP}/kitchen.jpg`)).toBe(true);
    expect(sameUpload("https://CMS.example.com/wp-content/uploads/2025/07/kitchen.jpg", `${UP}/kitchen-768x512.jpg`)).toBe(true);
    expect(sameUpload(`${UP}/kitchen-scaled-1024x683.jpg`, `${UP}/kitchen.jpg`)).toBe(true);
  });
  it("is not another picture, another folder, another host, or a name that merely ends in digits", () => {
    expect(sameUpload(`${UP}/kitchen-2.jpg`, `${UP}/kitchen.jpg`)).toBe(false);
    expect(sameUpload(`${UP}/Kitchen.jpg`, `${UP}/kitchen.jpg`)).toBe(false);
    expect(sameUpload(`${UP}/bath-1536x1024.jpg`, `${UP}/kitchen.jpg`)).toBe(false);
    expect(sameUpload("https://cms.example.com/wp-content/uploads/2024/01/kitchen.jpg", `${UP}/kitchen.jpg`)).toBe(false);
    expect(sameUpload("https://evil.example/wp-content/uploads/2025/07/kitchen.jpg", `${UP}/kitchen.jpg`)).toBe(false);
    expect(sameUpload("not a url", "not a url")).toBe(false);
  });
});
