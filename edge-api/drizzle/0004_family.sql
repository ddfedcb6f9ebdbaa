CREATE TABLE `child_link_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`family_id` text NOT NULL,
	`parent_user_id` text NOT NULL,
	`child_email` text NOT NULL,
	`child_user_id` text,
	`verification_code` text NOT NULL,
	`permission_level` text NOT NULL,
	`parent_message` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`expires_at` integer NOT NULL,
	`verified_at` integer,
	`responded_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`family_id`) REFERENCES `family_accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`parent_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`child_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `child_link_requests_family_idx` ON `child_link_requests` (`family_id`);--> statement-breakpoint
CREATE INDEX `child_link_requests_email_idx` ON `child_link_requests` (`child_email`,`status`);--> statement-breakpoint
CREATE TABLE `family_audit_log` (
	`id` text PRIMARY KEY NOT NULL,
	`family_id` text NOT NULL,
	`parent_id` text,
	`child_id` text,
	`action_type` text NOT NULL,
	`metadata` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`family_id`) REFERENCES `family_accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`parent_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`child_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `family_audit_log_family_idx` ON `family_audit_log` (`family_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `family_invitations` (
	`id` text PRIMARY KEY NOT NULL,
	`family_id` text NOT NULL,
	`invite_code` text NOT NULL,
	`invited_by` text NOT NULL,
	`invited_email` text NOT NULL,
	`relationship_type` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`used_by` text,
	`revoked_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`family_id`) REFERENCES `family_accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invited_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`used_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `family_invitations_code_idx` ON `family_invitations` (`invite_code`);--> statement-breakpoint
CREATE INDEX `family_invitations_family_idx` ON `family_invitations` (`family_id`);--> statement-breakpoint
CREATE TABLE `link_code_attempts` (
	`user_id` text PRIMARY KEY NOT NULL,
	`failures` integer NOT NULL,
	`window_started_at` integer NOT NULL,
	`locked_until` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
DROP INDEX `family_members_user_idx`;--> statement-breakpoint
CREATE UNIQUE INDEX `family_members_one_family_idx` ON `family_members` (`user_id`);