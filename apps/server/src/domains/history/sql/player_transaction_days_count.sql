-- How many history rows each player has per Turkish calendar day (UTC+3 all year) and category
-- (player_transaction_days): a page deep in a long history is found by walking these day counts
-- instead of skipping tens of thousands of index entries, and a window's total is their sum.
-- Kept by this trigger, so that every writer keeps it right.
create or replace function player_transaction_days_count() returns trigger language plpgsql as $$
begin
  insert into player_transaction_days (user_id, category_id, day, row_count)
  values (new.user_id, new.category_id, ((new.created_at at time zone 'UTC') + interval '3 hours')::date, 1)
  on conflict (user_id, category_id, day) do update
    set row_count = player_transaction_days.row_count + 1;
  return new;
end
$$;

create or replace trigger player_transaction_days_count after insert on player_transactions
  for each row execute function player_transaction_days_count();
