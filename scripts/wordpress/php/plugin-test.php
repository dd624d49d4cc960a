<?php
/**
 * php plugin-test.php <stack dir> <command> [argument]
 *
 * The contract test's window into WordPress for what has no public HTTP
 * route in the test stack (nginx serves only the front controller, not
 * wp-admin): read stored leads and subscribers, set options, create an
 * application password, run due cron events as a system cron would, and run
 * the plugin's admin screens as a given user. Test-only; prints JSON or the
 * screen's output.
 *
 *   set-options '{"name":value,…}'   update_option() each (through the plugin's sanitising callbacks)
 *   app-password <login>             {"user":…, "password":…}
 *   posts <post type>                every post of the type, any status, with its _studio_* meta
 *   cron <hook>                      runs the due events of <hook> (what wp-cron.php does); {"ran":n}
 *   cron-all <hook>                  runs every event of <hook>, due or not, as if its time had come; {"ran":n}
 *   scheduled <hook>                 [{"in": seconds from now, "args": […], "schedule": "daily"|false}, …]: the events of <hook> in the schedule
 *   clear-rate-limits                deletes the plugin's rate-limit transients
 *   rate-limit-keys                  {"keys": […]}: the rate-limit transients' names
 *   user <role>                      creates (once) a user with that role; prints its id
 *   export <role> <good|bad|none>    the CSV export as that role's user, with a good, bad or no nonce
 *   settings-page                    Settings → Studio Companion as the administrator
 *   columns <post id>                the Leads list's column headers and that lead's cells
 *   notices <role> [studio_resent]   every wp-admin screen's notices as that role's user (with ?studio_resent=…)
 *   lead-box <post id>               the lead's read-only box, as opening it in wp-admin shows it
 *   row-actions <post id> <role>     the Leads list's row actions of that lead for that role's user
 *   resend <role> <post id> <good|bad|none>  "Send again" on that lead as that role's user, with a good, bad or no nonce
 *   get-option <name>                {"value": get_option()}
 *   set-meta <post id> <key> <value> update_post_meta()
 *   age <post id> <minutes>          moves the post's date that many minutes back (a lead that came earlier)
 *   proxies-errors <value>           {"kept": …, "errors": […]}: the trusted-proxies sanitiser's result and settings errors
 *   set-mail-times <email> <times>   the newsletter's mail times for that address's mailbox ("t1,t2", "" for none)
 *   mail-times <email>               {"value": …}: that mailbox's stored mail times, null when none
 *   delete-subscriber <email>        {"deleted": bool}: the address's subscriber deleted for good, as emptying the Trash does
 *   mail-option-names                {"names": […]}: the names of every mailbox's mail-times option
 *   prune                            the newsletter's daily prune, now; {"subscribers": n, "mailboxes": n} deleted
 *   plugin <off|on>                  deactivates or activates the plugin as the Plugins screen does (its hooks run)
 *   author-link <user id>            {"link": …}: the author archive address WordPress writes for that user (get_author_posts_url)
 *   front-target <uri> <role>        {"target": …}: where the redirect of WordPress's own pages sends a GET of <uri> (path and query) by that role's user; null: WordPress answers
 *   autoload <option>                {"autoload": "yes"|"no"|null} as wp_options holds it
 *   old-install                      the token row autoloaded and the stored version 1.0.0, as plugin 1.0.0 left them;
 *                                    {"autoload": …} read back (the next load of WordPress upgrades)
 *   delete-options '["name",…]'       delete_option() each
 */
if (PHP_SAPI !== 'cli') exit(1);
[$self, $dir, $command] = $argv + [null, '', ''];
$arg = $argv[3] ?? '';
if (!is_file("$dir/wp-config.php")) {
    fwrite(STDERR, "plugin-test.php: no wp-config.php in " . var_export($dir, true) . "\n");
    exit(1);
}
require __DIR__ . '/cli-env.php';
if ($command === 'cron') define('DOING_CRON', true);
ini_set('log_errors', '1');
ini_set('error_log', "$dir/logs/php-cli.log");
require "$dir/wp-config.php";

function out($value): void {
    echo json_encode($value, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE), "\n";
}
function user_for(string $role): int {
    if ($role === 'none') return 0;
    if ($role === 'administrator') return (int) get_users(['role' => 'administrator', 'number' => 1])[0]->ID;
    $login = "test-$role";
    $user = get_user_by('login', $login);
    return $user ? (int) $user->ID : (int) wp_insert_user(['user_login' => $login, 'user_pass' => wp_generate_password(), 'user_email' => "$login@maple-mortar.example", 'role' => $role]);
}

