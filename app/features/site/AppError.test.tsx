import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AppError, errorMessage } from "./AppError";

describe("root error boundary", () => {
  it('is titled "Unexpected Application Error!" and shows the message', () => {
    const html = renderToStaticMarkup(<AppError error={new Error("Cannot read the snapshot")} />);
    expect(html).toContain("<h1");
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toContain("Cannot read the snapshot");
  });

  it("describes thrown responses and other values", () => {
    expect(errorMessage({ status: 500, statusText: "Internal Server Error", internal: false, data: null })).toBe("500 Internal Server Error");
    expect(errorMessage("plain text")).toBe("plain text");
  });
});
