export type { RandomSource } from './fair/random-source.ts';
export { HmacStream, hmacStream } from './fair/hmac-stream.ts';
export { uniformInt, unitFloat } from './fair/scaling.ts';
export { generateServerSeed, hashServerSeed } from './fair/server-seed.ts';
export { shuffle } from './fair/shuffle.ts';
