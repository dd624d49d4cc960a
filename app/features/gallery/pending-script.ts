/**
 * The gallery's one inline script, in a module of its own so the build can list it among the
 * scripts it emits (scripts/build/csp.ts hashes inline scripts in <main> only when listed).
 */
/** The id of the <style> the pre-hydration script adds while a page other than 1 is asked for. */
export const PENDING_STYLE_ID = "gallery-page-pending";
export const GRID_ID = "gallery-grid";

/**
 * The static HTML is page 1. When the URL asks for another page, this runs before the page
 * paints and hides the grid until React shows the right page (or for 3 s at most, should
 * scripts fail), so page 1 never flashes. It only adds a <style> to <head>, which React
 * leaves alone during hydration.
 */
export const PENDING_SCRIPT = `(function(){var m=/[?&]page=([^&]*)/.exec(location.search);if(m&&m[1]!=="1"){var s=document.createElement("style");s.id="${PENDING_STYLE_ID}";s.textContent="#${GRID_ID}{visibility:hidden;animation:gallery-show 0s 3s forwards}@keyframes gallery-show{to{visibility:visible}}";document.head.appendChild(s)}})();`;
