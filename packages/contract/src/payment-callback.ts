/** A payment provider's callback refused before any request is looked at. */
export const PAYMENT_CALLBACK_CODES = ['unknown_provider', 'bad_signature'] as const;
export type PaymentCallbackCode = (typeof PAYMENT_CALLBACK_CODES)[number];
