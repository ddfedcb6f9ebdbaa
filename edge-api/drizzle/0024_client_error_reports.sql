CREATE TABLE `client_error_reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`remote` text NOT NULL,
	`version` text NOT NULL,
	`kind` text NOT NULL,
	`fingerprint` text NOT NULL,
	`window_start` integer NOT NULL,
	`message` text NOT NULL,
	`stack` text,
	`count` integer NOT NULL,
	`first_seen` integer NOT NULL,
	`last_seen` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `client_error_reports_key_idx` ON `client_error_reports` (`remote`,`version`,`kind`,`fingerprint`,`window_start`);--> statement-breakpoint
CREATE INDEX `client_error_reports_window_idx` ON `client_error_reports` (`window_start`);