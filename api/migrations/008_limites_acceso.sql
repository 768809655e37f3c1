-- 008: sign-in limits kept in the database (docs/decisions/login-limits.md): shared by every API instance
-- on one PostgreSQL, and decided atomically (a row lock per key) before the slow password hash runs.
-- Also: failed sign-ins and failed password changes are audit rows (LOGIN_FALLIDO).

ALTER TABLE auditoria ALTER COLUMN accion TYPE varchar(20);
ALTER TABLE auditoria DROP CONSTRAINT IF EXISTS auditoria_accion_check;
ALTER TABLE auditoria ADD CONSTRAINT auditoria_accion_check
  CHECK (accion IN ('CREAR', 'ACTUALIZAR', 'ELIMINAR', 'LOGIN', 'LOGOUT', 'LOGIN_FALLIDO'));

-- One row per key:
--   'ip:<address>'                         attempts from one address in the current minute;
--   'par:<cuenta>|<address>'               consecutive failures of one account from one address (locks that pair);
--   'cuenta:<u:id | n:name>'               consecutive failures of one account from anywhere (slows it down,
--                                          locks it only after the hard limit, until an administrator unlocks it).
CREATE TABLE limites_acceso (
  clave           varchar(400) PRIMARY KEY,
  fallos          integer      NOT NULL DEFAULT 0 CHECK (fallos >= 0),
  en_curso        integer      NOT NULL DEFAULT 0 CHECK (en_curso >= 0),
  ventana_desde   timestamptz  NOT NULL DEFAULT now(),
  ultimo_fallo_at timestamptz,
  bloqueado_hasta timestamptz,
  actualizado_at  timestamptz  NOT NULL DEFAULT now()
);
CREATE INDEX limites_acceso_actualizado_idx ON limites_acceso (actualizado_at);

-- Reserves one attempt under `clave`, or says how long to wait. Returns milliseconds: 0 = reserved (the
-- caller must call liberar_intento after checking the password, except for 'ip' keys), > 0 = wait,
-- -1 = locked until an administrator unlocks it, -2 = busy: attempts being checked right now fill the
-- limit (the caller waits for them to end and asks again). A reservation older than a minute (a crashed process)
-- no longer counts.
--   tipo 'ip':     at most p_max attempts per p_ventana (fixed window);
--   tipo 'par':    p_max consecutive failures (within p_ventana of each other) lock the key for p_ventana;
--   tipo 'cuenta': from p_lento consecutive failures on, one attempt at a time, the next one only
--                  2^(fallos - p_lento) s (at most 5 min) after the last failure; p_tope failures lock.
CREATE FUNCTION reservar_intento(p_clave text, p_tipo text, p_max integer, p_ventana interval, p_lento integer, p_tope integer)
RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  r limites_acceso%ROWTYPE;
  siguiente timestamptz;
BEGIN
  INSERT INTO limites_acceso (clave) VALUES (p_clave) ON CONFLICT (clave) DO NOTHING;
  SELECT * INTO r FROM limites_acceso WHERE clave = p_clave FOR UPDATE;
  IF r.actualizado_at < now() - interval '1 minute' THEN r.en_curso := 0; END IF;

  IF p_tipo = 'ip' THEN
    IF r.ventana_desde <= now() - p_ventana THEN r.fallos := 0; r.ventana_desde := now(); END IF;
    IF r.fallos >= p_max THEN
      RETURN greatest(1, ceil(extract(epoch FROM (r.ventana_desde + p_ventana - now())) * 1000))::bigint;
    END IF;
    UPDATE limites_acceso SET fallos = r.fallos + 1, ventana_desde = r.ventana_desde, actualizado_at = now() WHERE clave = p_clave;
    RETURN 0;
  END IF;

  IF p_tipo = 'par' THEN
    IF r.bloqueado_hasta IS NOT NULL AND r.bloqueado_hasta > now() THEN
      RETURN greatest(1, ceil(extract(epoch FROM (r.bloqueado_hasta - now())) * 1000))::bigint;
    END IF;
    IF r.bloqueado_hasta IS NOT NULL OR r.ultimo_fallo_at < now() - p_ventana THEN
      r.fallos := 0; r.bloqueado_hasta := NULL;
    END IF;
    -- Attempts being checked right now count: concurrent guesses cannot overshoot the limit.
    IF r.fallos + r.en_curso >= p_max THEN RETURN -2; END IF;
  ELSE -- 'cuenta'
    IF r.bloqueado_hasta IS NOT NULL AND r.bloqueado_hasta > now() THEN RETURN -1; END IF;
    IF r.ultimo_fallo_at < now() - interval '1 day' THEN r.fallos := 0; END IF;
    IF r.fallos >= p_lento THEN
      IF r.en_curso > 0 THEN RETURN -2; END IF;
      siguiente := r.ultimo_fallo_at + least(interval '5 minutes', make_interval(secs => power(2, least(r.fallos - p_lento, 20))));
      IF siguiente > now() THEN
        RETURN greatest(1, ceil(extract(epoch FROM (siguiente - now())) * 1000))::bigint;
      END IF;
    END IF;
  END IF;

  UPDATE limites_acceso
     SET fallos = r.fallos, en_curso = r.en_curso + 1, bloqueado_hasta = r.bloqueado_hasta, actualizado_at = now()
   WHERE clave = p_clave;
  RETURN 0;
