ALTER TABLE `goals` ADD `completed_at` integer;--> statement-breakpoint
-- Goals completed before this column: their last update was their completion.
UPDATE `goals` SET `completed_at` = `updated_at` WHERE `status` = 'completed';