-- The back office's access (issue 18, part 1): the five staff roles of
-- packages/contract/src/backoffice-permissions.ts, a TOTP second factor every operator must
-- enrol, an optional list of addresses an operator may sign in from, and the operator audit
-- as a hash chain (each row carries the hash of the one before).

-- A cashier decided requests: finance. A viewer only looked: risk, the role that mostly reads
-- (the queue, players, reports, the audit log).
alter table operators drop constraint operators_role_check;
update operators set role = 'finance' where role = 'cashier';
update operators set role = 'risk' where role = 'viewer';
alter table operators
  add constraint operators_role_check
  check (role in ('admin', 'finance', 'support', 'content', 'risk'));

-- Secrets are sealed (platform/field-encryption, purpose operators.totp_secret). The pending
-- one is shown at the first sign-in until a code of it is entered.
alter table operators add column totp_secret_sealed text;
alter table operators add column totp_pending_sealed text;
-- CIDR blocks ('203.0.113.0/24', '198.51.100.7/32'); empty: any address.
alter table operators add column ip_allow_list text[] not null default '{}';
alter table operators add column created_by integer references operators (id);

-- hash = SHA-256(prev_hash || canonical JSON of the row); the first row's prev_hash is 64 zeros.
-- Rows written before the chain existed are chained in id order at the next start.
alter table operator_audit add column prev_hash text;
alter table operator_audit add column hash text;
create index operator_audit_operator on operator_audit (operator_id, created_at);
create index operator_audit_action on operator_audit (action, created_at);

-- The chain's head: writers lock this one row (select ... for update) so that writers in any
-- process append one after another and the chain never forks; it also names the last row,
-- so a deleted tail shows.
create table operator_audit_head (
  id smallint primary key check (id = 1),
  last_id bigint,
  last_hash text not null
);
insert into operator_audit_head (id, last_id, last_hash)
values (1, null, '0000000000000000000000000000000000000000000000000000000000000000');
