import type { MetaFunction } from "react-router";
import { SITE } from "~/content/build-values";
import { PreviewPage } from "~/features/preview/PreviewPage";
import { PREVIEW_TEXT } from "~/features/preview/messages";

// Browser only: no loader, never prerendered (app/content/paths.server.ts leaves it out);
// the build writes the app shell as preview.html with its robots noindex tag
// (scripts/build/shape-output.ts): one more here was a second robots tag on the page.
export const meta: MetaFunction = () => [{ title: `${PREVIEW_TEXT.banner} | ${SITE.name}` }];

export default function Preview() {
  return <PreviewPage />;
}
