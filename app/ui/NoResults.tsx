/** Under a search that found nothing (the blog, the offers): a hint and the button that empties the search. */
export function NoResults({ hint, clear, onClear }: { hint?: string; clear: string; onClear: () => void }) {
  return (
    <div className="card mx-auto max-w-xl px-8 py-12 text-center">
      {hint && <p className="text-lg text-ink-muted">{hint}</p>}
      <button type="button" className="btn-secondary mt-6" onClick={onClear}>
        {clear}
      </button>
    </div>
  );
}
