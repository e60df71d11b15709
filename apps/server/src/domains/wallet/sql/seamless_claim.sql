-- Records a provider transaction id once. False when it was recorded before (a replay; a
-- concurrent call with the same id waits here until the first commits or rolls back) or the
-- studio or player is unknown: the caller tells which. The TypeScript rollback claims here too.
create or replace function seamless_claim(
  p_provider text, p_transaction_id text, p_kind text, p_player integer, p_round_id text,
  p_game_id text, p_amount bigint, p_status text, p_rolled_back_transaction_id text
) returns boolean language plpgsql as $$
declare
  v_count integer;
begin
  insert into wallet_transactions (provider, transaction_id, kind, user_id, round_id, game_id,
    amount, status, rolled_back_transaction_id)
  select p_provider, p_transaction_id, p_kind, p_player, p_round_id, p_game_id, p_amount, p_status,
    p_rolled_back_transaction_id
  where exists (select 1 from wallet_providers where code = p_provider and active)
    and exists (select 1 from users where id = p_player)
  on conflict do nothing;
  get diagnostics v_count = row_count;
  return v_count > 0;
end $$;
