// `react`, as the app's code and its packages import it, on Preact (README, Decisions: "The app
// runs on Preact"). preact/compat is React's API; this module fills the two gaps the app's
// packages meet:
// - Mantine imports React 19.2's `Activity` (Tabs, Tree and Cascader, which the app does not
//   render); here a hidden activity renders nothing, as a conditional render would.
// - `use(context)`: Mantine reads every context with it. Preact's `use` finds the provider through
//   render tracking that preact-render-to-string does not do, so on the server it threw; a context
//   is read with `useContext` (Mantine calls `use` unconditionally, like a hook), a promise with
//   Preact's `use`.
import type { ComponentChildren, Context } from 'preact';
import { use as preactUse, useContext } from 'preact/compat';

// @ts-expect-error preact/compat's types are written as `export =`; its module has named exports.
export * from 'preact/compat';
export { default } from 'preact/compat';

export function Activity({ mode = 'visible', children }: { mode?: 'visible' | 'hidden'; children?: ComponentChildren }) {
  return mode === 'hidden' ? null : children;
}

export function use<T>(resource: PromiseLike<T> | Context<T>): T {
  // Each call site passes the same kind of resource on every render, so the hook order holds.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  return 'then' in resource ? preactUse(resource as Promise<T>) : useContext(resource);
}
