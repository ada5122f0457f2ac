import { LOGO, LOGO_SIZE } from './Logo.styles';
import { usePlainClasses } from './plain';

/** The VetRx mark and word mark. `withText={false}` for the collapsed rail. */
export function Logo({ size = 'md', withText = true }: { size?: keyof typeof LOGO_SIZE; withText?: boolean }) {
  const c = usePlainClasses(LOGO);
  const s = usePlainClasses(LOGO_SIZE[size]);
  return (
    <div className={c.root}>
      <span className={s.mark} aria-hidden>
        <svg viewBox="0 0 32 32" width="100%" height="100%" role="presentation">
          <rect width="32" height="32" rx="8" fill="#137f74" />
          <path
            d="M9 9h6.5a4.5 4.5 0 0 1 1.2 8.84L21 23h-3.2l-3.9-5H12v5H9zm3 2.6V15.4h3.4a1.9 1.9 0 0 0 0-3.8z"
            fill="#fff"
          />
          <path d="M19.5 17.5 24 23m0-5.5L19.5 23" stroke="#99f6e4" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </span>
      {withText && (
        <span className={s.name}>
          Vet
          <span className={c.rx}>Rx</span>
        </span>
      )}
    </div>
  );
}
