import { useEffect, useRef } from "react";
import { Icon } from "~/ui/Icon";

interface OfferSearchProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder: string;
  button: string;
  /** id of the text box, so the page can move focus back to it. */
  inputId: string;
}

/** SPEC: the "Search offers..." box and a Search button; filtering is live, submit only prevents the reload. */
export function OfferSearch({ value, onChange, label, placeholder, button, inputId: id }: OfferSearchProps) {
  const input = useRef<HTMLInputElement>(null);
  // Words typed before the page finished loading are kept.
  useEffect(() => {
    const typed = input.current?.value ?? "";
    if (typed !== "" && typed !== value) onChange(typed);
    // only once, after hydration
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <form role="search" className="flex w-full max-w-xl flex-col gap-3 sm:flex-row" onSubmit={(e) => e.preventDefault()}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="relative min-w-0 flex-1">
        <Icon name="magnifier" className="pointer-events-none absolute left-4 top-1/2 h-5 w-5 -translate-y-1/2 text-ink-muted" />
        <input
          ref={input}
          id={id}
          name="q"
          type="search"
          autoComplete="off"
          placeholder={placeholder}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className="w-full rounded-full border border-field bg-white py-3.5 pl-12 pr-5 text-base text-ink shadow-sm placeholder:text-ink-muted focus-visible:(outline-2 outline-offset-2 outline-solid outline-focus)"
        />
      </div>
      <button type="submit" className="btn-primary shrink-0 py-3.5">
        {button}
      </button>
    </form>
  );
}
