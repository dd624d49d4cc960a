import { EXPIRY_SCRIPT } from "~/features/offers/validity";

/** Place after the elements carrying offer end dates: hides ended ones before the first paint. */
export function ExpiryScript() {
  // The same text on the server and in the browser, so it hydrates as it is (React does not run it again).
  return <script dangerouslySetInnerHTML={{ __html: EXPIRY_SCRIPT }} />;
}
