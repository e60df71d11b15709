-- KYC documents (issue 18): every file a player uploads, kept as a version of its kind. The
-- newest file of a kind is the one reviewed; player_documents (0042) keeps the kind's current
-- decision, and each file keeps the decision made on it. The bytes are sealed with the field
-- encryption (purpose `kyc_document_files.content`): identity documents are sensitive data.

create table kyc_document_files (
  id bigserial primary key,
  user_id integer not null references users (id) on delete cascade,
  kind text not null check (kind in ('identity', 'address', 'payment_method', 'source_of_funds')),
  file_name text not null check (length(file_name) between 1 and 120),
  content_type text not null check (content_type in ('image/jpeg', 'image/png', 'application/pdf')),
  size_bytes integer not null check (size_bytes between 1 and 5242880),
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  content_sealed text not null,
  uploaded_at timestamptz not null,
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  reason text,
  reviewed_by integer references operators (id),
  reviewed_at timestamptz
);
create index kyc_document_files_newest on kyc_document_files (user_id, kind, id desc);
