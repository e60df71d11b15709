-- Issue 16: a promotion code given with a deposit request. Its confirmation grants that
-- definition's bonus: the bonus engine's deposit trigger reads the row as the player's opt-in
-- for that one deposit (domains/bonus/deposit-codes.ts).
create table bonus_deposit_codes (
  request_id bigint primary key references cashier_requests (id) on delete cascade,
  definition_id integer not null references bonus_definitions (id)
);
