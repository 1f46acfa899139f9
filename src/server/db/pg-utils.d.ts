// node-postgres exports `lib/*` but its types (@types/pg) do not describe this module.
declare module 'pg/lib/utils.js' {
  /** A query parameter as node-postgres sends it: text, a Buffer (sent as binary), or null. */
  export function prepareValue(value: unknown): string | Buffer | null;
}
