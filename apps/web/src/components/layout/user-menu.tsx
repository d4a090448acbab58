import { accountMessages } from '@scrivania/core/account/messages.it';
import type { UserRole } from '@scrivania/core/domain';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { hostPaths } from '../../lib/host-paths.ts';
import { useLogout } from '../../lib/logout.ts';
import { paths } from '../../lib/paths.ts';
import { Avatar } from '../ui/avatar.tsx';

const ITEMS = [
  { label: 'Profilo', to: paths.profile },
  { label: 'Modifica Profilo', to: paths.editProfile },
  { label: 'Cambiare la password', to: paths.changePassword },
  { label: 'Cronologia ordini', to: paths.orderHistory },
] as const;

// A host signs in on the public site (login leads to /Profile): the back-office is then one choice away.
const HOST_ITEM = { label: accountMessages.hostArea.link, to: hostPaths.home };

/** Avatar and name opening the account menu; arrow keys move, Escape closes and returns focus. */
export function UserMenu({ name, avatar, role }: { name: string; avatar: string | null; role: UserRole }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const logout = useLogout();

  const items = useCallback(
    () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])],
    [],
  );
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, items]);

  const onMenuKey = (event: React.KeyboardEvent) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') close(true);
    else if (event.key === 'ArrowDown') list[(index + 1) % list.length]?.focus();
    else if (event.key === 'ArrowUp') list[(index - 1 + list.length) % list.length]?.focus();
    else if (event.key === 'Home') list[0]?.focus();
    else if (event.key === 'End') list.at(-1)?.focus();
    else if (event.key === 'Tab') setOpen(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        className="flex items-center gap-2 rounded-full py-1 pr-3 pl-1 hover:bg-slate-100"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <Avatar name={name} avatar={avatar} size="sm" />
        <span className="font-medium">{name}</span>
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label="Il tuo account"
          onKeyDown={onMenuKey}
          className="absolute left-0 z-30 mt-2 w-56 xl:right-0 xl:left-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
        >
          {(role === 'host' ? [HOST_ITEM, ...ITEMS] : ITEMS).map((item) => (
            <Link
              key={item.to}
              role="menuitem"
              to={item.to}
              className="block px-4 py-2 hover:bg-slate-100 focus:bg-slate-100"
              onClick={() => setOpen(false)}
            >
              {item.label}
            </Link>
          ))}
          <button
            role="menuitem"
            type="button"
            className="block w-full px-4 py-2 text-left text-red-700 hover:bg-slate-100 focus:bg-slate-100"
            onClick={() => {
              setOpen(false);
              logout.mutate();
            }}
          >
            Disconnettersi
          </button>
        </div>
      )}
    </div>
  );
}
