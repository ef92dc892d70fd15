CREATE TABLE `beat_daily` (
	`beat_id` text NOT NULL,
	`day` text NOT NULL,
	`plays` integer DEFAULT 0 NOT NULL,
	`orders` integer DEFAULT 0 NOT NULL,
	`revenue_cents` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`beat_id`, `day`),
	FOREIGN KEY (`beat_id`) REFERENCES `beats`(`id`) ON UPDATE no action ON DELETE cascade
);
