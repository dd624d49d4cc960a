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

  // Without JavaScript the browser keeps one <details> of a name open at a time; the browser
  // test (cms-pages.spec.ts, FAQ) clicks through it with scripts off.
  it("has every answer in the HTML, closed, each question a heading in a summary, one name for all", () => {
    const doc = new DOMParser().parseFromString(renderToString(<Accordion items={items} />), "text/html");
    const details = Array.from(doc.querySelectorAll("details"));
    expect(details.map((d) => d.querySelector(":scope > summary > h3")?.textContent)).toEqual(["One", "Two", "Three"]);
    expect(details.map((d) => d.textContent)).toEqual(["OneAnswer One", "TwoAnswer Two", "ThreeAnswer Three"]);
    expect(details.some((d) => d.open)).toBe(false);
    const names = new Set(details.map((d) => d.getAttribute("name")));
    expect(names.size).toBe(1);
    expect([...names][0]).toBeTruthy();
  });

  it("opens the entry it is told to, and two accordions never share a name", () => {
    const doc = new DOMParser().parseFromString(renderToString(<><Accordion items={items} defaultOpen={1} /><Accordion items={items} /></>), "text/html");
    const details = Array.from(doc.querySelectorAll("details"));
    expect(details.map((d) => d.open)).toEqual([false, true, false, false, false, false]);
    expect(details[0]!.getAttribute("name")).not.toBe(details[3]!.getAttribute("name"));
  });
});
