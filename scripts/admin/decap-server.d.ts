/** decap-server ships no types; the one export `npm run admin` uses. */
declare module "decap-server/dist/middlewares.js" {
  import type { Express } from "express";
  export function registerLocalFs(app: Express, options?: { logLevel?: string }): Promise<void>;
}
