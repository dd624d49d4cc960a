import { useId, type Ref } from "react";

/**
 * The plugin's honeypot (decision 095): a field named `website` that people never see, reach or
 * hear (off-screen, `aria-hidden`, out of the tab order, no autofill). A bot that fills it gets the
 * plugin's success answer and nothing is kept. Rendered only when the forms send somewhere.
 */
export function Honeypot({ inputRef }: { inputRef?: Ref<HTMLInputElement> }) {
  const id = useId();
  return (
    <div aria-hidden="true" style={{ position: "absolute", left: "-10000px", top: "auto", width: 1, height: 1, overflow: "hidden" }}>
      <label htmlFor={id}>Website</label>
      <input ref={inputRef} id={id} type="text" name="website" tabIndex={-1} autoComplete="off" aria-hidden="true" defaultValue="" />
    </div>
  );
}
