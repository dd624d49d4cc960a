<?php
/**
 * Plugin Name: Studio Companion test hooks
 * Description: Contract-test only (tests/contract/plugin.test.ts): captures mail, points the GitHub dispatch at a local receiver, sends it without delay.
 *
 * Never part of the plugin: stack.ts copies this into a test run's mu-plugins
 * when asked (startWordPress({ muPlugins })).
 *
 * - Every wp_mail() is written, as WordPress was asked to send it, to
 *   <run folder>/mail/<time>-<n>.json ({to, subject, message, headers}), and not sent;
 *   while the option studio_test_mail_fails is set, wp_mail() fails instead (a host without mail).
 * - The option studio_test_github_api, when set, replaces https://api.github.com;
 *   studio_test_github_ref, when set, the branch the workflow runs on.
 * - The dispatch cron event is due at once (the test runs cron itself; the
 *   stack has DISABLE_WP_CRON).
 * - The options studio_test_slow_subscriber, studio_test_slow_faq, studio_test_slow_rate_limit
 *   and studio_test_slow_pending hold a sign-up, an FAQ's save, the rate limit or the publish
 *   hook's list of changes back, to make parallel requests overlap; studio_test_no_locks makes
 *   the database's named locks fail; studio_test_check_lock records whether an address's
 *   lock was free when its mail went (below).
 * - studio_test_keep_theme turns the redirect of WordPress's own pages to the site off;
 *   studio_test_confirmations_per_hour is the site's hourly limit of confirmation mails.
 * - studio_test_slow_mail holds each mail back before it is written (the plugin mails after
 *   its answer: the answer must not wait for it).
 * - Every form request (POST to the plugin's leads or subscribers) is marked in
 *   <run folder>/busy/ from the moment this file loads until its last shutdown work is done (the
 *   plugin's mail after the answer included): the tests wait for that folder to be empty before
 *   they read mail or the database (tests/contract/wp-mail.ts). Only those: a test that runs
 *   WordPress's cron while a held post save is in flight must not wait for that save.
 */

if (PHP_SAPI !== 'cli' && ($_SERVER['REQUEST_METHOD'] ?? '') === 'POST' && preg_match('#/studio-companion/v1/(leads|subscribers)/?(\?|$)#', (string) ($_SERVER['REQUEST_URI'] ?? ''))) {
    $studio_test_busy = dirname(WP_CONTENT_DIR) . '/busy';
    if (!is_dir($studio_test_busy)) {
        @mkdir($studio_test_busy, 0777, true);
    }
    $studio_test_marker = $studio_test_busy . '/' . getmypid() . '-' . bin2hex(random_bytes(4));
    touch($studio_test_marker);
    add_action('shutdown', function () use ($studio_test_marker) {
        @unlink($studio_test_marker);
    }, PHP_INT_MAX);
}

add_filter('pre_wp_mail', function ($null, $atts) {
    $slow = (int) get_option('studio_test_slow_mail', 0);
    if ($slow > 0) {
        usleep($slow * 1000);
    }
    if (get_option('studio_test_mail_fails')) {
        return false;
    }
    $dir = dirname(WP_CONTENT_DIR) . '/mail';
    if (!is_dir($dir)) {
        mkdir($dir, 0777, true);
    }
    $headers = $atts['headers'] ?? [];
    $record = [
        'to' => $atts['to'],
        'subject' => $atts['subject'],
        'message' => $atts['message'],
        'headers' => is_array($headers) ? array_values($headers) : preg_split("/\r?\n/", (string) $headers),
    ];
    $name = sprintf('%.6f-%s.json', microtime(true), bin2hex(random_bytes(3)));
    file_put_contents("$dir/$name", json_encode($record, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE));
    return true;
}, 10, 2);

add_filter('studio_companion_github_api', function ($base) {
    $test = get_option('studio_test_github_api');
    return is_string($test) && $test !== '' ? $test : $base;
});

add_filter('studio_companion_github_ref', function ($ref) {
    $test = get_option('studio_test_github_ref');
    return is_string($test) && $test !== '' ? $test : $ref;
});

add_filter('studio_companion_dispatch_delay', '__return_zero');

