/**
 * schema.org JSON-LD: the business on every page, breadcrumbs on nested pages, Article on
 * posts, FAQPage on /faq. Built on the server into PageMeta.jsonLd; seo() renders it.
 */
import { absoluteUrl } from "./seo";

export interface BusinessInfo {
  name: string;
  siteUrl: string;
  phone: string;
  email: string;
  tagline: string;
  address: { street: string; city: string; region: string; regionCode: string; postalCode: string; countryCode: string };
  sameAs: string[];
  logo: string;
  image: string;
}

/** The business's node: every page's HomeAndConstructionBusiness, an article's publisher. */
const businessId = (siteUrl: string) => `${siteUrl}/#business`;

export function businessJsonLd(b: BusinessInfo): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "HomeAndConstructionBusiness",
    "@id": businessId(b.siteUrl),
    name: b.name,
    description: b.tagline,
    url: b.siteUrl,
    telephone: b.phone,
    email: b.email,
    logo: absoluteUrl(b.siteUrl, b.logo),
    image: absoluteUrl(b.siteUrl, b.image),
    address: {
      "@type": "PostalAddress",
      streetAddress: b.address.street,
      addressLocality: b.address.city,
      addressRegion: b.address.regionCode,
      postalCode: b.address.postalCode,
      addressCountry: b.address.countryCode,
    },
    sameAs: b.sameAs,
  };
}

export function breadcrumbJsonLd(siteUrl: string, trail: { name: string; path: string }[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((t, i) => ({ "@type": "ListItem", position: i + 1, name: t.name, item: absoluteUrl(siteUrl, t.path) })),
  };
}

export function articleJsonLd(a: {
  siteUrl: string;
  path: string;
  headline: string;
  description: string;
  datePublished: string;
  dateModified: string;
  author: string;
  /** The studio's own team name (company.md): an article by it is the business's, not a person's. */
  teamName: string;
  image: string;
  publisher: string;
}): Record<string, unknown> {
  const business = { "@id": businessId(a.siteUrl), "@type": "Organization", name: a.publisher };
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    mainEntityOfPage: absoluteUrl(a.siteUrl, a.path),
    headline: a.headline.slice(0, 110),
    description: a.description,
    datePublished: a.datePublished,
    dateModified: a.dateModified,
    // The team's article is the business's: the same node as the publisher, under the same name (one @id, one name).
    author: a.author === a.teamName ? business : { "@type": "Person", name: a.author },
    image: absoluteUrl(a.siteUrl, a.image),
    publisher: business,
  };
}

export function faqPageJsonLd(items: { question: string; answer: string }[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((i) => ({ "@type": "Question", name: i.question, acceptedAnswer: { "@type": "Answer", text: i.answer } })),
  };
}
