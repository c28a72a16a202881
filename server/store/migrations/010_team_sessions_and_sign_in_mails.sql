-- Sessions of the team's console, kept here so that they can end: the encrypted cookie carries a
-- session's random id, of which only the SHA-256 is stored. Signing out, or leaving TEAM_EMAILS,
-- sets ended_at, and every replica refuses the cookie from then on.
CREATE TABLE team_sessions (
  id_hash text PRIMARY KEY,
  email text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  ended_at timestamptz
);

CREATE INDEX team_sessions_email_idx ON team_sessions (email) WHERE ended_at IS NULL;
CREATE INDEX team_sessions_expires_idx ON team_sessions (expires_at);

-- Sign-in mails waiting to be sent. Asking for a link writes one row, whatever the address, so the
-- request does the same work for a team member and a stranger; the worker that takes the row
-- makes the link and mails it only to a listed address. A row is removed once handled.
CREATE TABLE team_sign_in_mails (
  id uuid PRIMARY KEY,
  email text NOT NULL,
  requested_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  -- While a worker holds it; another may take it over once this has passed.
  locked_until timestamptz
);

CREATE INDEX team_sign_in_mails_requested_idx ON team_sign_in_mails (requested_at);
