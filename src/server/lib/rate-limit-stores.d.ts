// @fastify/rate-limit's own stores (its package has no `exports`, so its files can be loaded by
// path); its types describe the options, not these classes. Used by the store that counts in
// Redis while Redis answers and in this process meanwhile (rate-limit.ts).
declare module '@fastify/rate-limit/store/*.js' {
  /** What a store answers for one counted call: calls in the window so far, ms left in it. */
  export type StoreResult = { current: number; ttl: number };
  export type StoreCallback = (err: Error | null, res?: StoreResult) => void;
  /** The parts of a route's rate-limit options a store reads. */
  export type RouteOptions = {
    continueExceeding?: boolean;
    exponentialBackoff?: boolean;
    routeInfo: { method: string; url: string };
  };
  export interface Store {
    incr(key: string, cb: StoreCallback, timeWindow: number, max: number): void;
    child(routeOptions: RouteOptions): Store;
  }
  const StoreClass: new (continueExceeding: boolean, exponentialBackoff: boolean, ...rest: unknown[]) => Store;
  export default StoreClass;
}
