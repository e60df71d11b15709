/**
 * What virtual sports offer the composition: the products' round schedules (one per product,
 * `virtuals:<key>`) and the `virtuals` RPC handlers. Products plug in as `VirtualProduct`s
 * (rounds/virtual-product.ts; README "Adding a virtual product").
 */
export { buildVirtualsModule, type VirtualsModule } from './virtuals-module.ts';
export type { VirtualTimingOverrides } from './virtual-timing.ts';
export { virtualsHandlers } from './rpc/virtuals.handlers.ts';
export { racingHandlers } from './racing/racing.handlers.ts';
export type {
  NewVirtualEvent,
  RoundSlot,
  RoundTiming,
  ShowFrame,
  VirtualProduct,
} from './rounds/virtual-product.ts';
