/**
 * SPEC: the not-found page writes the missing path to the console. The prerendered 404.html
 * ships no React (decision 186), so this inline script writes it; the build's CSP allows it by its
 * exact text (APP_INLINE_SCRIPTS in scripts/build/csp.ts), as every script inside <main>.
 */
export const NOT_FOUND_MESSAGE = "404 Error: User attempted to access non-existent route:";

export const NOT_FOUND_SCRIPT = `console.error(${JSON.stringify(NOT_FOUND_MESSAGE)},location.pathname)`;
