import { z } from 'zod';
import { PAGE_SIZE } from '../constants.ts';
import { isoDate, limit, offset } from '../fields.ts';
import { defineMethod, emptyPayload, reply } from '../method.ts';

export interface Coupon {
  id: number;
  betType: string;
  rate: number;
  totalInvestment: number;
  totalPayment: number;
  possibleEarnings: number;
  status: 'open' | 'win' | 'lost';
  date: string;
}

export interface JackpotPool {
  id: number;
  name: string;
  amount: number;
  currency: string;
}

export const betframe = {
  getCoupons: defineMethod({
    auth: 'required',
    payload: z.object({
      startDate: isoDate().optional(),
      endDate: isoDate().optional(),
      limit: limit(PAGE_SIZE.defaultPagination),
      offset: offset(),
    }),
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
