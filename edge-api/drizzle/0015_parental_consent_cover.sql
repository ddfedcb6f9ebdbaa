ALTER TABLE `parental_consents` ADD `covers_until` integer;--> statement-breakpoint
-- Consents approved before this column: they cover the child until 13 by the age recorded on the
-- account when the consent was asked for (as consentCoversUntil counts it, whole years from then).
UPDATE `parental_consents` SET `covers_until` = (
	SELECT CAST(strftime('%s', `parental_consents`.`created_at` / 1000, 'unixepoch', '+' || (13 - coalesce(`users`.`age`, 0)) || ' years') AS integer) * 1000
	FROM `users` WHERE `users`.`id` = `parental_consents`.`child_user_id`
) WHERE `approved_at` IS NOT NULL;--> statement-breakpoint
-- Children a parent created before such accounts got a consent row: the creation was the consent.
-- Their token is random and never sent (the link is born expired); the trail names the parent.
INSERT INTO `parental_consents` (`id`, `child_user_id`, `parent_email`, `token_hash`, `expires_at`, `approved_at`, `approved_by`, `consent_text`, `created_at`, `covers_until`)
SELECT lower(hex(randomblob(16))), `users`.`id`, coalesce(`parent`.`email`, `users`.`parent_email`, ''), lower(hex(randomblob(32))),
	`log`.`created_at`, `log`.`created_at`, `log`.`parent_id`, '[created by the parent]', `log`.`created_at`,
	CAST(strftime('%s', `log`.`created_at` / 1000, 'unixepoch', '+' || (13 - coalesce(`users`.`age`, 0)) || ' years') AS integer) * 1000
FROM `family_audit_log` AS `log`
JOIN `users` ON `users`.`id` = `log`.`child_id`
LEFT JOIN `users` AS `parent` ON `parent`.`id` = `log`.`parent_id`
WHERE `log`.`action_type` = 'child_account_created' AND `users`.`consent_status` = 'approved'
	AND NOT EXISTS (SELECT 1 FROM `parental_consents` AS `pc` WHERE `pc`.`child_user_id` = `users`.`id` AND `pc`.`approved_at` IS NOT NULL);
