// negotiator's Accept-Encoding parser, imported on its own (functions/lib/http/compression.ts); @types/negotiator
// declares only the package's entry point.
declare module 'negotiator/lib/encoding.js' {
  /** The provided encodings the Accept-Encoding header accepts, best first; `preferred` breaks ties. */
  export default function preferredEncodings(
    accept: string | undefined,
    provided: readonly string[],
    preferred?: readonly string[],
  ): string[];
}
