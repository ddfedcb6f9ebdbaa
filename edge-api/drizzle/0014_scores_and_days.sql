CREATE TABLE `account_events` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`detail` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `account_events_user_idx` ON `account_events` (`user_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `users` ADD `time_zone_changed_at` integer;--> statement-breakpoint
ALTER TABLE `game_answers` ADD `too_fast` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `game_plays` ADD `served_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `game_plays` ADD `served_at` integer;