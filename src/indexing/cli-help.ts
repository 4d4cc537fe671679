/** The help texts of `ss-index` (docs/indexing.md documents every flag they print). */

const COMMON = `Common options:
  --base-url URL       Indexing API origin ($SS_BASE_URL, default http://127.0.0.1:8787)
  --public-key KEY     Public key ($SS_PUBLIC_KEY); the private key is read from $SS_PRIVATE_KEY only
  --concurrency N      Requests in flight (default 4)
  --compress           gzip request bodies
  --json               Print a machine-readable summary on stdout
  -h, --help           Help for the command`;

const READING = `Reading options (the input is recognized from its content; none is needed for a known format):
  --format F           The input must be F: jsonl, json, csv, google, shopify or woocommerce
  --identity FIELD     Map records of another shape: the field that holds the identity
  --type TYPE          With a mapping: the type of every object (default item)
  --map A=B,C=D        With a mapping: catalog field A from source field B (dotted paths reach into objects)
  --mapping FILE       A JSON mapping file { "identity", "type", "map" }; the flags above override it
  --site-url URL       The shop's address, for links an export leaves out and relative links
  --currency CODE      Currency of prices that carry none (Shopify, WooCommerce, mapped records)
  --decimal , or .     The decimal mark of numbers in CSV cells and mapped records; the other
                       mark groups thousands (without it, "1.299" reads as 1.299 and a warning
                       names the fields where a number reads two ways)
  --dry-run            Read and check only: print the first objects, the failures and the fields
                       not placed; send nothing (needs no keys)`;

export const HELP: Record<string, string> = {
  '': `Usage: ss-index <command> [options]

Writes a catalog to the site-search indexing API (signed with HMAC).

Commands:
  push SOURCE          Create or fully replace objects (batches of 100)
  patch SOURCE         Change only the fields given (batches of 300)
  delete SOURCE        Remove objects: records with identity and type
  export               Every object as JSON Lines on stdout
  update-by-query      Change the fields of every object matching a search (a background job)
  sync SOURCE          Full synchronisation: upload with a generation, then remove the rest

SOURCE is a file, an http(s) URL (streamed) or - (standard input), gzipped or not:
JSON Lines, a JSON array, CSV of index-objects, a Google Merchant feed (XML or
tab-separated), a Shopify or WooCommerce product CSV export, recognized from the content;
any other JSON or CSV records with a mapping (--identity, --map).
Exit code 0 only when nothing failed. 'ss-index <command> --help' for details.

${COMMON}
`,
  push: `Usage: ss-index push SOURCE [--api-version 1|2] [reading options] [options]

Content update: every object replaces the stored one with the same identity.

${READING}

${COMMON}`,
  patch: `Usage: ss-index patch SOURCE [reading options] [options]

Partial update: records { identity, fields, nested? }; only the sent fields change.

${READING}

${COMMON}`,
  delete: `Usage: ss-index delete SOURCE [reading options] [options]

Removal: records { identity, type }.

${READING}

${COMMON}`,
  export: `Usage: ss-index export [--types a,b] [--fields a,b] [--size N] [options] > catalog.jsonl

Writes every object (but query objects) as JSON Lines on stdout; the summary goes to stderr.
  --types a,b          Only these object types
  --fields a,b         Only these attributes
  --size N             Records per page (default 300, at most 500)

${COMMON}`,
  'update-by-query': `Usage: ss-index update-by-query --search JSON --update JSON [--wait] [--timeout S] [--api-version 1|2]

  --search JSON        { "types": [...], "partial": { "fields": { ... } } }
  --update JSON        { "fields": { ... } }
  --wait               Wait for the job to finish and report its counts
  --timeout S          How long to wait, in seconds (default 600); a timeout is not a job failure

${COMMON}`,
  sync: `Usage: ss-index sync SOURCE [--generation G] [--threshold 0.95] [--api-version 1|2] [reading options] [options]

Uploads every object stamped with generation G (default: the time the sync starts), then,
for each type whose success ratio reaches the threshold, removes the objects of that type
from other generations. A source that breaks off (a download cut short) removes nothing.

${READING}

${COMMON}`,
};
