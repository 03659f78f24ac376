-- Accent- and case-insensitive search without an extension: works on any PostgreSQL the product may be pointed at
-- (DATABASE_URL need not be a superuser), and under the C locale, where lower() leaves accented capitals alone.
CREATE OR REPLACE FUNCTION app_fold(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$
  SELECT lower(translate(value,
    'ÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕóòôöõÚÙÛÜúùûüÑñÇç',
    'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuNnCc'))
$$;
