/**
 * What virtual sports offer the composition: their registration (domain.ts: the `virtuals` and
 * `racing` handlers, the products' round schedules, one per product, `virtuals:<key>`) and its
 * timing. Products plug in as `VirtualProduct`s (rounds/virtual-product.ts; README "Adding a
 * virtual product").
 */
export type { VirtualTimingOverrides } from './virtual-timing.ts';
export type {
  NewVirtualEvent,
  RoundSlot,
  RoundTiming,
  ShowFrame,
  VirtualProduct,
} from './rounds/virtual-product.ts';
export { virtualsDomain } from './domain.ts';
