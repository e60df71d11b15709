import { bytesToHex } from '@noble/hashes/utils.js';

/**
 * A fresh chain secret: 32 random bytes as 64 lowercase hex characters. Web Crypto (a global
 * in Node 20 and browsers), so this module stays free of node: imports.
 */
export function generateChainSecret(): string {
  return bytesToHex(globalThis.crypto.getRandomValues(new Uint8Array(32)));
}
