<?php
/**
 * How the last refresh request went, for Settings → Studio Companion
 * (decision 169): sent, failed and to be sent again at a given time, or
 * failed and waiting for the next change or new settings. Kept in one option,
 * not autoloaded; it holds GitHub's short message, never the token.
 */

if (!defined('ABSPATH')) {
    exit;
}

final class Studio_Companion_Dispatch_Status {
    const OPTION = 'studio_companion_dispatch_status';

    /**
     * @param string $state 'sent', 'retrying', 'refused' (GitHub will not take it as it is) or 'gave-up' (no answer after the last attempt)
     */
    public static function record(string $state, int $changes, string $why = '', int $attempt = 0, int $retry_at = 0): void {
        update_option(self::OPTION, ['state' => $state, 'time' => time(), 'changes' => $changes, 'why' => $why, 'attempt' => $attempt, 'retry_at' => $retry_at], false);
    }

    public static function get(): array {
        $status = get_option(self::OPTION, []);
        return is_array($status) && isset($status['state'], $status['time']) ? $status : [];
    }

    /** Whether the last request failed for good and its changes wait, with no event to send them. */
    public static function waiting(): bool {
        wp_cache_delete(self::OPTION, 'options');
        return in_array(self::get()['state'] ?? '', ['refused', 'gave-up'], true);
    }

    private static function when(int $time): string {
        return wp_date(get_option('date_format') . ' ' . get_option('time_format'), $time);
    }

    /** The paragraph on the settings page; nothing before the first request. */
    public static function render(): void {
        $s = self::get();
        if (!$s) {
            return;
        }
        $changes = (int) $s['changes'];
        $named = sprintf(_n('%d change', '%d changes', $changes, 'studio-companion'), $changes);
        $why = (string) $s['why'];
        switch ($s['state']) {
            case 'sent':
                $text = sprintf(__('Last refresh request: sent %1$s, naming %2$s.', 'studio-companion'), self::when((int) $s['time']), $named);
                $class = 'notice-success';
                break;
            case 'retrying':
                $text = sprintf(__('The last refresh request failed %1$s (%2$s). It is sent again %3$s (attempt %4$d of %5$d).', 'studio-companion'), self::when((int) $s['time']), $why, self::when((int) $s['retry_at']), (int) $s['attempt'] + 1, Studio_Companion_Publish_Hook::MAX_ATTEMPTS);
                $class = 'notice-warning';
                break;
            case 'gave-up':
                $text = sprintf(__('GitHub did not take the refresh request after %1$d attempts (last %2$s: %3$s).', 'studio-companion'), (int) $s['attempt'], self::when((int) $s['time']), $why)
                    . ' ' . sprintf(_n('%d change waits: it is sent with the next change, or when you save the repository or a new token.', '%d changes wait: they are sent with the next change, or when you save the repository or a new token.', $changes, 'studio-companion'), $changes);
                $class = 'notice-error';
                break;
            default:
                $text = sprintf(__('The last refresh request was refused %1$s: %2$s. Check the repository and the token below.', 'studio-companion'), self::when((int) $s['time']), $why)
                    . ' ' . sprintf(_n('%d change waits: it is sent when you save them, or with the next change.', '%d changes wait: they are sent when you save them, or with the next change.', $changes, 'studio-companion'), $changes);
                $class = 'notice-error';
        }
        printf('<div class="notice inline %1$s"><p role="status">%2$s</p></div>', esc_attr($class), esc_html($text));
    }
}
