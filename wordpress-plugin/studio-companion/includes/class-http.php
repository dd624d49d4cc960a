<?php
/**
 * What the plugin's public endpoints share: CORS for the site's origin only
 * (for the whole REST API, replacing WordPress's reflect-any-origin default),
 * a refusal of other browser origins, the per-address rate limit, the JSON
 * body and the error shape {code, message, data: {status, fields}}.
 */

if (!defined('ABSPATH')) {
    exit;
}

final class Studio_Companion_Http {
    public static function init(): void {
        // WordPress core adds rest_send_cors_headers at rest_api_init (priority 10); replace it after.
        add_action('rest_api_init', [self::class, 'replace_core_cors'], 20);
        add_filter('rest_post_dispatch', [self::class, 'shape_core_errors'], 10, 3);
    }

    public static function replace_core_cors(): void {
        // Until the studio names its site, WordPress's own CORS stays: installing the plugin
        // must not cut the live site's Load More and search off before it is configured.
        if (self::allowed_origins() === []) {
            return;
        }
        remove_filter('rest_pre_serve_request', 'rest_send_cors_headers');
        add_filter('rest_pre_serve_request', [self::class, 'send_cors_headers']);
    }

    /** Origins a browser may call the REST API from: the configured site, and what the filter adds. */
    public static function allowed_origins(): array {
        $own = array_values(array_filter([Studio_Companion_Settings::site_url(), Studio_Companion_Settings::preview_url()]));
        $origins = apply_filters('studio_companion_allowed_origins', $own);
        return array_values(array_filter(array_map('strval', (array) $origins)));
    }

    public static function origin_allowed(string $origin): bool {
        return in_array(strtolower($origin), array_map('strtolower', self::allowed_origins()), true);
    }

    /**
     * CORS headers on every REST response, preflights (OPTIONS) included. Only an
     * allowed origin is echoed; never "*", never credentials (the site sends an
     * application password in Authorization, which WordPress lists in
     * Access-Control-Allow-Headers, and no cookies).
     */
    public static function send_cors_headers($served) {
        $origin = get_http_origin();
        if ($origin && self::origin_allowed($origin) && !headers_sent()) {
            header('Access-Control-Allow-Origin: ' . $origin);
            header('Access-Control-Allow-Methods: GET, POST, OPTIONS');
            header('Access-Control-Max-Age: 600');
        }
        if (!headers_sent()) {
            header('Vary: Origin', false);
        }
        return $served;
    }

    /** permission_callback of the public POST routes: a browser on another origin is refused. */
    public static function origin_permission(WP_REST_Request $request) {
        $origin = $request->get_header('origin');
        if ($origin !== null && $origin !== '' && !self::origin_allowed($origin)) {
            return self::error('studio_forbidden_origin', __('This origin may not send forms here.', 'studio-companion'), 403);
        }
        return true;
    }

    /** The error shape of every endpoint; `fields` maps a form field to its message. */
    public static function error(string $code, string $message, int $status, array $fields = [], array $extra = []): WP_Error {
        return new WP_Error($code, $message, ['status' => $status, 'fields' => (object) $fields] + $extra);
    }

    /**
     * The opening of every public POST route: the rate limit, then a JSON object.
     * Returns the body, or the error to answer with.
     */
    public static function form_body(WP_REST_Request $request, string $bucket) {
        $limited = self::rate_limit($bucket);
        if ($limited) {
            return $limited;
        }
        return self::json_object($request) ?? self::invalid_json();
    }

    /** The decoded JSON object of the request, or null when the body is not one. */
    public static function json_object(WP_REST_Request $request): ?array {
        $params = $request->get_json_params();
        if (!is_array($params) || ($params !== [] && array_is_list($params))) {
            return null;
        }
        return $params;
    }

