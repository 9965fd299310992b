-- Every change to a session (signed out, used, removed with its customer or member of staff) is announced on the
-- channel `wokflow_sessions` with its token's hash when its transaction commits, whoever made it: a use case or an
-- operator in psql; emptying the table announces '*'. Servers keep the sessions they have read for a minute and
-- drop one as soon as its change is heard (server/http/sessionCache.ts).
CREATE FUNCTION announce_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('wokflow_sessions', CASE WHEN TG_OP = 'TRUNCATE' THEN '*' ELSE OLD.token_hash END);
  RETURN NULL;
END;
$$;

CREATE TRIGGER announce_session_change AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION announce_session_change();
CREATE TRIGGER announce_sessions_emptied AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION announce_session_change();
