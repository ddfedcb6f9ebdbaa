CREATE TABLE `parental_consents` (
	`id` text PRIMARY KEY NOT NULL,
	`child_user_id` text NOT NULL,
	`parent_email` text NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`approved_at` integer,
	`approved_by` text,
	`consent_text` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`child_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`approved_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `parental_consents_token_idx` ON `parental_consents` (`token_hash`);--> statement-breakpoint
CREATE INDEX `parental_consents_pending_idx` ON `parental_consents` (`approved_at`,`expires_at`);--> statement-breakpoint
ALTER TABLE `users` ADD `consent_status` text DEFAULT 'not_required' NOT NULL;