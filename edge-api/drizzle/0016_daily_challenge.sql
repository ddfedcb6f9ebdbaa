CREATE TABLE `daily_challenge_answers` (
	`user_id` text NOT NULL,
	`day` text NOT NULL,
	`kind` text NOT NULL,
	`item_id` text NOT NULL,
	`served_at` integer NOT NULL,
	`answered_at` integer,
	`choice` text,
	`elapsed_ms` integer,
	`correct` integer DEFAULT false NOT NULL,
	`points` integer DEFAULT 0 NOT NULL,
	`too_fast` integer DEFAULT false NOT NULL,
	PRIMARY KEY(`user_id`, `day`, `kind`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `daily_challenge_picks` (
	`day` text NOT NULL,
	`age_group` text NOT NULL,
	`kind` text NOT NULL,
	`item_id` text NOT NULL,
	PRIMARY KEY(`day`, `age_group`, `kind`)
);
