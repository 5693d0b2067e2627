/** Pieces every route declaration shares, so the OpenAPI document describes them the same way everywhere. */
import * as z from "zod/mini";
import { API_WORDS, doc } from "../openapi-meta.js";
import { ErrorSchema, MatchId } from "../api-shapes.js";

/** A JSON response of `schema`. */
export const json = <T extends z.ZodMiniType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

/** An error response: always `{ error: { code, message, rule? } }`. */
export const err = (description: string) => json(ErrorSchema, description);

export const IdParam = z.object({ id: doc(MatchId, { param: { name: "id", in: "path" } }) });

/** The optional `Authorization: Bearer <seat secret>` header, described for the route at hand. */
export const authHeader = (description: string) =>
  z.object({
    // as code: a Markdown renderer (the reference page) would take `<seat secret>` for an HTML tag and drop it
    authorization: doc(z.optional(z.string()), {
      description: API_WORDS && description.replace("Bearer <seat secret>", "`Bearer <seat secret>`"),
      // ASCII only: a header value is Latin-1 bytes, and API tools send the examples as they are (issue #39)
      example: API_WORDS && "Bearer 3q2-kY7pZr8Qh4nW0xVbT1sLmJ9cFdE6gA5uHoI2eRyN",
    }),
  });

/** The security of a route that needs a seat's secret (the document's `seatSecret` scheme). */
export const seatSecurity: Record<string, string[]>[] = [{ seatSecret: [] }];
