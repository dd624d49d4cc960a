// The Astro reference build of `npm run bench` (decision 160): static output, a page per post as
// blog/<slug>.html like ours, no integrations.
import { defineConfig } from "astro/config";

export default defineConfig({
  site: "https://www.example.com",
  output: "static",
  trailingSlash: "never",
  build: { format: "file" },
  devToolbar: { enabled: false },
});
