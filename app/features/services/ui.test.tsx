// @vitest-environment jsdom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Accordion } from "../../ui/Accordion";
import { CAROUSEL_DEFAULTS, CarouselNext, CarouselPrevious, useCarousel } from "../../ui/Carousel";
import { Tabs } from "../../ui/Tabs";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const tabItems = ["Overview", "Our Process", "Featured Projects"].map((label, i) => ({
  key: `t${i}`,
  label,
  content: <p>Panel {label}</p>,
}));

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const render = (node: React.ReactNode) => act(() => root.render(<MemoryRouter>{node}</MemoryRouter>));
const tabs = () => Array.from(container.querySelectorAll<HTMLButtonElement>('[role="tab"]'));
const panels = () => Array.from(container.querySelectorAll<HTMLElement>('[role="tabpanel"]'));
const key = (el: Element, k: string) => act(() => void el.dispatchEvent(new KeyboardEvent("keydown", { key: k, bubbles: true })));

describe("Carousel", () => {
  it("throws SPEC's message when a control is used outside a carousel", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => renderToString(<CarouselNext />)).toThrow("useCarousel must be used within a <Carousel />");
    expect(() => renderToString(<CarouselPrevious />)).toThrow("useCarousel must be used within a <Carousel />");
    const Custom = () => {
      useCarousel();
      return null;
    };
    expect(() => renderToString(<Custom />)).toThrow("useCarousel must be used within a <Carousel />");
  });

  it("uses SPEC's defaults: drag threshold 10, duration 25, no loop, first slide", () => {
    expect(CAROUSEL_DEFAULTS).toMatchObject({ dragThreshold: 10, duration: 25, loop: false, startIndex: 0 });
  });
});

describe("Tabs", () => {
  it("renders every panel into the static HTML, only the first one visible", () => {
    const html = renderToString(
      <MemoryRouter>
        <Tabs items={tabItems} label="Sections" />
      </MemoryRouter>,
    );
    const doc = new DOMParser().parseFromString(html, "text/html");
    const ps = Array.from(doc.querySelectorAll('[role="tabpanel"]'));
    expect(ps.map((p) => p.textContent)).toEqual(["Panel Overview", "Panel Our Process", "Panel Featured Projects"]);
    expect(ps.map((p) => p.hasAttribute("hidden"))).toEqual([false, true, true]);
    const ts = Array.from(doc.querySelectorAll('[role="tab"]'));
    expect(ts.map((t) => t.getAttribute("aria-selected"))).toEqual(["true", "false", "false"]);
    expect(ts.map((t) => t.getAttribute("tabindex"))).toEqual(["0", "-1", "-1"]);
    expect(ts[1]?.getAttribute("aria-controls")).toBe(ps[1]?.id);
    expect(ps[1]?.getAttribute("aria-labelledby")).toBe(ts[1]?.id);
    expect(doc.querySelector('[role="tablist"]')?.getAttribute("aria-label")).toBe("Sections");
  });

  it("switches on click and with arrow keys (wrapping), Home and End", () => {
    render(<Tabs items={tabItems} label="Sections" />);
    act(() => tabs()[2]!.click());
    expect(panels().map((p) => p.hidden)).toEqual([true, true, false]);
    key(tabs()[2]!, "ArrowRight");
    expect(tabs()[0]!.getAttribute("aria-selected")).toBe("true");
    expect(document.activeElement).toBe(tabs()[0]);
    key(tabs()[0]!, "ArrowLeft");
    expect(tabs()[2]!.getAttribute("aria-selected")).toBe("true");
    key(tabs()[2]!, "Home");
    expect(tabs()[0]!.getAttribute("aria-selected")).toBe("true");
    key(tabs()[0]!, "End");
    expect(tabs()[2]!.getAttribute("aria-selected")).toBe("true");
    expect(tabs().map((t) => t.tabIndex)).toEqual([-1, -1, 0]);
  });

  it("opens the panel that holds the URL hash's target", () => {
    window.HTMLElement.prototype.scrollIntoView = vi.fn();
    const items = tabItems.map((t, i) => ({ ...t, content: <p id={`target-${i}`}>x</p> }));
    act(() =>
      root.render(
        <MemoryRouter initialEntries={["/services#target-1"]}>
          <Tabs items={items} label="Sections" />
        </MemoryRouter>,
      ),
    );
    expect(panels().map((p) => p.hidden)).toEqual([true, false, true]);
  });
});

describe("Accordion", () => {
  const items = ["One", "Two", "Three"].map((q) => ({ key: q, title: q, content: <p>Answer {q}</p> }));
  const buttons = () => Array.from(container.querySelectorAll("button"));
  const regions = () => Array.from(container.querySelectorAll<HTMLElement>('[role="region"]'));

  it("has every answer in the HTML, closed, with aria-expanded and aria-controls", () => {
    const doc = new DOMParser().parseFromString(renderToString(<Accordion items={items} />), "text/html");
    const bs = Array.from(doc.querySelectorAll("h3 > button"));
    expect(bs.map((b) => b.getAttribute("aria-expanded"))).toEqual(["false", "false", "false"]);
    const first = doc.getElementById(bs[0]!.getAttribute("aria-controls")!);
    expect(first?.textContent).toBe("Answer One");
    expect(first?.hasAttribute("hidden")).toBe(true);
  });

  it("keeps at most one entry open; clicking the open entry closes it", () => {
    render(<Accordion items={items} />);
    act(() => buttons()[0]!.click());
    expect(regions().map((r) => r.hidden)).toEqual([false, true, true]);
    act(() => buttons()[1]!.click());
    expect(regions().map((r) => r.hidden)).toEqual([true, false, true]);
    expect(buttons().map((b) => b.getAttribute("aria-expanded"))).toEqual(["false", "true", "false"]);
    act(() => buttons()[1]!.click());
    expect(regions().every((r) => r.hidden)).toBe(true);
  });
});
