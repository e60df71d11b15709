-- A progressive pool is several shard accounts, summed on read (domains/wallet/accounts.ts,
-- JACKPOT_SHARDS): every slot spin credits one of them instead of one row all spins wait on.
-- An award first gathers the other shards into the pool's own account (shard 0) and then pays
-- the winner from it in one transfer, so the player's history shows one jackpot. A
-- 'jackpot_gather' moves money inside one pool: it is no revenue and no player's movement.
alter table ledger_transfers drop constraint ledger_transfers_kind_check;
alter table ledger_transfers add constraint ledger_transfers_kind_check check (
  kind in (
    'bet', 'win', 'rollback', 'jackpot_contribution', 'jackpot_award', 'jackpot_seed',
    'jackpot_gather', 'demo_grant', 'deposit', 'withdrawal', 'bonus_grant', 'bonus_conversion',
    'bonus_forfeit', 'prize', 'correction'
  )
);
