import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { KEPT_PANEL } from "./kept-marks";
import { keptMarkup, prerenderMarker } from "./kept-markup";
import { useKeptReveals } from "./Held";

const FOCUSABLE = "a[href], button, input, select, textarea, [tabindex]";

/**
 * A tab panel's sections whose code waits until the panel is first shown (decision 146).
 *
 * Every panel is in the static HTML. When the page is hydrated, a panel not shown yet keeps that
 * HTML as it is (`dangerouslySetInnerHTML` with the markup read from the page: React does not
 * touch it) and its sections' code is not downloaded. When the visitor first opens the panel,
 * the code loads and React draws the sections in place of the kept markup (the same markup), so
 * whatever in them is interactive starts working: focus inside the panel stays on the same
 * control, and a button pressed before the code came is pressed again.
 *
 * The panel shown first, the prerender and client navigations (there is no server markup to
 * keep then; the route's clientLoader has loaded every part) draw the sections at once.
 *
 * `keep`: the panel's sections need no React (decision 167). Its markup is kept for good, shown
 * first or not, and its code never loads. Its blocks fade in as <Reveal> would have them: below
 * the fold, or in a panel not shown yet, once they come into view.
 */
export function HeldPanel({ opened, keep = false, load, children }: { opened: boolean; keep?: boolean; load: () => Promise<unknown>; children: ReactNode }) {
  const id = useId();
  // One object for good: a new one would make React draw the kept markup anew (decision 171).
  const [held] = useState(() => (opened && !keep ? null : keptMarkup("data-held-panel", id)));
  const [ready, setReady] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  // Which control inside the kept markup had focus when React replaced it, and which button was
  // pressed there before its code had come (it is pressed again once it works).
  const focused = useRef(-1);
  const pressed = useRef(-1);
  const loadCode = useRef(load);
  loadCode.current = load;

  useKeptReveals(wrapper, keep && held !== null);

  useEffect(() => {
    const el = wrapper.current;
    if (keep || held === null || ready || !el) return;
    const onClick = (e: MouseEvent) => {
      const button = e.target instanceof Element ? e.target.closest("button") : null;
      if (!button || !el.contains(button)) return;
      e.preventDefault();
      pressed.current = [...el.querySelectorAll(FOCUSABLE)].indexOf(button);
    };
    el.addEventListener("click", onClick);
    return () => el.removeEventListener("click", onClick);
  }, [keep, held, ready]);

  useEffect(() => {
    if (keep || held === null || !opened || ready) return;
    let live = true;
    void loadCode.current().then(() => {
      if (!live) return;
      const el = wrapper.current;
      focused.current = el && document.activeElement ? [...el.querySelectorAll(FOCUSABLE)].indexOf(document.activeElement) : -1;
      setReady(true);
    });
    return () => {
      live = false;
    };
  }, [keep, held, opened, ready]);

  useLayoutEffect(() => {
    if (!ready || focused.current < 0) return;
    wrapper.current?.querySelectorAll<HTMLElement>(FOCUSABLE)[focused.current]?.focus();
    focused.current = -1;
  }, [ready]);
  useEffect(() => {
    if (!ready || pressed.current < 0) return;
    wrapper.current?.querySelectorAll<HTMLElement>(FOCUSABLE)[pressed.current]?.click();
    pressed.current = -1;
  }, [ready]);

  if (held !== null && !ready) return <div ref={wrapper} data-held-panel={id} {...(keep ? { [KEPT_PANEL]: "" } : {})} className="contents" dangerouslySetInnerHTML={held} />;
  // Once React has drawn the sections in place of kept markup, the marker goes.
  return (
    <div ref={wrapper} data-held-panel={held === null ? id : undefined} {...(keep ? prerenderMarker(KEPT_PANEL, "") : {})} className="contents">
      {children}
    </div>
  );
}
