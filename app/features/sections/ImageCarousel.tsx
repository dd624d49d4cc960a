import { Carousel, CarouselContent, CarouselCounter, CarouselItem, CarouselNext, CarouselPrevious, FOCUS_RING_INSIDE } from "~/ui/Carousel";
import { Img } from "./shared";

export interface ImageCarouselProps {
  label: string;
  images: { src: string; alt: string; caption?: string }[];
  /** wide: large slides with the next one peeking; compact: one slide, controls over the image. */
  variant?: "wide" | "compact";
  /** The first slide is the page's main image (eager, high priority). */
  priority?: boolean;
}

/** Images in an embla carousel: previous/next (aria-disabled at the ends), arrow keys, drag and snap. */
export default function ImageCarousel({ label, images, variant = "wide", priority = false }: ImageCarouselProps) {
  if (variant === "compact") {
    return (
      <Carousel label={label} count={images.length} className="overflow-hidden">
        {/* Its focus ring drawn inside: the card clips anything outside. */}
        <CarouselContent viewportClassName={`relative !rounded-none ${FOCUS_RING_INSIDE}`}>
          {images.map((img, i) => (
            <CarouselItem key={`${i}-${img.src}`} index={i} className="basis-full">
              <Img field={img} sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw" priority={priority && i === 0} className="aspect-[4/3]" />
            </CarouselItem>
          ))}
        </CarouselContent>
        <div className="pointer-events-none absolute inset-x-0 bottom-0 flex items-center justify-between gap-3 bg-gradient-to-t from-ink/60 to-transparent p-3 pt-10">
          <span className="pointer-events-auto rounded-full bg-white/90 px-3 py-1">
            <CarouselCounter className="!text-xs !text-ink" />
          </span>
          <span className="pointer-events-auto flex gap-2">
            {/* At an end, over the picture, the button recedes into it. */}
            <CarouselPrevious className="!h-9 !w-9 aria-disabled:!bg-white/65" />
            <CarouselNext className="!h-9 !w-9 aria-disabled:!bg-white/65" />
          </span>
        </div>
      </Carousel>
    );
  }
  return (
    <Carousel label={label} count={images.length}>
      {/* On wide screens the track runs on to the right edge of the window. */}
      <CarouselContent className="-ml-4 sm:-ml-6" viewportClassName="lg:mr-[calc(50%-50vw)] lg:!rounded-r-none">
        {images.map((img, i) => (
          <CarouselItem key={`${i}-${img.src}`} index={i} className="basis-[90%] pl-4 sm:basis-[82%] sm:pl-6 lg:basis-[62%] 2xl:basis-[52%]">
            <figure className="relative m-0 overflow-hidden rounded-2xl">
              <Img field={img} sizes="(min-width: 1280px) 900px, (min-width: 640px) 82vw, 90vw" priority={priority && i === 0} className="aspect-[4/3] sm:aspect-[16/9]" />
              {img.caption && (
                <figcaption className="absolute inset-x-0 bottom-0 bg-[linear-gradient(to_top,rgba(29,26,23,0.85)_0,rgba(29,26,23,0.72)_55%,rgba(29,26,23,0))] px-5 pb-4 pt-12 text-sm font-medium text-white sm:px-7 sm:pb-6 sm:text-base">
                  {img.caption}
                </figcaption>
              )}
            </figure>
          </CarouselItem>
        ))}
      </CarouselContent>
      <div className="mt-6 flex items-center justify-between gap-4">
        <CarouselCounter />
        <div className="flex gap-3">
          <CarouselPrevious />
          <CarouselNext />
        </div>
      </div>
    </Carousel>
  );
}
