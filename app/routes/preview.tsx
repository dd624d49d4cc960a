import type { MetaFunction } from "react-router";
import { SITE } from "~/content/build-values";
import { PreviewPage } from "~/features/preview/PreviewPage";
import { PREVIEW_TEXT } from "~/features/preview/messages";

// Browser only: no loader, never prerendered (app/content/paths.server.ts leaves it out);
// the build writes the app shell as preview.html (scripts/build.ts).
export const meta: MetaFunction = () => [
  { title: `${PREVIEW_TEXT.banner} | ${SITE.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function Preview() {
  return <PreviewPage />;
}
