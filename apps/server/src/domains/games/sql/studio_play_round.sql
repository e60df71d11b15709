-- An in-house slot or roulette round that hits no jackpot, settled in one statement
-- (domains/games/rounds/play-round.ts): the seed pair's nonce, the bet (seamless_bet: cash or
-- bonus split, the bonus's terms, the player's limits and breaks in the ledger's triggers, and
-- a slot stake's jackpot shares), the win (seamless_win) and the round row. The accounts it
-- locks are held for this statement only, as a provider wallet call holds them.
--
-- The TypeScript drew the outcome from the pair it knew (id, server seed hash, client seed and
-- nonce in p_round) before the call; p_bet and p_win are seamless_bet's and seamless_win's
-- arguments as the wallet builds them (seamlessBetArgs). Returns
--   {"replay": round}  the player's request id names a round already played (a concurrent
--                      twin is waited for on the pair's lock): nothing written;
--   {"moved": pair}    the player's active pair is not the one drawn from (another round took
--                      the nonce, the pair was rotated or its client seed changed): nothing
--                      written, the TypeScript draws again from this pair (null: no active
--                      pair, the TypeScript makes one);
--   {"round": round, "bet": answer, "win": answer}   played.
-- A refusal (SQLSTATE LW001 insufficient funds, a limit's or break's LR001/LR002, a bonus's
-- maximum bet LB001) undoes the statement and all it wrote, the nonce included.
create or replace function studio_play_round(p_round jsonb, p_bet jsonb, p_win jsonb)
returns jsonb language plpgsql as $$
declare
  v_user integer := (p_round ->> 'userId')::integer;
  v_at timestamptz := (p_round ->> 'at')::timestamptz;
  v_pair studio_seed_pairs%rowtype;
  v_round studio_rounds%rowtype;
  v_bet jsonb;
  v_win jsonb;
begin
  if (p_bet ->> 'playerId')::integer <> v_user or (p_win ->> 'playerId')::integer <> v_user
      or (p_bet ->> 'amount')::bigint <> (p_round ->> 'stake')::bigint
      or (p_win ->> 'amount')::bigint <> (p_round ->> 'win')::bigint then
    raise exception 'studio round %: bet, win and round disagree', p_round ->> 'id';
  end if;
  -- The pair's lock serialises a player's rounds (every game's), as the longer path's does.
  select * into v_pair from studio_seed_pairs where user_id = v_user and active for update;
  -- Read after the lock: a twin of this request that held it has committed its round.
  select * into v_round from studio_rounds
    where user_id = v_user and request_id = p_round ->> 'requestId';
  if found then
    return jsonb_build_object('replay', to_jsonb(v_round));
  end if;
  if v_pair.id is null then
    return jsonb_build_object('moved', null);
  end if;
  if v_pair.id <> (p_round ->> 'seedPairId')::bigint
      or v_pair.server_seed_hash <> p_round ->> 'serverSeedHash'
      or v_pair.client_seed <> p_round ->> 'clientSeed'
      or v_pair.next_nonce <> (p_round ->> 'nonce')::bigint then
    return jsonb_build_object('moved', jsonb_build_object('id', v_pair.id,
      'serverSeed', v_pair.server_seed, 'serverSeedHash', v_pair.server_seed_hash,
      'clientSeed', v_pair.client_seed, 'nextNonce', v_pair.next_nonce));
  end if;
  update studio_seed_pairs set next_nonce = next_nonce + 1 where id = v_pair.id;
  v_bet := seamless_bet(p_bet ->> 'provider', p_bet ->> 'transactionId', p_bet ->> 'roundId',
    p_bet ->> 'gameId', v_user, (p_bet ->> 'amount')::bigint, null, v_at,
    p_bet ->> 'houseOwner', p_bet ->> 'ledgerKey', p_bet ->> 'reference',
    case when jsonb_typeof(p_bet -> 'jackpotPools') = 'array' then
      array(select e from jsonb_array_elements_text(p_bet -> 'jackpotPools')
        with ordinality as t (e, i) order by i) end,
    case when jsonb_typeof(p_bet -> 'jackpotAmounts') = 'array' then
      array(select e::bigint from jsonb_array_elements_text(p_bet -> 'jackpotAmounts')
        with ordinality as t (e, i) order by i) end);
  if v_bet is null then
    raise exception 'studio round %: the wallet did not take bet %', p_round ->> 'id',
      p_bet ->> 'transactionId';
  end if;
  v_win := seamless_win(p_win ->> 'provider', p_win ->> 'transactionId', p_win ->> 'roundId',
    p_win ->> 'gameId', v_user, (p_win ->> 'amount')::bigint, p_win ->> 'houseOwner',
    p_win ->> 'ledgerKey', p_win ->> 'reference');
  if v_win is null then
    raise exception 'studio round %: the wallet did not take win %', p_round ->> 'id',
      p_win ->> 'transactionId';
  end if;
  insert into studio_rounds (id, user_id, game_key, engine_id, engine_model, request_id, stake,
      win, balance_before, balance_after, seed_pair_id, server_seed_hash, client_seed, nonce,
      outcome, status, created_at, settled_at)
    values ((p_round ->> 'id')::uuid, v_user, p_round ->> 'gameKey', p_round ->> 'engineId',
      p_round ->> 'engineModel', p_round ->> 'requestId', (p_round ->> 'stake')::bigint,
      (p_round ->> 'win')::bigint, (v_bet ->> 'balance')::bigint + (p_round ->> 'stake')::bigint,
      (v_win ->> 'balance')::bigint, v_pair.id, v_pair.server_seed_hash, v_pair.client_seed,
      v_pair.next_nonce, p_round -> 'outcome', 'settled', v_at, v_at)
    returning * into v_round;
  return jsonb_build_object('round', to_jsonb(v_round), 'bet', v_bet, 'win', v_win);
end $$;
