import { redirect } from "react-router";

/** SPEC spells the gallery /gallary; /gallery is kept as a permanent redirect to it. */
export function loader() {
  return redirect("/gallary", 301);
}

export default function GalleryRedirect() {
  return null;
}
