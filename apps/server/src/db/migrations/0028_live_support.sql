-- Live support: conversations of guests (known by the SHA-256 of their guest cookie) and
-- signed-in players, their messages and screenshots, operators' availability, canned answers
-- in tr and en, and the messaging-app contacts offered beside the chat.
create table support_conversations (
  id bigserial primary key,
  -- The wire id (topic `support:<public_id>`): not guessable, so ids tell nothing of volume.
  public_id uuid not null unique,
  user_id integer references users (id),
  guest_token_hash text,
  guest_name text,
  contact_email text,
  lang text not null default 'tr' check (lang in ('tr', 'en')),
  status text not null default 'open' check (status in ('open', 'closed')),
  assigned_operator_id integer references operators (id),
  created_at timestamptz not null default now(),
  last_message_at timestamptz not null default now(),
  -- When the player's oldest unanswered message came in; null once an operator has replied.
  waiting_since timestamptz,
  closed_at timestamptz,
  closed_by integer references operators (id),
  player_read_upto bigint not null default 0,
  operator_read_upto bigint not null default 0,
  check ((user_id is null) <> (guest_token_hash is null))
);
create index support_conversations_open on support_conversations (status, waiting_since);
create index support_conversations_user on support_conversations (user_id, status);
create index support_conversations_guest on support_conversations (guest_token_hash, status);

create table support_attachments (
  id bigserial primary key,
  public_id uuid not null unique,
  conversation_id bigint not null references support_conversations (id),
  mime text not null check (mime in ('image/png', 'image/jpeg', 'image/webp')),
  size integer not null check (size > 0),
  bytes bytea not null,
  created_at timestamptz not null default now()
);

create table support_messages (
  id bigserial primary key,
  conversation_id bigint not null references support_conversations (id),
  author text not null check (author in ('player', 'operator', 'system')),
  operator_id integer references operators (id),
  body text not null default '',
  attachment_id bigint references support_attachments (id),
  -- Sent while no operator was available: it also went to the support address by email.
  emailed boolean not null default false,
  created_at timestamptz not null default now()
);
create index support_messages_conversation on support_messages (conversation_id, id);
create index support_messages_text on support_messages using gin (to_tsvector('simple', body));

-- An operator is available while the console is open and says so (it refreshes every 30 s).
create table support_operator_presence (
  operator_id integer primary key references operators (id),
  available boolean not null default true,
  seen_at timestamptz not null default now()
);

create table support_canned_answers (
  id serial primary key,
  lang text not null check (lang in ('tr', 'en')),
  title text not null,
  body text not null,
  position integer not null default 0,
  updated_at timestamptz not null default now()
);

insert into support_canned_answers (lang, title, body, position) values
  ('tr', 'Karşılama', 'Merhaba, Lale canlı desteğe hoş geldiniz. Size nasıl yardımcı olabilirim?', 1),
  ('tr', 'Para çekme süresi', 'Para çekme talepleri finans ekibimizin onayından sonra aynı gün içinde gönderilir.', 2),
  ('tr', 'Hesap doğrulama', 'Hesabınızı doğrulamak için e-postanıza gelen bağlantıyı açmanız yeterlidir.', 3),
  ('tr', 'Bekleme', 'Kontrol ediyorum, lütfen bir dakika bekleyin.', 4),
  ('tr', 'Kapanış', 'Başka bir sorunuz yoksa görüşmeyi kapatıyorum. İyi eğlenceler!', 5),
  ('en', 'Welcome', 'Hello, welcome to Lale live support. How can I help you?', 1),
  ('en', 'Withdrawal time', 'Withdrawals are paid the same day once our finance team has approved them.', 2),
  ('en', 'Account verification', 'To verify your account, open the link we sent to your email.', 3),
  ('en', 'Hold on', 'I am checking, please wait a minute.', 4),
  ('en', 'Closing', 'If there is nothing else, I will close this chat now. Have fun!', 5);

-- Messaging apps players may use instead of the chat (CMS content of the support domain).
create table support_contacts (
  channel text primary key check (channel in ('whatsapp', 'telegram')),
  label text not null,
  url text not null,
  active boolean not null default true,
  position integer not null default 0
);

insert into support_contacts (channel, label, url, position) values
  ('whatsapp', '+90 850 000 00 00', 'https://wa.me/908500000000', 1),
  ('telegram', '@lale_destek', 'https://t.me/lale_destek', 2);
