CREATE TABLE `weekly_plan_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`week_start` text NOT NULL,
	`position` integer NOT NULL,
	`day` text NOT NULL,
	`moved_from` text,
	`minutes` integer NOT NULL,
	`pillar` text NOT NULL,
	`goal_id` text,
	`drills` text NOT NULL,
	`reason` text NOT NULL,
	`reason_drill` text,
	`log_id` text,
	`dropped` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `weekly_plan_sessions_week_idx` ON `weekly_plan_sessions` (`user_id`,`week_start`,`position`);--> statement-breakpoint
CREATE INDEX `weekly_plan_sessions_log_idx` ON `weekly_plan_sessions` (`log_id`);--> statement-breakpoint
CREATE TABLE `weekly_plans` (
	`user_id` text NOT NULL,
	`week_start` text NOT NULL,
	`built_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `week_start`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
