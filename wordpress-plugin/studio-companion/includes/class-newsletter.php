<?php
/**
 * Newsletter sign-ups with double opt-in: POST /wp-json/studio-companion/v1/subscribers
 * {email} stores a private `subscriber` post (pending) and mails a signed
 * confirmation link; the links' pages are in class-newsletter-pages.php.
 *
 *   202 {"status":"pending"}   always for a valid address (new, pending, confirmed or
 *                              unsubscribed: the answer never tells who is subscribed),
 *                              and for the honeypot
 *   400 {"code":"studio_invalid_subscriber", …, "data":{"status":400,"fields":{"email":"Please enter a valid email address."}}}
 *   400 studio_invalid_json, 403 studio_forbidden_origin, 429 studio_rate_limited (as for leads)
 *   500 studio_subscriber_not_saved (the post could not be saved), 503 the same code when a
 *       sign-up for the same address held its lock for 10 s
 *
 * A token is "<id>.<expires>.<hmac>", HMAC-SHA256 over the action (confirm or
 * unsubscribe), the id, the expiry, the address and a random key of the
 * subscriber, with WordPress's auth salt. Confirm links last 7 days;
 * unsubscribe links do not expire.
 *
 * The confirmation mail goes after the answer (Studio_Companion_Http::after_response(),
 * decision 211): a new address's sign-up answers as fast as a confirmed one's.
 *
 * Abuse (decision 102): the form can be sent for anyone's address, so an
 * address gets at most one confirmation mail an hour and three a day, and the
 * whole site at most 60 an hour (decision 229; the filter
 * `studio_companion_confirmations_per_hour`, a wp-admin notice when it holds
 * one back); a
 * sign-up over that answers the same 202 and sends nothing. The limit counts
 * the address as its mailbox sees it (limit_address(): no `+tag`, and for
 * gmail.com/googlemail.com no dots), so victim+1@, victim+2@… share one. The
 * times of the last day's mails are one non-autoloaded option per mailbox
 * (`studio_companion_mail_<hash>`), claimed with a compare-and-set in the
 * database, so parallel sign-ups cannot each see a free slot. Sign-ups for one
 * address take turns from its lookup to its status (a database lock, GET_LOCK),
 * so parallel first sign-ups store one post, not one each. An unsubscribed
 * address stays unsubscribed when the form is sent again: it gets a
 * confirmation mail (within the same limits), and only pressing its button
 * subscribes it again. Unsubscribing renews the confirm key (`_studio_confirm_key`),
 * so a confirm link from before the unsubscribe no longer works.
 */

if (!defined('ABSPATH')) {
    exit;
}

final class Studio_Companion_Newsletter {
    const TYPE = 'subscriber';
    const CONFIRM_TTL = 7 * DAY_IN_SECONDS;
    /** Confirmation mails per address: at least this far apart, and at most MAILS_PER_DAY a day. */
    const MAIL_GAP = HOUR_IN_SECONDS;
    const MAILS_PER_DAY = 3;
    /** Confirmation mails for the whole site in an hour (decision 229): a small studio's sign-ups are a few a day. */
    const SITE_MAILS_PER_HOUR = 60;
    /** The site's mail times of the last hour (the daily prune deletes it once a day old, like a mailbox's). */
    const SITE_OPTION = 'studio_companion_mail_site';
    /** How many mails the site's limit held back, and when last: ['count' => n, 'last' => time]. */
    const HELD_OPTION = 'studio_companion_held_mails';

    public static function init(): void {
        add_action('init', [self::class, 'register_type']);
        add_action('rest_api_init', [self::class, 'register_routes']);
        add_filter('manage_' . self::TYPE . '_posts_columns', [self::class, 'columns']);
        add_action('manage_' . self::TYPE . '_posts_custom_column', [self::class, 'column'], 10, 2);
        add_action('before_delete_post', [self::class, 'forget_mailbox'], 10, 2);
        Studio_Companion_Newsletter_Pages::init();
        Studio_Companion_Newsletter_Prune::init();
    }

