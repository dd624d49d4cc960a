/**
 * WordPress's block styles (decision 201), imported once by app/root.tsx beside UnoCSS's sheet:
 * in the one stylesheet every page links. Linked only by the pages that show WordPress HTML, a
 * second render-blocking file cost those pages (10,000 posts of them, where search visitors
 * land) more of their largest paint than its 2 KB cost the others.
 */
import "./layout.css";
import "./text.css";
import "./controls.css";
