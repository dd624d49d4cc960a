/**
 * When an offer runs (decision 082). Each offer file has `validFrom` and `validUntil`, both
 * inclusive calendar dates on the studio's calendar (Mississauga). "Today" is decided twice:
 * at build time (an offer that has ended is left out of /offers and its search, and its page
 * says so), and in the visitor's browser, for offers that end between two builds: a small
 * script hides them before the first paint (no layout shift), and React, once hydrated, leaves
 * them out too (its first render matches the prerendered HTML, so hydration never mismatches).
 * Browser-safe: no Node APIs, no date library.
 */
import { useEffect, useState } from "react";
import { STUDIO_TIME_ZONE } from "../../lib/wp-time";
import { calendarDate } from "../../lib/calendar-day";

/** The studio's time zone (one definition, app/lib/wp-time.ts): an offer "until December 31" ends at midnight in Mississauga. */
export const OFFER_TIME_ZONE = STUDIO_TIME_ZONE;

/** The attribute carrying an element's offer end date, read by the pre-paint script. */
export const UNTIL_ATTR = "data-offer-until";
/** Marks an element shown (not hidden) once the offer in its UNTIL_ATTR has ended. */
export const NOTICE_ATTR = "data-offer-ended-notice";

export interface ValidityWindow {
  validFrom: string;
  validUntil: string;
}

export type OfferStatus = "upcoming" | "current" | "ended";

export function offerStatus(w: ValidityWindow, today: string): OfferStatus {
  if (today > w.validUntil) return "ended";
  if (today < w.validFrom) return "upcoming";
  return "current";
}

export const isCurrent = (w: ValidityWindow, today: string) => offerStatus(w, today) === "current";
export const hasEnded = (w: ValidityWindow, today: string) => offerStatus(w, today) === "ended";

/** The visitor's "today": null until hydrated (so the first render matches the build's HTML). */
export function useToday(): string | null {
  const [today, setToday] = useState<string | null>(null);
  useEffect(() => setToday(calendarDate()), []);
  return today;
}

/**
 * Runs where it stands, before the first paint: for every offer end date on the page that is
 * already past, a style rule hides the elements carrying it and shows its "ended" notices.
 * Plain ES5; allowed by the page's CSP through its hash, as every inline script is.
 */
export const EXPIRY_SCRIPT = `(function(){try{var p={};new Intl.DateTimeFormat("en-CA",{timeZone:"${OFFER_TIME_ZONE}",year:"numeric",month:"2-digit",day:"2-digit"}).formatToParts(new Date()).forEach(function(x){p[x.type]=x.value});var d=p.year+"-"+p.month+"-"+p.day,r=[];Array.prototype.forEach.call(document.querySelectorAll("[${UNTIL_ATTR}]"),function(e){var u=e.getAttribute("${UNTIL_ATTR}");if(/^\\d{4}-\\d{2}-\\d{2}$/.test(u)&&u<d)r.push('[${UNTIL_ATTR}="'+u+'"]{display:none!important}[${UNTIL_ATTR}="'+u+'"][${NOTICE_ATTR}]{display:block!important}')});if(r.length){var s=document.createElement("style");s.textContent=r.join("");document.head.appendChild(s)}}catch(e){}})()`;
