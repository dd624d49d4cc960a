import { Link } from "~/ui/Link";

type Variant = "primary" | "secondary" | "light" | "ghost";

const classes: Record<Variant, string> = {
  primary: "btn-primary",
  secondary: "btn-secondary",
  light: "btn-light",
  ghost: "btn text-ink hover:text-clay px-0",
};

interface ButtonLinkProps {
  to: string;
  children: React.ReactNode;
  variant?: Variant;
  className?: string;
  /** Accessible name when the visible text alone is ambiguous (e.g. many "Learn More" links). */
  "aria-label"?: string;
}

/** A link styled as a button; site paths use client navigation, others open normally. */
export function ButtonLink({ to, children, variant = "primary", className = "", ...rest }: ButtonLinkProps) {
  const cls = `${classes[variant]} ${className}`.trim();
  if (/^(https?:|mailto:|tel:)/.test(to)) {
    return (
      <a href={to} className={cls} rel={to.startsWith("http") ? "noopener noreferrer" : undefined} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={cls} {...rest}>
      {children}
    </Link>
  );
}
