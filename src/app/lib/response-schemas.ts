// The shared schemas the client checks the server's answers against, by name. This module (and
// zod with it) loads with the first answer that comes over the network (http.ts): the first
// screen's answers come inlined in the page, so a cold load does not fetch or evaluate zod
// (README, Decisions: "The first screen loads no zod").
export { demoTokenResponseSchema, providersResponseSchema } from '#shared/schemas/auth.ts';
export { articlePageSchema, articleSchema, facetListSchema, publicArticleSchema } from '#shared/schemas/news.ts';
export { sendOtpResponseSchema, verifyOtpResponseSchema } from '#shared/schemas/otp.ts';
export { membershipAddedSchema, membershipListSchema, orderCreatedSchema, paymentResultSchema, transactionListSchema } from '#shared/schemas/payments.ts';
export { siteInfoSchema } from '#shared/schemas/site.ts';
export { balanceResponseSchema, messageResponseSchema, userResponseSchema } from '#shared/schemas/user.ts';
export { watchlistSchema } from '#shared/schemas/watchlist.ts';
