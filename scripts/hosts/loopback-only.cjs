/**
 * Preloaded into `netlify dev` (scripts/hosts/netlify.ts, `node --require`): the CLI has no
 * option for the address it listens on and listens on every interface. Here a server that names
 * no host listens on 127.0.0.1 instead; one that names a host, a path or a handle is left alone.
 */
"use strict";
const net = require("node:net");

const LOOPBACK = "127.0.0.1";
const listen = net.Server.prototype.listen;

net.Server.prototype.listen = function loopbackListen(...args) {
  const [first] = args;
  if (first === undefined || typeof first === "function") {
    // listen([callback]): a random port.
    args.unshift(0, LOOPBACK);
  } else if (typeof first === "number" || (typeof first === "string" && /^\d+$/.test(first))) {
    // listen(port[, host][, backlog][, callback])
    if (typeof args[1] !== "string") args.splice(1, 0, LOOPBACK);
  } else if (typeof first === "object" && first !== null && first.constructor === Object && first.path === undefined && first.fd === undefined && first.handle === undefined && first.host === undefined) {
    // listen({ port, … })
    args[0] = { ...first, host: LOOPBACK };
  }
  return listen.apply(this, args);
};
