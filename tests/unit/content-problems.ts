import { ContentError, formatProblem } from "../../app/content/errors";

/** The problems a read of content reports, as the build prints them (none when it reads cleanly). */
export function problemsOf(read: () => unknown): string[] {
  try {
    read();
    return [];
  } catch (err) {
    if (err instanceof ContentError) return err.problems.map(formatProblem);
    throw err;
  }
}
