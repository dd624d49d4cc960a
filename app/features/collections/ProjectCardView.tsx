import { Link } from "~/ui/Link";
import type { ProjectCard } from "~/features/collections/cards";
import { ArrowLabel, CardMedia } from "./CardList";

/** A portfolio card: image, title and description, the whole card linking to the project, which opens as a document (decision 156). */
export function ProjectCardView({ project, linkText, priority }: { project: ProjectCard; linkText: string; priority?: boolean }) {
  return (
    <article className="group card relative flex h-full flex-col overflow-hidden">
      <div className="aspect-[4/3] overflow-hidden">
        <CardMedia box={4 / 3} image={project.image} priority={priority} />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h3 className="font-display text-xl leading-snug text-ink sm:text-[1.4rem]">
          <Link to={project.href} reloadDocument className="after:absolute after:inset-0 after:content-[''] hover:text-clay">
            {project.title}
          </Link>
        </h3>
        <p className="mt-3 flex-1 text-ink-muted">{project.description}</p>
        <span className="mt-5 inline-flex items-center gap-2 text-sm font-semibold text-clay" aria-hidden="true">
          <ArrowLabel>{linkText}</ArrowLabel>
        </span>
      </div>
    </article>
  );
}
