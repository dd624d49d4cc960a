<?php
/**
 * Who is asking: the client address the rate limit counts (decision 101).
 *
 * Without a trusted proxy, it is REMOTE_ADDR and nothing else: X-Forwarded-For
 * is a header anyone can send. Behind a CDN or reverse proxy, every request
 * arrives from the proxy, so Settings → Studio Companion → "Trusted proxies"
 * lists the proxies' addresses or CIDR ranges; then, only when REMOTE_ADDR is
 * one of them, X-Forwarded-For is read from the right, skipping trusted
 * addresses, and the first address that is not a trusted proxy is the client.
 * Entries to its left were written by the client and are never read.
 *
 * An IPv4 visitor reaching a dual-stack server appears as ::ffff:a.b.c.d (or
 * ::ffff:7f00:1): such an address is the IPv4 address it carries. Other IPv6
 * addresses count by their /64 (a host usually holds a whole /64).
 *
 * A proxy that names the visitor in a header of its own, set by the proxy
 * whatever the request carried (Cloudflare's CF-Connecting-IP), is read instead
 * when "Client address header" names it (decision 223): one address, never a
 * list, and only when the chain of trusted hops (REMOTE_ADDR, then
 * X-Forwarded-For from the right) passes through one of "Client address header
 * from" (the CDN's own ranges); a request sent straight to another proxy
 * (nginx on 127.0.0.1 or on a public address, a load balancer) is counted by
 * X-Forwarded-For as before, whatever header it wrote.
 * Behind Cloudflare this matters: a Cloudflare Worker calling the CMS arrives
 * from Cloudflare's own (trusted) addresses with an X-Forwarded-For it wrote,
 * while CF-Connecting-IP says the Worker. Missing or not an address, it leaves
 * the receiving proxy's address: a request that does not say who it is for is
 * counted with every other such request.
 *
 * The filter `studio_companion_client_ip` ($ip, $remote_addr) has the last word.
 */

if (!defined('ABSPATH')) {
    exit;
}

final class Studio_Companion_Client_Address {
    /** An IP address in its canonical text, IPv4-mapped IPv6 as IPv4; '' when it is not an address. */
    public static function normalize(string $ip): string {
        $ip = trim($ip);
        if (str_starts_with($ip, '[') && ($end = strpos($ip, ']')) !== false) {
            $ip = substr($ip, 1, $end - 1); // [v6]:port
        } elseif (substr_count($ip, ':') === 1) {
            $ip = explode(':', $ip)[0]; // v4:port
        }
        $packed = filter_var($ip, FILTER_VALIDATE_IP) !== false ? @inet_pton($ip) : false;
        if ($packed === false) {
            return '';
        }
        if (strlen($packed) === 16 && substr($packed, 0, 12) === str_repeat("\0", 10) . "\xff\xff") {
            $packed = substr($packed, 12);
        }
        return (string) inet_ntop($packed);
    }

    /** Whether $ip (normalized) is in $range: one address or a CIDR block, IPv4 or IPv6. */
    public static function in_range(string $ip, string $range): bool {
        [$text, $bits] = array_pad(explode('/', trim($range), 2), 2, null);
        $net = self::normalize((string) $text);
        $a = $ip !== '' ? @inet_pton($ip) : false;
        $b = $net !== '' ? @inet_pton($net) : false;
        if ($a === false || $b === false || strlen($a) !== strlen($b)) {
            return false;
        }
        $max = strlen($a) * 8;
        $bits = $bits === null ? $max : (ctype_digit($bits) ? (int) $bits : -1);
        if (strlen($b) === 4 && str_contains((string) $text, ':') && $bits !== $max) {
            $bits -= 96; // ::ffff:10.0.0.0/104 is 10.0.0.0/8
        }
        if ($bits < 0 || $bits > $max) {
            return false;
        }
        $bytes = intdiv($bits, 8);
        if (substr($a, 0, $bytes) !== substr($b, 0, $bytes)) {
            return false;
        }
        $rest = $bits % 8;
        if ($rest === 0) {
            return true;
        }
        $mask = (0xff << (8 - $rest)) & 0xff;
        return (ord($a[$bytes]) & $mask) === (ord($b[$bytes]) & $mask);
    }

