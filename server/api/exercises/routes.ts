import { Hono } from "hono";
import { exerciseMessages, exercisesQuerySchema } from "#contracts/exercises.ts";
import type { AppEnv } from "#server/context.ts";
import { findExercise, listExercises } from "#server/exercises/exercise-library.ts";
import { ApiError } from "#server/http/errors.ts";
import { queryParams } from "#server/http/query-params.ts";

/** The library changes only with a release (the seeded catalogue): a few minutes in a cache is harmless. */
export const libraryCacheControl = "public, max-age=300";

/** GET /api/exercises[?category=] (docs/product/spec.md §7) and GET /api/exercises/{slug-or-id}. */
export function exerciseRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get("/api/exercises", queryParams(exercisesQuerySchema, "category"), async (c) => {
    const { category } = c.req.valid("query");
    c.header("Cache-Control", libraryCacheControl);
    return c.json(await listExercises(c.get("services").database.db, category || undefined));
  });
  routes.get("/api/exercises/:ref", async (c) => {
    const exercise = await findExercise(c.get("services").database.db, c.req.param("ref"));
    if (!exercise) throw new ApiError(404, exerciseMessages.notFound);
    c.header("Cache-Control", libraryCacheControl);
    return c.json(exercise);
  });
  return routes;
}
