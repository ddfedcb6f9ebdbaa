ALTER TABLE `family_members` ADD `goal_approval` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `goals` ADD `approval` text;--> statement-breakpoint
ALTER TABLE `goals` ADD `approval_note` text;