/**
 * A loading indicator with an accessible name. `quiet`: drawn only, for a list that says
 * "Loading" in a status region of its own, present from the page's start (a region inserted
 * with its text already in it is often not read out).
 */
export function Spinner({ label = "Loading", quiet = false }: { label?: string; quiet?: boolean }) {
  return (
    <div role={quiet ? undefined : "status"} className="flex justify-center py-24">
      <span className="h-10 w-10 animate-spin rounded-full border-4 border-sand-line border-t-clay" aria-hidden="true" />
      {!quiet && <span className="sr-only">{label}</span>}
    </div>
  );
}