    public static function register_type(): void {
        register_post_type(self::TYPE, Studio_Companion_Leads::private_type_args(__('Subscribers', 'studio-companion'), __('Subscriber', 'studio-companion'), 'dashicons-groups'));
    }

    public static function register_routes(): void {
        register_rest_route(STUDIO_COMPANION_NS, '/subscribers', [
            'methods' => 'POST',
            'callback' => [self::class, 'subscribe'],
            'permission_callback' => ['Studio_Companion_Http', 'origin_permission'],
        ]);
    }

    public static function columns(array $columns): array {
        return ['cb' => $columns['cb'] ?? '', 'title' => __('E-mail', 'studio-companion'), 'studio_status' => __('Status', 'studio-companion'), 'date' => __('Signed up', 'studio-companion')];
    }

    public static function column(string $column, int $post_id): void {
        if ($column === 'studio_status') {
            echo esc_html(self::status($post_id));
        }
    }

    public static function subscribe(WP_REST_Request $request) {
        $body = Studio_Companion_Http::form_body($request, 'subscribers');
        if (!is_array($body)) {
            return $body;
        }
        $pending = new WP_REST_Response(['status' => 'pending'], 202);
        if (Studio_Companion_Http::is_bot($body)) {
            return $pending;
        }
        $email = is_string($body['email'] ?? null) ? Studio_Companion_Leads::js_trim($body['email']) : '';
        if (!preg_match(Studio_Companion_Leads::EMAIL_PATTERN, $email) || strlen($email) > 254) {
            return Studio_Companion_Http::error('studio_invalid_subscriber', __('Some fields are not valid.', 'studio-companion'), 400, ['email' => Studio_Companion_Leads::MESSAGES['email']]);
        }
        $email = strtolower(sanitize_email($email));
        // One sign-up for an address at a time, from its lookup to its status: parallel first
        // sign-ups each found no post and inserted one, several posts for one address, each
        // confirmable by its own mail, of which find() sees one.
        $id = Studio_Companion_Http::locked(self::lock_key($email), static fn () => self::store($email), static fn () => null);
        if ($id === null) {
            return Studio_Companion_Http::error('studio_subscriber_not_saved', __('Your sign-up could not be saved. Please try again later.', 'studio-companion'), 503);
        }
        if (is_wp_error($id)) {
            error_log('studio-companion: a sign-up could not be saved: ' . $id->get_error_message());
            return Studio_Companion_Http::error('studio_subscriber_not_saved', __('Your sign-up could not be saved. Please try again later.', 'studio-companion'), 500);
        }
        if ($id === 0) {
            // Already confirmed: nothing to send, but the answer goes at the same point as a new
            // address's, after WordPress's shutdown work, not before it (decision 211).
            Studio_Companion_Http::after_response(static function (): void {
            });
            return $pending;
        }
        // After the answer, which is the same for a confirmed address (no mail) as for a new one
        // (a mail server's wait): its time does not tell who is subscribed (decision 211).
        Studio_Companion_Http::after_response(static function () use ($id, $email): void {
            if (self::may_mail($email)) {
                // The address as this request has it, not the post's meta.
                self::mail_confirmation($id, $email);
            }
        });
        return $pending;
    }

    /**
     * Under the address's lock: its subscriber post, inserted if new and marked pending unless it
     * is an opt-out; 0 for a confirmed address (nothing to do), or the insert's error.
     *
     * @return int|WP_Error
     */
    private static function store(string $email) {
        $id = self::find($email);
        $status = $id ? self::status($id) : '';
        if ($status === 'confirmed') {
            return 0;
        }
        if (!$id) {
            $id = wp_insert_post([
                'post_type' => self::TYPE,
                'post_status' => 'private',
                'post_title' => $email,
                'post_name' => self::slug($email),
                'post_author' => 0,
                'meta_input' => ['_studio_email' => $email, '_studio_key' => bin2hex(random_bytes(16))],
            ], true);
            if (is_wp_error($id)) {
                return $id;
            }
        }
        if ($status !== 'unsubscribed') {
            update_post_meta($id, '_studio_status', 'pending'); // an opt-out stays one until its owner confirms
        }
        update_post_meta($id, '_studio_asked', time()); // a pending one is kept a week and a day from this (decision 221)
        return $id;
    }

