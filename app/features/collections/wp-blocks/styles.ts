/**
 * WordPress's block styles (decision 201), imported by the components that show WordPress HTML
 * (CmsDetail, FaqAccordion): only the pages with such HTML link them, not home or the services.
 */
import "./layout.css";
import "./text.css";
import "./controls.css";
