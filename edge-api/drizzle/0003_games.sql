CREATE TABLE `achievements` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`points` integer NOT NULL,
	`earned_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `achievements_user_name_idx` ON `achievements` (`user_id`,`name`);--> statement-breakpoint
CREATE INDEX `achievements_user_earned_idx` ON `achievements` (`user_id`,`earned_at`);--> statement-breakpoint
CREATE TABLE `game_answers` (
	`play_id` text NOT NULL,
	`item_id` text NOT NULL,
	`choice` text,
	`elapsed_ms` integer NOT NULL,
	`points` integer NOT NULL,
	`answered_at` integer NOT NULL,
	PRIMARY KEY(`play_id`, `item_id`),
	FOREIGN KEY (`play_id`) REFERENCES `game_plays`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `game_item_history` (
	`user_id` text NOT NULL,
	`game_id` text NOT NULL,
	`age_group` text NOT NULL,
	`used_ids` text NOT NULL,
	PRIMARY KEY(`user_id`, `game_id`, `age_group`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `game_plays` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`game_id` text NOT NULL,
	`age_group` text NOT NULL,
	`item_ids` text NOT NULL,
	`started_at` integer NOT NULL,
	`finished_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `game_plays_user_idx` ON `game_plays` (`user_id`,`started_at`);--> statement-breakpoint
CREATE TABLE `game_results` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`play_id` text NOT NULL,
	`game_id` text NOT NULL,
	`score` integer NOT NULL,
	`max_score` integer NOT NULL,
	`duration_seconds` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`play_id`) REFERENCES `game_plays`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `game_results_play_idx` ON `game_results` (`play_id`);--> statement-breakpoint
CREATE INDEX `game_results_user_idx` ON `game_results` (`user_id`,`created_at`);