    /** The name of an address's lock (Studio_Companion_Http::locked): its sign-ups take turns. */
    public static function lock_key(string $email): string {
        return 'subscriber|' . self::slug($email);
    }

    /**
     * The mailbox an address reaches, for the per-address limit: lower case, the local part
     * without a `+tag`, and for gmail.com and googlemail.com (one mailbox) without dots.
     */
    public static function limit_address(string $email): string {
        $email = strtolower($email);
        $at = strrpos($email, '@');
        if ($at === false) {
            return $email;
        }
        $local = substr($email, 0, $at);
        $domain = substr($email, $at + 1);
        $plus = strpos($local, '+');
        if ($plus !== false) {
            $local = substr($local, 0, $plus);
        }
        if ($domain === 'googlemail.com') {
            $domain = 'gmail.com';
        }
        if ($domain === 'gmail.com') {
            $local = str_replace('.', '', $local);
        }
        return $local . '@' . $domain;
    }

    /**
     * The option holding a mailbox's mail times (never autoloaded). Its name is a keyed hash (HMAC
     * with the site's salt) of the mailbox, not a plain one that hashing a list of addresses would
     * undo (decision 221); names from before 1.6.0 count for nothing and are pruned within a day.
     */
    public static function limit_option(string $email): string {
        return 'studio_companion_mail_' . substr(hash_hmac('sha256', self::limit_address($email), wp_salt('nonce')), 0, 40);
    }

    /**
     * A subscriber deleted for good (on its owner's request, decision 219): its mailbox's mail
     * times go with it, so nothing named after the address is left behind. The mailbox is the
     * limit's (limit_address): its +tag and dotted spellings' limit goes too.
     */
    public static function forget_mailbox($post_id, $post = null): void {
        $post = $post instanceof WP_Post ? $post : get_post((int) $post_id);
        if (!$post instanceof WP_Post || $post->post_type !== self::TYPE) {
            return;
        }
        $email = (string) get_post_meta($post->ID, '_studio_email', true);
        if ($email !== '') {
            delete_option(self::limit_option($email));
        }
    }

    /** The times kept in a mail-times option's value that fall in the last `$window` seconds (a day: a mailbox's), oldest first. */
    public static function mail_times(?string $stored, int $window = DAY_IN_SECONDS, ?int $now = null): array {
        $since = ($now ?? time()) - $window;
        $times = array_map('intval', explode(',', (string) $stored));
        return array_values(array_filter($times, static fn (int $t) => $t > $since));
    }

    /**
     * Whether a confirmation mail may go to this address now, recording it if so: one an hour and
     * three a day per mailbox, and at most site_limit() an hour for the whole site (decision 229:
     * addresses at a catch-all domain, or sprayed from many networks, each have a limit of their
     * own). The mailbox's slot is claimed first, so sign-ups for one mailbox, at once or one after
     * another, take at most one of the site's; when the site's limit then says no, the mailbox's
     * slot is given back and the sign-up is counted for the wp-admin notice.
     */
    public static function may_mail(string $email): bool {
        $mailbox = self::limit_option($email);
        [$claimed, $at] = self::claim($mailbox, DAY_IN_SECONDS, static fn (array $times, int $now): bool => count($times) < self::MAILS_PER_DAY && !($times && end($times) > $now - self::MAIL_GAP));
        if ($claimed !== 'claimed') {
            return false;
        }
        [$site] = self::claim(self::SITE_OPTION, HOUR_IN_SECONDS, static fn (array $times): bool => count($times) < self::site_limit());
        if ($site === 'claimed') {
            return true;
        }
        self::give_back($mailbox, $at);
        if ($site === 'full') {
            self::held_back();
        }
        return false;
    }

