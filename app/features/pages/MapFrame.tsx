import { useEffect, useRef } from "react";
import { whenNear } from "~/lib/when-near";

/**
 * The contact page's map frame (SPEC: an embedded map from a maps service), given its address
 * only once the page has loaded and the frame is near the screen (decision 215). In the HTML it
 * has none: `loading="lazy"` alone fetched it at once, since Chrome's lazy distance (1,250 px or
 * more) reaches it from the top of a phone's page, and the maps service's document then held the
 * page's first paint back (~0.46 s in Lighthouse's phone run). It also means the maps service
 * hears of a visit only when the visitor comes near its map. Without a script the frame stays
 * empty; the directions link beneath it is the way there.
 */
export function MapFrame({ title, src, referrerPolicy, className }: { title: string; src: string; referrerPolicy: React.HTMLAttributeReferrerPolicy; className: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    return whenNear(el, "600px 0px", () => {
      el.src = src;
    });
  }, [src]);
  return <iframe ref={frame} title={title} loading="lazy" referrerPolicy={referrerPolicy} className={className} />;
}
