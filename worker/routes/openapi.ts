/** Pieces every route declaration shares, so the OpenAPI document describes them the same way everywhere. */
import { z } from "@hono/zod-openapi";
import { ErrorSchema, MatchId } from "../schemas.js";

/** A JSON response of `schema`. */
export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

/** An error response: always `{ error: { code, message, rule? } }`. */
export const err = (description: string) => json(ErrorSchema, description);

export const IdParam = z.object({ id: MatchId.openapi({ param: { name: "id", in: "path" } }) });

/** The optional `Authorization: Bearer <seat secret>` header, described for the route at hand. */
export const authHeader = (description: string) =>
  z.object({ authorization: z.string().optional().openapi({ description, example: "Bearer 3q2-…" }) });
