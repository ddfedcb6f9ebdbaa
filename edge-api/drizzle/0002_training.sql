CREATE TABLE `daily_checkins` (
	`user_id` text NOT NULL,
	`day` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `day`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `journey_milestones` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`value` integer NOT NULL,
	`occurred_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `journey_milestones_user_idx` ON `journey_milestones` (`user_id`,`occurred_at`);--> statement-breakpoint
CREATE TABLE `player_levels` (
	`user_id` text PRIMARY KEY NOT NULL,
	`current_level` integer NOT NULL,
	`current_xp` integer NOT NULL,
	`total_xp` integer NOT NULL,
	`level_title` text NOT NULL,
	`session_count` integer DEFAULT 0 NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `skill_progress` (
	`user_id` text NOT NULL,
	`skill_name` text NOT NULL,
	`current_level` integer NOT NULL,
	`training_count` integer NOT NULL,
	`last_updated` integer NOT NULL,
	PRIMARY KEY(`user_id`, `skill_name`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `training_logs` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`session_type` text NOT NULL,
	`duration_minutes` integer NOT NULL,
	`skill_focus` text NOT NULL,
	`energy_level` integer NOT NULL,
	`notes` text,
	`xp_earned` integer NOT NULL,
	`day` text NOT NULL,
	`logged_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `training_logs_user_logged_idx` ON `training_logs` (`user_id`,`logged_at`);--> statement-breakpoint
CREATE INDEX `training_logs_user_day_idx` ON `training_logs` (`user_id`,`day`);--> statement-breakpoint
CREATE TABLE `training_streaks` (
	`user_id` text PRIMARY KEY NOT NULL,
	`current_streak` integer NOT NULL,
	`longest_streak` integer NOT NULL,
	`last_training_date` text,
	`total_training_days` integer NOT NULL,
	`last_day` text,
	`training_run` integer DEFAULT 0 NOT NULL,
	`freezes` integer DEFAULT 0 NOT NULL,
	`rest_days` text NOT NULL,
	`frozen_days` text NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `user_badges` (
	`user_id` text NOT NULL,
	`badge_id` text NOT NULL,
	`earned_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `badge_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
