-- A numbered lottery ticket for every qualifying deposit (confirmed, at least the lottery's
-- minimum) made while a lottery's sales are open (domains/lottery/README.md), written on the
-- deposit's ledger transfer in the same transaction, so a ticket exists exactly when the money
-- does.
create or replace function lottery_ticket_for_deposit() returns trigger language plpgsql as $$
declare
  v_user integer;
  v_lottery record;
begin
  select user_id into v_user from ledger_accounts
    where id = new.credit_account_id and kind = 'player_cash';
  if v_user is null then return null; end if;
  for v_lottery in
    update lotteries set tickets_issued = tickets_issued + 1
      where not paused and drawn_at is null and new.amount >= min_deposit
        and sales_start <= new.created_at and sales_end > new.created_at
      returning id, code, tickets_issued
  loop
    insert into lottery_tickets (lottery_id, serial, ticket_number, user_id,
        deposit_transfer_id, deposit_amount, created_at)
      values (v_lottery.id, v_lottery.tickets_issued,
        v_lottery.code || '-' || lpad(v_lottery.tickets_issued::text, 6, '0'), v_user, new.id,
        new.amount, new.created_at);
  end loop;
  return null;
end $$;

create or replace trigger lottery_ticket_for_posted_deposit after insert on ledger_transfers
  for each row when (new.status = 'posted' and new.kind = 'deposit')
  execute function lottery_ticket_for_deposit();

create or replace trigger lottery_ticket_for_settled_deposit after update of status on ledger_transfers
  for each row when (old.status = 'pending' and new.status = 'posted' and new.kind = 'deposit')
  execute function lottery_ticket_for_deposit();
