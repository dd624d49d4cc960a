import { isRouteErrorResponse } from "react-router";
import { Spinner } from "~/ui/Spinner";
import { NEW_DEPLOY_TEXT, reloadingForNewDeploy } from "./new-deploy";

/** The message of an unhandled failure, as the crash screen shows it. */
export function errorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The root error boundary's screen: "Unexpected Application Error!" with the message. */
export function AppError({ error }: { error: unknown }) {
  // Code of an earlier deploy was missing and the page is reloading onto the new one (decision 177).
  if (reloadingForNewDeploy())
    return (
      <section className="container pt-36 pb-24">
        <Spinner label={NEW_DEPLOY_TEXT} />
        <p aria-hidden="true" className="-mt-16 text-center text-ink-muted">
          {NEW_DEPLOY_TEXT}
        </p>
      </section>
    );
  return (
    <section className="container pt-36 pb-24">
      <h1 className="font-display text-3xl text-ink">Unexpected Application Error!</h1>
      <p className="mt-4 text-ink-muted">{errorMessage(error)}</p>
    </section>
  );
}
