<?php
/**
 * Front controller of the contract-test WordPress: nginx sends every request
 * under /blog/ that is not a static file here. It does what WordPress's
 * index.php → wp-blog-header.php → wp-load.php do, except that it loads this
 * stack's own wp-config.php (beside this file, copied into the stack's folder)
 * instead of Debian's /usr/share/wordpress/wp-config.php, which would read
 * /etc/wordpress. Nothing outside the stack's folder is read for settings.
 */
define('WP_USE_THEMES', true);
$wp_did_header = true;
require __DIR__ . '/wp-config.php';
wp();
require_once ABSPATH . WPINC . '/template-loader.php';
