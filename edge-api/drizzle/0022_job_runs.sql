CREATE TABLE `job_runs` (
	`job` text NOT NULL,
	`period_start` integer NOT NULL,
	`status` text NOT NULL,
	`instance` text NOT NULL,
	`started_at` integer NOT NULL,
	`duration_ms` integer,
	`detail` text,
	PRIMARY KEY(`job`, `period_start`)
);
--> statement-breakpoint
CREATE INDEX `job_runs_period_idx` ON `job_runs` (`period_start`);