<?php
/**
 * Publishing, updating, unpublishing, trashing or deleting a post, portfolio
 * item or FAQ runs the site's snapshot refresh workflow
 * (.github/workflows/refresh-snapshot.yml) through GitHub's "create a
 * workflow dispatch event", on the branch STUDIO_COMPANION_GITHUB_REF (or the
 * filter studio_companion_github_ref; "main" by default). That call needs a
 * token with "Actions: Read and write" only, which can start and cancel
 * workflow runs but cannot write a file of the repository: a token taken from
 * WordPress cannot push code (decision 206). (A repository_dispatch needed
 * "Contents: Read and write", enough to push to any unprotected branch.)
 *
 * Debounce: a change is added to a pending list (an option) and one single
 * cron event is scheduled STUDIO_COMPANION_DISPATCH_DELAY seconds later (60 by
 * default) unless one is already waiting. The block editor's second save (meta
 * boxes), a quick correction, a bulk trash: all join the same event, which
 * sends one request listing them. Revisions and autosaves are not changes of
 * the published site and queue nothing; neither do drafts.
 *
 * When GitHub cannot take the request (no answer, a 5xx, a rate limit), the
 * list is put back and sent again later: 1, 2, 4 … minutes, up to an hour
 * apart, MAX_ATTEMPTS times (decision 169). When GitHub refuses it (a revoked
 * token, a wrong repository), when no repository or token is set, or after the
 * last attempt, the list waits, with no timer: it goes with the next change,
 * or when the settings page is saved. There is one event at a time, a retry
 * included. Settings → Studio Companion says how the last request went.
 *
 * The token goes into the Authorization header of that one request and nowhere
 * else: failures are logged with the HTTP status and GitHub's message only.
 * STUDIO_COMPANION_GITHUB_API (or the filter studio_companion_github_api)
 * changes https://api.github.com, for GitHub Enterprise or a test receiver.
 */

if (!defined('ABSPATH')) {
    exit;
}

final class Studio_Companion_Publish_Hook {
    const CRON_HOOK = 'studio_companion_dispatch';
    const PENDING_OPTION = 'studio_companion_dispatch_pending';
    /** The workflow the request runs; it declares the inputs `source` and `changes`. */
    const WORKFLOW_FILE = 'refresh-snapshot.yml';
    const MAX_ITEMS = 25;
    /** Requests made for one list before it waits for the next change or new settings. */
    const MAX_ATTEMPTS = 8;

    public static function init(): void {
        add_action('transition_post_status', [self::class, 'on_transition'], 10, 3);
        add_action('before_delete_post', [self::class, 'on_delete'], 10, 2);
        add_action(self::CRON_HOOK, [self::class, 'send']);
        // Every save of the settings page updates the repository (unchanged or not, which
        // update_option_{…} would not say): a list that waits for new settings is sent.
        add_filter('pre_update_option_studio_companion_github_repo', [self::class, 'settings_saved']);
    }

    public static function content_types(): array {
        return (array) apply_filters('studio_companion_content_types', STUDIO_COMPANION_CONTENT_TYPES);
    }

    private static function watched(WP_Post $post): bool {
        return in_array($post->post_type, self::content_types(), true) && !wp_is_post_revision($post) && !wp_is_post_autosave($post);
    }

    public static function on_transition(string $new, string $old, WP_Post $post): void {
        if (!self::watched($post) || ($new !== 'publish' && $old !== 'publish')) {
            return;
        }
        $change = $new === 'trash' ? 'trashed' : ($new !== 'publish' ? 'unpublished' : ($old === 'publish' ? 'updated' : 'published'));
        self::queue($post, $change);
    }

    /** Deleting without the trash (e.g. "Delete permanently" with EMPTY_TRASH_DAYS 0). */
    public static function on_delete(int $post_id, $post = null): void {
        $post = $post instanceof WP_Post ? $post : get_post($post_id);
        if ($post && self::watched($post) && $post->post_status === 'publish') {
            self::queue($post, 'deleted');
        }
    }

    public static function delay(): int {
        $delay = defined('STUDIO_COMPANION_DISPATCH_DELAY') ? (int) STUDIO_COMPANION_DISPATCH_DELAY : 60;
        return max(0, (int) apply_filters('studio_companion_dispatch_delay', $delay));
    }

