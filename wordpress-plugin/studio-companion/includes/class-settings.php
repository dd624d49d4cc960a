<?php
/**
 * Settings → Studio Companion: the site's URL (CORS origin and Preview), the
 * studio's e-mail, the GitHub repository and token, and the rate limit.
 * Settings API, one option per field, each with a sanitising callback.
 *
 * The token is write-only: the page says "set" or "not set" and offers an
 * empty field to replace it; its value is never printed, never in REST
 * (show_in_rest is false) and never logged. STUDIO_COMPANION_GITHUB_TOKEN in
 * wp-config.php, when defined, takes its place and keeps it out of the database.
 */

if (!defined('ABSPATH')) {
    exit;
}

final class Studio_Companion_Settings {
    const GROUP = 'studio_companion';
    const PAGE = 'studio-companion';

    public static function init(): void {
        add_action('init', [self::class, 'register']);
        add_action('admin_menu', [self::class, 'menu']);
    }

    public static function register(): void {
        $settings = [
            'studio_companion_site_url' => ['string', '', [self::class, 'sanitize_site_url']],
            'studio_companion_preview_url' => ['string', '', [self::class, 'sanitize_preview_url']],
            'studio_companion_studio_email' => ['string', '', [self::class, 'sanitize_email']],
            'studio_companion_github_repo' => ['string', '', [self::class, 'sanitize_repo']],
            'studio_companion_github_token' => ['string', '', [self::class, 'sanitize_token']],
            'studio_companion_rate_limit' => ['integer', 5, [self::class, 'sanitize_rate_limit']],
            'studio_companion_rate_window' => ['integer', 10, [self::class, 'sanitize_rate_window']],
            'studio_companion_trusted_proxies' => ['string', '', [self::class, 'sanitize_proxies']],
            'studio_companion_client_header' => ['string', '', [self::class, 'sanitize_client_header']],
            'studio_companion_header_proxies' => ['string', '', [self::class, 'sanitize_header_proxies']],
        ];
        foreach ($settings as $name => [$type, $default, $sanitize]) {
            register_setting(self::GROUP, $name, [
                'type' => $type,
                'default' => $default,
                'sanitize_callback' => $sanitize,
                'show_in_rest' => false,
            ]);
        }
    }

    // ── Values ────────────────────────────────────────────────────────────

    /** The site's origin, e.g. https://www.maple-mortar.example (no path, no trailing slash), or ''. */
    public static function site_url(): string {
        return (string) get_option('studio_companion_site_url', '');
    }

    /**
     * Where the editor and the preview live when they have an origin of their own (the build's
     * TOOLS_DIR, decision 105): Preview opens its /preview, and it may call the REST API from a
     * browser. '' when they are on the site itself.
     */
    public static function preview_url(): string {
        return (string) get_option('studio_companion_preview_url', '');
    }

    public static function studio_email(): string {
        $email = (string) get_option('studio_companion_studio_email', '');
        return $email !== '' ? $email : (string) get_option('admin_email');
    }

    /** "owner/name" or ''. */
    public static function repo(): string {
        return (string) get_option('studio_companion_github_repo', '');
    }

    /** The GitHub token; for the dispatch request only. */
    public static function token(): string {
        if (defined('STUDIO_COMPANION_GITHUB_TOKEN') && STUDIO_COMPANION_GITHUB_TOKEN) {
            return (string) STUDIO_COMPANION_GITHUB_TOKEN;
        }
        return (string) get_option('studio_companion_github_token', '');
    }

    public static function rate_limit(): int {
        return max(1, (int) get_option('studio_companion_rate_limit', 5));
    }

    /** Window of the rate limit, in seconds. */
    public static function rate_window(): int {
        return 60 * max(1, (int) get_option('studio_companion_rate_window', 10));
    }

