// The client's `zod/mini` (vite.config.ts aliases the bare specifier here): zod with its parsers
// interpreted, not compiled. zod compiles object parsers with `new Function` when it may, and
// it decides so when each schema is created; the content security policy forbids eval
// (script-src has no 'unsafe-eval'), so even its probe is a CSP violation in the console.
// Setting the option here, before any schema module runs, is the only place early enough.
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4/mini';
