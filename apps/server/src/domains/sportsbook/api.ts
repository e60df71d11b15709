/**
 * What the sportsbook offers the composition: the coupons' RPC handlers (sportsbook coupon
 * methods and `betframe getCoupons`) and their settlement, which the events' settlement calls
 * in its transaction and a recovery sweep may run.
 */
export { couponHandlers } from './coupons/rpc/coupons.handlers.ts';
export { settleCouponsForEvent, settleOpenCoupons } from './coupons/settle-coupons.ts';
