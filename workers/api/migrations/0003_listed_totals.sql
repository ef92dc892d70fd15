CREATE TABLE `listed_totals` (
	`subject` text NOT NULL,
	`genre` text NOT NULL,
	`mood` text NOT NULL,
	`n` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`subject`, `genre`, `mood`)
);
