/**
 * The site's link: React Router's `<Link>`. While the site is prerendered, vite.config.ts
 * (`serverLink`) puts ./Link.server.tsx in this module's place: it writes a plain page's links
 * without React Router's hooks (decision 150). The browser bundle has this module, a re-export:
 * not a byte more than importing React Router's `<Link>` directly.
 */
export { Link } from "react-router";
