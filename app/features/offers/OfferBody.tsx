import type { OfferBodyBlock } from "~/features/offers/schema";

/** An offer's body: paragraphs, sub-headings and lists from its content file. */
export function OfferBody({ blocks }: { blocks: OfferBodyBlock[] }) {
  return (
    <div className="space-y-6 text-lg leading-relaxed text-ink-soft">
      {blocks.map((block, i) => {
        switch (block.type) {
          case "paragraph":
            return <p key={i}>{block.text}</p>;
          case "heading":
            return (
              <h2 key={i} className="pt-4 font-display text-2xl leading-snug text-ink sm:text-3xl">
                {block.text}
              </h2>
            );
          case "list":
            return (
              <ul key={i} className="space-y-3">
                {block.items.map((item) => (
                  <li key={item} className="flex gap-3">
                    <span aria-hidden="true" className="mt-[0.7em] h-1.5 w-1.5 shrink-0 rounded-full bg-clay" />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            );
        }
      })}
    </div>
  );
}
