/**
 * The path of the page this tab showed before the current one. React Router moves between
 * React pages without loading them, and `document.referrer` names only the last page the browser
 * loaded, so the root layout notes each location here (`notePage`). Before any such move the
 * current page was loaded by the browser, and "" sends readers to `document.referrer`.
 */
let current = "";
let previous = "";

/** Called with each location's path, the first one included. */
export function notePage(pathname: string): void {
  if (pathname === current) return;
  previous = current;
  current = pathname;
}

/** The path of the page shown before this one in the tab, or "" when the browser loaded this one. */
export const previousPage = (): string => previous;
