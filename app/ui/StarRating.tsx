/** Five stars, `rating` of them filled, announced as "Rated N out of 5". */
export function StarRating({ rating }: { rating: number }) {
  return (
    <div className="flex gap-0.5 text-brass" role="img" aria-label={`Rated ${rating} out of 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <svg key={n} viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true" fill={n <= rating ? "currentColor" : "none"} stroke="currentColor" strokeWidth="1.2">
          <path d="M10 1.8l2.5 5.2 5.7.8-4.1 4 1 5.6L10 14.7l-5.1 2.7 1-5.6-4.1-4 5.7-.8z" />
        </svg>
      ))}
    </div>
  );
}
