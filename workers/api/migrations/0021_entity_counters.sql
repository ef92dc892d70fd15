-- Exact dashboard figures at any size (spec §3 dashboard summary and user stats; ISSUE 19 "figures come
-- from counts kept exact, not from full scans"). Triggers keep every counter inside the same transaction
-- as the change it counts, so a dashboard reads a few dozen primary-key rows whether there are 10 users
-- or 1M. drizzle-kit cannot express triggers or views, so this migration is hand-written; its tables
-- are declared for drizzle in features/admin-dashboards/schema.ts.
--
-- `entity_counters` keys (features/admin-dashboards/rules.ts counterKeys): `<table>` rows,
-- `<table>.status:<value>` per status, `user_roles:<role>:<kind>` grants, `users.granted` users
-- holding at least one granted role (Listener only = users - users.granted).
-- `daily_signups`: users per UTC epoch day of `created_at`. `user_active_days`: users per
-- `last_active_day` (UTC epoch day of their latest request, set by the authenticate middleware at most
-- once a day), so "active in the last 30 days" is a sum over at most 30 rows.
-- Every change goes through the `counter_moves` view, whose INSTEAD OF trigger is the one upsert.
CREATE TABLE `entity_counters` (
	`key` text PRIMARY KEY NOT NULL,
	`n` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `daily_signups` (
	`day` integer PRIMARY KEY NOT NULL,
	`n` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `user_active_days` (
	`day` integer PRIMARY KEY NOT NULL,
	`n` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE `users` ADD `last_active_day` integer;
--> statement-breakpoint
CREATE VIEW `counter_moves` AS SELECT '' AS key, 0 AS delta WHERE 0;
--> statement-breakpoint
CREATE TRIGGER `counter_moves_ii` INSTEAD OF INSERT ON `counter_moves` BEGIN
  INSERT INTO `entity_counters` (key, n) VALUES (new.key, new.delta)
  ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
END;
--> statement-breakpoint
-- Backfill from the rows that exist when the migration runs; the triggers below take over from here.
INSERT INTO `entity_counters` (key, n) SELECT 'users', count(*) FROM `users`;
--> statement-breakpoint
INSERT INTO `entity_counters` (key, n) SELECT 'tracks', count(*) FROM `tracks`;
--> statement-breakpoint
INSERT INTO `entity_counters` (key, n) SELECT 'albums', count(*) FROM `albums`;
--> statement-breakpoint
INSERT INTO `entity_counters` (key, n) SELECT 'artists', count(*) FROM `artists`;
--> statement-breakpoint
INSERT INTO `entity_counters` (key, n) SELECT 'playlists', count(*) FROM `playlists`;
--> statement-breakpoint
INSERT INTO `entity_counters` (key, n) SELECT 'genres', count(*) FROM `genres`;
--> statement-breakpoint
INSERT INTO `entity_counters` (key, n) SELECT 'moods', count(*) FROM `moods`;
--> statement-breakpoint
INSERT INTO `entity_counters` (key, n) SELECT 'origins', count(*) FROM `origins`;
--> statement-breakpoint
INSERT INTO `entity_counters` (key, n) SELECT 'user_applications', count(*) FROM `user_applications`;
--> statement-breakpoint
INSERT INTO `entity_counters` (key, n)
SELECT 'users.status:' || status, count(*) FROM `users` GROUP BY status;
--> statement-breakpoint
INSERT INTO `entity_counters` (key, n)
SELECT 'tracks.status:' || status, count(*) FROM `tracks` GROUP BY status;
--> statement-breakpoint
INSERT INTO `entity_counters` (key, n)
SELECT 'albums.status:' || status, count(*) FROM `albums` GROUP BY status;
--> statement-breakpoint
INSERT INTO `entity_counters` (key, n)
SELECT 'artists.status:' || status, count(*) FROM `artists` GROUP BY status;
--> statement-breakpoint
INSERT INTO `entity_counters` (key, n)
SELECT 'genres.status:' || status, count(*) FROM `genres` GROUP BY status;
--> statement-breakpoint
INSERT INTO `entity_counters` (key, n)
SELECT 'moods.status:' || status, count(*) FROM `moods` GROUP BY status;
--> statement-breakpoint
INSERT INTO `entity_counters` (key, n)
SELECT 'origins.status:' || status, count(*) FROM `origins` GROUP BY status;
--> statement-breakpoint
INSERT INTO `entity_counters` (key, n)
SELECT 'user_applications.status:' || status, count(*) FROM `user_applications` GROUP BY status;
--> statement-breakpoint
INSERT INTO `entity_counters` (key, n)
SELECT 'user_roles:' || role || ':' || kind, count(*) FROM `user_roles` GROUP BY role, kind;
--> statement-breakpoint
INSERT INTO `entity_counters` (key, n) SELECT 'users.granted', count(DISTINCT user_id) FROM `user_roles`;
--> statement-breakpoint
INSERT INTO `daily_signups` (day, n)
SELECT created_at / 86400000, count(*) FROM users GROUP BY created_at / 86400000;
--> statement-breakpoint
CREATE TRIGGER `users_counters_ai` AFTER INSERT ON `users` BEGIN
  INSERT INTO `counter_moves` (key, delta) VALUES ('users', 1), ('users.status:' || new.status, 1);
  INSERT INTO `daily_signups` (day, n) VALUES (new.created_at / 86400000, 1)
  ON CONFLICT (day) DO UPDATE SET n = n + 1;
  INSERT INTO `user_active_days` (day, n) SELECT new.last_active_day, 1 WHERE new.last_active_day IS NOT NULL
  ON CONFLICT (day) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `users_counters_ad` AFTER DELETE ON `users` BEGIN
  INSERT INTO `counter_moves` (key, delta) VALUES ('users', -1), ('users.status:' || old.status, -1);
  UPDATE `daily_signups` SET n = n - 1 WHERE day = old.created_at / 86400000;
  UPDATE `user_active_days` SET n = n - 1 WHERE day = old.last_active_day;
END;
--> statement-breakpoint
CREATE TRIGGER `users_counters_status_au` AFTER UPDATE OF status ON `users`
WHEN old.status IS NOT new.status BEGIN
  INSERT INTO `counter_moves` (key, delta)
  VALUES ('users.status:' || old.status, -1), ('users.status:' || new.status, 1);
END;
--> statement-breakpoint
CREATE TRIGGER `users_counters_created_au` AFTER UPDATE OF created_at ON `users`
WHEN old.created_at / 86400000 IS NOT new.created_at / 86400000 BEGIN
  UPDATE `daily_signups` SET n = n - 1 WHERE day = old.created_at / 86400000;
  INSERT INTO `daily_signups` (day, n) VALUES (new.created_at / 86400000, 1)
  ON CONFLICT (day) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
-- A user seen on a new day moves from their previous last-active day to this one.
CREATE TRIGGER `users_active_day_au` AFTER UPDATE OF last_active_day ON `users`
WHEN old.last_active_day IS NOT new.last_active_day BEGIN
  UPDATE `user_active_days` SET n = n - 1 WHERE day = old.last_active_day;
  INSERT INTO `user_active_days` (day, n) SELECT new.last_active_day, 1 WHERE new.last_active_day IS NOT NULL
  ON CONFLICT (day) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
-- A user counts in `users.granted` from their first granted role to the removal of their last one.
-- The probes read user_roles' primary key (user_id leads it). A grant cascaded away with its user fires
-- the delete trigger like any delete.
CREATE TRIGGER `user_roles_counters_ai` AFTER INSERT ON `user_roles` BEGIN
  INSERT INTO `counter_moves` (key, delta)
  SELECT 'user_roles:' || new.role || ':' || new.kind, 1
  UNION ALL SELECT 'users.granted', 1
    WHERE (SELECT count(*) FROM `user_roles` WHERE user_id = new.user_id) = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `user_roles_counters_ad` AFTER DELETE ON `user_roles` BEGIN
  INSERT INTO `counter_moves` (key, delta)
  SELECT 'user_roles:' || old.role || ':' || old.kind, -1
  UNION ALL SELECT 'users.granted', -1
    WHERE NOT EXISTS (SELECT 1 FROM `user_roles` WHERE user_id = old.user_id);
END;
--> statement-breakpoint
CREATE TRIGGER `user_roles_counters_au` AFTER UPDATE OF user_id, role, kind ON `user_roles`
WHEN old.user_id IS NOT new.user_id OR old.role IS NOT new.role OR old.kind IS NOT new.kind BEGIN
  INSERT INTO `counter_moves` (key, delta)
  SELECT 'user_roles:' || old.role || ':' || old.kind, -1
  UNION ALL SELECT 'user_roles:' || new.role || ':' || new.kind, 1
  UNION ALL SELECT 'users.granted', -1
    WHERE old.user_id IS NOT new.user_id
      AND NOT EXISTS (SELECT 1 FROM `user_roles` WHERE user_id = old.user_id)
  UNION ALL SELECT 'users.granted', 1
    WHERE old.user_id IS NOT new.user_id
      AND (SELECT count(*) FROM `user_roles` WHERE user_id = new.user_id) = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `tracks_counters_ai` AFTER INSERT ON `tracks` BEGIN
  INSERT INTO `counter_moves` (key, delta) VALUES ('tracks', 1), ('tracks.status:' || new.status, 1);
END;
--> statement-breakpoint
CREATE TRIGGER `tracks_counters_ad` AFTER DELETE ON `tracks` BEGIN
  INSERT INTO `counter_moves` (key, delta) VALUES ('tracks', -1), ('tracks.status:' || old.status, -1);
END;
--> statement-breakpoint
CREATE TRIGGER `tracks_counters_au` AFTER UPDATE OF status ON `tracks`
WHEN old.status IS NOT new.status BEGIN
  INSERT INTO `counter_moves` (key, delta)
  VALUES ('tracks.status:' || old.status, -1), ('tracks.status:' || new.status, 1);
END;
--> statement-breakpoint
CREATE TRIGGER `albums_counters_ai` AFTER INSERT ON `albums` BEGIN
  INSERT INTO `counter_moves` (key, delta) VALUES ('albums', 1), ('albums.status:' || new.status, 1);
END;
--> statement-breakpoint
CREATE TRIGGER `albums_counters_ad` AFTER DELETE ON `albums` BEGIN
  INSERT INTO `counter_moves` (key, delta) VALUES ('albums', -1), ('albums.status:' || old.status, -1);
END;
--> statement-breakpoint
CREATE TRIGGER `albums_counters_au` AFTER UPDATE OF status ON `albums`
WHEN old.status IS NOT new.status BEGIN
  INSERT INTO `counter_moves` (key, delta)
  VALUES ('albums.status:' || old.status, -1), ('albums.status:' || new.status, 1);
END;
--> statement-breakpoint
CREATE TRIGGER `artists_counters_ai` AFTER INSERT ON `artists` BEGIN
  INSERT INTO `counter_moves` (key, delta) VALUES ('artists', 1), ('artists.status:' || new.status, 1);
END;
--> statement-breakpoint
CREATE TRIGGER `artists_counters_ad` AFTER DELETE ON `artists` BEGIN
  INSERT INTO `counter_moves` (key, delta) VALUES ('artists', -1), ('artists.status:' || old.status, -1);
END;
--> statement-breakpoint
CREATE TRIGGER `artists_counters_au` AFTER UPDATE OF status ON `artists`
WHEN old.status IS NOT new.status BEGIN
  INSERT INTO `counter_moves` (key, delta)
  VALUES ('artists.status:' || old.status, -1), ('artists.status:' || new.status, 1);
END;
--> statement-breakpoint
CREATE TRIGGER `genres_counters_ai` AFTER INSERT ON `genres` BEGIN
  INSERT INTO `counter_moves` (key, delta) VALUES ('genres', 1), ('genres.status:' || new.status, 1);
END;
--> statement-breakpoint
CREATE TRIGGER `genres_counters_ad` AFTER DELETE ON `genres` BEGIN
  INSERT INTO `counter_moves` (key, delta) VALUES ('genres', -1), ('genres.status:' || old.status, -1);
END;
--> statement-breakpoint
CREATE TRIGGER `genres_counters_au` AFTER UPDATE OF status ON `genres`
WHEN old.status IS NOT new.status BEGIN
  INSERT INTO `counter_moves` (key, delta)
  VALUES ('genres.status:' || old.status, -1), ('genres.status:' || new.status, 1);
END;
--> statement-breakpoint
CREATE TRIGGER `moods_counters_ai` AFTER INSERT ON `moods` BEGIN
  INSERT INTO `counter_moves` (key, delta) VALUES ('moods', 1), ('moods.status:' || new.status, 1);
END;
--> statement-breakpoint
CREATE TRIGGER `moods_counters_ad` AFTER DELETE ON `moods` BEGIN
  INSERT INTO `counter_moves` (key, delta) VALUES ('moods', -1), ('moods.status:' || old.status, -1);
END;
--> statement-breakpoint
CREATE TRIGGER `moods_counters_au` AFTER UPDATE OF status ON `moods`
WHEN old.status IS NOT new.status BEGIN
  INSERT INTO `counter_moves` (key, delta)
  VALUES ('moods.status:' || old.status, -1), ('moods.status:' || new.status, 1);
END;
--> statement-breakpoint
CREATE TRIGGER `origins_counters_ai` AFTER INSERT ON `origins` BEGIN
  INSERT INTO `counter_moves` (key, delta) VALUES ('origins', 1), ('origins.status:' || new.status, 1);
END;
--> statement-breakpoint
CREATE TRIGGER `origins_counters_ad` AFTER DELETE ON `origins` BEGIN
  INSERT INTO `counter_moves` (key, delta) VALUES ('origins', -1), ('origins.status:' || old.status, -1);
END;
--> statement-breakpoint
CREATE TRIGGER `origins_counters_au` AFTER UPDATE OF status ON `origins`
WHEN old.status IS NOT new.status BEGIN
  INSERT INTO `counter_moves` (key, delta)
  VALUES ('origins.status:' || old.status, -1), ('origins.status:' || new.status, 1);
END;
--> statement-breakpoint
CREATE TRIGGER `user_applications_counters_ai` AFTER INSERT ON `user_applications` BEGIN
  INSERT INTO `counter_moves` (key, delta) VALUES ('user_applications', 1), ('user_applications.status:' || new.status, 1);
END;
--> statement-breakpoint
CREATE TRIGGER `user_applications_counters_ad` AFTER DELETE ON `user_applications` BEGIN
  INSERT INTO `counter_moves` (key, delta) VALUES ('user_applications', -1), ('user_applications.status:' || old.status, -1);
END;
--> statement-breakpoint
CREATE TRIGGER `user_applications_counters_au` AFTER UPDATE OF status ON `user_applications`
WHEN old.status IS NOT new.status BEGIN
  INSERT INTO `counter_moves` (key, delta)
  VALUES ('user_applications.status:' || old.status, -1), ('user_applications.status:' || new.status, 1);
END;
--> statement-breakpoint
CREATE TRIGGER `playlists_counters_ai` AFTER INSERT ON `playlists` BEGIN
  INSERT INTO `counter_moves` (key, delta) VALUES ('playlists', 1);
END;
--> statement-breakpoint
CREATE TRIGGER `playlists_counters_ad` AFTER DELETE ON `playlists` BEGIN
  INSERT INTO `counter_moves` (key, delta) VALUES ('playlists', -1);
END;
