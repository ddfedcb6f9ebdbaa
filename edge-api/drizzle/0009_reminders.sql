CREATE TABLE `reminders_sent` (
	`user_id` text NOT NULL,
	`period_key` text NOT NULL,
	`outcome` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `period_key`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