// The option studio_test_slow_subscriber (milliseconds), when set, holds each new subscriber
// post that long before it is inserted: parallel first sign-ups for one address then overlap
// every time, not once in many runs (plugin-abuse.test.ts).
// The option studio_test_slow_faq does the same for an FAQ: its publish then reaches the publish
// hook well after its request loaded WordPress's options, cron schedule included (plugin.test.ts).
add_filter('wp_insert_post_data', function ($data) {
    $type = $data['post_type'] ?? '';
    $ms = $type === 'subscriber' ? (int) get_option('studio_test_slow_subscriber', 0) : ($type === 'faq' ? (int) get_option('studio_test_slow_faq', 0) : 0);
    if ($ms > 0) {
        usleep($ms * 1000);
    }
    return $data;
});

// The option studio_test_slow_rate_limit (milliseconds), when set, holds each read of the rate
// limit's setting that long: the rate limit reads it between reading a client's count and
// writing it back, so parallel requests overlap there every time (plugin-abuse.test.ts).
add_filter('option_studio_companion_rate_limit', function ($value) {
    $ms = (int) get_option('studio_test_slow_rate_limit', 0);
    if ($ms > 0) {
        usleep($ms * 1000);
    }
    return $value;
});

// The option studio_test_slow_pending (milliseconds), when set, holds each read of the publish
// hook's list of changes that long: a publish reads it, then writes it back with its change; the
// dispatch event reads it, then deletes it. Parallel publishes, or a publish while the event
// runs, then overlap there every time (plugin.test.ts). The list may not exist yet: both filters.
// A publish reads it twice (once more in update_option), so holds the list's lock twice as long.
foreach (['option_studio_companion_dispatch_pending', 'default_option_studio_companion_dispatch_pending'] as $studio_test_filter) {
    add_filter($studio_test_filter, function ($value) {
        $ms = (int) get_option('studio_test_slow_pending', 0);
        if ($ms > 0) {
            usleep($ms * 1000);
        }
        return $value;
    });
}

// The option studio_test_no_locks, when set, makes every GET_LOCK an error, as on a database
// without named locks (plugin-abuse.test.ts: the forms still work).
// Each rewrite is counted in studio_test_no_locks_hits, so a test knows the locks did fail.
$studio_test_no_lock_hits = 0;
add_filter('query', function ($sql) use (&$studio_test_no_lock_hits) {
    if (is_string($sql) && str_starts_with($sql, 'SELECT GET_LOCK(') && get_option('studio_test_no_locks')) {
        $studio_test_no_lock_hits++;
        return 'SELECT studio_no_such_function()';
    }
    return $sql;
});
add_action('shutdown', function () use (&$studio_test_no_lock_hits) {
    if ($studio_test_no_lock_hits > 0) {
        update_option('studio_test_no_locks_hits', (int) get_option('studio_test_no_locks_hits', 0) + $studio_test_no_lock_hits);
    }
});

// The option studio_test_check_lock, when set, records in studio_test_lock_free whether the
// address's lock was free (IS_FREE_LOCK: "1") when its confirmation mail was sent, after the
// sign-up's work under the lock: a lock left held would be "0".
add_filter('pre_wp_mail', function ($null, $atts) {
    global $wpdb;
    if (get_option('studio_test_check_lock') && class_exists('Studio_Companion_Newsletter')) {
        $name = Studio_Companion_Http::lock_name(Studio_Companion_Newsletter::lock_key((string) $atts['to']));
        update_option('studio_test_lock_free', (string) $wpdb->get_var($wpdb->prepare('SELECT IS_FREE_LOCK(%s)', $name)), false);
    }
    return $null;
}, 5, 2);

// The option studio_test_keep_theme, when set, keeps WordPress's own pages (the filter a studio
// that still shows some pages from WordPress would add; plugin.test.ts).
add_filter('studio_companion_front_redirect', function ($redirect) {
    return get_option('studio_test_keep_theme') ? false : $redirect;
});

// The option studio_test_confirmations_per_hour, when set, is the site's hourly limit of
// newsletter confirmation mails (plugin-abuse.test.ts: a few sign-ups reach it).
add_filter('studio_companion_confirmations_per_hour', function ($limit) {
    $test = (int) get_option('studio_test_confirmations_per_hour', 0);
    return $test > 0 ? $test : $limit;
});
