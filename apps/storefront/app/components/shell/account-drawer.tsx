import { accountDrawer, type AccountDrawerItem } from '@pool/account-domain';
import { Button, Link } from '@pool/ui';
import { Drawer } from '@pool/ui/drawer';
import { Form, Link as RemixLink, useLocation } from '@remix-run/react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { accountDrawerOpenAtom } from '../../state/drawers.atoms';
import { appStore, sessionReadRequestAtom, signingOutAtom, viewerAtom } from '../../state/session.atoms';
import { drawerViewer } from './viewer';
import { drawerActions, drawerLink, drawerList, drawerSubList } from './shell.css';

function Item({ item, pathname, onChoose }: { item: AccountDrawerItem; pathname: string; onChoose: () => void }) {
  if (item.kind === 'logout') {
    return (
      <Form method="post" action="/logout" onSubmit={() => appStore().set(signingOutAtom, true)}>
        <input type="hidden" name="pathname" value={pathname} />
        <Button type="submit" variant="secondary" fullWidth>
          {item.label}
        </Button>
      </Form>
    );
  }
  if (item.kind === 'button') {
    return (
      <Link href={item.href} variant="button">
        {item.label}
      </Link>
    );
  }
  return (
    <>
      <RemixLink className={drawerLink} to={item.href} onClick={onChoose}>
        {item.label}
      </RemixLink>
      {item.children ? (
        <ul className={drawerSubList}>
          {item.children.map((child) => (
            <li key={child.href}>
              <RemixLink className={drawerLink} to={child.href} onClick={onChoose}>
                {child.label}
              </RemixLink>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/**
 * The account drawer (spec site-shell.md 2.10): titled 'Hi {name}!' or 'Account'; the customer is
 * read again each time it opens (the last one read shows meanwhile). Items come from account-domain's
 * `accountDrawer`. Loaded on first use.
 */
export default function AccountDrawer() {
  const [isOpen, setOpen] = useAtom(accountDrawerOpenAtom);
  const { pathname, search } = useLocation();
  const requestRead = useSetAtom(sessionReadRequestAtom);
  useEffect(() => {
    if (isOpen) requestRead((n) => n + 1);
  }, [isOpen, requestRead]);

  const viewer = useAtomValue(viewerAtom);
  const drawer = accountDrawer(drawerViewer(viewer));
  const buttons = drawer.items.filter((item) => item.kind !== 'link');
  const links = drawer.items.filter((item) => item.kind === 'link');
  const close = () => setOpen(false);

  return (
    <Drawer
      title={drawer.title}
      isOpen={isOpen}
      onOpenChange={setOpen}
      closeLabel="Close account"
    >
      <ul className={drawerList}>
        {links.map((item) => (
          <li key={item.label}>
            <Item item={item} pathname={pathname + search} onChoose={close} />
          </li>
        ))}
      </ul>
      <div className={drawerActions}>
        {buttons.map((item) => (
          <Item key={item.label} item={item} pathname={pathname + search} onChoose={close} />
        ))}
      </div>
    </Drawer>
  );
}
