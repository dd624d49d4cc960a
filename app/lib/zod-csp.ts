/**
 * The site's CSP forbids eval. zod probes `new Function("")` once to decide whether to compile
 * its parsers; the probe fails safely but the browser reports a CSP violation. Run without JIT.
 * Import this before any zod schema parses in the browser.
 */
import { config } from "zod/v4/core";

config({ jitless: true });
