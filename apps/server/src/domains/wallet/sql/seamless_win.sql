-- A provider's win (amount 0 closes the round without a transfer). Returns the answer, or null as
-- seamless_bet does. The payment itself is wallet_pay_round_win's: a round staked partly with
-- bonus money pays that share as the bonus's state at settlement says.
create or replace function seamless_win(
  p_provider text, p_transaction_id text, p_round_id text, p_game_id text, p_player integer,
  p_amount bigint, p_house_owner text, p_ledger_key text, p_reference text
) returns jsonb language plpgsql as $$
declare
  v_round wallet_rounds%rowtype;
  v_response jsonb;
  v_transfer uuid;
  v_cash_after bigint;
begin
  if not seamless_claim(p_provider, p_transaction_id, 'win', p_player, p_round_id, p_game_id,
      p_amount, 'done', null) then
    return null;
  end if;
  select * into v_round from wallet_rounds
    where provider = p_provider and round_id = p_round_id for update;
  if not found then perform seamless_refuse('UNKNOWN_ROUND'); end if;
  if v_round.user_id <> p_player then perform seamless_refuse('TRANSACTION_CONFLICT'); end if;
  if v_round.status = 'closed' then perform seamless_refuse('ROUND_CLOSED'); end if;
  v_transfer := wallet_pay_round_win(p_provider, p_round_id, p_player, p_amount, p_house_owner,
    p_ledger_key, p_reference, p_game_id);
  v_cash_after := coalesce((select credits_posted - debits_posted - debits_pending
    from ledger_accounts where kind = 'player_cash' and owner = p_player::text), 0);
  v_response := jsonb_build_object('balance', v_cash_after, 'transferId', v_transfer);
  update wallet_rounds set status = 'closed', closed_at = now()
    where provider = p_provider and round_id = p_round_id;
  update wallet_transactions set transfer_id = v_transfer, response = v_response
    where provider = p_provider and transaction_id = p_transaction_id;
  return v_response;
end $$;
