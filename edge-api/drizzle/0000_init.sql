CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`account_type` text DEFAULT 'player' NOT NULL,
	`age` integer,
	`age_group` text DEFAULT '13-17' NOT NULL,
	`skill_level` text DEFAULT 'intermediate' NOT NULL,
	`position_preference` text DEFAULT 'versatile' NOT NULL,
	`training_availability` text DEFAULT 'medium' NOT NULL,
	`parent_email` text,
	`subscription_tier` text DEFAULT 'free' NOT NULL,
	`subscription_status` text DEFAULT 'active' NOT NULL,
	`notification_preferences` text NOT NULL,
	`time_zone` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	CONSTRAINT "users_email_lower_case" CHECK("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE TABLE `password_reset_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `password_reset_tokens_user_idx` ON `password_reset_tokens` (`user_id`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`last_seen_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `outbox_mails` (
	`id` text PRIMARY KEY NOT NULL,
	`to_address` text NOT NULL,
	`subject` text NOT NULL,
	`body_text` text NOT NULL,
	`sent_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `outbox_mails_sent_idx` ON `outbox_mails` (`sent_at`);--> statement-breakpoint
CREATE INDEX `outbox_mails_to_idx` ON `outbox_mails` (`to_address`);--> statement-breakpoint
CREATE TABLE `family_accounts` (
	`id` text PRIMARY KEY NOT NULL,
	`family_name` text NOT NULL,
	`primary_account_id` text NOT NULL,
	`subscription_status` text DEFAULT 'trial' NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`primary_account_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `family_accounts_primary_idx` ON `family_accounts` (`primary_account_id`);--> statement-breakpoint
CREATE TABLE `family_members` (
	`id` text PRIMARY KEY NOT NULL,
	`family_id` text NOT NULL,
	`user_id` text NOT NULL,
	`relationship_type` text NOT NULL,
	`permission_level` text DEFAULT 'view_only' NOT NULL,
	`birth_date` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`family_id`) REFERENCES `family_accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `family_members_family_user_idx` ON `family_members` (`family_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `family_members_user_idx` ON `family_members` (`user_id`);