-- The first reply of each money-moving RPC call, by the caller's request key (issue 41): a
-- repeat of the same user action (a double click, an automatic retry) answers this reply and
-- moves nothing again. The row is written in the call's own transaction, so a refused call
-- leaves none and its retry runs afresh; a second call with the key waits on the first's row.
create table rpc_money_replies (
  user_id integer not null references users (id) on delete cascade,
  method text not null,
  request_key text not null,
  -- The payload's digest: the same key sent with another payload is refused, not replayed.
  payload_digest text not null,
  reply jsonb,
  created_at timestamptz not null default now(),
  primary key (user_id, method, request_key)
);
