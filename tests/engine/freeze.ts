/** Deep-freezes a state so that any write by `play` throws (ES modules run in strict mode). */
export function freeze<T>(x: T): T {
  if (x && typeof x === "object" && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) freeze(v);
  }
  return x;
}
