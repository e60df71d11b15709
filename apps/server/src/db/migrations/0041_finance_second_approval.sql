-- The finance queue's four eyes (issue 18, part 6): a decision on a request above the limit is
-- first recorded here and moves no money; a second operator (another one, allowed
-- finance.approve_large) approves it, and only then is the request decided with its ledger
-- movement, or declines it and the request waits again.
create table finance_settings (
  id smallint primary key check (id = 1),
  -- Kuruş: decisions on larger requests need a second operator.
  second_approval_above bigint not null check (second_approval_above >= 0),
  updated_at timestamptz,
  updated_by integer references operators (id)
);
insert into finance_settings (id, second_approval_above) values (1, 1000000);

create table finance_first_decisions (
  id bigserial primary key,
  request_id bigint not null references cashier_requests (id),
  decision text not null check (decision in ('confirm', 'reject')),
  operator_id integer not null references operators (id),
  note text,
  decided_at timestamptz not null,
  second_operator_id integer references operators (id),
  second_at timestamptz,
  approved boolean,
  check (second_operator_id is null or second_operator_id <> operator_id)
);
-- One first decision waits per request at a time.
create unique index finance_first_decisions_waiting
  on finance_first_decisions (request_id) where second_at is null;
