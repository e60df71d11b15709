-- Responsible gaming (issue 17): breaks, reality checks and the session limit's hard end.
--
-- A break is a time-out (24 hours to 6 weeks) or a self-exclusion (6 months to permanent). Each
-- break taken is a new row: the history stays for operators. A break is in force while
-- ends_at is null (permanent) or later than now; a new one may only end later.
create table rg_breaks (
  id bigserial primary key,
  user_id integer not null references users (id) on delete restrict,
  kind text not null check (kind in ('timeout', 'self_exclusion')),
  duration text not null check (
    duration in ('24h', '48h', '7d', '14d', '30d', '42d', '6m', '1y', '5y', 'permanent')
  ),
  started_at timestamptz not null,
  ends_at timestamptz,
  -- Blind index of the e-mail at the time of a self-exclusion: closing the account erases the
  -- address, and the same address must still not open a new account.
  email_index text,
  check ((ends_at is null) = (duration = 'permanent')),
  check (ends_at is null or ends_at > started_at)
);
create index rg_breaks_user on rg_breaks (user_id, ends_at desc nulls first);
create index rg_breaks_email_index on rg_breaks (email_index) where email_index is not null;

-- The player's reality-check interval (minutes, 0 = off).
create table rg_settings (
  user_id integer primary key references users (id) on delete cascade,
  reality_check_minutes integer not null default 0
    check (reality_check_minutes in (0, 15, 30, 45, 60, 90, 120)),
  updated_at timestamptz not null
);

-- The session limit ends a session at limit_ends_at (set when the session is issued and
-- whenever the limit changes), read with the session itself: no extra query per call.
-- end_reason says why a session was ended by the server rather than by its owner.
alter table sessions add column limit_ends_at timestamptz;
alter table sessions add column end_reason text;

-- The wallet enforces a break: no bet from, deposit to or bonus for a player on a break, by
-- whatever path the transfer comes. Other kinds never reach the function (the trigger's WHEN);
-- for the three kinds it is one primary-key probe of the account and one index probe of
-- rg_breaks. Named to fire before the limits' guard (triggers fire in name order): a player
-- on a break learns about the break, not a limit.
create function rg_break_guard() returns trigger language plpgsql as $$
declare
  v_account bigint;
  v_kind text;
  v_ends_at timestamptz;
begin
  v_account := case when new.kind = 'bet' then new.debit_account_id else new.credit_account_id end;
  select b.kind, b.ends_at into v_kind, v_ends_at
    from ledger_accounts a
    join rg_breaks b on b.user_id = a.user_id
   where a.id = v_account and (b.ends_at is null or b.ends_at > now())
   order by b.ends_at desc nulls first
   limit 1;
  if found then
    raise exception using errcode = 'LR002', message = json_build_object(
      'kind', v_kind,
      'endsAt', to_char(v_ends_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    )::text;
  end if;
  return new;
end $$;

create trigger ledger_transfers_rg0_break_guard
  before insert on ledger_transfers
  for each row when (new.kind in ('bet', 'deposit', 'bonus_grant'))
  execute function rg_break_guard();

-- The session limit in force (rg_limits, kind 'session', minutes) is copied onto the player's
-- open sessions whenever it is set, lowered, raised on confirmation or removed: lowering it
-- ends sessions already past it at their next call, whichever code path changed the row.
create function rg_session_limit_follows() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    update sessions set limit_ends_at = null
     where user_id = old.user_id and revoked_at is null;
  else
    update sessions set limit_ends_at = created_at + make_interval(mins => new.amount::integer)
     where user_id = new.user_id and revoked_at is null;
  end if;
  return null;
end $$;

create trigger rg_limits_session_set
  after insert or update of amount on rg_limits
  for each row when (new.kind = 'session')
  execute function rg_session_limit_follows();
create trigger rg_limits_session_removed
  after delete on rg_limits
  for each row when (old.kind = 'session')
  execute function rg_session_limit_follows();
