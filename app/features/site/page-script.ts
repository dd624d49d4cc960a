/**
 * The page script: the one small script every page carries (decision 116), inlined by the
 * build (scripts/build/page-script.ts) and allowed by the page's CSP hash. The header's menus
 * work without it (popovers and <details>); it adds what HTML alone does not:
 *  - each popover button's aria-expanded follows its popover, for tests and for browsers that
 *    do not expose a popover's state themselves;
 *  - an open menu closes when the keyboard's focus leaves it and its button (decision 175): a
 *    popover closes on Escape and a click outside, but Tab past its last link left it open over
 *    the page;
 *  - on a page without React, the blocks <Reveal> rendered fade in as they scroll into view
 *    (on a page with React, <Reveal> does it after hydration).
 * A portfolio item's image viewer is a script of its own (../collections/image-viewer-page.ts,
 * decision 210), inlined only where it can be needed.
 * Browser code, bundled on its own: it imports nothing that pulls in React.
 */
import { REVEAL_DELAY_ATTR, revealWhenVisible } from "../../ui/reveal-on-view";

function syncExpanded(popover: HTMLElement) {
  const open = popover.matches(":popover-open");
  for (const button of document.querySelectorAll(`[popovertarget="${CSS.escape(popover.id)}"]`)) {
    button.setAttribute("aria-expanded", String(open));
  }
}

/** Whether `node` is in `popover` or one of the buttons that open it. */
function inMenu(popover: HTMLElement, node: Node): boolean {
  return popover.contains(node) || [...document.querySelectorAll(`[popovertarget="${CSS.escape(popover.id)}"]`)].some((b) => b.contains(node));
}

if (typeof HTMLElement.prototype.togglePopover === "function") {
  document.querySelectorAll<HTMLElement>("[popover][id]").forEach(syncExpanded);
  // Focus moving out of an open menu closes it; focus leaving the window (another tab) does not.
  document.addEventListener("focusout", (e) => {
    const from = e.target;
    const to = e.relatedTarget;
    if (!(from instanceof Node) || !(to instanceof Node)) return;
    document.querySelectorAll<HTMLElement>("[popover][id]").forEach((popover) => {
      if (popover.matches(":popover-open") && inMenu(popover, from) && !inMenu(popover, to)) popover.hidePopover();
    });
  });
  // toggle does not bubble: listened for on the way down.
  document.addEventListener(
    "toggle",
    (e) => {
      if (e.target instanceof HTMLElement && e.target.id && e.target.hasAttribute("popover")) syncExpanded(e.target);
    },
    true,
  );
}

if (!("__reactRouterContext" in window)) {
  document.querySelectorAll<HTMLElement>(`[${REVEAL_DELAY_ATTR}]`).forEach((el) => {
    revealWhenVisible(el, Number(el.getAttribute(REVEAL_DELAY_ATTR)) || 0);
  });
}
