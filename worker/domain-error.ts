/**
 * A refusal in the host's own terms (the planner, the host's commands and reads, the cron): what kind of refusal it
 * is, never an HTTP status. The HTTP edge (worker/errors.ts) maps each kind to its status and the common body.
 */
export type RefusalKind = "invalid" | "forbidden" | "not_found" | "conflict" | "illegal";

export class DomainError extends Error {
  constructor(
    readonly kind: RefusalKind,
    readonly code: string,
    message: string,
    /** The rulebook section an illegal move breaks, when the engine names one. */
    readonly rule?: string,
    /** Extra top-level fields of the answer (e.g. the current `seq` and match on a stale move). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}
