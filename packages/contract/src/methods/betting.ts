export type { Coupon } from './sportsbook.ts';
import { couponHistoryPayload, type Coupon } from './sportsbook.ts';
import { defineMethod, emptyPayload, reply } from '../method.ts';

export interface JackpotPool {
  id: number;
  name: string;
  amount: number;
  currency: string;
}

export const betframe = {
  getCoupons: defineMethod({
    auth: 'required',
    payload: couponHistoryPayload,
    reply: reply<Coupon[]>(),
    paginated: true,
  }),
};

export const habanero = {
  getJackpots: defineMethod({
    auth: 'none',
    payload: emptyPayload,
    reply: reply<JackpotPool[][]>(),
  }),
};