    /**
     * The proxies whose X-Forwarded-For is believed (addresses or CIDR ranges;
     * class-client-address.php). STUDIO_COMPANION_TRUSTED_PROXIES in wp-config.php
     * (a comma-separated list) takes the setting's place; the filter
     * `studio_companion_trusted_proxies` has the last word.
     */
    public static function trusted_proxies(): array {
        $list = defined('STUDIO_COMPANION_TRUSTED_PROXIES') ? (string) STUDIO_COMPANION_TRUSTED_PROXIES : (string) get_option('studio_companion_trusted_proxies', '');
        $list = preg_split('/[\s,]+/', $list, -1, PREG_SPLIT_NO_EMPTY) ?: [];
        return array_values(array_map('strval', (array) apply_filters('studio_companion_trusted_proxies', $list)));
    }

    /**
     * The header a trusted proxy names the visitor in by itself (Cloudflare: CF-Connecting-IP),
     * read instead of X-Forwarded-For (decision 223); '' for X-Forwarded-For.
     * STUDIO_COMPANION_CLIENT_HEADER in wp-config.php takes the setting's place.
     */
    public static function client_header(): string {
        $name = defined('STUDIO_COMPANION_CLIENT_HEADER') ? (string) STUDIO_COMPANION_CLIENT_HEADER : (string) get_option('studio_companion_client_header', '');
        return self::header_name($name) ?? '';
    }

    /**
     * The proxies the client header is read from: those that set it themselves (a CDN's published
     * ranges), not a local proxy a request can reach straight from outside. The header is read
     * only when one of them took the request from the visitor (decision 223).
     * STUDIO_COMPANION_HEADER_PROXIES in wp-config.php takes the setting's place.
     */
    public static function header_proxies(): array {
        $list = defined('STUDIO_COMPANION_HEADER_PROXIES') ? (string) STUDIO_COMPANION_HEADER_PROXIES : (string) get_option('studio_companion_header_proxies', '');
        $list = preg_split('/[\s,]+/', $list, -1, PREG_SPLIT_NO_EMPTY) ?: [];
        return array_values(array_map('strval', (array) apply_filters('studio_companion_header_proxies', $list)));
    }

    /**
     * What is wrong with the client header's setup, as the page says it (decision 223): a header
     * named with no proxies to read it from is never read (X-Forwarded-For counts, and a CDN's
     * Worker can pick its address); a header proxy that is not a trusted proxy is never reached.
     */
    public static function header_warning(): string {
        $header = self::client_header();
        $from = self::header_proxies();
        if ($header !== '' && !$from) {
            return sprintf(__('%s is not read: list the addresses of the proxy that sets it (Cloudflare\'s ranges) here. Until then X-Forwarded-For counts, which a Cloudflare Worker can write.', 'studio-companion'), $header);
        }
        $trusted = self::trusted_proxies();
        $outside = array_values(array_filter($from, static function (string $range) use ($trusted): bool {
            [$ip] = explode('/', $range, 2);
            return !Studio_Companion_Client_Address::trusted(Studio_Companion_Client_Address::normalize($ip), $trusted);
        }));
        if ($header !== '' && $outside) {
            return sprintf(__('Not under Trusted proxies, so never read from: %s. Add them there too.', 'studio-companion'), implode(', ', $outside));
        }
        return '';
    }

    /** A header's name as sent (letters, digits, hyphens), or null when it is not one. */
    private static function header_name(string $name): ?string {
        $name = trim($name);
        return preg_match('/^[A-Za-z0-9][A-Za-z0-9-]{0,62}$/D', $name) ? $name : null;
    }

    // ── Sanitising callbacks (also run for update_option() from code) ─────

    public static function sanitize_client_header($value): string {
        $value = trim((string) $value);
        if ($value === '') {
            return '';
        }
        $name = self::header_name($value);
        if ($name === null || strcasecmp($name, 'X-Forwarded-For') === 0) {
            function_exists('add_settings_error') && add_settings_error('studio_companion_client_header', 'invalid', __('The client address header must be one header\'s name, such as CF-Connecting-IP (leave it empty for X-Forwarded-For).', 'studio-companion'));
            return (string) get_option('studio_companion_client_header', '');
        }
        return $name;
    }

