import { HeroSection } from "~/features/sections/HeroSection";

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  intro?: string;
}

/**
 * The opening of the CMS list pages (portfolio, FAQ), whose files still hold
 * `hero: { eyebrow, title, intro }`: drawn by the hero section's page layout, without an image.
 */
export function PageHero({ eyebrow, title, intro }: PageHeroProps) {
  return <HeroSection section={{ type: "hero", layout: "page", eyebrow, heading: title, intro, buttons: [] }} first nested={false} level={1} surface="sand" />;
}