    public static function trusted(string $ip, array $proxies): bool {
        foreach ($proxies as $range) {
            if (self::in_range($ip, $range)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The client's address: REMOTE_ADDR, or behind a trusted proxy the nearest
     * X-Forwarded-For entry that is not a trusted proxy, or the proxy's own header
     * ($named, when one is set: '' when the request lacks it). '' when there is none.
     */
    public static function resolve(string $remote, string $forwarded, array $proxies, ?string $named = null, array $header_proxies = []): string {
        $client = self::normalize($remote);
        if ($client === '' || !$proxies || !self::trusted($client, $proxies)) {
            return $client;
        }
        // Read from the right, every hop up to the first untrusted one was written by a proxy we
        // trust. The first of them that sets the client header (a CDN's edge, `$header_proxies`)
        // is where the request came through the CDN: its header is believed, one address, whatever
        // a sender wrote further left (a Worker's own X-Forwarded-For, a trusted address it copied
        // there). A chain without such a hop reached another proxy (nginx on 127.0.0.1 or on a
        // public address, a load balancer) straight from outside: its header is its sender's
        // writing, and X-Forwarded-For counts as before (decision 223).
        $via_cdn = static fn (string $ip): bool => $named !== null && $header_proxies && self::trusted($ip, $header_proxies);
        if ($via_cdn($client)) {
            return self::normalize($named) ?: $client;
        }
        $hops = array_reverse(array_filter(array_map('trim', explode(',', $forwarded)), 'strlen'));
        foreach ($hops as $hop) {
            $ip = self::normalize($hop);
            if ($ip === '') {
                break; // garbage where an address should be: the last proxy we trust is all we know
            }
            if (!self::trusted($ip, $proxies)) {
                $client = $ip;
                break;
            }
            if ($via_cdn($ip)) {
                return self::normalize($named) ?: $ip;
            }
            $client = $ip;
        }
        return $client;
    }

    /** The bucket the rate limit counts: the IPv4 address, or the /64 of an IPv6 one; 'unknown' without one. */
    public static function bucket(): string {
        $ip = self::client();
        if ($ip === '') {
            return 'unknown';
        }
        $packed = inet_pton($ip);
        return strlen($packed) === 16 ? bin2hex(substr($packed, 0, 8)) . '::/64' : $ip;
    }

    /**
     * The wider bucket an IPv6 client is counted in too: its /48, null for IPv4. A /64 is one
     * household or phone, but a tunnel broker hands out a /48 (65,536 of them) for free: counted
     * by /64 alone, one person could send the limit 65,536 times over (decision 208).
     */
    public static function network(): ?string {
        $ip = self::client();
        $packed = $ip === '' ? '' : (string) inet_pton($ip);
        return strlen($packed) === 16 ? bin2hex(substr($packed, 0, 6)) . '::/48' : null;
    }

    /** The client's address as the rate limit sees it (trusted proxies, the filter), normalised; '' without one. */
    private static function client(): string {
        $remote = isset($_SERVER['REMOTE_ADDR']) ? (string) wp_unslash($_SERVER['REMOTE_ADDR']) : '';
        $forwarded = isset($_SERVER['HTTP_X_FORWARDED_FOR']) ? (string) wp_unslash($_SERVER['HTTP_X_FORWARDED_FOR']) : '';
        $header = Studio_Companion_Settings::client_header();
        $key = 'HTTP_' . strtoupper(str_replace('-', '_', $header));
        $named = $header === '' ? null : (isset($_SERVER[$key]) ? (string) wp_unslash($_SERVER[$key]) : '');
        $ip = self::resolve($remote, $forwarded, Studio_Companion_Settings::trusted_proxies(), $named, Studio_Companion_Settings::header_proxies());
        return self::normalize((string) apply_filters('studio_companion_client_ip', $ip, $remote));
    }
}
