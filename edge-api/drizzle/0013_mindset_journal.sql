CREATE TABLE `mindset_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`day` text NOT NULL,
	`went_well` text,
	`learned` text,
	`next_focus` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `mindset_entries_user_idx` ON `mindset_entries` (`user_id`,`created_at`);