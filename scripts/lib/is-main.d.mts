/** Whether the module whose `import.meta.url` this is is the script node was started with, compared as real paths (./is-main.mjs). */
export function isMain(moduleUrl: string): boolean;
