import { ProjectCardView } from "~/features/collections/ProjectCardView";
import type { PostCard, ProjectCard } from "~/features/collections/cards";
import type { LiveDefaults } from "~/features/collections/live";
import { HeroSlideshow } from "~/features/sections/HeroSlideshow";
import type { Placement } from "~/features/sections/shared";
import { ClientReviews } from "./ClientReviews";
import { LatestArticles } from "./LatestArticles";
import { LatestCards } from "./LatestCards";
import type { HomeBlock, Review } from "./schema";

/** What home's own blocks show besides their fields: the CMS snapshot's newest records and the reviews. */
export interface HomeBlockData {
  projects: ProjectCard[];
  insights: PostCard[];
  reviews: Review[];
  reviewsUrl: string;
  /** What a card of a post published since the build falls back to (its author, its picture). */
  liveDefaults: LiveDefaults;
}

/** One of home's own blocks: the slideshow, the newest projects or articles, the reviews. */
export function HomeBlockView({ block, data, ...place }: Placement & { block: HomeBlock; data: HomeBlockData }) {
  switch (block.type) {
    case "slideshow":
      return <HeroSlideshow motion="fade" label={block.label} slides={block.slides} {...place} />;
    case "featured-projects": {
      const { type: _, linkText, ...head } = block;
      return <LatestCards {...head} {...place} cards={data.projects.map((p) => ({ key: p.id, card: <ProjectCardView project={p} linkText={linkText} /> }))} />;
    }
    case "latest-articles":
      return <LatestArticles block={block} insights={data.insights} liveDefaults={data.liveDefaults} {...place} />;
    case "reviews": {
      const { type: _, ...fields } = block;
      return <ClientReviews {...fields} {...place} reviews={data.reviews} reviewsUrl={data.reviewsUrl} />;
    }
    default: {
      const unknown: never = block;
      throw new Error(`No component for home's block ${JSON.stringify(unknown)}`);
    }
  }
}
