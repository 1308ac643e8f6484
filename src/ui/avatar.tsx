// Initials avatars drawn locally: no external avatar service sees our users' names.
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  const first = parts[0][0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1][0] ?? '') : '';
  return (first + last).toUpperCase();
}

export function Avatar({ name, imageUrl, size = 56 }: { name: string; imageUrl?: string | null; size?: number }) {
  if (imageUrl) {
    return <img className="avatar" src={imageUrl} alt="" width={size} height={size} />;
  }
  return (
    <span
      className="avatar avatar-initials"
      style={{ width: size, height: size, fontSize: size * 0.38 }}
      aria-hidden="true"
    >
      {initials(name)}
    </span>
  );
}
