export function Logo({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 64 64" aria-hidden focusable="false">
      <rect width="64" height="64" rx="14" fill="#0b5c78" />
      <path d="M12 40c2-7 6-12 12-13l5-6c1-1 2-2 4-2h8c3 0 5 1 7 3l4 5c3 1 5 4 5 8v5H12z" fill="#f6c344" />
      <circle cx="22" cy="42" r="5" fill="#0d1b22" stroke="#ffffff" strokeWidth="2" />
      <circle cx="44" cy="42" r="5" fill="#0d1b22" stroke="#ffffff" strokeWidth="2" />
      <path d="M30 23h10l4 5H27z" fill="#0b5c78" opacity=".55" />
    </svg>
  );
}