switch ($command) {
    case 'set-options':
        foreach (json_decode($arg, true, 512, JSON_THROW_ON_ERROR) as $name => $value) update_option($name, $value);
        out(['ok' => true]);
        break;
    case 'app-password':
        $user = get_user_by('login', $arg);
        [$password] = WP_Application_Passwords::create_new_application_password($user->ID, ['name' => 'contract test ' . microtime(true)]);
        out(['user' => $arg, 'password' => $password]);
        break;
    case 'posts':
        $list = [];
        foreach (get_posts(['post_type' => $arg, 'post_status' => 'any', 'numberposts' => -1, 'orderby' => 'ID', 'order' => 'ASC']) as $p) {
            $meta = [];
            foreach (get_post_meta($p->ID) as $k => $v) if (str_starts_with($k, '_studio_')) $meta[substr($k, 8)] = $v[0];
            $list[] = ['id' => $p->ID, 'status' => $p->post_status, 'title' => $p->post_title, 'meta' => $meta];
        }
        out($list);
        break;
    case 'cron':
    case 'cron-all':
        // The due events (what wp-cron.php runs), or every event of the hook.
        $ran = 0;
        foreach (($command === 'cron' ? wp_get_ready_cron_jobs() : _get_cron_array()) ?: [] as $timestamp => $hooks) {
            foreach ($hooks[$arg] ?? [] as $event) {
                wp_unschedule_event($timestamp, $arg, $event['args']);
                do_action_ref_array($arg, $event['args']);
                $ran++;
            }
        }
        out(['ran' => $ran]);
        break;
    case 'scheduled':
        $events = [];
        foreach (_get_cron_array() ?: [] as $timestamp => $hooks) {
            foreach ($hooks[$arg] ?? [] as $event) $events[] = ['in' => $timestamp - time(), 'args' => $event['args'], 'schedule' => $event['schedule']];
        }
        out($events);
        break;
    case 'clear-rate-limits':
        global $wpdb;
        $like = $wpdb->esc_like('_transient_studio_rl_') . '%';
        $like_timeout = $wpdb->esc_like('_transient_timeout_studio_rl_') . '%';
        out(['deleted' => $wpdb->query($wpdb->prepare("DELETE FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s", $like, $like_timeout))]);
        break;
    case 'mail-times':
        global $wpdb;
        out(['value' => $wpdb->get_var($wpdb->prepare("SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", Studio_Companion_Newsletter::limit_option($arg)))]);
        break;
    case 'delete-subscriber':
        out(['deleted' => (bool) wp_delete_post(Studio_Companion_Newsletter::find($arg), true)]);
        break;
    case 'mail-option-names':
        global $wpdb;
        out(['names' => $wpdb->get_col($wpdb->prepare("SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s ORDER BY option_name", $wpdb->esc_like('studio_companion_mail_') . '%'))]);
        break;
    case 'prune':
        out(Studio_Companion_Newsletter_Prune::run());
        break;
    case 'plugin':
        require_once ABSPATH . 'wp-admin/includes/plugin.php';
        wp_set_current_user(user_for('administrator'));
        $file = 'studio-companion/studio-companion.php';
        if ($arg === 'off') {
            deactivate_plugins($file);
        } else {
            $result = activate_plugin($file);
            if (is_wp_error($result)) throw new RuntimeException($result->get_error_message());
        }
        out(['active' => is_plugin_active($file)]);
        break;
    case 'author-link':
        out(['link' => get_author_posts_url((int) $arg)]);
        break;
    case 'front-target':
        wp_set_current_user(user_for($argv[4] ?? 'none'));
        $_SERVER['REQUEST_METHOD'] = 'GET';
        $_SERVER['REQUEST_URI'] = $arg;
        parse_str((string) parse_url($arg, PHP_URL_QUERY), $query);
        $_GET = $query;
        wp();
        out(['target' => Studio_Companion_Front::target()]);
        break;
    case 'rate-limit-keys':
        global $wpdb;
        $names = $wpdb->get_col($wpdb->prepare("SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like('_transient_studio_rl_') . '%'));
        out(['keys' => array_map(static fn ($n) => substr($n, strlen('_transient_')), $names)]);
        break;
    case 'user':
        out(user_for($arg));
        break;
    case 'export':
    case 'export-subscribers':
        // `export <role> <good|bad|none>`: the leads' export; `export-subscribers`: the confirmed subscribers'.
        $action = $command === 'export' ? Studio_Companion_Leads_Admin::EXPORT_ACTION : Studio_Companion_Newsletter_Admin::EXPORT_ACTION;
        wp_set_current_user(user_for($arg));
        $nonce = $argv[4] ?? 'none';
        if ($nonce !== 'none') {
            $_REQUEST['_wpnonce'] = $_GET['_wpnonce'] = $nonce === 'good' ? wp_create_nonce($action) : 'bad0bad0ba';
        }
        do_action('admin_post_' . $action);
        break;
    case 'tablenav':
        // The buttons above a wp-admin list: `tablenav <post type> <role>`.
        global $typenow;
        $typenow = $arg;
        wp_set_current_user(user_for($argv[4] ?? 'administrator'));
        do_action('manage_posts_extra_tablenav', 'top');
        break;
    case 'settings-page':
        require_once ABSPATH . 'wp-admin/includes/admin.php';
        wp_set_current_user(user_for('administrator'));
        set_current_screen('settings_page_studio-companion');
        Studio_Companion_Settings::menu();
        Studio_Companion_Settings::render();
        break;
    case 'columns':
        $headers = apply_filters('manage_lead_posts_columns', ['cb' => '<input type="checkbox">', 'title' => 'Title', 'date' => 'Date']);
        $cells = [];
        foreach (array_keys($headers) as $column) {
            ob_start();
            do_action('manage_lead_posts_custom_column', $column, (int) $arg);
            $cells[$column] = ob_get_clean();
        }
        out(['headers' => $headers, 'cells' => $cells]);
        break;
    case 'notices':
        wp_set_current_user(user_for($arg));
        if (isset($argv[4])) $_GET['studio_resent'] = $argv[4];
        do_action('admin_notices');
        break;
    case 'lead-box':
        wp_set_current_user(user_for('administrator'));
        Studio_Companion_Leads_Admin::render_box(get_post((int) $arg));
        break;
    case 'row-actions':
        wp_set_current_user(user_for($argv[4] ?? 'administrator'));
        out(apply_filters('post_row_actions', ['edit' => '<a href="#">Edit</a>'], get_post((int) $arg)));
        break;
    case 'resend':
        wp_set_current_user(user_for($arg));
        $_GET['lead'] = $_REQUEST['lead'] = $argv[4] ?? '';
        $nonce = $argv[5] ?? 'none';
        if ($nonce !== 'none') {
            $_REQUEST['_wpnonce'] = $_GET['_wpnonce'] = $nonce === 'good' ? wp_create_nonce(Studio_Companion_Leads_Admin::RESEND_ACTION . '-' . (int) $argv[4]) : 'bad0bad0ba';
        }
        do_action('admin_post_' . Studio_Companion_Leads_Admin::RESEND_ACTION);
        break;
    case 'get-option':
        out(['value' => get_option($arg)]);
        break;
    case 'set-meta':
        out(['ok' => (bool) update_post_meta((int) $arg, (string) ($argv[4] ?? ''), (string) ($argv[5] ?? ''))]);
        break;
    case 'age':
        $gmt = gmdate('Y-m-d H:i:s', time() - 60 * (int) ($argv[4] ?? 0));
        global $wpdb;
        // Straight to the row: wp_update_post() would fire the save hooks of a post being edited.
        $done = $wpdb->update($wpdb->posts, ['post_date_gmt' => $gmt, 'post_date' => get_date_from_gmt($gmt)], ['ID' => (int) $arg]);
        clean_post_cache((int) $arg);
        out(['ok' => $done === 1]);
        break;
    case 'proxies-errors':
        require_once ABSPATH . 'wp-admin/includes/template.php';
        $kept = Studio_Companion_Settings::sanitize_proxies($arg);
        out(['kept' => $kept, 'errors' => get_settings_errors('studio_companion_trusted_proxies')]);
        break;
    case 'set-mail-times':
        global $wpdb;
        $name = Studio_Companion_Newsletter::limit_option($arg);
        $wpdb->delete($wpdb->options, ['option_name' => $name]);
        $times = (string) ($argv[4] ?? '');
        if ($times !== '') {
            $wpdb->insert($wpdb->options, ['option_name' => $name, 'option_value' => $times, 'autoload' => 'no']);
        }
        out(['ok' => true]);
        break;
    case 'autoload':
        global $wpdb;
        out(['autoload' => $wpdb->get_var($wpdb->prepare("SELECT autoload FROM {$wpdb->options} WHERE option_name = %s", $arg))]);
        break;
    case 'old-install':
        global $wpdb;
        $wpdb->update($wpdb->options, ['autoload' => 'yes'], ['option_name' => 'studio_companion_github_token']);
        $wpdb->update($wpdb->options, ['option_value' => '1.0.0'], ['option_name' => 'studio_companion_version']);
        out(['autoload' => $wpdb->get_var("SELECT autoload FROM {$wpdb->options} WHERE option_name = 'studio_companion_github_token'")]);
        break;
    case 'delete-options':
        foreach (json_decode($arg, true, 512, JSON_THROW_ON_ERROR) as $name) delete_option($name);
        out(['ok' => true]);
        break;
    default:
        fwrite(STDERR, "plugin-test.php: unknown command " . var_export($command, true) . "\n");
        exit(1);
}
