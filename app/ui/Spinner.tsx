/** A loading indicator with an accessible name. */
export function Spinner({ label = "Loading" }: { label?: string }) {
  return (
    <div role="status" className="flex justify-center py-24">
      <span className="h-10 w-10 animate-spin rounded-full border-4 border-sand-line border-t-clay" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