    public static function sanitize_site_url($value): string {
        return self::sanitize_origin($value, 'studio_companion_site_url', __('The site URL must be an http(s) address such as https://www.example.com.', 'studio-companion'));
    }

    public static function sanitize_preview_url($value): string {
        return self::sanitize_origin($value, 'studio_companion_preview_url', __('The preview URL must be an http(s) address such as https://edit.example.com.', 'studio-companion'));
    }

    /** An http(s) origin (a path is dropped); a wrong value keeps the option's current one. */
    private static function sanitize_origin($value, string $option, string $message): string {
        $value = trim((string) $value);
        if ($value === '') {
            return '';
        }
        $parts = wp_parse_url($value);
        if (!$parts || !in_array($parts['scheme'] ?? '', ['http', 'https'], true) || empty($parts['host'])
            || !preg_match('/^[a-z0-9.-]+$/i', $parts['host'])) {
            function_exists('add_settings_error') && add_settings_error($option, 'invalid', $message);
            return (string) get_option($option, '');
        }
        return strtolower($parts['scheme'] . '://' . $parts['host']) . (isset($parts['port']) ? ':' . (int) $parts['port'] : '');
    }

    public static function sanitize_email($value): string {
        $value = sanitize_email((string) $value);
        if ($value !== '' && !is_email($value)) {
            add_settings_error('studio_companion_studio_email', 'invalid', __('The studio e-mail is not a valid address.', 'studio-companion'));
            return (string) get_option('studio_companion_studio_email', '');
        }
        return $value;
    }

    public static function sanitize_repo($value): string {
        $value = trim((string) $value);
        if ($value !== '' && !preg_match('~^[A-Za-z0-9-]{1,39}/[A-Za-z0-9._-]{1,100}$~', $value)) {
            add_settings_error('studio_companion_github_repo', 'invalid', __('The repository must be written owner/name.', 'studio-companion'));
            return self::repo();
        }
        return $value;
    }

    /** An empty field keeps the stored token; the "remove" box clears it. */
    public static function sanitize_token($value): string {
        $old = (string) get_option('studio_companion_github_token', '');
        // phpcs:ignore WordPress.Security.NonceVerification.Missing -- options.php checked the nonce.
        if (!empty($_POST['studio_companion_github_token_clear'])) {
            return '';
        }
        $value = trim((string) $value);
        if ($value === '') {
            return $old;
        }
        if (!preg_match('/^[A-Za-z0-9_]{20,255}$/', $value)) {
            add_settings_error('studio_companion_github_token', 'invalid', __('That does not look like a GitHub token (letters, digits and underscores); the stored token is unchanged.', 'studio-companion'));
            return $old;
        }
        return $value;
    }

    /** One address or CIDR range a line (commas and spaces work too); a wrong or too broad (wider than /8 or /16) entry is refused, the rest kept. */
    public static function sanitize_proxies($value): string {
        return self::sanitize_ranges($value, 'studio_companion_trusted_proxies');
    }

    public static function sanitize_header_proxies($value): string {
        return self::sanitize_ranges($value, 'studio_companion_header_proxies');
    }

    /** Addresses and CIDR ranges, one a line; each other entry, and each too wide, left out with a message under `$option`. */
    private static function sanitize_ranges($value, string $option): string {
        $kept = [];
        foreach (preg_split('/[\s,]+/', (string) $value, -1, PREG_SPLIT_NO_EMPTY) ?: [] as $entry) {
            [$ip, $bits] = array_pad(explode('/', $entry, 2), 2, null);
            $normal = Studio_Companion_Client_Address::normalize($ip);
            $max = str_contains($ip, ':') ? 128 : 32;
            if ($normal === '' || ($bits !== null && (!ctype_digit($bits) || (int) $bits > $max))) {
                function_exists('add_settings_error') && add_settings_error($option, 'invalid', sprintf(__('"%s" is not an IP address or CIDR range (such as 173.245.48.0/20); it was left out.', 'studio-companion'), $entry));
                continue;
            }
            // A range wider than /8 (IPv4) or /16 (IPv6), 0.0.0.0/0 and ::/0 above all, would trust
            // X-Forwarded-For from most of the internet, so any client could pick its address.
            $v4 = !str_contains($normal, ':');
            $width = $bits === null ? null : ((int) $bits - ($v4 && str_contains($ip, ':') ? 96 : 0));
            if ($width !== null && $width < ($v4 ? 8 : 16)) {
                function_exists('add_settings_error') && add_settings_error($option, 'too_broad', sprintf(__('"%s" is wider than a /8 (IPv4) or /16 (IPv6) range: it would trust most of the internet to name its own address. It was left out; list your proxy\'s own ranges.', 'studio-companion'), $entry));
                continue;
            }
            $kept[] = $entry;
        }
        return implode("\n", array_unique($kept));
    }