    /** WordPress rejects malformed JSON before the route runs; give that error our shape too. */
    public static function shape_core_errors($response, $server, $request) {
        if (!($response instanceof WP_REST_Response) || !str_starts_with((string) $request->get_route(), '/' . STUDIO_COMPANION_NS . '/')) {
            return $response;
        }
        $data = $response->get_data();
        if ($response->get_status() === 400 && is_array($data) && ($data['code'] ?? '') === 'rest_invalid_json') {
            $response->set_data(self::invalid_json_data());
        }
        return $response;
    }

    public static function invalid_json(): WP_Error {
        $d = self::invalid_json_data();
        return new WP_Error($d['code'], $d['message'], $d['data']);
    }

    private static function invalid_json_data(): array {
        return [
            'code' => 'studio_invalid_json',
            'message' => __('Send the form as a JSON object (Content-Type: application/json).', 'studio-companion'),
            'data' => ['status' => 400, 'fields' => (object) []],
        ];
    }

    /** The client's rate-limit bucket (class-client-address.php: trusted proxies, IPv4-mapped, IPv6 /64). */
    public static function client_ip(): string {
        return Studio_Companion_Client_Address::bucket();
    }

    /** An IPv6 network (/48) may send this many times the limit of one client (decision 208). */
    const NETWORK_FACTOR = 10;

    /**
     * Counts one request of the client in a fixed window (a transient per
     * address and bucket, keyed by an HMAC with the site's secret salt: no
     * address is stored, and none can be found again by hashing every IPv4
     * address, as a plain hash's could be; decision 219). Over the
     * limit: a 429 response with Retry-After, else null. The count is read and
     * written under a database lock of its own: parallel requests from one
     * client each read the same count, and most went through. An IPv6 client
     * is counted in its /48 too, with NETWORK_FACTOR times the limit.
     */
    public static function rate_limit(string $bucket): ?WP_REST_Response {
        $limited = self::count_request($bucket . '|' . self::client_ip(), 1);
        $network = Studio_Companion_Client_Address::network();
        return $limited ?? ($network === null ? null : self::count_request($bucket . '|' . $network, self::NETWORK_FACTOR));
    }

    /** One request counted in the window of `$who`, allowed `$factor` times the limit. */
    private static function count_request(string $who, int $factor): ?WP_REST_Response {
        $key = 'studio_rl_' . substr(hash_hmac('sha256', $who, wp_salt('nonce')), 0, 32);
        $window = Studio_Companion_Settings::rate_window();
        // A client whose requests keep the lock taken 5 s is sending too many.
        return self::locked($key, static function () use ($key, $window, $factor) {
            $now = time();
            $state = get_transient($key);
            if (!is_array($state) || !isset($state['start'], $state['count']) || $state['start'] + $window <= $now) {
                $state = ['start' => $now, 'count' => 0];
            }
            if ($state['count'] >= $factor * Studio_Companion_Settings::rate_limit()) {
                return self::too_many(max(1, $state['start'] + $window - $now));
            }
            $state['count']++;
            set_transient($key, $state, max(1, $state['start'] + $window - $now));
            return null;
        }, static fn () => self::too_many(60), 5);
    }

    /** The 429 answer: retry in `$retry` seconds (Retry-After, and the message in minutes). */
    private static function too_many(int $retry): WP_REST_Response {
        $minutes = (int) ceil($retry / 60);
        /* translators: %d: minutes */
        $message = sprintf(_n('Too many requests. Please try again in %d minute.', 'Too many requests. Please try again in %d minutes.', $minutes, 'studio-companion'), $minutes);
        $response = rest_convert_error_to_response(self::error('studio_rate_limited', $message, 429, [], ['retry_after' => $retry]));
        $response->header('Retry-After', (string) $retry);
        return $response;
    }

