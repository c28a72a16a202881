-- The currency a plan is charged in (USD, CAD, MXN, GBP, EUR, AUD): the checkout session it was
-- opened with, and the customer's once it completes. Rows from before currencies were all charged
-- in US dollars, so that is their value.
ALTER TABLE checkout_sessions ADD COLUMN currency text NOT NULL DEFAULT 'USD';
ALTER TABLE customers ADD COLUMN currency text NOT NULL DEFAULT 'USD';
