type Intersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/**
 * A language's catalogue from its areas (`locales/<language>/<area>.ts`, one file each), in one
 * object: its type has every key of every area, so a language missing an area fails to compile.
 */
export function messagesOf<A extends object[]>(...areas: A): Intersection<A[number]> {
  return Object.assign({}, ...areas);
}
