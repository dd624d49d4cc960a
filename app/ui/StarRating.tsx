import { Icon } from "./Icon";

/** Five stars, `rating` of them filled, announced as "Rated N out of 5". */
export function StarRating({ rating }: { rating: number }) {
  return (
    <div className="flex gap-0.5 text-brass" role="img" aria-label={`Rated ${rating} out of 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Icon key={n} name={n <= rating ? "rating-star-filled" : "rating-star"} className="h-4 w-4" />
      ))}
    </div>
  );
}
