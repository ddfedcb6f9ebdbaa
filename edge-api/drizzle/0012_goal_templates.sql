CREATE TABLE `goal_templates` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`pillar` text NOT NULL,
	`goal_type` text NOT NULL,
	`target_days` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `goal_templates_user_idx` ON `goal_templates` (`user_id`,`created_at`);