    public static function sanitize_rate_limit($value): int {
        return min(1000, max(1, absint($value)));
    }

    public static function sanitize_rate_window($value): int {
        return min(1440, max(1, absint($value)));
    }

    // ── The page ──────────────────────────────────────────────────────────

    public static function menu(): void {
        add_options_page(__('Studio Companion', 'studio-companion'), __('Studio Companion', 'studio-companion'), 'manage_options', self::PAGE, [self::class, 'render']);
        add_settings_section('site', __('Website', 'studio-companion'), '__return_false', self::PAGE);
        add_settings_section('github', __('Refresh on publish (GitHub)', 'studio-companion'), [self::class, 'github_intro'], self::PAGE);
        add_settings_section('limits', __('Forms', 'studio-companion'), '__return_false', self::PAGE);
        $fields = [
            ['studio_companion_site_url', __('Site URL', 'studio-companion'), 'site', 'url', __('The static site, e.g. https://www.example.com. Only this origin may call the REST API from a browser; Preview opens its /preview page; WordPress\'s own public pages (the theme) send their visitors there.', 'studio-companion')],
            ['studio_companion_preview_url', __('Preview URL', 'studio-companion'), 'site', 'url', __('Only when the site\'s editor and preview have an address of their own (recommended, e.g. https://edit.example.com): Preview opens its /preview page, and it may read drafts through the REST API from a browser. Empty: the Site URL.', 'studio-companion')],
            ['studio_companion_studio_email', __('Studio e-mail', 'studio-companion'), 'site', 'email', __('Where contact-form leads are sent. Empty: the site administrator\'s address.', 'studio-companion')],
            ['studio_companion_github_repo', __('Repository', 'studio-companion'), 'github', 'text', __('owner/name of the site\'s GitHub repository.', 'studio-companion')],
            ['studio_companion_github_token', __('Token', 'studio-companion'), 'github', 'token', ''],
            ['studio_companion_rate_limit', __('Requests per address', 'studio-companion'), 'limits', 'number', __('Form submissions one client address may make per window (leads and sign-ups counted apart).', 'studio-companion')],
            ['studio_companion_rate_window', __('Window (minutes)', 'studio-companion'), 'limits', 'number', ''],
            ['studio_companion_trusted_proxies', __('Trusted proxies', 'studio-companion'), 'limits', 'proxies', __('Only behind a CDN or reverse proxy: its addresses or CIDR ranges, one a line (your host or CDN publishes them). Requests from these addresses are counted by the visitor address in X-Forwarded-For; from anywhere else that header is ignored. Empty: every request counts by the address that connects.', 'studio-companion')],
            ['studio_companion_client_header', __('Client address header', 'studio-companion'), 'limits', 'text', __('Only when the trusted proxy names the visitor in a header of its own, which it sets itself: CF-Connecting-IP behind Cloudflare (recommended there: X-Forwarded-For can be written by a Cloudflare Worker). Empty: X-Forwarded-For.', 'studio-companion')],
            ['studio_companion_header_proxies', __('Client address header from', 'studio-companion'), 'limits', 'proxies', __('The addresses or CIDR ranges of the proxy that sets that header, one a line: Cloudflare\'s published ranges, not your own server or load balancer. The header is read only when one of them took the request from the visitor; a request sent to your server past them is counted by X-Forwarded-For.', 'studio-companion')],
        ];
        foreach ($fields as [$name, $label, $section, $kind, $help]) {
            add_settings_field($name, $label, [self::class, 'field'], self::PAGE, $section, ['name' => $name, 'kind' => $kind, 'help' => $help, 'label_for' => $name]);
        }
    }

