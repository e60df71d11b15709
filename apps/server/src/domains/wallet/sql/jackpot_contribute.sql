-- A slot stake's share for each progressive pool, from the player's house shard, once per
-- round and pool (a retried round contributes once). p_pools names the account each share goes
-- to: the pool's shard the caller picked for the player (`mini`, `mini#3`, ...: the pool's name,
-- then `#` and the shard for shards other than 0; domains/wallet/accounts.ts, jackpotFor), so
-- that concurrent spins credit different rows. The key names the pool, not the shard.
create or replace function jackpot_contribute(
  p_round_id text, p_house_owner text, p_pools text[], p_amounts bigint[]
) returns void language plpgsql as $$
declare
  v_moved record;
begin
  for i in 1..coalesce(cardinality(p_pools), 0) loop
    continue when p_amounts[i] <= 0;
    v_moved := ledger_transfer('house', p_house_owner, 'jackpot', p_pools[i], p_amounts[i],
      'jackpot_contribution', p_round_id,
      'jackpot:contribution:' || p_round_id || ':' || split_part(p_pools[i], '#', 1), false, null);
    if v_moved.outcome not in ('applied', 'replayed') then
      raise exception 'jackpot contribution %: %', p_pools[i], v_moved.outcome;
    end if;
  end loop;
end $$;
