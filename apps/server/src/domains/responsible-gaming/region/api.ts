/** The region rule (SPEC §1, issue 17 point 4) for the composition and the product domains. */
export { assertRegionAllows, regionGuard, type RegionGuard } from './region-guard.ts';
export { NORTHERN_CYPRUS_NETWORKS } from './northern-cyprus-networks.ts';