    /** Confirmation mails the whole site sends in an hour, at most (filter `studio_companion_confirmations_per_hour`). */
    public static function site_limit(): int {
        return max(1, (int) apply_filters('studio_companion_confirmations_per_hour', self::SITE_MAILS_PER_HOUR));
    }

    /** The value of option `$name` as the database has it (no cache); null when there is no row. */
    private static function raw_option(string $name): ?string {
        global $wpdb;
        $value = $wpdb->get_var($wpdb->prepare("SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", $name));
        return $value === null ? null : (string) $value;
    }

    /** Compare-and-set of option `$name`: inserted only if missing, updated only if it still holds `$old`. */
    private static function swap(string $name, ?string $old, string $new): bool {
        global $wpdb;
        $done = $old === null
            ? $wpdb->query($wpdb->prepare("INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'no')", $name, $new))
            : $wpdb->query($wpdb->prepare("UPDATE {$wpdb->options} SET option_value = %s WHERE option_name = %s AND option_value = %s", $new, $name, $old));
        return $done === 1;
    }

    /** Deletes option `$name` if it still holds `$old` (a compare-and-delete). */
    private static function remove(string $name, string $old): bool {
        global $wpdb;
        return $wpdb->query($wpdb->prepare("DELETE FROM {$wpdb->options} WHERE option_name = %s AND option_value = %s", $name, $old)) === 1;
    }

    /**
     * Claims a slot in the times kept in option `$name` (the last `$window` seconds of them), when
     * `$free($times, $now)` says there is one: ['claimed', the time recorded], ['full', 0] (no
     * slot) or ['lost', 0] (other sign-ups kept changing the row). Read and written straight in
     * wp_options, with a compare-and-set, so of parallel sign-ups at most one wins a last slot; a
     * lost compare-and-set is read again: another sign-up's mail (now in the times) or the daily
     * prune's delete of a stale row (Studio_Companion_Newsletter_Prune).
     */
    private static function claim(string $name, int $window, callable $free): array {
        for ($try = 0; $try < 10; $try++) {
            $old = self::raw_option($name);
            $now = time();
            $times = self::mail_times($old, $window, $now);
            if (!$free($times, $now)) {
                return ['full', 0];
            }
            $times[] = $now;
            if (self::swap($name, $old, implode(',', $times))) {
                return ['claimed', $now];
            }
        }
        return ['lost', 0];
    }

    /** Takes one time `$at` out of option `$name` again (a slot claimed for a mail that did not go). */
    private static function give_back(string $name, int $at): void {
        for ($try = 0; $try < 10; $try++) {
            $old = self::raw_option($name);
            $times = array_map('intval', explode(',', (string) $old));
            $i = array_search($at, $times, true);
            if ($old === null || $i === false) {
                return;
            }
            array_splice($times, $i, 1);
            $rest = implode(',', array_filter($times));
            // No time left: no row (as before the claim), so nothing is left for the prune to count.
            if ($rest === '' ? self::remove($name, $old) : self::swap($name, $old, $rest)) {
                return;
            }
        }
    }

    /** Counts a confirmation mail the site's hourly limit held back, for the notice (Studio_Companion_Newsletter_Admin). */
    private static function held_back(): void {
        $held = get_option(self::HELD_OPTION);
        $count = is_array($held) && (int) ($held['last'] ?? 0) > time() - DAY_IN_SECONDS ? (int) ($held['count'] ?? 0) : 0;
        update_option(self::HELD_OPTION, ['count' => $count + 1, 'last' => time()], false);
        error_log('studio-companion: a newsletter confirmation mail was held back: more than ' . self::site_limit() . ' sign-ups in an hour');
    }

    /** How many confirmation mails the site's limit held back in the last day (0 when none). */
    public static function held_count(): int {
        $held = get_option(self::HELD_OPTION);
        return is_array($held) && (int) ($held['last'] ?? 0) > time() - DAY_IN_SECONDS ? (int) ($held['count'] ?? 0) : 0;
    }

