-- The language the visitor signed up in (en, de, fr, it, es): the checkout, the welcome e-mail
-- and the platform's trial.started event speak it, and the team's reports show it.
ALTER TABLE customers ADD COLUMN locale text NOT NULL DEFAULT 'en';
