// A statement whose shape never changes, built and compiled by Kysely once per dialect and then
// run with each call's values. Building a query (Kysely's immutable operation tree, then its
// compiler) took more CPU than running it: for a goods detail, about a twelfth of a whole
// answer. The statement is built with a stand-in (an Arg) for each value the caller passes;
// the compiled parameters keep the build's own constants and take the call's values in place
// of the stand-ins. Only a value that becomes one bound parameter may be an argument (not a
// list spread into `in (…)`, not a value the build branches on).
import type { Compilable, CompiledQuery } from 'kysely';
import { dialectOf, type Db } from './index';

/** A stand-in for the argument `name` while the statement is built. */
class Arg {
  constructor(readonly name: string) {}
}

/**
 * `build(db, args)` compiled on first use per dialect; the function returned runs it with the
 * values given (`db` may be a transaction: the statement is the same).
 */
export function compiledOnce<A extends Record<string, unknown>, R>(
  build: (db: Db, args: A) => Compilable<R>,
): (db: Db, args: A) => Promise<R[]> {
  const compiled = new Map<string, CompiledQuery<R>>();
  const stand = new Proxy({} as A, { get: (_, name) => new Arg(String(name)) });
  return async (db, args) => {
    const dialect = dialectOf(db);
    let query = compiled.get(dialect);
    if (!query) compiled.set(dialect, (query = build(db, stand).compile()));
    const parameters = query.parameters.map((p) => {
      if (!(p instanceof Arg)) return p;
      if (!(p.name in args)) throw new Error(`compiledOnce: no value for ${p.name}`);
      return args[p.name];
    });
    return (await db.executeQuery<R>({ ...query, parameters })).rows;
  };
}
