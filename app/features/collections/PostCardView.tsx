import { Link } from "~/ui/Link";
import type { PostCard } from "~/features/collections/cards";
import { ArrowLabel, CardMedia } from "./CardList";

/** A blog card: image, date, author, title, excerpt and Read More. Its post opens as a document (decision 156). */
export function PostCardView({ post, readMore, priority }: { post: PostCard; readMore: string; priority?: boolean }) {
  return (
    <article className="group card flex h-full flex-col overflow-hidden">
      <Link to={post.href} reloadDocument tabIndex={-1} aria-hidden="true" className="block aspect-[3/2] overflow-hidden">
        <CardMedia box={3 / 2} image={post.image} priority={priority} />
      </Link>
      <div className="flex flex-1 flex-col p-6">
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-ink-muted">
          <time dateTime={post.dateTime}>{post.date}</time>
          <span aria-hidden="true">·</span>
          <span>{post.author}</span>
        </p>
        <h3 className="mt-3 font-display text-xl leading-snug text-ink sm:text-[1.4rem]">
          <Link to={post.href} reloadDocument className="hover:text-clay">
            {post.title}
          </Link>
        </h3>
        <p className="mt-3 flex-1 text-ink-muted">{post.excerpt}</p>
        <Link to={post.href} reloadDocument className="mt-5 inline-flex items-center gap-2 text-sm font-semibold text-clay" aria-label={`${readMore}: ${post.title}`}>
          <ArrowLabel>{readMore}</ArrowLabel>
        </Link>
      </div>
    </article>
  );
}
