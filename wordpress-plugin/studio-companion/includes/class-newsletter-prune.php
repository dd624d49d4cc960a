<?php
/**
 * The newsletter keeps nothing longer than it needs (decision 221). Once a day (WP-Cron,
 * `studio_companion_prune`):
 *
 * - a subscriber still pending a week and a day after its last sign-up is deleted for good
 *   (wp_delete_post): its confirm link expired a day ago, and an address nobody confirmed is
 *   not the studio's to keep. Its mailbox's mail times are left to the sweep below (another
 *   spelling of the mailbox may have had a mail today). A sign-up's time
 *   is `_studio_asked` (plugin 1.6.0); a subscriber from before has its post date.
 * - a mailbox's mail times (`studio_companion_mail_<hash>`) with no mail in the last day are
 *   deleted: the limit looks back one day, so they count for nothing. The delete is a
 *   compare-and-delete, so a mail claimed meanwhile keeps its row.
 *
 * Confirmed and unsubscribed subscribers stay: the first are the list, the second the
 * opt-outs that keep an address from being signed up again without its owner's button.
 *
 * WP-Cron runs on a visit to WordPress (or the host's cron calling wp-cron.php), so "once a
 * day" is at the first request after the day is up: a WordPress nobody visits prunes late,
 * never wrongly.
 */

if (!defined('ABSPATH')) {
    exit;
}

final class Studio_Companion_Newsletter_Prune {
    const HOOK = 'studio_companion_prune';
    /** A pending subscriber goes this long after its last sign-up: the confirm link's 7 days, and one more. */
    const PENDING_FOR = Studio_Companion_Newsletter::CONFIRM_TTL + DAY_IN_SECONDS;
    /** Rows a run looks at in one query; a run goes on until none is left to delete. */
    const BATCH = 200;

    public static function init(): void {
        add_action(self::HOOK, [self::class, 'run']);
    }

    /** The daily event, unless one is scheduled (activation and every upgrade). */
    public static function schedule(): void {
        if (!wp_next_scheduled(self::HOOK)) {
            wp_schedule_event(time() + HOUR_IN_SECONDS, 'daily', self::HOOK);
        }
    }

    public static function unschedule(): void {
        wp_unschedule_hook(self::HOOK);
    }

    /** @return array{subscribers: int, mailboxes: int} what was deleted */
    public static function run(): array {
        return ['subscribers' => self::unconfirmed(), 'mailboxes' => self::mail_times()];
    }

    /** Deletes the subscribers pending since before the cut-off; returns how many. */
    public static function unconfirmed(): int {
        $cutoff = time() - self::PENDING_FOR;
        $deleted = 0;
        $seen = [];
        do {
            // Pending, and first signed up before the cut-off (a later one cannot be due).
            $ids = get_posts([
                'post_type' => Studio_Companion_Newsletter::TYPE,
                'post_status' => 'any',
                'fields' => 'ids',
                'numberposts' => self::BATCH,
                'orderby' => 'ID',
                'order' => 'ASC',
                'no_found_rows' => true,
                'post__not_in' => $seen ?: [0],
                'meta_query' => [['key' => '_studio_status', 'value' => 'pending']],
                'date_query' => [['before' => gmdate('Y-m-d H:i:s', $cutoff), 'column' => 'post_date_gmt']],
            ]);
            foreach ($ids as $id) {
                $seen[] = (int) $id;
                $deleted += self::delete_if_due((int) $id, $cutoff) ? 1 : 0;
            }
        } while (count($ids) === self::BATCH);
        return $deleted;
    }

    /**
     * Under its address's lock (the one sign-ups take from lookup to status), deletes a subscriber
     * still pending whose last sign-up was before the cut-off: a sign-up in flight either finishes
     * first (and its new time keeps the subscriber) or comes after and stores a new one.
     */
    private static function delete_if_due(int $id, int $cutoff): bool {
        $email = (string) get_post_meta($id, '_studio_email', true);
        $delete = static function () use ($id, $cutoff): bool {
            wp_cache_delete($id, 'post_meta'); // as the database has it now, not as this run read it
            if (Studio_Companion_Newsletter::status($id) !== 'pending') {
                return false;
            }
            $asked = (int) get_post_meta($id, '_studio_asked', true);
            if (($asked ?: (int) get_post_time('U', true, $id)) >= $cutoff) {
                return false;
            }
            // Its mailbox's mail times stay until the sweep below finds them a day old: another
            // spelling of the mailbox (victim+2@ beside a stale victim+1@) may have had a mail
            // today, and forgetting it would give that mailbox a fresh day's limit.
            remove_action('before_delete_post', [Studio_Companion_Newsletter::class, 'forget_mailbox'], 10);
            try {
                return (bool) wp_delete_post($id, true);
            } finally {
                add_action('before_delete_post', [Studio_Companion_Newsletter::class, 'forget_mailbox'], 10, 2);
            }
        };
        return (bool) ($email === '' ? $delete() : Studio_Companion_Http::locked(Studio_Companion_Newsletter::lock_key($email), $delete, static fn () => false));
    }

    /** Deletes the mailboxes' mail times that hold no mail of the last day; returns how many. */
    public static function mail_times(): int {
        global $wpdb;
        $like = $wpdb->esc_like('studio_companion_mail_') . '%';
        $deleted = 0;
        $after = '';
        do {
            $rows = $wpdb->get_results($wpdb->prepare(
                "SELECT option_name, option_value FROM {$wpdb->options} WHERE option_name LIKE %s AND option_name > %s ORDER BY option_name LIMIT %d",
                $like,
                $after,
                self::BATCH
            ));
            foreach ($rows as $row) {
                $after = $row->option_name;
                if (Studio_Companion_Newsletter::mail_times($row->option_value) === []) {
                    $deleted += (int) $wpdb->query($wpdb->prepare(
                        "DELETE FROM {$wpdb->options} WHERE option_name = %s AND option_value = %s",
                        $row->option_name,
                        $row->option_value
                    ));
                }
            }
        } while (count($rows) === self::BATCH);
        return $deleted;
    }
}
