CREATE TABLE `team_cheers` (
	`id` text PRIMARY KEY NOT NULL,
	`group_id` text NOT NULL,
	`from_user_id` text NOT NULL,
	`to_user_id` text NOT NULL,
	`phrase_id` text NOT NULL,
	`day` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`group_id`) REFERENCES `team_groups`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`from_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`to_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `team_cheers_from_day_idx` ON `team_cheers` (`from_user_id`,`day`);--> statement-breakpoint
CREATE INDEX `team_cheers_to_idx` ON `team_cheers` (`to_user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `team_cheers_group_idx` ON `team_cheers` (`group_id`);--> statement-breakpoint
CREATE TABLE `team_drill_assignments` (
	`group_id` text NOT NULL,
	`week_start` text NOT NULL,
	`drill_slug` text NOT NULL,
	`assigned_by` text,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`group_id`, `week_start`, `drill_slug`),
	FOREIGN KEY (`group_id`) REFERENCES `team_groups`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`assigned_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `team_groups` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`join_code` text NOT NULL,
	`time_zone` text NOT NULL,
	`created_by` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `team_groups_code_idx` ON `team_groups` (`join_code`);--> statement-breakpoint
CREATE INDEX `team_groups_created_by_idx` ON `team_groups` (`created_by`);--> statement-breakpoint
CREATE TABLE `team_members` (
	`id` text PRIMARY KEY NOT NULL,
	`group_id` text NOT NULL,
	`user_id` text NOT NULL,
	`role` text NOT NULL,
	`status` text NOT NULL,
	`approved_by` text,
	`joined_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`group_id`) REFERENCES `team_groups`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`approved_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `team_members_group_user_idx` ON `team_members` (`group_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `team_members_user_idx` ON `team_members` (`user_id`);