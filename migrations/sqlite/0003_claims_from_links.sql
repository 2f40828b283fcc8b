-- Existing links become claims: the guild with the oldest link of a server owns it (claimed by
-- whoever made that link, at that time); every other guild that links it keeps working through a
-- share, marked `migration` so that `npm run doctor` lists it for the operator to review.
INSERT INTO `claims` (`server_id`, `guild_id`, `claimed_by`, `claimed_at`, `how`)
SELECT `l`.`server_id`, `l`.`guild_id`, `l`.`created_by`, `l`.`created_at`, 'migration'
FROM `links` `l`
WHERE `l`.`id` = (
	SELECT `o`.`id` FROM `links` `o` WHERE `o`.`server_id` = `l`.`server_id`
	ORDER BY `o`.`created_at`, `o`.`id` LIMIT 1
);
--> statement-breakpoint
INSERT INTO `shares` (`server_id`, `owner_guild_id`, `guild_id`, `created_by`, `created_at`)
SELECT `l`.`server_id`, `c`.`guild_id`, `l`.`guild_id`, 'migration', min(`l`.`created_at`)
FROM `links` `l`
JOIN `claims` `c` ON `c`.`server_id` = `l`.`server_id`
WHERE `l`.`guild_id` <> `c`.`guild_id`
GROUP BY `l`.`server_id`, `l`.`guild_id`;
