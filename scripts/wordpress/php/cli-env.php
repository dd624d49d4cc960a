<?php
/**
 * What a web request would have set, for WordPress loaded from the command line
 * (install.php, seed.php). WP_STACK_URL is the site URL, e.g. http://127.0.0.1:8090/blog.
 */
$stack_url = getenv('WP_STACK_URL');
if (!$stack_url) {
    fwrite(STDERR, "WP_STACK_URL is not set\n");
    exit(1);
}
$u = parse_url($stack_url);
$_SERVER['HTTP_HOST'] = $u['host'] . (isset($u['port']) ? ':' . $u['port'] : '');
$_SERVER['SERVER_NAME'] = $u['host'];
$_SERVER['SERVER_PORT'] = (string) ($u['port'] ?? 80);
$_SERVER['REQUEST_URI'] = rtrim($u['path'] ?? '', '/') . '/';
$_SERVER['REQUEST_METHOD'] = 'GET';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
