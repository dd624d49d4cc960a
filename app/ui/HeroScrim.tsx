/**
 * A veil of the ink colour behind hero text laid over a photograph (decision 083). It fades in
 * from 6rem above the text to 62 % at its first line and holds to the hero's bottom; on wide
 * screens it also fades out to the right, 6–22rem past the text block, so the rest of the
 * photograph stays clear. Light patches of any image then stay at least 4.5:1 under the text
 * (tests/e2e/hero-contrast.spec.ts). The text block it sits in must be `relative isolate`: the
 * veil paints under the text and over the image; the hero clips what overhangs.
 */
const INK = "29, 26, 23";

export function HeroScrim() {
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute -inset-x-[100vw] -top-24 -bottom-64 -z-10 lg:right-[-22rem] lg:[mask-image:linear-gradient(to_right,#000_calc(100%-16rem),transparent)]"
      style={{ backgroundImage: `linear-gradient(to bottom, rgba(${INK}, 0) 0, rgba(${INK}, 0.45) 3.5rem, rgba(${INK}, 0.62) 6rem)` }}
    />
  );
}