    /**
     * Adds the change to the pending list, under the list's database lock:
     * two publishes at once each read the list and wrote it back with only
     * their own item, and a publish while the event sent the list wrote its
     * item just before the event deleted the list, so no refresh was asked
     * for it. A publish is never refused: when the lock cannot be had, the
     * change is added without it, as before, and that is logged.
     *
     * Every change makes sure an event will send the list, reading
     * WordPress's cron schedule afresh: this request's copy may still hold
     * the event that has just taken the list before. A list that waits (a
     * refused request) has no event, and a retry's event may have been lost
     * (a deactivation, WordPress's own cron race): the next change brings one.
     */
    public static function queue(WP_Post $post, string $change): void {
        $add = function () use ($post, $change): void {
            $pending = self::read_pending();
            $key = $post->post_type . ':' . $post->ID;
            unset($pending[$key]); // the latest change of an item last
            $pending[$key] = ['type' => $post->post_type, 'id' => (int) $post->ID, 'change' => $change];
            update_option(self::PENDING_OPTION, array_slice($pending, -self::MAX_ITEMS, null, true), false);
            self::schedule();
        };
        Studio_Companion_Http::locked(self::PENDING_OPTION, $add, function () use ($add): void {
            error_log('studio-companion: the list of changes to publish was busy; this change was added without its lock');
            $add();
        });
    }

    /**
     * One event `delay()` seconds from now, unless one is waiting in the cron
     * schedule as the database has it: one event at a time, so a retry and a
     * change saved meanwhile never make two requests. A change saved while a
     * retry waits joins the list it sends.
     */
    private static function schedule(int $delay = -1): void {
        // The schedule is an autoloaded option: forget this request's copy of it.
        wp_cache_delete('alloptions', 'options');
        wp_cache_delete('cron', 'options');
        if (!wp_next_scheduled(self::CRON_HOOK)) {
            wp_schedule_single_event(time() + ($delay < 0 ? self::delay() : $delay), self::CRON_HOOK);
        }
    }

    /**
     * The settings page saved (pre_update_option_… of the repository, its value
     * passed through): a list that waits is sent, with the settings as saved.
     *
     * @param mixed $value
     * @return mixed
     */
    public static function settings_saved($value = null) {
        if (self::read_pending()) {
            self::schedule();
        }
        return $value;
    }

    /** Activation: a list left by a deactivation (its event removed) is sent. */
    public static function resume(): void {
        self::settings_saved();
    }

    /**
     * Puts a list whose request failed back, under the lock, before what was
     * added since: a change saved meanwhile is the item's latest and stays last.
     * Returns how many changes the list holds now.
     */
    private static function put_back(array $failed): int {
        $merge = function () use ($failed): int {
            $merged = $failed;
            foreach (self::read_pending() as $key => $item) {
                unset($merged[$key]);
                $merged[$key] = $item;
            }
            $merged = array_slice($merged, -self::MAX_ITEMS, null, true);
            update_option(self::PENDING_OPTION, $merged, false);
            return count($merged);
        };
        return Studio_Companion_Http::locked(self::PENDING_OPTION, $merge, function () use ($merge): int {
            error_log('studio-companion: the list of changes to publish was busy; the failed list was put back without its lock');
            return $merge();
        });
    }

    /**
     * Whether GitHub may take the same request later: no answer, a server
     * error, a timeout, or a rate limit (429, or 403 with Retry-After or no
     * requests left). Any other answer (401 bad credentials, 404 no such
     * repository, 422) would be refused again.
     *
     * @param array|WP_Error $response
     */
    private static function may_succeed_later($response, int $code): bool {
        if (is_wp_error($response) || $code >= 500 || $code === 429 || $code === 408) {
            return true;
        }
        return $code === 403 && (wp_remote_retrieve_header($response, 'retry-after') !== '' || wp_remote_retrieve_header($response, 'x-ratelimit-remaining') === '0');
    }

    /**
     * Seconds before attempt `$attempt + 1`: 1, 2, 4 … minutes, at most an
     * hour, and never sooner than GitHub's Retry-After (capped at an hour).
     *
     * @param array|WP_Error $response
     */
    private static function retry_delay($response, int $attempt): int {
        $wait = min(3600, 60 * (2 ** ($attempt - 1)));
        $after = is_wp_error($response) ? '' : (string) wp_remote_retrieve_header($response, 'retry-after');
        if (ctype_digit($after)) {
            $wait = max($wait, min(3600, (int) $after));
        }
        return $wait;
    }

    /**
     * The pending list as the database has it now (under the lock), not as
     * this request read it before: its value, or its absence, may be cached.
     */
    private static function read_pending(): array {
        wp_cache_delete(self::PENDING_OPTION, 'options');
        $missing = wp_cache_get('notoptions', 'options');
        if (is_array($missing) && isset($missing[self::PENDING_OPTION])) {
            unset($missing[self::PENDING_OPTION]);
            wp_cache_set('notoptions', $missing, 'options');
        }
        $all = wp_cache_get('alloptions', 'options');
        if (is_array($all) && array_key_exists(self::PENDING_OPTION, $all)) {
            unset($all[self::PENDING_OPTION]);
            wp_cache_set('alloptions', $all, 'options');
        }
        $pending = get_option(self::PENDING_OPTION, []);
        return is_array($pending) ? $pending : [];
    }

