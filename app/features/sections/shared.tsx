import { useId, type ReactNode } from "react";
import { ButtonLink } from "~/ui/ButtonLink";
import { Picture, type PictureProps } from "~/ui/Picture";
import type { ImageField } from "~/lib/image-types";
import type { SectionLink } from "~/features/sections/schema";
import { CheckIcon } from "~/ui/Icon";
import { useCrop, useImage } from "./context";
import type { FullBleed } from "./full-bleed";

/**
 * Where a section sits: the page's first section carries the h1; sections in a tab panel are
 * compact (`nested`). `level` is the section heading's level; its items use level + 1.
 */
export interface Placement {
  first: boolean;
  nested: boolean;
  level: 1 | 2 | 3;
  /** Background of plain sections, alternated down the page by SectionRenderer. */
  surface: Surface;
}
export type Surface = "sand" | "white";

/** Tiles and cards sit on the opposite colour of their section. */
export const tileOn = (surface: Surface) => (surface === "white" ? "bg-sand" : "bg-white");

export interface SectionProps<T> extends Placement {
  section: T;
}

export const headingTag = (level: number) => (level <= 1 ? "h1" : level === 2 ? "h2" : level === 3 ? "h3" : "h4");
/** The tag of the section's own heading, and of its items' headings. */
export const headingLevel = ({ level }: Placement) => headingTag(level);
export const itemHeading = ({ level }: Placement) => headingTag(level + 1);

const tones = {
  sand: "bg-sand",
  deep: "bg-sand-deep",
  white: "bg-white",
  dark: "on-dark bg-ink text-sand",
  sage: "bg-sage-tint",
} as const;
export type Tone = keyof typeof tones;

interface ShellProps {
  /** The page's first section: extra top space to clear the fixed header. */
  first?: boolean;
  /** Visible heading text's element id, for aria-labelledby (from useHeadingId). */
  labelledBy?: string;
  id?: string;
  tone?: Tone;
  nested: boolean;
  children: ReactNode;
  className?: string;
  /** Padding: regular sections breathe; tight ones sit close to a neighbour. */
  spacing?: "regular" | "tight";
  /** Extra classes of the page container, e.g. a narrower `max-w-5xl`. */
  containerClassName?: string;
}

/**
 * A section's outer frame: full-width band with its tone and the page container. Inside a tab
 * panel (nested) it is a plain block, the panel already sits in the container.
 */
export function Shell({ first = false, labelledBy, id, tone = "sand", nested, children, className = "", spacing = "regular", containerClassName }: ShellProps) {
  if (nested) {
    return (
      <section id={id} aria-labelledby={labelledBy} className={`py-8 first:pt-10 last:pb-0 sm:py-10 ${className}`}>
        {children}
      </section>
    );
  }
  const pad = first
    ? "pt-32 pb-20 sm:pt-40 sm:pb-28"
    : spacing === "regular"
      ? "py-20 sm:py-28"
      : "py-14 sm:py-20";
  return (
    <section id={id} aria-labelledby={labelledBy} className={`${tones[tone]} ${pad} ${className}`}>
      <div className={containerClassName ? `container ${containerClassName}` : "container"}>{children}</div>
    </section>
  );
}

