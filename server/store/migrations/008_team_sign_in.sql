-- Sign-in links of the team's console. Only the SHA-256 of each link's token is kept, so a copy of
-- this table signs nobody in. A link works once (used_at) and until expires_at.
CREATE TABLE team_sign_in_links (
  token_hash text PRIMARY KEY,
  email text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE INDEX team_sign_in_links_expires_idx ON team_sign_in_links (expires_at);
