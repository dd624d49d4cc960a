/** The studio's mark: an arched doorway over a mortar line, drawn in the current colour. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.2">
      <rect x="2.5" y="2.5" width="35" height="35" rx="9" strokeWidth="1.6" />
      <path d="M11 31V19a9 9 0 0 1 18 0v12" strokeLinecap="round" />
      <path d="M16.5 31v-9.5a3.5 3.5 0 0 1 7 0V31" strokeLinecap="round" />
      <path d="M8 31h24" strokeLinecap="round" />
    </svg>
  );
}