/** A stable id for a section's heading. */
export const useHeadingId = () => `h${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;

interface HeadProps extends Placement {
  id: string;
  eyebrow?: string;
  heading: string;
  intro?: string;
  align?: "left" | "center";
  tone?: "dark" | "light";
  className?: string;
  /** The plainer heading of the site's own pages (home, about, contact, certificate). */
  compact?: boolean;
  /** A button beside the heading, e.g. View All Projects (compact heading). */
  action?: ReactNode;
}

/** The section heading block: eyebrow, display title, intro; or, with `action`, those beside a button. */
export function SectionHead({ id, eyebrow, heading, intro, align = "center", tone = "dark", first, nested, level, className = "", compact = false, action }: HeadProps) {
  const H = headingTag(level);
  const center = align === "center";
  const light = tone === "light";
  const size = first
    ? "text-4xl sm:text-5xl lg:text-6xl"
    : nested
      ? "text-2xl sm:text-3xl"
      : "text-3xl sm:text-4xl lg:text-[2.75rem]";
  const title = compact ? `section-title ${light ? "text-white" : ""}` : `font-display leading-[1.1] tracking-tight ${size} ${light ? "text-white" : "text-ink"}`;
  const text = (
    <>
      {eyebrow && <p className={`eyebrow mb-3 ${light ? "!text-clay-light" : ""}`}>{eyebrow}</p>}
      <H id={id} className={title}>
        {heading}
      </H>
      {intro && <p className={`${compact ? "mt-4" : "mt-5"} text-lg ${action ? "" : "leading-relaxed"} ${light ? "text-sand/80" : "text-ink-muted"}`}>{intro}</p>}
    </>
  );
  const space = compact ? "mb-10 sm:mb-14" : nested ? "mb-8" : "mb-12 sm:mb-16";
  if (action) {
    return (
      <div className={`${space} flex flex-col gap-6 md:flex-row md:items-end md:justify-between ${className}`}>
        <div className="max-w-2xl">{text}</div>
        {action}
      </div>
    );
  }
  return <div className={`${space} ${center ? "mx-auto max-w-2xl text-center" : "max-w-2xl"} ${className}`}>{text}</div>;
}

/** Buttons of a section, in content order. */
export function Buttons({ links, className = "", onDark = false }: { links: SectionLink[]; className?: string; onDark?: boolean }) {
  if (links.length === 0) return null;
  return (
    <div className={`flex flex-wrap gap-3 ${className}`}>
      {links.map((l) => (
        <ButtonLink key={`${l.to}-${l.label}`} to={l.to} variant={onDark && l.style === "secondary" ? "light" : l.style}>
          {l.label}
        </ButtonLink>
      ))}
    </div>
  );
}

/** One button centred under a section's items (View All Services, View Our Portfolio). */
export function FooterLink({ link, className = "" }: { link: SectionLink; className?: string }) {
  return (
    <div className={`mt-12 text-center ${className}`}>
      <ButtonLink to={link.to} variant={link.style}>
        {link.label}
      </ButtonLink>
    </div>
  );
}

/** A checklist. */
export function Checklist({ items, className = "", columns = 1, tone = "dark" }: { items: string[]; className?: string; columns?: 1 | 2; tone?: "dark" | "light" }) {
  if (items.length === 0) return null;
  return (
    <ul className={`grid gap-x-8 gap-y-3 ${columns === 2 ? "sm:grid-cols-2" : ""} ${className}`}>
      {items.map((item) => (
        <li key={item} className={`flex gap-3 leading-snug ${tone === "light" ? "text-sand/90" : "text-ink-soft"}`}>
          <span className={`mt-0.5 inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full ${tone === "light" ? "bg-clay-light/20 text-clay-light" : "bg-clay-tint text-clay"}`}>
            <CheckIcon className="h-3.5 w-3.5" />
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

interface ImgProps {
  field: ImageField;
  sizes: PictureProps["sizes"];
  priority?: boolean;
  className?: string;
  imgClassName?: string;
  /** Cropped to fill its box (the default); false: sized by the classes given alone. */
  cover?: boolean;
  /** A full-bleed box (./full-bleed.ts): the screens its `media` names take the loader's cut of the picture. */
  fullBleed?: FullBleed;
}

/** A content image via <Picture>, cropped to fill its box. */
export function Img({ field, sizes, priority, className = "", imgClassName = "", cover = true, fullBleed }: ImgProps) {
  const image = useImage(field);
  const crop = useCrop(field, fullBleed);
  const tall = crop && fullBleed ? { crop, media: fullBleed.cut.media, sizes: fullBleed.cut.sizes } : undefined;
  if (!cover) return <Picture image={image} sizes={sizes} priority={priority} className={className || undefined} imgClassName={imgClassName} tall={tall} />;
  return <Picture image={image} sizes={sizes} priority={priority} className={`block ${className}`} imgClassName={`h-full w-full object-cover ${imgClassName}`} tall={tall} />;
}

/** Columns for a grid of n items: 2, 3 or 4 across on large screens. */
export function gridCols(n: number, max: 3 | 4 = 4): string {
  if (n % 4 === 0 && max === 4) return "sm:grid-cols-2 lg:grid-cols-4";
  if (n % 3 === 0 || n > 4) return "sm:grid-cols-2 lg:grid-cols-3";
  if (n === 4) return "sm:grid-cols-2";
  return "sm:grid-cols-2";
}