    /**
     * Runs `$fn` holding the database lock named for `$name` (GET_LOCK: one
     * holder at a time across all PHP processes, freed when the connection
     * ends, so a request that dies frees it), waiting up to `$wait` seconds;
     * `$busy()` when it is not taken: still held by another request, or the
     * wait cut short (a statement time limit, a killed query). Only a database
     * without the function at all (a SQLite drop-in) runs `$fn` unlocked, as
     * before locks, rather than refuse every form; that is logged once a
     * request.
     *
     * @return mixed what `$fn` or `$busy` returns
     */
    public static function locked(string $name, callable $fn, callable $busy, int $wait = 10) {
        global $wpdb;
        $lock = self::lock_name($name);
        // Not printed into the answer (WP_DEBUG shows database errors).
        $shown = $wpdb->suppress_errors(true);
        $got = $wpdb->get_var($wpdb->prepare('SELECT GET_LOCK(%s, %d)', $lock, $wait));
        $wpdb->suppress_errors($shown);
        if ($got === null && preg_match('/does not exist|no such function|not supported|unknown function/i', (string) $wpdb->last_error)) {
            static $logged = false;
            if (!$logged) {
                $logged = true;
                error_log('studio-companion: the database has no named locks (' . $wpdb->last_error . '); forms and the list of changes to publish run without them');
            }
            return $fn();
        }
        if ((string) $got !== '1') {
            return $busy();
        }
        try {
            return $fn();
        } finally {
            $wpdb->query($wpdb->prepare('SELECT RELEASE_LOCK(%s)', $lock));
        }
    }

    /**
     * The database lock's name for `$name`: a hash of the database, the table
     * prefix and `$name`, since lock names are shared by every database on the
     * server (at most 64 characters).
     */
    public static function lock_name(string $name): string {
        global $wpdb;
        return 'studio_' . substr(hash('sha256', (defined('DB_NAME') ? DB_NAME : '') . '|' . $wpdb->prefix . '|' . $name), 0, 40);
    }

    /** Work that runs once the answer has gone (after_response()). */
    private static array $after = [];

    /**
     * Runs `$work` after the answer has reached the visitor: at WordPress's `shutdown`, once
     * PHP-FPM (fastcgi_finish_request) or LiteSpeed has closed the connection, so what it costs
     * is neither the visitor's wait nor visible in the answer's timing. The newsletter's
     * confirmation mail goes there: a sign-up for a new address, which mails, answered a mail
     * server's seconds later than one for a confirmed address, which does not, so the time told
     * who is subscribed (decision 211). A lead's mail too: the visitor's "sent" does not wait for
     * the mail server. Under another server API (mod_php) the work runs at the same point and the
     * answer waits for it, as before. One that throws is logged; the others still run.
     */
    public static function after_response(callable $work): void {
        if (self::$after === []) {
            add_action('shutdown', [self::class, 'run_after_response'], 1000);
        }
        self::$after[] = $work;
    }

    /** At shutdown: closes the connection, then runs the work after_response() was given. */
    public static function run_after_response(): void {
        $work = self::$after;
        self::$after = [];
        ignore_user_abort(true);
        while (ob_get_level() > 0 && @ob_end_flush()) {
        }
        if (function_exists('fastcgi_finish_request')) {
            fastcgi_finish_request();
        } elseif (function_exists('litespeed_finish_request')) {
            litespeed_finish_request();
        }
        foreach ($work as $fn) {
            try {
                $fn();
            } catch (Throwable $e) {
                error_log('studio-companion: work after the answer failed: ' . $e->getMessage());
            }
        }
    }

    /** The honeypot: a field people never see (`website`), which bots fill in. */
    public static function is_bot(array $body): bool {
        return isset($body['website']) && $body['website'] !== '' && $body['website'] !== null;
    }

    /** One line for a mail header: no CR/LF or other control characters, trimmed. */
    public static function header_text(string $text, int $max = 200): string {
        $text = preg_replace('/[\x00-\x1F\x7F]+/u', ' ', $text) ?? '';
        return trim(mb_substr($text, 0, $max));
    }
}