    public static function github_intro(): void {
        echo '<p>' . esc_html__('Publishing, updating or trashing a post, portfolio item or FAQ starts the site\'s snapshot refresh workflow (refresh-snapshot.yml) once, about a minute later.', 'studio-companion') . '</p>';
        Studio_Companion_Dispatch_Status::render();
    }

    public static function field(array $args): void {
        $name = $args['name'];
        if ($args['kind'] === 'token') {
            $from_constant = defined('STUDIO_COMPANION_GITHUB_TOKEN') && STUDIO_COMPANION_GITHUB_TOKEN;
            $state = $from_constant ? __('set in wp-config.php', 'studio-companion') : (self::token() !== '' ? __('set', 'studio-companion') : __('not set', 'studio-companion'));
            printf('<p><strong>%s</strong></p>', esc_html($state));
            if ($from_constant) {
                return;
            }
            printf('<input type="password" id="%1$s" name="%1$s" value="" class="regular-text" autocomplete="new-password" spellcheck="false" placeholder="%2$s">', esc_attr($name), esc_attr__('Paste a new token to replace it', 'studio-companion'));
            printf('<p><label><input type="checkbox" name="%1$s_clear" value="1"> %2$s</label></p>', esc_attr($name), esc_html__('Remove the stored token', 'studio-companion'));
            echo '<p class="description">' . esc_html__('A fine-grained personal access token for this one repository with "Actions: Read and write" and nothing else: it can start the refresh, not change the site\'s files. It is never shown again.', 'studio-companion') . '</p>';
            return;
        }
        $value = get_option($name);
        if ($args['kind'] === 'proxies') {
            printf('<textarea id="%1$s" name="%1$s" rows="4" class="large-text code" spellcheck="false">%2$s</textarea>', esc_attr($name), esc_textarea((string) $value));
            echo '<p class="description">' . esc_html($args['help']) . '</p>';
            if ($name === 'studio_companion_header_proxies' && ($warning = self::header_warning()) !== '') {
                echo '<p class="notice notice-warning inline" role="alert">' . esc_html($warning) . '</p>';
            }
            return;
        }
        $type = $args['kind'] === 'number' ? 'number' : ($args['kind'] === 'url' ? 'url' : ($args['kind'] === 'email' ? 'email' : 'text'));
        printf('<input type="%1$s" id="%2$s" name="%2$s" value="%3$s" class="%4$s"%5$s>', esc_attr($type), esc_attr($name), esc_attr((string) $value), $type === 'number' ? 'small-text' : 'regular-text', $type === 'number' ? ' min="1"' : '');
        if ($args['help'] !== '') {
            echo '<p class="description">' . esc_html($args['help']) . '</p>';
        }
    }

    public static function render(): void {
        if (!current_user_can('manage_options')) {
            wp_die(esc_html__('Sorry, you are not allowed to manage these settings.', 'studio-companion'), 403);
        }
        echo '<div class="wrap"><h1>' . esc_html(get_admin_page_title()) . '</h1>';
        settings_errors();
        echo '<form action="' . esc_url(admin_url('options.php')) . '" method="post">';
        settings_fields(self::GROUP);
        do_settings_sections(self::PAGE);
        submit_button();
        echo '</form><h2>' . esc_html__('Endpoints for the site', 'studio-companion') . '</h2><ul>';
        foreach (['leads', 'subscribers'] as $route) {
            echo '<li><code>POST ' . esc_html(rest_url(STUDIO_COMPANION_NS . '/' . $route)) . '</code></li>';
        }
        echo '</ul></div>';
    }
}
