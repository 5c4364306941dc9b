/**
 * The origin browsers send direct uploads to (for the page's CSP `connect-src`), or null on the
 * local driver (the app itself). Pure and SDK-free so the proxy can call it; drivers.test.ts
 * checks it against the origin of a URL the SDK presigns.
 */
export function directUploadOrigin(env: NodeJS.ProcessEnv = process.env): string | null {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return null;
  const pathStyle = /^(1|true|yes)$/i.test(env.S3_FORCE_PATH_STYLE ?? "");
  const region = env.S3_REGION?.trim() || "us-east-1";
  const endpoint = env.S3_ENDPOINT?.trim();
  const base = new URL(endpoint || `https://s3.${region}.amazonaws.com`);
  // Buckets with dots or capitals cannot be a host label: the SDK falls back to path style.
  const virtualHost = !pathStyle && /^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/.test(bucket);
  return virtualHost ? `${base.protocol}//${bucket}.${base.host}` : base.origin;
}
