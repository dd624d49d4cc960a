/**
 * Whether this origin serves /preview itself (issue 26, decision 105). With TOOLS_DIR the build
 * moves /preview to the tools site and the public site answers it with its 404 page; but that
 * page boots the same client bundle, whose router still knows /preview and would render the
 * sign-in form after hydration, asking for an application password on the public origin. So
 * the page asks its own origin first: a 404 for /preview means "not here".
 */
export async function previewServedHere(fetchFn: typeof fetch = fetch, path = "/preview"): Promise<boolean> {
  try {
    const res = await fetchFn(path, { method: "HEAD", cache: "no-store", credentials: "omit", redirect: "manual" });
    return res.status !== 404;
  } catch {
    // Unreachable own origin (offline): no password could be sent anywhere either; behave as before.
    return true;
  }
}