END $$;

-- Ends a reservation: a success forgets the key; a failure counts, and returns true when it has just
-- locked the key ('par': for p_ventana; 'cuenta': at p_tope failures, until unlocked).
CREATE FUNCTION liberar_intento(p_clave text, p_tipo text, p_exito boolean, p_max integer, p_ventana interval, p_tope integer)
RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  r limites_acceso%ROWTYPE;
  bloquea boolean := false;
BEGIN
  IF p_exito THEN
    DELETE FROM limites_acceso WHERE clave = p_clave;
    RETURN false;
  END IF;
  SELECT * INTO r FROM limites_acceso WHERE clave = p_clave FOR UPDATE;
  IF NOT FOUND THEN
    INSERT INTO limites_acceso (clave) VALUES (p_clave) ON CONFLICT (clave) DO NOTHING;
    SELECT * INTO r FROM limites_acceso WHERE clave = p_clave FOR UPDATE;
  END IF;
  r.fallos := r.fallos + 1;
  IF p_tipo = 'par' AND r.fallos >= p_max THEN
    r.bloqueado_hasta := now() + p_ventana; bloquea := true;
  ELSIF p_tipo = 'cuenta' AND r.fallos >= p_tope AND r.bloqueado_hasta IS NULL THEN
    r.bloqueado_hasta := 'infinity'; bloquea := true;
  END IF;
  UPDATE limites_acceso
     SET fallos = r.fallos, en_curso = greatest(r.en_curso - 1, 0), ultimo_fallo_at = now(),
         bloqueado_hasta = r.bloqueado_hasta, actualizado_at = now()
   WHERE clave = p_clave;
  RETURN bloquea;
END $$;

-- One sign-in attempt in one statement: the address count, then the pair and the account reserved together
-- or not at all (a subtransaction undoes a partial reservation). Returns {address, pair, account} in the
-- units of reservar_intento; all zero = reserved. The address count of a refused attempt stays.
CREATE FUNCTION reservar_acceso(p_ip text, p_par text, p_cuenta text, p_ip_max integer, p_par_max integer,
                                p_ventana interval, p_lento integer, p_tope integer)
RETURNS integer[] LANGUAGE plpgsql AS $$
DECLARE
  w integer[];
BEGIN
  w := ARRAY[CASE WHEN p_ip IS NULL THEN 0 ELSE reservar_intento(p_ip, 'ip', p_ip_max, interval '1 minute', 0, 0) END, 0, 0];
  IF w[1] <> 0 THEN RETURN w; END IF;
  BEGIN
    w[2] := reservar_intento(p_par, 'par', p_par_max, p_ventana, 0, 0);
    w[3] := reservar_intento(p_cuenta, 'cuenta', 0, p_ventana, p_lento, p_tope);
    IF w[2] <> 0 OR w[3] <> 0 THEN RAISE EXCEPTION 'intento rechazado'; END IF;
  EXCEPTION WHEN raise_exception THEN
    NULL; -- the reservations of this block are undone
  END;
  RETURN w;
END $$;
