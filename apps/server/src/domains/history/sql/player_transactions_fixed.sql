-- A history row never moves to another player, day or category (the day counts rely on it);
-- status and balances may change as a cashier request moves on.
create or replace function player_transactions_fixed() returns trigger language plpgsql as $$
begin
  if new.user_id <> old.user_id or new.category_id <> old.category_id
     or new.created_at <> old.created_at then
    raise exception 'history rows keep their player, category and date';
  end if;
  return new;
end
$$;

create or replace trigger player_transactions_fixed before update on player_transactions
  for each row execute function player_transactions_fixed();
