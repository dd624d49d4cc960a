/** What a carousel's live region says of the slide shown: "Slide 2 of 5" (every carousel and slideshow of the site). */
export const slideStatus = (n: number, count: number): string => `Slide ${n} of ${count}`;
