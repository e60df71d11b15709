// Browser-safe: 90-ball bingo maths (tickets, calls, stages, the pool's split).
export { callOrder } from './bingo/calls.ts';
export { splitPool, splitTie, type PoolSplit } from './bingo/prizes.ts';
export { BINGO_ROOMS, BINGO_TIMING, BP, bingoRoom, type BingoRoom } from './bingo/rooms.ts';
export {
  BINGO_STAGES,
  fullRows,
  rowsFor,
  stageWins,
  toGo,
  type BingoStage,
  type StageWin,
} from './bingo/stages.ts';
export {
  BALLS,
  BINGO_COLUMNS,
  BINGO_ROWS,
  columnRange,
  drawTicket,
  ticketFromSeed,
  ticketNumbers,
  type BingoTicket,
} from './bingo/ticket.ts';
