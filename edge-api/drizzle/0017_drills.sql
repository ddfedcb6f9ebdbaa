CREATE TABLE `drills` (
	`slug` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`pillar` text NOT NULL,
	`age_groups` text NOT NULL,
	`equipment` text NOT NULL,
	`minutes` integer NOT NULL,
	`level` integer NOT NULL,
	`search` text NOT NULL,
	`body` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `drills_pillar_minutes_idx` ON `drills` (`pillar`,`minutes`);