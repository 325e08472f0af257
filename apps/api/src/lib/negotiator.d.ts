// negotiator 0.6 (jshttp) ships no types: the part this library uses.
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    /** The request's languages by preference (q=0 dropped), or those of `available` it accepts, best first. */
    languages(available?: readonly string[]): string[];
    language(available?: readonly string[]): string | undefined;
  }
}
