// The shared contract's zod: `zod/mini`. Its schemas carry only parse, safeParse and check, and
// everything else is a function (z.optional(s), z.extend(s, …), s.check(z.maxLength(n))), so a
// client bundles the parts it uses and creating a schema is cheap: classic zod binds some forty
// methods to every schema it creates, which a phone paid for on every start
// (docs/decisions/0052-shared-schemas-are-zod-mini.md).
// The server parses with the same schemas; fastify-type-provider-zod takes any zod 4 schema.
import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';

// zod/mini ships no messages of its own ("Invalid input" for everything); these are classic zod's.
z.config(en());

export { z };
