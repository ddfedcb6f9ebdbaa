CREATE TABLE `remote_loads` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`remote` text NOT NULL,
	`version` text NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `remote_loads_key_idx` ON `remote_loads` (`remote`,`version`,`window_start`);--> statement-breakpoint
CREATE INDEX `remote_loads_window_idx` ON `remote_loads` (`window_start`);