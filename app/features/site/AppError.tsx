import { isRouteErrorResponse } from "react-router";

/** The message of an unhandled failure, as the crash screen shows it. */
export function errorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The root error boundary's screen: "Unexpected Application Error!" with the message. */
export function AppError({ error }: { error: unknown }) {
  return (
    <section className="container pt-36 pb-24">
      <h1 className="font-display text-3xl text-ink">Unexpected Application Error!</h1>
      <p className="mt-4 text-ink-muted">{errorMessage(error)}</p>
    </section>
  );
}
