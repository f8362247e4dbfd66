-- The rate limiter in one round trip (decision 016): the advisory lock, the pruning, the count per
-- rule and the recorded hit used to be six statements in a transaction (begin … commit) on every
-- limited request. In a VOLATILE plpgsql function each statement takes a fresh snapshot, so the
-- counts made after the lock is held see every hit committed by the lock's previous holder.
CREATE OR REPLACE FUNCTION cartwise_consume_limit(p_bucket text, p_now timestamptz, p_windows integer[], p_limits integer[])
RETURNS TABLE (ok boolean, remaining integer, retry_after_seconds integer) LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  i integer;
  n integer;
  oldest timestamptz;
  v_retry integer := 0;
  v_remaining integer := NULL;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext(p_bucket));
  DELETE FROM rate_limit_hits
   WHERE bucket = p_bucket AND hit_at < p_now - make_interval(secs => (SELECT max(w) FROM unnest(p_windows) w));
  FOR i IN 1 .. coalesce(array_length(p_windows, 1), 0) LOOP
    SELECT count(*)::int, min(hit_at) INTO n, oldest
      FROM rate_limit_hits
     WHERE bucket = p_bucket AND hit_at > p_now - make_interval(secs => p_windows[i]);
    IF n >= p_limits[i] THEN
      v_retry := greatest(v_retry, ceil(extract(epoch FROM coalesce(oldest, p_now) + make_interval(secs => p_windows[i]) - p_now))::int);
    END IF;
    v_remaining := least(v_remaining, p_limits[i] - n - 1); -- LEAST skips the initial NULL
  END LOOP;
  IF v_retry > 0 THEN
    RETURN QUERY SELECT false, 0, v_retry;
    RETURN;
  END IF;
  INSERT INTO rate_limit_hits (bucket, hit_at) VALUES (p_bucket, p_now);
  RETURN QUERY SELECT true, greatest(0, coalesce(v_remaining, 0)), 0;
END
$$;
