/**
 * A veil of the ink colour behind hero text laid over a photograph (decision 083): it fades in
 * above the eyebrow and holds at 78 % from the eyebrow down, across the hero's whole width (the
 * hero clips it), so light patches of any image stay at least 4.5:1 under the text. The text
 * block it sits in must be `relative isolate`; the veil paints under the text, over the image.
 */
const INK = "29, 26, 23";

export function HeroScrim() {
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute -z-10"
      style={{
        inset: "-7rem -100vw -16rem",
        backgroundImage: `linear-gradient(to bottom, rgba(${INK}, 0) 0, rgba(${INK}, 0.5) 4rem, rgba(${INK}, 0.78) 7rem)`,
      }}
    />
  );
}