    /**
     * The pending list, taken (read and deleted) under its lock; null when
     * the lock cannot be had: the list stays for the next event.
     */
    private static function take(): ?array {
        return Studio_Companion_Http::locked(self::PENDING_OPTION, function (): array {
            $pending = self::read_pending();
            delete_option(self::PENDING_OPTION);
            return $pending;
        }, function (): ?array {
            return null;
        });
    }

    /** Every event of the hook, whatever its arguments. */
    public static function unschedule(): void {
        wp_unschedule_hook(self::CRON_HOOK);
    }

    public static function api_base(): string {
        $base = defined('STUDIO_COMPANION_GITHUB_API') ? (string) STUDIO_COMPANION_GITHUB_API : 'https://api.github.com';
        return untrailingslashit((string) apply_filters('studio_companion_github_api', $base));
    }

    /** The branch whose workflow file runs: `main`, or STUDIO_COMPANION_GITHUB_REF (the filter studio_companion_github_ref) where the site's default branch has another name. */
    public static function ref(): string {
        $ref = defined('STUDIO_COMPANION_GITHUB_REF') ? (string) STUDIO_COMPANION_GITHUB_REF : 'main';
        return (string) apply_filters('studio_companion_github_ref', $ref);
    }

    /** The cron event: one request for everything pending. */
    public static function send(): void {
        $pending = self::take();
        if ($pending === null) {
            error_log('studio-companion: the list of changes to publish was busy; the refresh request is sent with the next event');
            self::schedule(max(60, self::delay()));
            return;
        }
        if (!$pending) {
            return;
        }
        $repo = Studio_Companion_Settings::repo();
        $token = Studio_Companion_Settings::token();
        if ($repo === '' || $token === '') {
            Studio_Companion_Dispatch_Status::record('not-set', self::put_back($pending));
            error_log('studio-companion: content changed, but no GitHub repository or token is set (Settings → Studio Companion); the changes wait for them');
            return;
        }
        $url = self::api_base() . '/repos/' . $repo . '/actions/workflows/' . self::WORKFLOW_FILE . '/dispatches';
        // A workflow's inputs are strings: the list (at most MAX_ITEMS, ~1.3 KB) goes as JSON.
        $body = [
            'ref' => self::ref(),
            'inputs' => [
                'source' => home_url('/'),
                'changes' => wp_json_encode(array_values($pending)),
            ],
        ];
        $response = wp_remote_post($url, [
            'timeout' => 15,
            'redirection' => 0,
            'headers' => [
                'Accept' => 'application/vnd.github+json',
                'Authorization' => 'Bearer ' . $token,
                'X-GitHub-Api-Version' => '2022-11-28',
                'Content-Type' => 'application/json',
                'User-Agent' => 'studio-companion/' . STUDIO_COMPANION_VERSION,
            ],
            'body' => wp_json_encode($body),
        ]);
        $code = is_wp_error($response) ? 0 : (int) wp_remote_retrieve_response_code($response);
        if ($code >= 200 && $code < 300) {
            Studio_Companion_Dispatch_Status::record('sent', count($pending));
            return;
        }
        $why = is_wp_error($response) ? $response->get_error_message() : 'HTTP ' . $code;
        if (!is_wp_error($response)) {
            $json = json_decode((string) wp_remote_retrieve_body($response), true);
            $why .= is_array($json) && is_string($json['message'] ?? null) ? ' ' . $json['message'] : '';
            // A token made for the old request (Contents) is refused here: say what it needs.
            if ($code === 403 && !self::may_succeed_later($response, $code)) {
                $why .= ' (the token needs the repository permission "Actions: Read and write")';
            }
        }
        $why = Studio_Companion_Http::header_text(str_replace($token, '[token]', $why), 300);
        $waiting = self::put_back($pending);
        // The failed requests in a row, this one included (the status keeps the count between events).
        $attempt = Studio_Companion_Dispatch_Status::failed_in_a_row() + 1;
        $later = self::may_succeed_later($response, $code);
        if ($later && $attempt < self::MAX_ATTEMPTS) {
            $wait = self::retry_delay($response, $attempt);
            self::schedule($wait);
            // The event may be sooner: one a change saved during this request scheduled.
            $next = (int) (wp_next_scheduled(self::CRON_HOOK) ?: time() + $wait);
            Studio_Companion_Dispatch_Status::record('retrying', $waiting, $why, $attempt, $next);
            error_log(sprintf('studio-companion: the refresh request to GitHub (%s) failed: %s; it is sent again in %d s (attempt %d of %d)', $repo, $why, max(0, $next - time()), $attempt + 1, self::MAX_ATTEMPTS));
            return;
        }
        Studio_Companion_Dispatch_Status::record($later ? 'gave-up' : 'refused', $waiting, $why, $attempt);
        error_log('studio-companion: the refresh request to GitHub (' . $repo . ') failed: ' . $why . ($later ? sprintf('; no answer after %d attempts', $attempt) : '') . '; the changes wait for the next change or a save of the settings page');
    }
}