    /** The post_name of an address: a hash, so the address is found without a meta query. */
    public static function slug(string $email): string {
        return 'sub-' . substr(hash('sha256', strtolower($email)), 0, 40);
    }

    public static function find(string $email): int {
        $ids = get_posts(['post_type' => self::TYPE, 'name' => self::slug($email), 'post_status' => 'any', 'numberposts' => 1, 'fields' => 'ids', 'no_found_rows' => true]);
        return $ids ? (int) $ids[0] : 0;
    }

    /** pending, confirmed or unsubscribed */
    public static function status(int $id): string {
        return (string) get_post_meta($id, '_studio_status', true);
    }

    public static function set_status(int $id, string $status): void {
        if ($status === 'unsubscribed') {
            update_post_meta($id, '_studio_confirm_key', bin2hex(random_bytes(16))); // old confirm links die
        }
        update_post_meta($id, '_studio_status', $status);
        update_post_meta($id, '_studio_' . $status, time());
    }

    private static function signature(int $id, string $action, int $expires): string {
        $email = (string) get_post_meta($id, '_studio_email', true);
        $key = (string) get_post_meta($id, '_studio_key', true);
        // A confirm link also carries the confirm key, which unsubscribing renews; unsubscribe links never change.
        $key .= $action === 'confirm' ? '|' . (string) get_post_meta($id, '_studio_confirm_key', true) : '';
        return hash_hmac('sha256', "{$action}|{$id}|{$expires}|{$email}|{$key}", wp_salt('auth'));
    }

    public static function token(int $id, string $action): string {
        $expires = $action === 'confirm' ? time() + self::CONFIRM_TTL : 0;
        return $id . '.' . $expires . '.' . self::signature($id, $action, $expires);
    }

    /** The subscriber id a token was made for, or 0 when it is forged, for another action, or expired. */
    public static function verify(string $token, string $action): int {
        if (!preg_match('/^(\d{1,20})\.(\d{1,12})\.([a-f0-9]{64})$/D', $token, $m)) {
            return 0;
        }
        [$id, $expires] = [(int) $m[1], (int) $m[2]];
        $post = get_post($id);
        if (!$post || $post->post_type !== self::TYPE || get_post_meta($id, '_studio_key', true) === '') {
            return 0;
        }
        if (!hash_equals(self::signature($id, $action, $expires), $m[3])) {
            return 0;
        }
        if ($action === 'confirm' ? $expires < time() : $expires !== 0) {
            return 0;
        }
        return $id;
    }

    public static function link(int $id, string $action): string {
        return add_query_arg('token', self::token($id, $action), rest_url(STUDIO_COMPANION_NS . '/subscribers/' . $action));
    }

    /** Headers for every mail to a subscriber: the unsubscribe link, one-click (RFC 8058). */
    public static function mail_headers(int $id): array {
        return [
            'Content-Type: text/plain; charset=UTF-8',
            'List-Unsubscribe: <' . esc_url_raw(self::link($id, 'unsubscribe')) . '>',
            'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
        ];
    }

    public static function mail_confirmation(int $id, string $email): bool {
        $site = wp_specialchars_decode(get_bloginfo('name'), ENT_QUOTES);
        $lines = [
            sprintf(__('Someone (we hope you) asked to receive the newsletter of %s at this address.', 'studio-companion'), $site),
            '',
            __('Confirm your subscription (the link works for 7 days):', 'studio-companion'),
            self::link($id, 'confirm'),
            '',
            __('If it was not you, ignore this e-mail: you will not be subscribed.', 'studio-companion'),
            '',
            '-- ',
            __('Unsubscribe:', 'studio-companion') . ' ' . self::link($id, 'unsubscribe'),
        ];
        $subject = Studio_Companion_Http::header_text(sprintf(__('Please confirm your subscription to %s', 'studio-companion'), $site), 250);
        $sent = (bool) wp_mail($email, $subject, implode("\n", $lines), self::mail_headers($id));
        if (!$sent) {
            error_log('studio-companion: the confirmation e-mail to subscriber ' . $id . ' could not be sent');
        }
        return $sent;
    }
}
