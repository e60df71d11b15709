-- The new-year lottery (src/domains/lottery): a numbered ticket for every qualifying deposit
-- (confirmed, at least the lottery's minimum: 500 TL, SPEC §9) made while its sales are open,
-- written by a trigger on the deposit's ledger transfer in the same transaction, so a ticket
-- exists exactly when the money does. The draw is provably fair: the seed's SHA-256 is shown
-- from the start, the seed itself once drawn; the winners follow from the seed and the
-- tickets alone. Prizes are paid through the wallet (key lottery:<id>:prize:<place>), once.

create table lotteries (
  id serial primary key,
  -- Ticket numbers start with it: NY2027-000001.
  code text not null unique check (code ~ '^[A-Z0-9]{2,12}$'),
  title jsonb not null,
  sales_start timestamptz not null,
  sales_end timestamptz not null,
  draw_at timestamptz not null,
  -- Kuruş.
  min_deposit bigint not null default 50000 check (min_deposit > 0),
  prizes bigint[] not null check (cardinality(prizes) between 1 and 100),
  server_seed text not null,
  seed_hash text not null,
  paused boolean not null default false,
  tickets_issued integer not null default 0,
  drawn_at timestamptz,
  created_at timestamptz not null default now(),
  check (sales_end > sales_start and draw_at >= sales_end)
);

create table lottery_tickets (
  lottery_id integer not null references lotteries (id) on delete cascade,
  serial integer not null check (serial > 0),
  ticket_number text not null unique,
  user_id integer not null references users (id) on delete cascade,
  deposit_transfer_id uuid not null references ledger_transfers (id),
  deposit_amount bigint not null,
  created_at timestamptz not null,
  primary key (lottery_id, serial),
  unique (lottery_id, deposit_transfer_id)
);
create index lottery_tickets_player on lottery_tickets (user_id, created_at desc);

create table lottery_winners (
  lottery_id integer not null references lotteries (id) on delete cascade,
  place integer not null check (place > 0),
  serial integer not null,
  ticket_number text not null,
  user_id integer not null references users (id),
  amount bigint not null check (amount > 0),
  transfer_id uuid not null references ledger_transfers (id),
  primary key (lottery_id, place),
  unique (lottery_id, serial)
);

create function lottery_ticket_for_deposit() returns trigger language plpgsql as $$
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

create trigger lottery_ticket_for_posted_deposit after insert on ledger_transfers
  for each row when (new.status = 'posted' and new.kind = 'deposit')
  execute function lottery_ticket_for_deposit();
create trigger lottery_ticket_for_settled_deposit after update of status on ledger_transfers
  for each row when (old.status = 'pending' and new.status = 'posted' and new.kind = 'deposit')
  execute function lottery_ticket_for_deposit();
