export { disclaimer } from './disclaimer';
export { privacyPolicy } from './privacy-policy';
export { returnRefund } from './return-refund';
export { termsConditions } from './terms-conditions';
export { termsOfUse } from './terms-of-use';
