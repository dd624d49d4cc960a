/**
 * npm run admin:config            writes app/features/admin/config.yml from the zod schemas
 * npm run admin:config -- --check exits 1 when the committed file is not what the schemas give
 */
import fs from "node:fs";
import { CONFIG_FILE, configYaml } from "../../app/features/admin/config.server";

const want = configYaml();
const have = fs.existsSync(CONFIG_FILE) ? fs.readFileSync(CONFIG_FILE, "utf8") : "";
if (process.argv.includes("--check")) {
  if (have !== want) {
    console.error(`${CONFIG_FILE} is stale: the content schemas changed. Run \`npm run admin:config\` and commit the result.`);
    process.exit(1);
  }
  console.log(`${CONFIG_FILE} matches the content schemas.`);
} else if (have === want) {
  console.log(`${CONFIG_FILE} is up to date.`);
} else {
  fs.writeFileSync(CONFIG_FILE, want);
  console.log(`${CONFIG_FILE} written.`);
}
