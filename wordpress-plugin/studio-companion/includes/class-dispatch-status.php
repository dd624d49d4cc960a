<?php
/**
 * How the last refresh request went, for Settings → Studio Companion
 * (decision 169): sent; failed and to be sent again at a given time; or
 * failed, or not sent for want of settings, and waiting for the next change
 * or a save of the settings page. Kept in one option, not autoloaded; it also
 * counts the failed requests in a row, for the retries' spacing. It holds
 * GitHub's short message, never the token.
 */

if (!defined('ABSPATH')) {
    exit;
}

final class Studio_Companion_Dispatch_Status {
    const OPTION = 'studio_companion_dispatch_status';

    /**
     * @param string $state 'sent', 'retrying', 'refused' (GitHub will not take it as it is), 'gave-up' (no answer after the last attempt) or 'not-set' (no repository or token)
     * @param int $changes the changes the request named ('sent') or that wait
     */
    public static function record(string $state, int $changes, string $why = '', int $attempt = 0, int $retry_at = 0): void {
        update_option(self::OPTION, ['state' => $state, 'time' => time(), 'changes' => $changes, 'why' => $why, 'attempt' => $attempt, 'retry_at' => $retry_at], false);
    }

    public static function get(): array {
        wp_cache_delete(self::OPTION, 'options');
        $status = get_option(self::OPTION, []);
        return is_array($status) && isset($status['state'], $status['time']) ? $status : [];
    }

    /** The requests that failed in a row and are being retried: 0 after a success, a refusal or the last attempt. */
    public static function failed_in_a_row(): int {
        $status = self::get();
        return ($status['state'] ?? '') === 'retrying' ? max(0, (int) ($status['attempt'] ?? 0)) : 0;
    }

    private static function when(int $time): string {
        return wp_date(get_option('date_format') . ' ' . get_option('time_format'), $time);
    }

    /** "N changes wait: …" for a list with no event, until the next change or a save of this page. */
    private static function waiting(int $changes): string {
        /* translators: %d: how many changes (posts, portfolio items, FAQs) wait to be named in a refresh request */
        return sprintf(_n('%d change waits: it is sent with the next change, or when you save this page.', '%d changes wait: they are sent with the next change, or when you save this page.', $changes, 'studio-companion'), $changes);
    }

    /** The paragraph on the settings page; nothing before the first request. */
    public static function render(): void {
        $s = self::get();
        if (!$s) {
            return;
        }
        $changes = (int) $s['changes'];
        $why = (string) $s['why'];
        $at = self::when((int) $s['time']);
        switch ($s['state']) {
            case 'sent':
                /* translators: 1: date and time, 2: "3 changes" */
                $text = sprintf(__('Last refresh request: sent %1$s, naming %2$s.', 'studio-companion'), $at, sprintf(_n('%d change', '%d changes', $changes, 'studio-companion'), $changes));
                $class = 'notice-success';
                break;
            case 'retrying':
                /* translators: 1: date and time of the failure, 2: GitHub's answer, 3: date and time of the next request, 4: its number, 5: how many requests in all */
                $text = sprintf(__('The last refresh request failed %1$s (%2$s). It is sent again %3$s (attempt %4$d of %5$d).', 'studio-companion'), $at, $why, self::when((int) $s['retry_at']), (int) $s['attempt'] + 1, Studio_Companion_Publish_Hook::MAX_ATTEMPTS);
                $class = 'notice-warning';
                break;
            case 'gave-up':
                /* translators: 1: how many requests, 2: date and time of the last, 3: the last failure */
                $text = sprintf(__('GitHub did not take the refresh request after %1$d attempts (last %2$s: %3$s).', 'studio-companion'), (int) $s['attempt'], $at, $why) . ' ' . self::waiting($changes);
                $class = 'notice-error';
                break;
            case 'not-set':
                /* translators: %s: date and time */
                $text = sprintf(__('No refresh request was sent %s: the repository or the token below is not set.', 'studio-companion'), $at) . ' ' . self::waiting($changes);
                $class = 'notice-error';
                break;
            default:
                /* translators: 1: date and time, 2: GitHub's answer */
                $text = sprintf(__('The last refresh request was refused %1$s: %2$s. Check the repository and the token below.', 'studio-companion'), $at, $why) . ' ' . self::waiting($changes);
                $class = 'notice-error';
        }
        printf('<div class="notice inline %1$s"><p role="status">%2$s</p></div>', esc_attr($class), esc_html($text));
    }
}
