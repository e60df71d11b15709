-- The back office's player record (issue 18, part 2): operators' notes, the KYC status of each
-- kind of document, and manual balance adjustments that a second operator approves.

create table player_notes (
  id bigserial primary key,
  user_id integer not null references users (id) on delete cascade,
  operator_id integer not null references operators (id),
  body text not null check (length(body) between 1 and 2000),
  created_at timestamptz not null
);
create index player_notes_user on player_notes (user_id, created_at desc);

-- One row per kind of document a player owes: its review status and who reviewed it.
create table player_documents (
  user_id integer not null references users (id) on delete cascade,
  kind text not null check (kind in ('identity', 'address', 'payment_method', 'source_of_funds')),
  status text not null check (status in ('pending', 'approved', 'rejected')),
  note text,
  reviewed_by integer references operators (id),
  reviewed_at timestamptz,
  updated_at timestamptz not null,
  primary key (user_id, kind)
);

-- Four eyes: an operator proposes, a different one approves (the money moves as one 'correction'
-- ledger transfer, in the transaction that marks the row approved) or rejects. A row leaves
-- 'pending' once: the conditional update is what makes a second approval move nothing.
create table balance_adjustments (
  id bigserial primary key,
  user_id integer not null references users (id) on delete restrict,
  account text not null check (account in ('cash', 'bonus')),
  amount bigint not null check (amount <> 0),
  reason text not null check (length(reason) between 3 and 500),
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  proposed_by integer not null references operators (id),
  proposed_at timestamptz not null,
  decided_by integer references operators (id),
  decided_at timestamptz,
  decision_note text,
  transfer_id uuid references ledger_transfers (id),
  check (decided_by is null or decided_by <> proposed_by),
  check ((status = 'pending') = (decided_by is null)),
  check ((status = 'approved') = (transfer_id is not null))
);
create index balance_adjustments_user on balance_adjustments (user_id, proposed_at desc);
create index balance_adjustments_pending on balance_adjustments (proposed_at) where status = 'pending';

-- Operators find a player by phone whatever way it was typed (+90 532…, 0532…, 532…): by its
-- last ten digits.
create index users_phone_digits on users (right(regexp_replace(phone, '\D', '', 'g'), 10));
